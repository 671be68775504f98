// The booked slots the benchmarks of the booking picker read: a boss who books one
// consultant on each of the next BOOKED_SLOTS / 2 days, morning and afternoon.
import type { BenchDatabase } from './bench-database';

/** Live booked slots the measured consultant has ahead: a busy month. */
export const BOOKED_SLOTS = 40;

/** Seeds the bookings and their live slots; returns the boss's id (whose token reads them). */
export async function seedBookedSlots(db: BenchDatabase, consultantId: string, today: string): Promise<string> {
  const [boss] = await db.query<{ id: string }>(
    `insert into users (username, email, password_hash, first_name, last_name, role, referral_code)
     values ('bench_boss', 'bench_boss@bench.local', 'not-a-hash', 'Bench', 'Boss', 'Boss', 'BENCHBOSS') returning id`,
  );
  await db.query(
    `insert into bookings (reference, client_id, consultant_id, date, start_time, duration, hourly_rate, price, status)
     select 'BB' || lpad(j::text, 8, '0'), $1::uuid, $2::uuid, $3::date + 1 + (j / 2),
            case when j % 2 = 0 then '09:00' else '13:00' end, 4, 125000, 500000, 'CONFIRMED'
     from generate_series(0, $4::int - 1) as series(j)`,
    [boss.id, consultantId, today, BOOKED_SLOTS],
  );
  await db.query(
    `insert into booking_slots (booking_id, consultant_id, date, start_time, live)
     select id, consultant_id, date, start_time, true from bookings where consultant_id = $1::uuid`,
    [consultantId],
  );
  await db.query('analyze bookings');
  await db.query('analyze booking_slots');
  return boss.id;
}
