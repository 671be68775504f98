// Bookings under load, localhost only and bounded in requests and seconds, the
// app in a process of its own:
//   1. the availability reads the picker and widget make (GET /api/bookings/available
//      and /booked/{id}) with 100,000 bookings in the table, loaded by autocannon from
//      another process (bench/load.ts), as ratios against GET /api/health of the same
//      server in the same run beside the generator's own ceiling, plus the query plan;
//   2. booking creations per second under contention: concurrent clients POST
//      /api/bookings/create, first spread over many free slots, then all fighting
//      over a handful of hot slots, where the partial unique index turns losers
//      into 409s. Every run ends by checking that no slot holds two live bookings.
import { DEFAULT_MARKETPLACE_TIME_ZONE, addDaysToKey, wallTime } from '@marketplace/shared-api/time/wall-clock';
import { systemClock } from '../src/clock';
import { createTokenService } from '../src/features/auth/tokens';
import { bookedSlotsFrom, heldSlotsOn } from '../src/features/bookings/queries';
import { withBenchAppProcess } from './app-process';
import { BENCH_JWT_SECRET } from './bench-app';
import { openBenchDatabase, type BenchDatabase } from './bench-database';
import { describeLoad, measureRoutes, medianMs, percentile } from './load';
import { fixed, printLoadTable, printTable } from './print-table';

const BOOKINGS = Number(process.env.BENCH_BOOKINGS ?? 100_000);
const CONSULTANTS = 500;
const CLIENTS = 200;
const CREATE_ATTEMPTS = Number(process.env.BENCH_CREATES ?? 2_000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 20);
const HOT_SLOTS = 5;
/** The hot slots' first weekday (the spread scenario takes the first CREATE_ATTEMPTS / 50 / 2). */
const HOT_FIRST_WEEKDAY = 25;
const MAX_SECONDS = 60;
/** Days of history and future each seeded consultant's bookings cover. */
const SEEDED_DAYS = Math.ceil(BOOKINGS / CONSULTANTS / 2);

/**
 * Consultants with a slot on each morning and afternoon of SEEDED_DAYS days
 * around today (past ones completed, one in ten cancelled), then their holds:
 * INSERT ... SELECT, so 100,000 rows take seconds, not 100,000 round trips.
 */
async function seedBookings(db: BenchDatabase, today: string): Promise<void> {
  await db.query(
    `insert into users (username, email, password_hash, first_name, last_name, role, salary_rate, referral_code)
     select 'bench_consultant_' || i, 'bench_consultant_' || i || '@bench.local', 'not-a-hash', 'Consultant', 'No' || i,
            'Assistant', 125000, 'BC' || i
     from generate_series(1, $1::int) as series(i)`,
    [CONSULTANTS + 50],
  );
  await db.query(
    `insert into users (username, email, password_hash, first_name, last_name, role, referral_code)
     select 'bench_client_' || i, 'bench_client_' || i || '@bench.local', 'not-a-hash', 'Client', 'No' || i, 'Boss', 'BK' || i
     from generate_series(1, $1::int) as series(i)`,
    [CLIENTS],
  );
  const firstDay = addDaysToKey(today, -Math.floor(SEEDED_DAYS / 2));
  await db.query(
    `with consultants as (
       select id, row_number() over (order by username) as n from users
       where username like 'bench\\_consultant\\_%' and (substring(username from 18))::int <= $2::int
     ), clients as (
       -- One array, read by position: an uncorrelated subquery PostgreSQL evaluates once.
       select array_agg(id order by username) as ids from users where username like 'bench\\_client\\_%'
     ), plan as (
       select c.id as consultant_id, j, ($3::date + (j / 2)) as day, case when j % 2 = 0 then '09:00' else '13:00' end as start_time
       from consultants c cross join generate_series(0, $4::int - 1) as series(j)
       where (c.n - 1) * $4::int + j < $1::int
     )
     insert into bookings (reference, client_id, consultant_id, date, start_time, duration, hourly_rate, price, status)
     select 'B' || lpad(row_number() over ()::text, 9, '0'),
            (select ids from clients)[1 + (abs(hashtext(plan.consultant_id::text || plan.j)) % $5::int)],
            consultant_id, day, start_time, 4, 125000, 500000,
            case when j % 10 = 0 then 'CANCELLED' when day < $6::date then 'COMPLETED' when j % 3 = 0 then 'CONFIRMED' else 'PENDING' end
     from plan`,
    [BOOKINGS, CONSULTANTS, firstDay, SEEDED_DAYS * 2, CLIENTS, today],
  );
  await db.query(
    `insert into booking_slots (booking_id, consultant_id, date, start_time, live)
     select id, consultant_id, date, start_time, status in ('PENDING', 'CONFIRMED') from bookings`,
  );
  await db.query('analyze bookings');
  await db.query('analyze booking_slots');
}

async function explainAvailable(db: BenchDatabase, consultantId: string, date: string): Promise<string> {
  const rows = await db.query<{ 'QUERY PLAN': string }>(
    `explain select start_time from booking_slots where consultant_id = $1 and date = $2 and live = true`,
    [consultantId, date],
  );
  return rows
    .map((row) => row['QUERY PLAN'])
    .filter((line) => /Scan|Sort/.test(line))
    .map((line) => line.replace(/\s+\(cost=.*$/, ''))
    .join(' / ');
}

const QUERY_SAMPLES = 25;

interface CreateResult {
  attempts: number;
  created: number;
  conflicts: number;
  failed: number;
  attemptsPerSecond: number;
  createdPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** The first answer that was neither 201 nor 409, to say why. */
  firstOther?: string;
  firstConflict?: string;
}

/** Concurrent POST /api/bookings/create; `slotFor(n)` picks the n-th attempt's consultant, date and time. */
async function createUnderContention(
  base: string,
  tokens: string[],
  slotFor: (attempt: number) => { consultantId: string; date: string; startTime: string },
): Promise<CreateResult> {
  const latencies: number[] = [];
  const counts = { created: 0, conflicts: 0, failed: 0 };
  let firstOther: string | undefined;
  let firstConflict: string | undefined;
  let issued = 0;
  const started = performance.now();
  const deadline = started + MAX_SECONDS * 1000;
  const worker = async (workerIndex: number) => {
    while (issued < CREATE_ATTEMPTS && performance.now() < deadline) {
      const attempt = issued;
      issued += 1;
      const body = { ...slotFor(attempt), duration: 4, price: 5000 };
      const sent = performance.now();
      const response = await fetch(`${base}/api/bookings/create`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens[(attempt + workerIndex) % tokens.length]}` },
        body: JSON.stringify(body),
      });
      const answer = await response.text();
      latencies.push(performance.now() - sent);
      if (response.status === 201) counts.created += 1;
      else if (response.status === 409) {
        counts.conflicts += 1;
        firstConflict ??= answer.slice(0, 200);
      }
      else {
        counts.failed += 1;
        firstOther ??= `${response.status} ${answer.slice(0, 200)}`;
      }
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, (_, index) => worker(index)));
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    attempts: latencies.length,
    ...counts,
    attemptsPerSecond: latencies.length / seconds,
    createdPerSecond: counts.created / seconds,
    p50Ms: percentile(latencies, 0.5),
    p99Ms: percentile(latencies, 0.99),
    firstOther,
    firstConflict,
  };
}

export default async function bookingsBenchmark(): Promise<void> {
  const db = await openBenchDatabase();
  const today = wallTime(DEFAULT_MARKETPLACE_TIME_ZONE, new Date()).date;
  try {
    console.log(`database: ${db.label}`);
    const seedStarted = Date.now();
    await seedBookings(db, today);
    const [{ count }] = await db.query<{ count: number }>('select count(*)::int as count from bookings');
    console.log(`seeded ${count} bookings for ${CONSULTANTS} consultants in ${((Date.now() - seedStarted) / 1000).toFixed(1)} s`);

    const clients = await db.query<{ id: string }>(`select id from users where username like 'bench\\_client\\_%' order by username`);
    const tokenService = createTokenService(BENCH_JWT_SECRET, systemClock);
    const tokens = clients.map((client) => tokenService.signSession(client.id));
    const headers = { authorization: `Bearer ${tokens[0]}` };
    const [busy] = await db.query<{ id: string }>(`select id from users where username = 'bench_consultant_1'`);
    const tomorrow = addDaysToKey(today, 1);
    console.log(`available() plan: ${await explainAvailable(db, busy.id, tomorrow)}`);
    const availableMs = await medianMs(() => heldSlotsOn(db.handle.db, busy.id, tomorrow), { samples: QUERY_SAMPLES });
    const bookedMs = await medianMs(() => bookedSlotsFrom(db.handle.db, busy.id, today), { samples: QUERY_SAMPLES });
    console.log(`queries alone (median of ${QUERY_SAMPLES}): held slots of a day ${fixed(availableMs, 2)} ms, booked list ${fixed(bookedMs, 2)} ms`);
    // Fresh consultants (no seeded bookings), so the spread scenario mostly succeeds.
    const fresh = await db.query<{ id: string }>(
      `select id from users where username like 'bench\\_consultant\\_%' and (substring(username from 18))::int > $1::int`,
      [CONSULTANTS],
    );

    // The caps on open requests and unpaid holds (hold-abuse.ts) would answer most of the
    // race 429: lifted, so the race measures the slot contention itself.
    // Sessions are booked on weekdays, up to 3 months ahead: the n-th weekday from the day after tomorrow.
    const weekdays = Array.from({ length: 90 }, (_, day) => addDaysToKey(today, 2 + day)).filter((date) => ![0, 6].includes(new Date(`${date}T12:00:00Z`).getUTCDay()));
    const limits = { openRequestsPerClient: 1_000_000, openRequestsPerConsultant: 1_000_000, unpaidHoldsPerConsultant: 1_000_000, unpaidHoldsPerClientPerConsultant: 1_000_000 };
    const hot = await withBenchAppProcess({ database: db, app: { limits } }, async (server) => {
      const base = server.url;
      console.log(`reads: ${describeLoad()}\n`);
      printLoadTable(
        await measureRoutes(base, [
          { name: 'GET /api/bookings/available', path: `/api/bookings/available?date=${tomorrow}&consultantId=${busy.id}`, headers },
          { name: 'GET /api/bookings/booked/{id}', path: `/api/bookings/booked/${busy.id}`, headers },
        ]),
      );

      const slot = (consultant: number, day: number, afternoon: boolean) => ({
        consultantId: fresh[consultant % fresh.length].id,
        date: weekdays[day],
        startTime: afternoon ? '13:00' : '09:00',
      });
      console.log(`\ncreates: ${CREATE_ATTEMPTS} attempts per scenario, concurrency ${CONCURRENCY}, at most ${MAX_SECONDS} s\n`);
      // Attempt n takes consultant n mod 50, then the next free half-day of that consultant: no two attempts collide.
      const spread = await createUnderContention(base, tokens, (n) => {
        const round = Math.floor(n / fresh.length);
        return slot(n, Math.floor(round / 2), round % 2 === 1);
      });
      const hot = await createUnderContention(base, tokens, (n) => slot(0, HOT_FIRST_WEEKDAY + (n % HOT_SLOTS), false));
      printTable(
        ['scenario', 'attempts/s', 'created/s', 'created', '409', 'other', 'p50 ms', 'p99 ms'],
        [
          ['spread over free slots', spread],
          [`${HOT_SLOTS} hot slots, all clients`, hot],
        ].map(([name, result]) => {
          const r = result as CreateResult;
          return [
            name as string,
            fixed(r.attemptsPerSecond, 0),
            fixed(r.createdPerSecond, 0),
            String(r.created),
            String(r.conflicts),
            String(r.failed),
            fixed(r.p50Ms, 2),
            fixed(r.p99Ms, 2),
          ];
        }),
      );
      for (const [name, result] of [['spread', spread], ['hot', hot]] as const) {
        if (result.firstOther) console.log(`${name}: first other answer: ${result.firstOther}`);
        if (result.firstConflict) console.log(`${name}: first 409: ${result.firstConflict}`);
      }
      return hot;
    });
    const [{ doubled }] = await db.query<{ doubled: number }>(
      `select count(*)::int as doubled from (select 1 from booking_slots where live group by consultant_id, date, start_time having count(*) > 1) as d`,
    );
    console.log(`\nhot slots sold: ${hot.created} of ${HOT_SLOTS}; slots held twice: ${doubled}`);
    if (doubled !== 0 || hot.created > HOT_SLOTS) throw new Error('a slot was sold twice');
  } finally {
    await db.close();
  }
}
