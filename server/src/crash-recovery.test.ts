// kill -9 during a burst, on PGlite and (with TEST_DATABASE_URL) PostgreSQL.
// The real server process (test/clock-server.ts: src/main.ts's start on a clock
// that begins at a fixed instant, so the days booked are the same on every run) takes bookings, sandbox payments and
// chat messages from several clients at once; after a number of them were
// acknowledged it is killed hard (SIGKILL: no shutdown hook, as in a crash or
// an OOM kill) with the rest in flight, then started again on the same data.
// Every acknowledged (2xx) booking, payment and message must be there, nothing
// half-written (money-invariants.ts: no payment without its booking, no live
// booking without its slots, journals netting to what was paid) and no slot
// held twice. No sleeps: the kill follows the count of acknowledgements, and
// each start resolves on the server's own "running" line.
// Mail too (SMTP_URL, an smtp-server in this test): every acknowledged booking's
// request mails were committed with it; those the crash left undelivered are
// sent by the restarted process's first sweep (it runs at start, and a clean
// stop waits for it), and none is received twice.
import assert from 'node:assert/strict';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { DEFAULT_MARKETPLACE_TIME_ZONE, addDaysToKey, isWeekendDate, lastBookableDate, wallTime } from '@marketplace/shared-api/time/wall-clock';
import type { Clock } from './clock';
import { openDatabase } from './db/client';
import { createTokenService } from './features/auth/tokens';
import { invariantProblems, moneyInvariantCounts, type RawQuery } from './test/money-invariants';
import { callApi } from './test/api-call';
import { createPostgresTestDatabase, testDatabaseKinds, type TestDatabaseKind } from './test/databases';
import { registration } from './test/fixtures';
import { startServerProcess, type ServerProcess } from './test/server-process';
import { startSmtpSink, type SmtpSink } from './test/smtp-sink';

const JWT_SECRET = 'crash-test-secret-that-is-at-least-32-characters';
const CLIENTS = 4;
const BOOKINGS_PER_CLIENT = 8;
const MESSAGES_PER_CLIENT = 6;
/** Acknowledgements before the kill: about a third of what the burst can acknowledge, so most is in flight or not sent yet. */
const KILL_AFTER_ACKS = 15;
const START_TIMES = ['09:00', '13:00'] as const;
const CLOCK_SERVER = 'src/test/clock-server.ts';
/** Both processes' clock, and the test's: Wed Jun 10 2026, 10:00 AM in Manila when the test starts, then on with real time. */
const CLOCK_OFFSET_MS = Date.parse('2026-06-10T02:00:00.000Z') - Date.now();
const clock: Clock = { now: () => new Date(Date.now() + CLOCK_OFFSET_MS) };

interface Client {
  id: string;
  token: string;
}

interface Acknowledged {
  bookings: Map<string, string>; // booking id -> client id
  payments: Set<string>; // booking ids whose payment was approved (303)
  messages: Map<string, string>; // message id -> chat id
  interrupted: number;
}

/** An API call to the server process; a refused or reset connection (the kill) resolves to null. */
async function call(base: string, method: string, url: string, token?: string, body?: unknown) {
  // The answers are read field by field below; their shapes are the API's own (checked by its tests).
  return callApi(base, method, url, token, body).then((answer) => answer as { status: number; body: any }, () => null);
}

/**
 * The next weekdays (marketplace wall clock) from the day after tomorrow, within the
 * picker's range: beyond an assistant's default 12 hours' notice at any hour of the run.
 */
function bookableDates(count: number): string[] {
  const today = wallTime(DEFAULT_MARKETPLACE_TIME_ZONE, clock.now()).date;
  const dates: string[] = [];
  for (let day = 2; dates.length < count; day += 1) {
    const date = addDaysToKey(today, day);
    if (date > lastBookableDate(today)) break;
    if (!isWeekendDate(date)) dates.push(date);
  }
  return dates;
}

for (const kind of testDatabaseKinds()) {
  describe(`kill -9 during a burst of bookings, payments and messages [${kind}]`, () => {
    let dataDir = '';
    let postgres: { url: string; drop(): Promise<void> } | null = null;
    let server: ServerProcess | null = null;
    let smtp: SmtpSink | null = null;
    const env = () => ({
      DATA_DIR: dataDir,
      STATIC_ROOT: dataDir,
      JWT_SECRET,
      SMTP_URL: smtp!.url,
      TEST_CLOCK_OFFSET_MS: String(CLOCK_OFFSET_MS),
      ...(postgres ? { DATABASE_URL: postgres.url } : {}),
    });

    before(async () => {
      dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'marketplace-crash-'));
      smtp = await startSmtpSink();
      if (kind === ('postgres' satisfies TestDatabaseKind)) postgres = await createPostgresTestDatabase();
      server = await startServerProcess(env(), { script: CLOCK_SERVER });
    });
    after(async () => {
      await server?.kill();
      await smtp?.close();
      await postgres?.drop();
      await fs.rm(dataDir, { recursive: true, force: true });
    });

    it('keeps every acknowledged write after a restart, with nothing half-written and no slot held twice', async (t) => {
      const first = server!;
      const tokens = createTokenService(JWT_SECRET, clock);

      // The demo data's assistants, and clients: the demo boss plus bosses signed up now.
      const admin = await call(first.url, 'POST', '/api/auth/login', undefined, { username: 'admin', password: 'Admin1234' });
      const people = await call(first.url, 'GET', '/api/users', admin!.body.token);
      const assistants = (people!.body.users as Array<{ id: string; role: string; salaryRate: number | null }>).filter((user) => user.role === 'Assistant');
      assert.ok(assistants.length >= BOOKINGS_PER_CLIENT, 'the demo data has enough assistants');
      const boss = await call(first.url, 'POST', '/api/auth/login', undefined, { username: 'boss', password: 'Boss12345' });
      const clients: Client[] = [{ id: boss!.body.userInfo.id, token: boss!.body.token }];
      while (clients.length < CLIENTS) {
        const registered = await call(first.url, 'POST', '/api/auth/register', undefined, registration({ role: 'Boss' }));
        assert.equal(registered?.status, 201, JSON.stringify(registered?.body));
        clients.push({ id: registered!.body.id, token: tokens.signSession(registered!.body.id) });
      }

      // Targets with the assistant varying fastest, so a client's consecutive bookings go to different assistants
      // (the open-request limits); client c starts 5 targets after client c-1, so their 8 overlap and race.
      const targets = bookableDates(2).flatMap((date) =>
        START_TIMES.flatMap((startTime) => assistants.map((assistant) => ({ consultantId: assistant.id, date, startTime, rate: assistant.salaryRate }))),
      );
      const acks: Acknowledged = { bookings: new Map(), payments: new Set(), messages: new Map(), interrupted: 0 };
      let ackCount = 0;
      let killed: Promise<void> | null = null;
      const acknowledge = () => {
        ackCount += 1;
        if (ackCount === KILL_AFTER_ACKS) killed = first.kill();
      };

      const bookAndPay = async (client: Client, target: (typeof targets)[number]) => {
        // salaryRate is pesos per hour (SPEC: 1250 by default); the server refuses any other price.
        const price = (target.rate ?? 1250) * 4;
        const created = await call(first.url, 'POST', '/api/bookings/create', client.token, {
          consultantId: target.consultantId,
          date: target.date,
          startTime: target.startTime,
          duration: 4,
          price,
        });
        if (!created) return void (acks.interrupted += 1);
        if (created.status === 409) return; // another client won the slot
        assert.equal(created.status, 201, JSON.stringify(created.body));
        const bookingId: string = created.body.booking.id;
        acks.bookings.set(bookingId, client.id);
        acknowledge();
        const processed = await call(first.url, 'POST', '/api/payments/process', client.token, {
          bookingId,
          amount: price,
          accountNumber: '0917 000 0000',
          paymentMethod: 'gcash',
        });
        if (!processed) return void (acks.interrupted += 1);
        assert.equal(processed.status, 201, JSON.stringify(processed.body));
        const approved = await call(first.url, 'POST', `${new URL(processed.body.paymentUrl).pathname}/approve`);
        if (!approved) return void (acks.interrupted += 1);
        assert.equal(approved.status, 303);
        acks.payments.add(bookingId);
        acknowledge();
      };
      const sendMessages = async (client: Client, index: number) => {
        for (let n = 0; n < MESSAGES_PER_CLIENT; n += 1) {
          const id = crypto.randomUUID();
          const sent = await call(first.url, 'POST', '/api/messages/send', client.token, {
            recipientId: assistants[(index + n) % assistants.length].id,
            message: `Burst message ${n} from client ${index}`,
            id,
          });
          if (!sent) return void (acks.interrupted += 1);
          assert.equal(sent.status, 201, JSON.stringify(sent.body));
          acks.messages.set(id, sent.body.chatId);
          acknowledge();
        }
      };

      await Promise.all(
        clients.flatMap((client, index) => [
          ...Array.from({ length: BOOKINGS_PER_CLIENT }, (_, k) => bookAndPay(client, targets[(index * 5 + k) % targets.length])),
          sendMessages(client, index),
        ]),
      );
      assert.ok(killed, `the burst ended with ${ackCount} acknowledgements, before the kill at ${KILL_AFTER_ACKS}`);
      await killed;
      assert.ok(acks.interrupted > 0, 'some requests were in flight when the process was killed');
      t.diagnostic(
        `killed after ${ackCount} acknowledgements: ${acks.bookings.size} bookings, ${acks.payments.size} payments, ` +
          `${acks.messages.size} messages; ${acks.interrupted} requests cut off`,
      );

      // Started again on the same data: the killed process's PGlite lock and half-done work must not stop it.
      const receivedBeforeRestart = smtp!.received.length;
      const restartedAt = clock.now();
      server = await startServerProcess(env(), { script: CLOCK_SERVER });
      const second = server;
      for (const client of clients) {
        const made = await call(second.url, 'GET', '/api/bookings/made', client.token);
        assert.equal(made?.status, 200);
        const found = new Map((made!.body as Array<{ id: string; paymentStatus: string }>).map((booking) => [booking.id, booking.paymentStatus]));
        for (const [bookingId, owner] of acks.bookings) {
          if (owner !== client.id) continue;
          assert.ok(found.has(bookingId), `acknowledged booking ${bookingId} is there after the restart`);
          if (acks.payments.has(bookingId)) assert.equal(found.get(bookingId), 'PAID', `acknowledged payment of ${bookingId} is there`);
        }
      }
      const chats = new Set(acks.messages.values());
      const stored = new Set<string>();
      for (const client of clients) {
        for (const chatId of chats) {
          const page = await call(second.url, 'GET', `/api/messages/${chatId}`, client.token);
          if (page?.status === 200) for (const message of page.body.messages as Array<{ id: string }>) stored.add(message.id);
        }
      }
      for (const messageId of acks.messages.keys()) assert.ok(stored.has(messageId), `acknowledged message ${messageId} is there`);

      // Stopped cleanly, the data itself is checked: nothing half-written, no slot held twice.
      assert.equal(await second.stop(), 0, second.output().slice(-4000));
      const database = await openDatabase(postgres ? { kind: 'postgres', url: postgres.url } : { kind: 'pglite', dataDir: path.join(dataDir, 'pglite') });
      try {
        const query: RawQuery = async (text, params = []) =>
          (await (database.client as { query(text: string, params: unknown[]): Promise<{ rows: unknown[] }> }).query(text, params)).rows as never;
        assert.deepEqual(invariantProblems(await moneyInvariantCounts(query)), []);

        const mails = (await query(`select link_url, status, message_id, next_attempt_at from email_outbox where kind = 'booking_requested'`)) as Array<{
          link_url: string;
          status: string;
          message_id: string;
          next_attempt_at: Date | string | null;
        }>;
        for (const bookingId of acks.bookings.keys()) {
          assert.equal(mails.filter((mail) => mail.link_url.endsWith(`/bookings/${bookingId}`)).length, 2, `acknowledged booking ${bookingId} has both parties' mails`);
        }
        const receivedIds = smtp!.received.map((mail) => mail.messageId);
        assert.equal(new Set(receivedIds).size, receivedIds.length, 'no mail received twice');
        for (const mail of mails) {
          if (mail.status === 'sent') assert.ok(receivedIds.includes(mail.message_id), `sent ${mail.message_id} was received`);
          // Pending now only with a send lease a killed attempt left, never due when the restarted process swept.
          else assert.ok(mail.status === 'pending' && new Date(mail.next_attempt_at!).getTime() > restartedAt.getTime(), `${mail.message_id} is ${mail.status}`);
        }
        assert.ok(smtp!.received.length > receivedBeforeRestart, 'the restarted process delivered mails the crash left in the outbox');
        t.diagnostic(`mails: ${receivedBeforeRestart} delivered before the kill, ${smtp!.received.length - receivedBeforeRestart} after the restart`);
      } finally {
        await database.close();
      }
      assert.ok(acks.bookings.size > 0 && acks.messages.size > 0, 'bookings and messages were acknowledged before the kill');
    });
  });
}
