// The routes that offer slots, with every assistant's availability rules in play,
// the app in a process of its own and the load from autocannon in another: over
// 100,000 assistants, each with rules (a week without Wednesday mornings, a day off
// ahead, 12 hours' notice, 3 months ahead, at most 2 sessions a day and 8 a week)
// and one in ten with busy times from a calendar; the measured assistant has all of
// them and a booked week. GET /api/bookings/available (a day's free times),
// /booked/{id} (what the picker shows taken) and /availability/{id} (the rules the
// screens judge with), as ratios against the same server's bare route beside the
// generator's own ceiling. Budget on PostgreSQL: at least 0.25x, p99 under 50 ms.
import { DEFAULT_MARKETPLACE_TIME_ZONE, addDaysToKey, wallTime } from '@marketplace/shared-api/time/wall-clock';
import { systemClock } from '../src/clock';
import { createTokenService } from '../src/features/auth/tokens';
import { withBenchAppProcess } from './app-process';
import { BENCH_JWT_SECRET } from './bench-app';
import { openBenchDatabase, type BenchDatabase } from './bench-database';
import { describeLoad, measureRoutes } from './load';
import { printLoadTable } from './print-table';
import { seedBenchAssistants } from './profile-seed';

const ASSISTANTS = Number(process.env.BENCH_ASSISTANTS ?? 100_000);
const ROUTES = {
  available: 'GET /api/bookings/available',
  booked: 'GET /api/bookings/booked/{id}',
  rules: 'GET /api/bookings/availability/{id}',
};
const BUDGET = { ratio: 0.25, p99Ms: 50 };

/** The next weekday on or after `date` whose weekday (0 Sunday .. 6 Saturday) is `weekday`. */
function nextWeekday(date: string, weekday: number): string {
  let day = date;
  while (new Date(`${day}T12:00:00Z`).getUTCDay() !== weekday) day = addDaysToKey(day, 1);
  return day;
}

/** Rules for every assistant, busy times for one in ten, and a booked week for the first (the measured one). */
async function seedRules(db: BenchDatabase, today: string): Promise<void> {
  const dayOff = addDaysToKey(today, 20);
  await db.query(
    `insert into assistant_availability (user_id, weekly, days_off, notice_hours, horizon_months, max_per_day, max_per_week, updated_at)
     select id, '[["09:00","13:00"],["09:00","13:00"],["13:00"],["09:00","13:00"],["09:00","13:00"]]'::jsonb,
            jsonb_build_array(jsonb_build_object('from', $1::text, 'to', $1::text, 'note', 'Away')), 12, 3, 2, 8, now()
     from users where username like 'bench\\_%'`,
    [dayOff],
  );
  await db.query(
    `insert into availability_busy_times (user_id, starts_at, ends_at)
     select u.id, ($1::date + d)::timestamptz + interval '2 hours', ($1::date + d)::timestamptz + interval '3 hours'
     from (select id from users where username like 'bench\\_%' and (substring(username from 7))::int % 10 = 1) as u
     cross join generate_series(0, 13) as d`,
    [today],
  );
  // Their calendars were read, so the routes judge with those busy times.
  await db.query(
    `update assistant_availability set calendar_url = 'https://calendar.bench.local/busy.ics', calendar_read_at = now(), calendar_events = 14
     where user_id in (select id from users where username like 'bench\\_%' and (substring(username from 7))::int % 10 = 1)`,
  );
  await db.query('analyze assistant_availability');
  await db.query('analyze availability_busy_times');
}

export default async function availabilityBenchmark(): Promise<void> {
  const db = await openBenchDatabase();
  const today = wallTime(DEFAULT_MARKETPLACE_TIME_ZONE, new Date()).date;
  try {
    console.log(`database: ${db.label}`);
    const started = Date.now();
    await seedBenchAssistants(db, ASSISTANTS);
    await seedRules(db, today);
    await db.query(
      `insert into users (username, email, password_hash, first_name, last_name, role, referral_code)
       values ('bench_client', 'bench_client@bench.local', 'not-a-hash', 'Client', 'Bench', 'Boss', 'BKAV')`,
    );
    const [assistant] = await db.query<{ id: string }>(`select id from users where username = 'bench_1'`);
    const [client] = await db.query<{ id: string }>(`select id from users where username = 'bench_client'`);
    // The measured assistant's next week: a morning booked each weekday, so the day and week limits have sessions to count.
    const monday = nextWeekday(addDaysToKey(today, 2), 1);
    await db.query(
      `with made as (
         insert into bookings (reference, client_id, consultant_id, date, start_time, duration, hourly_rate, price, status)
         select 'AV' || d, $1, $2, ($3::date + d), '09:00', 4, 125000, 500000, 'CONFIRMED' from generate_series(0, 4) as d
         returning id, consultant_id, date, start_time
       )
       insert into booking_slots (booking_id, consultant_id, date, start_time, live) select id, consultant_id, date, start_time, true from made`,
      [client.id, assistant.id, monday],
    );
    console.log(`seeded ${ASSISTANTS} assistants with rules in ${((Date.now() - started) / 1000).toFixed(1)} s`);

    const headers = { authorization: `Bearer ${createTokenService(BENCH_JWT_SECRET, systemClock).signSession(client.id)}` };
    const tuesday = addDaysToKey(monday, 1);
    await withBenchAppProcess({ database: db }, async (server) => {
      console.log(`${describeLoad()}; the day asked is ${tuesday}, a booked morning and a free afternoon\n`);
      const rows = await measureRoutes(server.url, [
        { name: ROUTES.available, path: `/api/bookings/available?date=${tuesday}&consultantId=${assistant.id}`, headers },
        { name: ROUTES.booked, path: `/api/bookings/booked/${assistant.id}`, headers },
        { name: ROUTES.rules, path: `/api/bookings/availability/${assistant.id}`, headers },
      ]);
      printLoadTable(rows, db.url ? { [ROUTES.available]: BUDGET, [ROUTES.booked]: BUDGET, [ROUTES.rules]: BUDGET } : undefined);
    });
  } finally {
    await db.close();
  }
}
