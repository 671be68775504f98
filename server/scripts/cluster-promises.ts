// The promises that must hold across processes, checked against a running
// cluster (its processes directly) and on its own database, for
// `npm run cluster:check` and the flows through the cluster in `npm test`:
//   1. A booking race across the processes: 30 clients, each sending to one of
//      the processes directly, race for 4 slots of an assistant made for the run
//      (as many live unpaid holds as a calendar takes at once): one booking per slot,
//      every other answer 409, no slot held twice.
//   2. A payment webhook arriving at every process at once (a provider retrying
//      onto another replica): the payment is captured once, the booking
//      confirmed once, its money in the journal nets to its price.
//   3. A rate limit counted across the processes: wrong logins for one username,
//      sent to the processes in turn, are refused past the one limit, not past
//      three times it.
import { DEFAULT_MARKETPLACE_TIME_ZONE, addDaysToKey, isWeekendDate, lastBookableDate, wallTime } from '@marketplace/shared-api/time/wall-clock';
import { systemClock, type Clock } from '../src/clock';
import { openDatabase } from '../src/db/client';
import { createTokenService } from '../src/features/auth/tokens';
import { invariantProblems, moneyInvariantCounts, type RawQuery } from '../src/test/money-invariants';
import { createSandboxProvider, sandboxWebhookSecret } from '../src/features/payments/providers/sandbox';
import { SIGNATURE_HEADER } from '../src/features/payments/webhook-signature';
import { DEFAULT_ABUSE_LIMITS } from '../src/plugins/limits';
import { callApi } from '../src/test/api-call';

const RACERS = 30;
// More would meet the per-calendar cap of unpaid holds (429), not the slot rule being checked.
const SLOTS = DEFAULT_ABUSE_LIMITS.unpaidHoldsPerConsultant;
/** The production default of LOGIN_RATE_LIMIT_MAX (config.ts), which npm run cluster keeps. */
const LOGINS_PER_USERNAME = 10;
/** Rounds of the login check, for those that cross a window of the limit. */
const LOGIN_ROUNDS = 3;

export interface ClusterUnderCheck {
  processUrls: string[];
  databaseUrl: string;
  /** The cluster's token secret: the racers sign in with it. */
  jwtSecret: string;
  /** The cluster's clock (real time unless its processes run on a test clock): tokens and free days are judged on it. */
  clock?: Clock;
}

/** Runs both checks, printing what it saw; returns the problems (none when every promise holds). */
export async function clusterPromiseProblems({ processUrls: processes, databaseUrl, jwtSecret, clock = systemClock }: ClusterUnderCheck): Promise<string[]> {
  const tokens = createTokenService(jwtSecret, clock);
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
      `insert into users (username, email, password_hash, first_name, last_name, role, salary_rate, referral_code)
       values ('race_host_' || $1, 'race_host_' || $1 || '@cluster.local', 'not-a-hash', 'Race', 'Host', 'Assistant', 125000, 'H' || upper($1))
       returning id, salary_rate as rate`,
      [run],
    );
    // Free slots of that assistant: weekdays from the day after tomorrow (beyond an
    // assistant's default 12 hours' notice at any hour of the run) that no live booking holds yet.
    const today = wallTime(DEFAULT_MARKETPLACE_TIME_ZONE, clock.now()).date;
    const held = new Set(
      (await query<{ key: string }>(`select date || ' ' || start_time as key from booking_slots where live and consultant_id = $1`, [consultant.id])).map(
        (row) => row.key,
      ),
    );
    const slots: Array<{ date: string; startTime: string }> = [];
    for (let day = 2; slots.length < SLOTS && addDaysToKey(today, day) <= lastBookableDate(today); day += 1) {
      const date = addDaysToKey(today, day);
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
    const sandbox = createSandboxProvider({ db: database.db, clock, webhookSecret: sandboxWebhookSecret(jwtSecret) });
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
    const [payment] = await query<{ captures: number; status: string; paymentStatus: string; journaled: number }>(
      `select (select count(*)::int from payments p where p.booking_id = b.id and p.paid_at is not null) as captures,
              b.status, b.payment_status as "paymentStatus",
              (select count(*)::int from money_entries m where m.booking_id = b.id and m.account = 'client_payments') as journaled
       from bookings b where b.id = $1`,
      [bookingId],
    );
    console.log(`webhook at every process: answers ${deliveries.join(', ')}; captures ${payment.captures}, booking ${payment.status}/${payment.paymentStatus}, captures in the journal ${payment.journaled}`);
    if (deliveries.some((status) => status !== 200)) problems.push(`webhook answers ${deliveries.join(', ')}`);
    if (payment.captures !== 1) problems.push(`${payment.captures} captures for one payment`);
    if (payment.status !== 'CONFIRMED' || payment.paymentStatus !== 'PAID') problems.push(`booking ${payment.status}/${payment.paymentStatus}`);
    if (payment.journaled !== 1) problems.push(`${payment.journaled} captures in the journal for one payment`);

    problems.push(...invariantProblems(await moneyInvariantCounts(query)));

    // Sent one after another, so only the limit decides (not the password-hash queue). The
    // limit counts in fixed windows of the clock's minutes: a round whose answers cross into
    // the next window (its seconds to reset go up) started a new count, so it is sent again,
    // with another username, rather than judged.
    let loginStatuses: number[] = [];
    for (let round = 1; round <= LOGIN_ROUNDS; round += 1) {
      const username = `nobody_${run}_${round}`;
      const resets: number[] = [];
      loginStatuses = [];
      for (let attempt = 0; attempt < LOGINS_PER_USERNAME + 5; attempt += 1) {
        const answer = await callApi(processes[attempt % processes.length], 'POST', '/api/auth/login', undefined, { username, password: 'Wrong12345' });
        loginStatuses.push(answer.status);
        resets.push(Number(answer.headers.get('x-ratelimit-reset')));
      }
      if (!resets.some((reset, index) => index > 0 && reset > resets[index - 1])) break;
    }
    const refused = loginStatuses.filter((status) => status === 429).length;
    console.log(`login limit across ${processes.length} processes: ${LOGINS_PER_USERNAME + 5} wrong logins for one username, ${refused} refused`);
    if (refused !== 5) problems.push(`${refused} of ${loginStatuses.length} logins refused by the limit of ${LOGINS_PER_USERNAME} (expected 5)`);
  } finally {
    await database.close();
  }
  return problems;
}
