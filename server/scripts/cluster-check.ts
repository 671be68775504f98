// npm run cluster:check, against a running `npm run cluster`: the promises that
// must hold across processes, checked on the cluster's own database.
//   1. A booking race across the three processes: 30 clients, each sending to
//      one of the three processes directly, race for 5 slots: one booking per
//      slot, every other answer 409, no slot held twice.
//   2. A payment webhook arriving at every process at once (a provider retrying
//      onto another replica): the payment is captured once, the booking
//      confirmed once, its ledger nets to its price.
// Reads CLUSTER_PORT, CLUSTER_DIR and DATABASE_URL as npm run cluster does.
// Exits 1 with the problems when anything does not hold.
import fs from 'node:fs';
import path from 'node:path';
import { isWeekendDate, lastBookableDate } from '@marketplace/shared-api/time/wall-clock';
import { DEFAULT_MARKETPLACE_TIME_ZONE } from '../src/app';
import { systemClock } from '../src/clock';
import { openDatabase } from '../src/db/client';
import { createTokenService } from '../src/features/auth/tokens';
import { addDays, wallClockAt } from '../src/features/bookings/time-zone';
import { invariantProblems, moneyInvariantCounts, type RawQuery } from '../src/features/payments/money-invariants';
import { createSandboxProvider, sandboxWebhookSecret } from '../src/features/payments/providers/sandbox';
import { SIGNATURE_HEADER } from '../src/features/payments/webhook-signature';
import { callApi } from '../src/test/api-call';
import { clusterSettings } from './cluster-settings';

const { clusterDir, databaseUrl, processUrls: processes } = clusterSettings();
const RACERS = 30;
const SLOTS = 5;

const jwtSecret = fs.readFileSync(path.join(clusterDir, 'jwt-secret'), 'utf8').trim();
const tokens = createTokenService(jwtSecret, systemClock);
const database = await openDatabase({ kind: 'postgres', url: databaseUrl, maxConnections: 4 });
const query: RawQuery = async (text, params = []) =>
  (await (database.client as { query(text: string, params: unknown[]): Promise<{ rows: unknown[] }> }).query(text, params)).rows as never;
const problems: string[] = [];

try {
  // Racers: bosses made for this run (each with its own limits), signed in with the cluster's secret.
  const run = Date.now().toString(36);
  const racers = await query<{ id: string }>(
    `insert into users (username, email, password_hash, first_name, last_name, role, referral_code)
     select 'race_' || $1 || '_' || i, 'race_' || $1 || '_' || i || '@cluster.local', 'not-a-hash', 'Racer', 'No' || i, 'Boss', upper($1) || i
     from generate_series(1, $2::int) as series(i) returning id`,
    [run, RACERS],
  );
  const [consultant] = await query<{ id: string; rate: number }>(
    `select id, salary_rate as rate from users where role = 'Assistant' order by username limit 1`,
  );
  // Free slots of that assistant: weekdays from tomorrow that no live booking holds yet.
  const today = wallClockAt(systemClock.now(), DEFAULT_MARKETPLACE_TIME_ZONE).date;
  const held = new Set(
    (await query<{ key: string }>(`select date || ' ' || start_time as key from booking_slots where live and consultant_id = $1`, [consultant.id])).map(
      (row) => row.key,
    ),
  );
  const slots: Array<{ date: string; startTime: string }> = [];
  for (let day = 1; slots.length < SLOTS && addDays(today, day) <= lastBookableDate(today); day += 1) {
    const date = addDays(today, day);
    if (isWeekendDate(date)) continue;
    for (const startTime of ['09:00', '13:00']) if (slots.length < SLOTS && !held.has(`${date} ${startTime}`)) slots.push({ date, startTime });
  }
  const price = (consultant.rate / 100) * 4;

  const answers = await Promise.all(
    racers.map(async (racer, index) => {
      const slot = slots[index % slots.length];
      const answer = await callApi(processes[index % processes.length], 'POST', '/api/bookings/create', tokens.signSession(racer.id), {
        consultantId: consultant.id,
        ...slot,
        duration: 4,
        price,
      });
      return { racer, slot, answer };
    }),
  );
  const won = answers.filter(({ answer }) => answer.status === 201);
  const statuses = answers.reduce<Record<number, number>>((counts, { answer }) => ({ ...counts, [answer.status]: (counts[answer.status] ?? 0) + 1 }), {});
  console.log(`booking race: ${RACERS} clients over ${processes.length} processes for ${slots.length} slots: ${JSON.stringify(statuses)}`);
  if (won.length !== slots.length) problems.push(`${won.length} bookings for ${slots.length} slots`);
  if (won.length + (statuses[409] ?? 0) !== RACERS) problems.push('answers other than 201 and 409');

  // The first winner pays; the provider's event reaches all three processes at once.
  const winner = won[0];
  const bookingId = (winner.answer.body as { booking: { id: string } }).booking.id;
  const processed = await callApi(processes[0], 'POST', '/api/payments/process', tokens.signSession(winner.racer.id), {
    bookingId,
    amount: price,
    accountNumber: '0917 000 0000',
    paymentMethod: 'gcash',
  });
  if (processed.status !== 201) throw new Error(`payment process answered ${processed.status}: ${JSON.stringify(processed.body)}`);
  const sessionId = new URL((processed.body as { paymentUrl: string }).paymentUrl).pathname.split('/').at(-1)!;
  // The payer approves on the provider's side (the sandbox's own record), which signs the paid event.
  const sandbox = createSandboxProvider({ db: database.db, clock: systemClock, webhookSecret: sandboxWebhookSecret(jwtSecret) });
  const decision = await sandbox.approve(sessionId);
  if (decision.kind !== 'event') throw new Error(`the sandbox did not make an event: ${decision.kind}`);
  const deliveries = await Promise.all(
    processes.map(async (base) => {
      const response = await fetch(`${base}/api/payments/webhook`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: decision.event.signature },
        body: decision.event.body,
      });
      return response.status;
    }),
  );
  const [payment] = await query<{ captures: number; status: string; paymentStatus: string; ledger: number }>(
    `select (select count(*)::int from payments p where p.booking_id = b.id and p.paid_at is not null) as captures,
            b.status, b.payment_status as "paymentStatus",
            (select count(*)::int from ledger_entries l where l.booking_id = b.id) as ledger
     from bookings b where b.id = $1`,
    [bookingId],
  );
  console.log(`webhook at every process: answers ${deliveries.join(', ')}; captures ${payment.captures}, booking ${payment.status}/${payment.paymentStatus}, ledger entries ${payment.ledger}`);
  if (deliveries.some((status) => status !== 200)) problems.push(`webhook answers ${deliveries.join(', ')}`);
  if (payment.captures !== 1) problems.push(`${payment.captures} captures for one payment`);
  if (payment.status !== 'CONFIRMED' || payment.paymentStatus !== 'PAID') problems.push(`booking ${payment.status}/${payment.paymentStatus}`);
  if (payment.ledger !== 1) problems.push(`${payment.ledger} ledger entries for one payment`);

  problems.push(...invariantProblems(await moneyInvariantCounts(query)));
} finally {
  await database.close();
}

if (problems.length > 0) {
  console.error(`cluster check failed: ${problems.join('; ')}`);
  process.exit(1);
}
console.log('cluster check: one booking per slot across the processes, the webhook confirmed once, money invariants hold');
