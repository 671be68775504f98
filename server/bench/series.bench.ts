// Recurring series under load, localhost only and bounded in requests and seconds, the
// app in a process of its own: what booking 12 weeks at once costs. Every assistant has
// availability rules (a week without Wednesday mornings, a day off inside the series'
// weeks, 12 hours' notice, 6 months ahead, at most 2 sessions a day and 8 a week) and a
// booked morning on each day its series falls on, so each occurrence is judged against
// rules, days off, limits and existing bookings alike. Measured, in turns so a drifting
// machine load weighs on each alike:
//   - POST /api/bookings/series/judge, a 12-week pattern (nothing held);
//   - POST /api/bookings/series, a 12-week series (judged again and held in one transaction);
//   - the same 12 occurrences booked as a Boss without series would: 12 POST
//     /api/bookings/create one after the other (each also shown alone);
// beside the same server's bare route and the generator's ceiling (autocannon in a
// process of its own, bench/load.ts). Each series and each run of 12 singles has an
// assistant of its own, so no call loses a race and a 409 means a wrong judgement.
// The POSTs come from this process, as in bookings.bench.ts: the generator cannot vary a
// body per request. Ends by checking that no slot is held twice, every series holds its
// 12 occurrences, and the database holds exactly what the calls were told.
import { SERIES_MAX_WEEKS } from '@marketplace/shared-api/constants';
import { seriesDates } from '@marketplace/shared-api/series/pattern';
import { DEFAULT_MARKETPLACE_TIME_ZONE, addDaysToKey, wallTime, weekdayOf } from '@marketplace/shared-api/time/wall-clock';
import type { RecurringSeries, SeriesJudgement } from '@marketplace/shared-api/types';
import { systemClock } from '../src/clock';
import { createTokenService } from '../src/features/auth/tokens';
import { invariantProblems, moneyInvariantCounts } from '../src/test/money-invariants';
import { callApi } from '../src/test/api-call';
import { withBenchAppProcess } from './app-process';
import { BENCH_JWT_SECRET } from './bench-app';
import { openBenchDatabase, type BenchDatabase } from './bench-database';
import { BARE_NAME, CEILING_NAME, DEFAULT_LOAD, describeLoad, measureRoutes, percentile, type LoadResult } from './load';
import { fixed, printLoadTable, printTable } from './print-table';
import { StepRecorder, type RecordedCall } from './step-recorder';

const WEEKS = SERIES_MAX_WEEKS;
const SERIES = Number(process.env.BENCH_SERIES ?? 60);
const JUDGEMENTS = Number(process.env.BENCH_JUDGEMENTS ?? 150);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? DEFAULT_LOAD.connections);
/** Assistants the judgements cycle over: judging holds nothing, so they stay free. */
const JUDGED_ASSISTANTS = 20;
const CLIENTS = 100;
/** Each step's share of the calls is made in this many turns (judge, series, singles, judge, ...). */
const TURNS = 3;
/** At most this long for one step's turn: the whole run stays bounded whatever the machine. */
const TURN_SECONDS = 8;
const START_TIME = '13:00';
/** A horizon of whole months ends with a month: 3 would refuse a 12-week series' last weeks late in a month. */
const HORIZON_MONTHS = 6;
const PRICE_PESOS = 5000;

const STEPS = ['judge', 'series', 'single', 'twelve singles'] as const;
type Step = (typeof STEPS)[number];
const ROW_NAMES: Record<Step, string> = {
  judge: `POST /api/bookings/series/judge (${WEEKS} weeks)`,
  series: `POST /api/bookings/series (${WEEKS} weeks)`,
  single: 'POST /api/bookings/create (one of the 12)',
  'twelve singles': `${WEEKS} x POST /api/bookings/create, in a row`,
};

/** One assistant's series: every week on `weekday` (1 Monday .. 5 Friday) from firstDate, at START_TIME. */
interface Pattern {
  consultantId: string;
  weekday: number;
  firstDate: string;
  dates: string[];
}

/** The first date from `from` on that falls on `weekday`. */
function firstOn(from: string, weekday: number): string {
  let date = from;
  while (weekdayOf(date) !== weekday) date = addDaysToKey(date, 1);
  return date;
}

/**
 * Assistants and clients, then each assistant's rules and booked mornings on its
 * series' dates: INSERT ... SELECT from the plan as JSON, which both drivers take alike.
 */
async function seed(db: BenchDatabase, today: string): Promise<{ patterns: Pattern[]; clients: string[] }> {
  await db.query(
    `insert into users (username, email, password_hash, first_name, last_name, role, salary_rate, referral_code)
     select 'series_assistant_' || lpad(i::text, 5, '0'), 'series_assistant_' || i || '@bench.local', 'not-a-hash', 'Assistant', 'No' || i,
            'Assistant', 125000, 'SA' || i
     from generate_series(1, $1::int) as series(i)`,
    [JUDGED_ASSISTANTS + 2 * SERIES],
  );
  await db.query(
    `insert into users (username, email, password_hash, first_name, last_name, role, referral_code)
     select 'series_client_' || lpad(i::text, 5, '0'), 'series_client_' || i || '@bench.local', 'not-a-hash', 'Client', 'No' || i, 'Boss', 'SK' || i
     from generate_series(1, $1::int) as series(i)`,
    [CLIENTS],
  );
  const ids = async (prefix: string) =>
    (await db.query<{ id: string }>(`select id from users where username like $1 order by username`, [`${prefix}%`])).map((row) => row.id);
  const clients = await ids('series\\_client\\_');
  // Notice allows the day after tomorrow, and 12 weeks from there stay within the picker's reach.
  const patterns = (await ids('series\\_assistant\\_')).map((consultantId, index) => {
    const weekday = 1 + (index % 5);
    const firstDate = firstOn(addDaysToKey(today, 2), weekday);
    return { consultantId, weekday, firstDate, dates: seriesDates({ weekdays: [weekday], firstDate, weeks: WEEKS, until: null }) };
  });
  const plan = JSON.stringify(
    patterns.map(({ consultantId, weekday, firstDate }) => ({
      consultant_id: consultantId,
      first_date: firstDate,
      // Another weekday of the series' seventh week: the day off is read and judged, never hit.
      day_off: addDaysToKey(firstDate, 6 * 7 + (weekday === 5 ? -1 : 1)),
    })),
  );
  const planTable = `select * from jsonb_to_recordset($1::jsonb) as p(consultant_id uuid, first_date date, day_off date)`;
  await db.query(
    `insert into assistant_availability (user_id, weekly, days_off, notice_hours, horizon_months, max_per_day, max_per_week, updated_at)
     select consultant_id, '[["09:00","13:00"],["09:00","13:00"],["13:00"],["09:00","13:00"],["09:00","13:00"]]'::jsonb,
            jsonb_build_array(jsonb_build_object('from', day_off::text, 'to', day_off::text, 'note', 'Away')), 12, $2::int, 2, 8, now()
     from (${planTable}) as plan`,
    [plan, HORIZON_MONTHS],
  );
  await db.query(
    `with made as (
       insert into bookings (reference, client_id, consultant_id, date, start_time, duration, hourly_rate, price, status)
       select 'SE' || lpad(row_number() over ()::text, 8, '0'), $2::uuid, consultant_id, first_date + 7 * week, '09:00', 4, 125000, 500000, 'CONFIRMED'
       from (${planTable}) as plan cross join generate_series(0, $3::int - 1) as weeks(week)
       returning id, consultant_id, date, start_time
     )
     insert into booking_slots (booking_id, consultant_id, date, start_time, live) select id, consultant_id, date, start_time, true from made`,
    [plan, clients[0], WEEKS],
  );
  for (const table of ['users', 'assistant_availability', 'bookings', 'booking_slots']) await db.query(`analyze ${table}`);
  return { patterns, clients };
}

/** `task(0 .. count - 1)`, CONCURRENCY at a time, until all are done or the turn's time is up. */
async function inParallel(count: number, task: (index: number) => Promise<void>): Promise<void> {
  const deadline = performance.now() + TURN_SECONDS * 1000;
  let next = 0;
  const worker = async () => {
    while (next < count && performance.now() < deadline) {
      const index = next;
      next += 1;
      await task(index);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
}

/** A step's calls as a load table's row: the expected answers per busy second, and every call's latency. */
function resultOf(recorder: StepRecorder<Step>, step: Step, failed: number): LoadResult {
  const latencies = [...recorder.latencies.get(step)!].sort((a, b) => a - b);
  const seconds = recorder.busySeconds(step);
  const completed = latencies.length - failed;
  return { completed, failed, seconds, requestsPerSecond: completed / seconds, p50Ms: percentile(latencies, 0.5), p99Ms: percentile(latencies, 0.99) };
}

export default async function seriesBenchmark(): Promise<void> {
  const db = await openBenchDatabase();
  const today = wallTime(DEFAULT_MARKETPLACE_TIME_ZONE, new Date()).date;
  try {
    console.log(`database: ${db.label}`);
    const seedStarted = Date.now();
    const { patterns, clients } = await seed(db, today);
    const judged = patterns.slice(0, JUDGED_ASSISTANTS);
    const forSeries = patterns.slice(JUDGED_ASSISTANTS, JUDGED_ASSISTANTS + SERIES);
    const forSingles = patterns.slice(JUDGED_ASSISTANTS + SERIES);
    console.log(`seeded ${patterns.length} assistants with rules and ${patterns.length * WEEKS} booked mornings in ${((Date.now() - seedStarted) / 1000).toFixed(1)} s`);

    const tokenService = createTokenService(BENCH_JWT_SECRET, systemClock);
    const tokens = clients.map((id) => tokenService.signSession(id));
    const patternBody = (pattern: Pattern) => ({
      consultantId: pattern.consultantId,
      weekdays: [pattern.weekday],
      startTime: START_TIME,
      duration: 4,
      firstDate: pattern.firstDate,
      weeks: WEEKS,
    });
    // The creation rate and the caps on open requests and unpaid holds would answer most calls 429:
    // lifted, so the run measures judging and holding (the limits' checks still run on every call).
    const limits = {
      bookingsPerUserPerMinute: 1_000_000,
      openRequestsPerClient: 1_000_000,
      openRequestsPerConsultant: 1_000_000,
      unpaidHoldsPerConsultant: 1_000_000,
      unpaidHoldsPerClientPerConsultant: 1_000_000,
    };
    const recorder = new StepRecorder<Step>(STEPS);
    const unexpected = new Map<Step, string[]>(STEPS.map((step) => [step, []]));
    let seriesCreated = 0;
    let singlesCreated = 0;

    const { load, rows } = await withBenchAppProcess({ database: db, app: { limits } }, async (server) => {
      const call = async (step: Step, token: string, url: string, body: unknown): Promise<RecordedCall> => {
        const sent = performance.now();
        const answer = await callApi(server.url, 'POST', url, token, body);
        return recorder.record(step, { ...answer, ms: performance.now() - sent });
      };
      const expect = (step: Step, answer: RecordedCall, fine: boolean) => {
        if (!fine) unexpected.get(step)!.push(`${answer.status} ${JSON.stringify(answer.body).slice(0, 300)}`);
        return fine;
      };

      const judge = async (index: number) => {
        const answer = await call('judge', tokens[index % CLIENTS], '/api/bookings/series/judge', patternBody(judged[index % judged.length]));
        const occurrences = (answer.body as SeriesJudgement).occurrences ?? [];
        expect('judge', answer, answer.status === 200 && occurrences.length === WEEKS && occurrences.every((occurrence) => occurrence.refusal === null));
      };
      const createSeries = async (index: number) => {
        const body = { ...patternBody(forSeries[index]), payMode: 'once', price: PRICE_PESOS };
        const answer = await call('series', tokens[index % CLIENTS], '/api/bookings/series', body);
        const series = (answer.body as { series?: RecurringSeries }).series;
        if (expect('series', answer, answer.status === 201 && series?.occurrences.length === WEEKS)) seriesCreated += 1;
      };
      // The same occurrences as a series, on an assistant of their own: one Boss's 12 creates in a row.
      const createSingles = async (index: number) => {
        const pattern = forSingles[index];
        const token = tokens[index % CLIENTS];
        let ms = 0;
        let status = 201;
        for (const date of pattern.dates) {
          const body = { consultantId: pattern.consultantId, date, startTime: START_TIME, duration: 4, price: PRICE_PESOS };
          const answer = await call('single', token, '/api/bookings/create', body);
          ms += answer.ms;
          if (expect('single', answer, answer.status === 201)) singlesCreated += 1;
          else status = answer.status;
        }
        recorder.record('twelve singles', { status, body: null, ms });
      };

      console.log(`POSTs: from this process, ${CONCURRENCY} at once, in ${TURNS} turns of judge, series, singles (each turn at most ${TURN_SECONDS} s)`);
      const share = (total: number, turn: number) => Math.floor((total * (turn + 1)) / TURNS) - Math.floor((total * turn) / TURNS);
      let judgedSoFar = 0;
      let seriesSoFar = 0;
      for (let turn = 0; turn < TURNS; turn += 1) {
        const [judgeFrom, seriesFrom] = [judgedSoFar, seriesSoFar];
        await inParallel(share(JUDGEMENTS, turn), (index) => judge(judgeFrom + index));
        await inParallel(share(SERIES, turn), (index) => createSeries(seriesFrom + index));
        await inParallel(share(SERIES, turn), (index) => createSingles(seriesFrom + index));
        judgedSoFar += share(JUDGEMENTS, turn);
        seriesSoFar += share(SERIES, turn);
      }
      console.log(`bare route and ceiling: ${describeLoad()}\n`);
      const load = await measureRoutes(server.url, []);
      const rows = STEPS.map((step) => ({ name: ROW_NAMES[step], result: resultOf(recorder, step, unexpected.get(step)!.length) }));
      return { load, rows };
    });

    printLoadTable([...load, ...rows]);
    const bare = load.find((row) => row.name === BARE_NAME)!.result;
    const ceiling = load.find((row) => row.name === CEILING_NAME)!.result;
    const [judgeRow, seriesRow, , twelveRow] = rows.map((row) => row.result);
    console.log('');
    printTable(
      ['series create against', 'calls/s', 'p50 ms', 'p99 ms', 'series calls/s vs it', 'series p50 vs it'],
      [
        [CEILING_NAME, ceiling],
        [BARE_NAME, bare],
        [ROW_NAMES.judge, judgeRow],
        [ROW_NAMES['twelve singles'], twelveRow],
      ].map(([name, result]) => {
        const r = result as LoadResult;
        return [name as string, fixed(r.requestsPerSecond, 1), fixed(r.p50Ms, 2), fixed(r.p99Ms, 2), `${fixed(seriesRow.requestsPerSecond / r.requestsPerSecond, 3)}x`, `${fixed(seriesRow.p50Ms / r.p50Ms, 2)}x`];
      }),
    );
    console.log(
      `\na ${WEEKS}-week series takes ${fixed(seriesRow.p50Ms / twelveRow.p50Ms, 2)}x the time of ${WEEKS} single creates (p50; p99 ${fixed(seriesRow.p99Ms / twelveRow.p99Ms, 2)}x); ` +
        `occurrences booked per busy second: ${fixed(seriesRow.requestsPerSecond * WEEKS, 0)} as series, ${fixed(twelveRow.requestsPerSecond * WEEKS, 0)} as singles`,
    );
    for (const step of STEPS) {
      const first = unexpected.get(step)![0];
      if (first) console.log(`${step}: ${unexpected.get(step)!.length} unexpected answers, the first: ${first}`);
    }

    // What the calls were told is what the database holds: each series with its 12 occurrences, each holding its slot.
    const [held] = await db.query<{ series: number; incomplete: number; singles: number }>(
      `select (select count(*)::int from booking_series) as series,
              (select count(*)::int from booking_series s
               where (select count(*) from bookings b where b.series_id = s.id
                        and exists (select 1 from booking_slots t where t.booking_id = b.id and t.live)) <> $1::int) as incomplete,
              (select count(*)::int from bookings where series_id is null and status = 'PENDING') as singles`,
      [WEEKS],
    );
    const invariants = await moneyInvariantCounts(db.query);
    console.log(
      `\nseries created: ${seriesCreated} (in the database: ${held.series}, short of ${WEEKS} held occurrences: ${held.incomplete}); ` +
        `single bookings created: ${singlesCreated} (in the database: ${held.singles}); slots held twice: ${invariants.slotsHeldTwice}`,
    );
    const problems = [
      ...invariantProblems(invariants),
      held.series !== seriesCreated && `${held.series} series in the database for ${seriesCreated} created`,
      held.incomplete !== 0 && `${held.incomplete} series without their ${WEEKS} held occurrences`,
      held.singles !== singlesCreated && `${held.singles} single bookings in the database for ${singlesCreated} created`,
      ...STEPS.map((step) => unexpected.get(step)!.length > 0 && `${unexpected.get(step)!.length} unexpected answers to ${ROW_NAMES[step]}`),
      seriesCreated === 0 && 'no series was created',
    ].filter(Boolean);
    if (problems.length > 0) throw new Error(`series benchmark: ${problems.join('; ')}`);
    console.log(`checked: no slot held twice, every series holds its ${WEEKS} occurrences, every answer as expected`);
  } finally {
    await db.close();
  }
}
