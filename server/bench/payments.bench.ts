// Paying under contention, localhost only, bounded: 200 clients race for 20
// slots (5 consultants x 2 days x 2 slots, ten clients on each, all at once)
// through the real routes, the way the payment step does it: POST /api/bookings/create, then POST
// /api/payments/process, then Approve on the sandbox checkout (which delivers
// the signed event to POST /api/payments/webhook). To leave money with nowhere
// to go if the rules were wrong:
//   - every 5th winner pays twice (a GCash and a Maya checkout, both approved);
//   - every 4th winner walks away from its checkout; the clock passes its hold,
//     the hold sweep frees its slot, all the losers race for the freed slots, and
//     only then does the slow payer approve its old checkout (a late payment
//     whose slot is taken: it must be refunded).
// It reports throughput and latencies, then checks and prints: exactly 20
// bookings paid, every kept capture's booking CONFIRMED and holding its slots,
// no slot held twice, and no capture orphaned (each one is kept by its booking
// or refunded, and each booking's money in the journal nets to its price or to zero).
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { DEFAULT_MARKETPLACE_TIME_ZONE, addDaysToKey, wallTime } from '@marketplace/shared-api/time/wall-clock';
import { weekdaysFrom } from '../src/test/weekdays';
import { HOLD_SWEEP } from '../src/features/bookings/hold-sweep';
import { invariantProblems, moneyInvariantCounts } from '../src/test/money-invariants';
import { callApi } from '../src/test/api-call';
import { createTestClock } from '../src/test/test-clock';
import { startBenchApp } from './bench-app';
import { openBenchDatabase, type BenchDatabase } from './bench-database';
import { DEFAULT_LOAD, measureRoutes, percentile } from './load';
import { fixed, printTable } from './print-table';
import { StepRecorder, type RecordedCall } from './step-recorder';

const CLIENTS = Number(process.env.BENCH_PAYMENT_CLIENTS ?? 200);
const CONSULTANTS = 5;
const DAYS = 2;
const START_TIMES = ['09:00', '13:00'] as const;
const SLOTS = CONSULTANTS * DAYS * START_TIMES.length;
const SLOW_PAYER_EVERY = 4;
const DOUBLE_PAYER_EVERY = 5;
const PRICE_PESOS = 5000;
const HOLD_MINUTES = 15;

interface Slot {
  consultantId: string;
  date: string;
  startTime: string;
}

type Call = RecordedCall;

interface Won {
  client: number;
  bookingId: string;
  slot: Slot;
}

type Step = 'create' | 'process' | 'approve';

async function seedPeople(db: BenchDatabase): Promise<{ consultants: string[]; clients: string[] }> {
  await db.query(
    `insert into users (username, email, password_hash, first_name, last_name, role, salary_rate, referral_code)
     select 'pay_consultant_' || i, 'pay_consultant_' || i || '@bench.local', 'not-a-hash', 'Consultant', 'No' || i, 'Assistant', 125000, 'PC' || i
     from generate_series(1, $1::int) as series(i)`,
    [CONSULTANTS],
  );
  await db.query(
    `insert into users (username, email, password_hash, first_name, last_name, role, referral_code)
     select 'pay_client_' || i, 'pay_client_' || i || '@bench.local', 'not-a-hash', 'Client', 'No' || i, 'Boss', 'PK' || i
     from generate_series(1, $1::int) as series(i)`,
    [CLIENTS],
  );
  const ids = async (prefix: string) =>
    (await db.query<{ id: string }>(`select id from users where username like $1 order by username`, [`${prefix}%`])).map((row) => row.id);
  return { consultants: await ids('pay\\_consultant\\_'), clients: await ids('pay\\_client\\_') };
}

export default async function paymentsBenchmark(): Promise<void> {
  const db = await openBenchDatabase();
  const tempDir = await fs.mkdtemp(path.join(os.tmpdir(), 'marketplace-bench-pay-'));
  // The app's one clock, standing still unless the benchmark moves it (to pass the holds).
  const clock = createTestClock(new Date());
  try {
    console.log(`database: ${db.label}`);
    const people = await seedPeople(db);
    const { app, base } = await startBenchApp(db.handle.db, tempDir, clock);
    const recorder = new StepRecorder<Step>(['create', 'process', 'approve']);
    try {
      const tokens = people.clients.map((id) => app.tokens.signSession(id));
      const today = wallTime(DEFAULT_MARKETPLACE_TIME_ZONE, clock.now()).date;
      const slots: Slot[] = people.consultants.flatMap((consultantId) =>
        weekdaysFrom(addDaysToKey(today, 2), DAYS).flatMap((date) =>
          START_TIMES.map((startTime) => ({ consultantId, date, startTime })),
        ),
      );

      const call = async (method: 'POST' | 'GET', url: string, token?: string, body?: unknown): Promise<Call> => {
        const started = performance.now();
        const answer = await callApi(base, method, url, token, body);
        return { ...answer, ms: performance.now() - started };
      };

      /** process for a booking; the checkout's path, to approve later. */
      const startPayment = async (client: number, bookingId: string, method: 'gcash' | 'maya'): Promise<string> => {
        const processed = recorder.record(
          'process',
          await call('POST', '/api/payments/process', tokens[client], {
            bookingId,
            amount: PRICE_PESOS,
            accountNumber: '0917 000 0000',
            paymentMethod: method,
          }),
        );
        if (processed.status !== 201) throw new Error(`process answered ${processed.status}: ${JSON.stringify(processed.body)}`);
        return new URL((processed.body as { paymentUrl: string }).paymentUrl).pathname;
      };
      const approve = async (checkout: string) => {
        const approved = recorder.record('approve', await call('POST', `${checkout}/approve`));
        if (approved.status !== 303) throw new Error(`approve answered ${approved.status}`);
      };

      /** Every racer goes for one of these slots at the same moment (10 per slot in the first round); 409 for all but one. */
      const race = async (racers: number[], targets: Slot[]): Promise<Won[]> => {
        const won: Won[] = [];
        await Promise.all(
          racers.map(async (client) => {
            const slot = targets[client % targets.length];
            const created = recorder.record(
              'create',
              await call('POST', '/api/bookings/create', tokens[client], { ...slot, duration: 4, price: PRICE_PESOS }),
            );
            if (created.status === 201) won.push({ client, bookingId: (created.body as { booking: { id: string } }).booking.id, slot });
            else if (created.status !== 409) throw new Error(`create answered ${created.status}: ${JSON.stringify(created.body)}`);
          }),
        );
        return won;
      };

      console.log(`${CLIENTS} clients, ${SLOTS} slots; every ${DOUBLE_PAYER_EVERY}th winner pays twice, every ${SLOW_PAYER_EVERY}th pays after its hold ended\n`);
      const started = performance.now();
      const everyone = people.clients.map((_, index) => index);
      const firstWinners = await race(everyone, slots);
      const slowPayers: Array<{ won: Won; checkout: string }> = [];
      await Promise.all(
        firstWinners.map(async (won, rank) => {
          const gcash = await startPayment(won.client, won.bookingId, 'gcash');
          if (rank % SLOW_PAYER_EVERY === SLOW_PAYER_EVERY - 1) {
            slowPayers.push({ won, checkout: gcash });
            return;
          }
          if (rank % DOUBLE_PAYER_EVERY === DOUBLE_PAYER_EVERY - 1) {
            const maya = await startPayment(won.client, won.bookingId, 'maya');
            await approve(maya);
          }
          await approve(gcash);
        }),
      );
      const firstRoundSeconds = (performance.now() - started) / 1000;

      // The slow payers' holds end: the sweep frees their slots, and the others race for them.
      clock.advance((HOLD_MINUTES + 1) * 60_000);
      await app.sweeps.run(HOLD_SWEEP);
      const winners = new Set(firstWinners.map((won) => won.client));
      const freed = slowPayers.map(({ won }) => won.slot);
      const secondWinners = await race(everyone.filter((client) => !winners.has(client)), freed);
      await Promise.all(
        secondWinners.map(async (won) => approve(await startPayment(won.client, won.bookingId, rankMethod(won.client)))),
      );
      // Too late: each slow payer approves the checkout it left open.
      await Promise.all(slowPayers.map(({ checkout }) => approve(checkout)));
      await app.background.drain();
      const totalSeconds = (performance.now() - started) / 1000;

      // The same server answering its cheapest route at the race's concurrency: the yardstick for the ratios,
      // loaded by autocannon from a process of its own, beside the generator's own ceiling.
      const [ceiling, { result: bare }] = await measureRoutes(base, [], { ...DEFAULT_LOAD, connections: CLIENTS, rounds: 1 });
      const rows = (['create', 'process', 'approve'] as const).map((step) => {
        const latencies = [...recorder.latencies.get(step)!].sort((a, b) => a - b);
        const statuses = [...recorder.statuses.get(step)!.entries()].sort(([a], [b]) => a - b).map(([status, count]) => `${status}x${count}`);
        return [
          step === 'approve' ? 'approve (sandbox -> webhook)' : `POST ${step === 'create' ? '/api/bookings/create' : '/api/payments/process'}`,
          String(latencies.length),
          statuses.join(' '),
          fixed(latencies.length / recorder.busySeconds(step), 0),
          fixed(percentile(latencies, 0.5), 2),
          fixed(percentile(latencies, 0.99), 2),
          `${fixed(percentile(latencies, 0.5) / bare.p50Ms, 1)}x`,
        ];
      });
      rows.unshift([
        ceiling.name,
        String(ceiling.result.completed),
        `200x${ceiling.result.completed}`,
        fixed(ceiling.result.requestsPerSecond, 0),
        fixed(ceiling.result.p50Ms, 2),
        fixed(ceiling.result.p99Ms, 2),
        `${fixed(ceiling.result.p50Ms / bare.p50Ms, 1)}x`,
      ], [
        'bare route (GET /api/health)',
        String(bare.completed),
        `200x${bare.completed}`,
        fixed(bare.requestsPerSecond, 0),
        fixed(bare.p50Ms, 2),
        fixed(bare.p99Ms, 2),
        '1.0x',
      ]);
      printTable(['step', 'calls', 'statuses', 'calls per busy s', 'p50 ms', 'p99 ms', 'p50 vs bare'], rows);

      const [{ paid }] = await db.query<{ paid: number }>(`select count(*)::int as paid from bookings where payment_status = 'PAID'`);
      const [{ kept, keptHolding }] = await db.query<{ kept: number; keptHolding: number }>(
        `select count(*)::int as kept,
                count(*) filter (where b.status = 'CONFIRMED' and b.payment_status = 'PAID'
                  and exists (select 1 from booking_slots s where s.booking_id = b.id and s.live))::int as "keptHolding"
         from payments p join bookings b on b.id = p.booking_id
         where p.status = 'paid' and p.refund_due_at is null`,
      );
      const [{ captures, refunded }] = await db.query<{ captures: number; refunded: number }>(
        `select count(*) filter (where p.paid_at is not null)::int as captures,
                count(*) filter (where p.status = 'refunded')::int as refunded
         from payments p`,
      );
      const invariants = await moneyInvariantCounts(db.query);
      const { orphanedCaptures: orphaned, slotsHeldTwice: doubled, unbalancedBookingMoney: unbalanced } = invariants;
      console.log(
        `\nfirst round: ${CLIENTS} racers to ${firstWinners.length} bookings created and paid in ${fixed(firstRoundSeconds, 2)} s ` +
          `(${fixed((firstWinners.length - slowPayers.length) / firstRoundSeconds, 1)} paid bookings/s); whole run ${fixed(totalSeconds, 2)} s`,
      );
      console.log(`bookings paid: ${paid} of ${SLOTS} slots; captures: ${captures}, kept: ${kept} (holding their slots: ${keptHolding}), refunded: ${refunded}`);
      console.log(`orphaned captures: ${orphaned}; slots held twice: ${doubled}; bookings whose money does not net to their payment: ${unbalanced}`);
      const problems = [
        paid !== SLOTS && `${paid} bookings paid, not ${SLOTS}`,
        keptHolding !== kept && `${kept - keptHolding} kept captures whose booking does not hold its slots`,
        kept !== paid && `${kept} kept captures for ${paid} paid bookings`,
        orphaned !== 0 && `${orphaned} orphaned captures`,
        captures !== kept + refunded && `${captures - kept - refunded} captures neither kept nor refunded`,
        doubled !== 0 && `${doubled} slots held twice`,
        unbalanced !== 0 && `${unbalanced} bookings whose money does not net to their payment`,
        ...invariantProblems({ ...invariants, orphanedCaptures: 0, slotsHeldTwice: 0, unbalancedBookingMoney: 0 }),
        slowPayers.length === 0 && 'no late payment happened',
      ].filter(Boolean);
      if (problems.length > 0) throw new Error(`payments benchmark: ${problems.join('; ')}`);
      console.log(`checked: exactly ${SLOTS} paid, every kept capture holds its slots, every other capture refunded`);
    } finally {
      await app.close();
    }
  } finally {
    await db.close();
    await fs.rm(tempDir, { recursive: true, force: true });
  }
}

/** The second round's winners pay with either wallet. */
const rankMethod = (client: number): 'gcash' | 'maya' => (client % 2 === 0 ? 'gcash' : 'maya');
