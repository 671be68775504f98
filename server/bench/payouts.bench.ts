// Paying assistants under contention: 200 assistants, each with ₱4,500 available
// (a ₱5,000 session, paid, ended, its dispute window passed, through the real
// routes and sweep), all press Withdraw at the same moment, while 200 clients
// book and pay new sessions with the same assistants. Each assistant sends its
// Withdraw three times at once: twice with one idempotency key (a retried
// request) and once with another (a second tap that made a new key). The server
// runs in a process of its own; the calls come from this one.
//
// Each client's first call (a Withdraw or a booking) is sent in turn with the others',
// so no kind of call waits behind all of another in this process's own sending.
//
// It reports each step's throughput and latencies, as the racing clients saw them and
// as the server held them (Server-Timing), beside the same server's bare route, the
// load generator's ceiling and this racing process's own (as many calls at once to a
// bare node:http server: what sending them costs here), then checks and prints: one payout per
// assistant for exactly their balance, paid; a retried request answered with the
// same payout; no available balance left and none below zero; every new booking
// paid; and the books balance (client payments = refunds + fees + payables + held).
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { DEFAULT_MARKETPLACE_TIME_ZONE, addDaysToKey, wallTime } from '@marketplace/shared-api/time/wall-clock';
import { weekdaysFrom } from '../src/test/weekdays';
import { EARNINGS_SWEEP } from '../src/features/earnings/earning-states';
import { WEEKLY_PAYOUTS_SWEEP } from '../src/features/earnings/payouts';
import { invariantProblems, moneyInvariantCounts } from '../src/test/money-invariants';
import { callApi } from '../src/test/api-call';
import { createTestClock } from '../src/test/test-clock';
import { withBenchAppProcess } from './app-process';
import { startBenchApp } from './bench-app';
import { openBenchDatabase } from './bench-database';
import { sampleDatabaseActivity, type DatabaseActivity } from './database-activity';
import { seedRacePeople } from './race-people';
import { processStatsReader, SWEEP_DONE_LINE, type ProcessStats } from './process-stats';
import { DEFAULT_LOAD, measureRoutes, percentile, startCeilingServer } from './load';
import { fixed, printTable } from './print-table';
import { serverTimingMs, StepRecorder, type RecordedCall } from './step-recorder';

const ASSISTANTS = Number(process.env.BENCH_PAYOUT_ASSISTANTS ?? 200);
const PRICE_PESOS = 5000;
/** What each assistant has available: the price less the default platform fee (10%). */
const AVAILABLE_CENTAVOS = PRICE_PESOS * 100 * 0.9;
const DAY_MS = 86_400_000;

type Step = 'withdraw' | 'create' | 'process' | 'approve';
const STEPS: Step[] = ['withdraw', 'create', 'process', 'approve'];

type Call = RecordedCall;

/**
 * One client books and pays one assistant's morning session on `date` (create, process, the
 * sandbox's Approve); with bookOnly, only books it.
 */
async function bookAndPay(
  call: (step: Step, method: 'POST' | 'GET', url: string, token?: string, body?: unknown) => Promise<Call>,
  clientToken: string,
  consultantId: string,
  date: string,
  bookOnly = false,
): Promise<void> {
  const created = await call('create', 'POST', '/api/bookings/create', clientToken, { consultantId, date, startTime: '09:00', duration: 4, price: PRICE_PESOS });
  if (created.status !== 201) throw new Error(`create answered ${created.status}: ${JSON.stringify(created.body)}`);
  if (bookOnly) return;
  const bookingId = (created.body as { booking: { id: string } }).booking.id;
  const processed = await call('process', 'POST', '/api/payments/process', clientToken, {
    bookingId,
    amount: PRICE_PESOS,
    accountNumber: '0917 000 0000',
    paymentMethod: 'gcash',
  });
  if (processed.status !== 201) throw new Error(`process answered ${processed.status}: ${JSON.stringify(processed.body)}`);
  const approved = await call('approve', 'POST', `${new URL((processed.body as { paymentUrl: string }).paymentUrl).pathname}/approve`);
  if (approved.status !== 303) throw new Error(`approve answered ${approved.status}`);
}

/**
 * The racing process's own ceiling: `calls` POSTs at once, the way the race sends its calls, to the
 * bare node:http server in its own process, which answers at once. Their latencies are what sending
 * and reading that many calls costs this process here; a race's figure near them is its limit.
 */
async function racingClientCeiling(calls: number): Promise<number[]> {
  const ceiling = await startCeilingServer();
  try {
    const latencies = await Promise.all(
      Array.from({ length: calls }, async () => {
        const started = performance.now();
        await callApi(ceiling.url, 'POST', '', 'token', { amountCentavos: AVAILABLE_CENTAVOS, idempotencyKey: 'bench' });
        return performance.now() - started;
      }),
    );
    return latencies.sort((a, b) => a - b);
  } finally {
    await ceiling.stop();
  }
}

/** The server process's own figures for the race, and what the database's connections were doing. */
function printWhereTimeWent(inside: ProcessStats, activity: DatabaseActivity | null, weeklyMs: number | null, calls: number): void {
  console.log(`\nwhere the time went (${fixed(inside.seconds, 2)} s of race)`);
  const lines: string[][] = [
    ['server: JavaScript running (event loop busy)', `${fixed(inside.eventLoopBusy * inside.seconds, 2)} s`, `${fixed(inside.eventLoopBusy * 100, 0)}% of the race`],
    ['server: CPU time (all threads)', `${fixed(inside.cpuSeconds, 2)} s`, `${fixed(inside.cpuKernelSeconds, 2)} s of it in the kernel; ${fixed((inside.cpuSeconds * 1000) / calls, 2)} ms per call`],
    ['server: waits for a pooled connection', `${fixed(inside.poolWaitTotalSeconds, 2)} s`, `${inside.poolAcquires} acquires, p50 ${fixed(inside.poolWaitP50Ms, 2)} ms, p99 ${fixed(inside.poolWaitP99Ms, 2)} ms`],
    ['provider calls (sandbox, in process)', 'in the JavaScript above', ''],
  ];
  if (activity) {
    lines.push(
      ['database: connections running a statement', `${fixed(activity.runningSeconds, 2)} s`, `${activity.samples} samples of pg_stat_activity`],
      ['database: connections waiting for a row lock', `${fixed(activity.lockWaitSeconds, 2)} s`, `at most ${activity.mostWaitingForLocks} at once`],
      ['database: connections idle inside a transaction', `${fixed(activity.idleInTransactionSeconds, 2)} s`, 'held while the server runs JavaScript'],
      ['database: connections idle in the pool', `${fixed(activity.idleSeconds, 2)} s`, ''],
    );
  }
  if (weeklyMs !== null) lines.push(['the weekly payout run (sweep), started midway', `${fixed(weeklyMs / 1000, 2)} s`, '']);
  printTable(['where', 'connection- or process-seconds', 'detail'], lines);
}

/** BENCH_PAYOUT_RACES=creates,alone,withdrawals,weekly (all four unless set): which races to run. */
const RACES = {
  // Only the 200 bookings made at once, nothing paid: what one create costs the server (its CPU per call).
  creates: { withdrawals: false, weeklyMidway: false, bookOnly: true },
  // The same bookings with nobody withdrawing first: what the rush adds to them is the difference.
  alone: { withdrawals: false, weeklyMidway: false, bookOnly: false },
  withdrawals: { withdrawals: true, weeklyMidway: false, bookOnly: false },
  weekly: { withdrawals: true, weeklyMidway: true, bookOnly: false },
};

export default async function payoutsBenchmark(): Promise<void> {
  const wanted = (process.env.BENCH_PAYOUT_RACES ?? Object.keys(RACES).join(',')).split(',');
  for (const [name, options] of Object.entries(RACES)) if (wanted.includes(name)) await race(options);
}

/**
 * One race on a fresh database. weeklyMidway: the weekly payout run is due, and the sweep
 * starts it in the server when half the assistants' first Withdraws have been answered; it
 * pays whoever has not withdrawn yet, and their Withdraws are answered 409.
 */
async function race({ withdrawals, weeklyMidway, bookOnly }: { withdrawals: boolean; weeklyMidway: boolean; bookOnly: boolean }): Promise<void> {
  const db = await openBenchDatabase();
  const tempDir = await fs.mkdtemp(path.join(os.tmpdir(), 'marketplace-bench-payouts-'));
  try {
    console.log(`\ndatabase: ${db.label}${withdrawals ? '' : bookOnly ? '; bookings made, not paid, nobody withdraws' : '; bookings alone, nobody withdraws'}${weeklyMidway ? '; the weekly payout run starts midway' : ''}`);
    const people = await seedRacePeople(db, 'payout', ASSISTANTS);
    // Weekdays past the default notice: the earnings are made on the first, the race books the second.
    const [setupDay, raceDay] = weekdaysFrom(addDaysToKey(wallTime(DEFAULT_MARKETPLACE_TIME_ZONE, new Date()).date, 2), 2);

    // Before the race, on this process's app and a clock it moves: every assistant's earning
    // made as a client's would be (booked, paid), then past its session and dispute window.
    const clock = createTestClock(new Date());
    const { app, base } = await startBenchApp(db.handle.db, tempDir, clock);
    let assistantTokens: string[];
    let clientTokens: string[];
    try {
      assistantTokens = people.assistants.map((id) => app.tokens.signSession(id));
      clientTokens = people.clients.map((id) => app.tokens.signSession(id));
      const setupCall = async (_step: Step, method: 'POST' | 'GET', url: string, token?: string, body?: unknown): Promise<Call> => ({
        ...(await callApi(base, method, url, token, body)),
        ms: 0,
      });
      await Promise.all(people.assistants.map((consultantId, index) => bookAndPay(setupCall, clientTokens[index], consultantId, setupDay)));
      // Past the setup day's session (at most four days ahead) and its 72-hour dispute window.
      clock.advance(9 * DAY_MS);
      await app.sweeps.run(EARNINGS_SWEEP);
    } finally {
      await app.close();
    }
    const [{ available }] = await db.query<{ available: number }>(`select count(*)::int as available from earnings where state = 'available'`);
    if (available !== ASSISTANTS) throw new Error(`${available} earnings available before the race, not ${ASSISTANTS}`);
    await db.query(
      `insert into payout_destinations (user_id, method, mobile_number, account_name, updated_at)
       select id, 'gcash', '0917' || lpad((row_number() over (order by username))::text, 7, '1'), 'Bench Assistant', now()
       from users where username like 'payout\\_assistant\\_%'`,
    );
    if (weeklyMidway) await db.query(`insert into money_schedule (name, next_run_at) values ('weekly_payouts', now() - interval '1 minute')`);

    const recorder = new StepRecorder(STEPS);
    const firstCalls = ASSISTANTS * (withdrawals ? 4 : 1);
    const clientCeiling = await racingClientCeiling(firstCalls);
    const answers: Array<{ assistant: number; key: 'first' | 'retry' | 'second'; status: number; payoutId: string | null }> = [];
    let raceSeconds = 0;
    let yardstick: Awaited<ReturnType<typeof measureRoutes>> = [];
    let inside: ProcessStats | undefined;
    let activity: DatabaseActivity | null = null;
    let weeklyMs: number | null = null;
    const stats = processStatsReader();
    let weeklyDone: (outcome: { ms: number; error?: string }) => void = () => undefined;
    const weeklyRan = new Promise<number>((resolve, reject) => (weeklyDone = ({ ms, error }) => (error ? reject(new Error(`the weekly payout run failed: ${error}`)) : resolve(ms))));
    // Awaited after the race, which it must not end early.
    weeklyRan.catch(() => undefined);
    const onLine = (line: string) => {
      stats.onLine(line);
      if (line.startsWith(SWEEP_DONE_LINE)) weeklyDone(JSON.parse(line.slice(SWEEP_DONE_LINE.length)) as { ms: number; error?: string });
    };
    await withBenchAppProcess({ database: db, onLine, sweepOnSignal: weeklyMidway ? WEEKLY_PAYOUTS_SWEEP : undefined }, async (server) => {
      const call = async (step: Step, method: 'POST' | 'GET', url: string, token?: string, body?: unknown): Promise<Call> => {
        const started = performance.now();
        const answer = await callApi(server.url, method, url, token, body);
        return recorder.record(step, { ...answer, ms: performance.now() - started, serverMs: serverTimingMs(answer.headers) });
      };
      const withdraw = async (assistant: number, key: 'first' | 'retry' | 'second') => {
        const idempotencyKey = `bench-${assistant}-${key === 'second' ? 'b' : 'a'}`;
        const answer = await call('withdraw', 'POST', '/api/earnings/payouts', assistantTokens[assistant], { amountCentavos: AVAILABLE_CENTAVOS, idempotencyKey });
        if (answer.status !== 201 && answer.status !== 409) throw new Error(`withdraw answered ${answer.status}: ${JSON.stringify(answer.body)}`);
        answers.push({ assistant, key, status: answer.status, payoutId: answer.status === 201 ? (answer.body as { id: string }).id : null });
        if (weeklyMidway && key === 'first' && answers.filter((one) => one.key === 'first').length === ASSISTANTS / 2) process.kill(server.pid, 'SIGUSR1');
      };

      console.log(
        withdrawals
          ? `${ASSISTANTS} assistants withdraw ₱${AVAILABLE_CENTAVOS / 100} each (3 requests apiece) while ${ASSISTANTS} clients book and pay\n`
          : `${ASSISTANTS} clients ${bookOnly ? 'book (nothing paid)' : 'book and pay'}\n`,
      );
      await stats.read(server);
      const sampler = sampleDatabaseActivity(db);
      const started = performance.now();
      try {
        await Promise.all(
          people.assistants.flatMap((consultantId, index) => [
            ...(withdrawals ? [withdraw(index, 'first'), withdraw(index, 'retry'), withdraw(index, 'second')] : []),
            bookAndPay(call, clientTokens[index], consultantId, raceDay, bookOnly),
          ]),
        );
        if (weeklyMidway) weeklyMs = await weeklyRan;
        raceSeconds = (performance.now() - started) / 1000;
        inside = await stats.read(server);
      } finally {
        // Stopped whether the race passed or not: a sampler left running would outlive the database.
        activity = (await sampler?.stop()) ?? null;
      }
      // The same server's cheapest route, and the generator's own ceiling: the yardstick for the latencies.
      yardstick = await measureRoutes(server.url, [], { ...DEFAULT_LOAD, rounds: 1 });
    });

    const [ceiling, bare] = yardstick;
    const rows = STEPS.map((step) => {
      const latencies = [...recorder.latencies.get(step)!].sort((a, b) => a - b);
      const inServer = [...recorder.serverLatencies.get(step)!].sort((a, b) => a - b);
      const statuses = [...recorder.statuses.get(step)!.entries()].sort(([a], [b]) => a - b).map(([status, count]) => `${status}x${count}`);
      return [
        { withdraw: 'POST /api/earnings/payouts', create: 'POST /api/bookings/create', process: 'POST /api/payments/process', approve: 'approve (sandbox -> webhook)' }[step],
        String(latencies.length),
        statuses.join(' '),
        fixed(latencies.length / recorder.busySeconds(step), 0),
        fixed(percentile(latencies, 0.5), 2),
        fixed(percentile(latencies, 0.99), 2),
        `${fixed(percentile(latencies, 0.5) / bare.result.p50Ms, 1)}x`,
        fixed(percentile(inServer, 0.5), 2),
        fixed(percentile(inServer, 0.99), 2),
      ];
    });
    rows.unshift([
      `racing client's ceiling (${firstCalls} POSTs at once to bare node:http)`,
      String(clientCeiling.length),
      '',
      '',
      fixed(percentile(clientCeiling, 0.5), 2),
      fixed(percentile(clientCeiling, 0.99), 2),
      '',
      '',
      '',
    ]);
    for (const { name, result } of [bare, ceiling]) {
      rows.unshift([name, String(result.completed), `200x${result.completed}`, fixed(result.requestsPerSecond, 0), fixed(result.p50Ms, 2), fixed(result.p99Ms, 2), `${fixed(result.p50Ms / bare.result.p50Ms, 1)}x`, '', '']);
    }
    // p50 and p99 as the racing clients saw them, from before each call's send; "in server" from its arrival to its answer.
    printTable(['step', 'calls', 'statuses', 'calls per busy s', 'p50 ms', 'p99 ms', 'p50 vs bare', 'in server p50', 'in server p99'], rows);
    printWhereTimeWent(inside!, activity, weeklyMs, STEPS.reduce((sum, step) => sum + recorder.latencies.get(step)!.length, 0));

    const payouts = await db.query<{ user_id: string; count: number; total: number; paid: number }>(
      `select user_id, count(*)::int as count, sum(amount_centavos)::int as total, count(*) filter (where status = 'paid')::int as paid from payouts group by user_id`,
    );
    const [{ left, negative }] = await db.query<{ left: number; negative: number }>(
      `select coalesce(sum(total) filter (where state = 'available'), 0)::int as left, count(*) filter (where total < 0)::int as negative
       from (select party_id, state, sum(amount_centavos) as total from money_entries where account = 'assistant_payable' group by party_id, state) as balances`,
    );
    const [{ paidBookings }] = await db.query<{ paidBookings: number }>(`select count(*)::int as "paidBookings" from bookings where payment_status = 'PAID'`);
    const byAssistant = new Map<number, typeof answers>();
    for (const answer of answers) byAssistant.set(answer.assistant, [...(byAssistant.get(answer.assistant) ?? []), answer]);
    const retriesAnsweredOtherwise = [...byAssistant.values()].filter((mine) => {
      const first = mine.find((answer) => answer.key === 'first');
      const retry = mine.find((answer) => answer.key === 'retry');
      return first?.status !== retry?.status || first?.payoutId !== retry?.payoutId;
    }).length;
    const payoutChecks = withdrawals
      ? [
          payouts.length !== ASSISTANTS && `${payouts.length} assistants were paid out, not ${ASSISTANTS}`,
          payouts.some((row) => row.count !== 1) && `${payouts.filter((row) => row.count !== 1).length} assistants have more than one payout`,
          payouts.some((row) => row.total !== AVAILABLE_CENTAVOS || row.paid !== 1) && 'a payout is not for exactly the balance, or not paid',
          retriesAnsweredOtherwise !== 0 && `${retriesAnsweredOtherwise} retried requests were answered differently from the first`,
          left !== 0 && `${left} centavos still available`,
          negative !== 0 && `${negative} balances below zero`,
        ]
      : [payouts.length !== 0 && `${payouts.length} payouts when nobody withdrew`];
    const problems = [
      ...payoutChecks,
      // The setup's bookings were paid before the race; the race's are too, unless it only books them.
      paidBookings !== (bookOnly ? 1 : 2) * ASSISTANTS && `${paidBookings} bookings paid, not ${(bookOnly ? 1 : 2) * ASSISTANTS}`,
      ...invariantProblems(await moneyInvariantCounts(db.query)),
    ].filter(Boolean);
    console.log(`\nwhole race: ${fixed(raceSeconds, 2)} s; payouts: ${payouts.length}, paid: ${payouts.reduce((sum, row) => sum + row.paid, 0)}; bookings paid: ${paidBookings}`);
    if (problems.length > 0) throw new Error(`payouts benchmark: ${problems.join('; ')}`);
    console.log(
      withdrawals
        ? `checked: one paid payout of ₱${AVAILABLE_CENTAVOS / 100} per assistant, retries answered with the same payout, nothing left or below zero, the books balance`
        : `checked: every booking ${bookOnly ? 'made' : 'paid'}, no payout, the books balance`,
    );
  } finally {
    await db.close();
    await fs.rm(tempDir, { recursive: true, force: true });
  }
}
