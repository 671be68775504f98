// What must hold for money and slots whatever happened before (races, late
// payments, a process killed mid-write): each a count that must be 0. The
// payments benchmark prints them after its race; the crash test checks them
// after a kill -9 and restart. Plain SQL over a raw query function, which both
// drivers answer as rows.
export type RawQuery = <Row>(text: string, params?: unknown[]) => Promise<Row[]>;

export interface MoneyInvariantCounts {
  /** 1 when the journal's client payments differ from the sum of every other account (refunds, fees, payables, held). */
  unbalancedBooks: number;
  /**
   * Captures that are owed a refund not yet made, or kept whole for a booking that is not PAID and
   * CONFIRMED (or COMPLETED since). A capture refunded in part (a late cancellation keeps the
   * assistant's part) may stay with a cancelled booking.
   */
  orphanedCaptures: number;
  /** (consultant, date, start time) held live by more than one booking. */
  slotsHeldTwice: number;
  /**
   * Bookings whose journal (what their client paid less what went back) does not net to their price (less what a dispute refunded) when PAID, or
   * otherwise to what their captures refunded in part kept (zero when every capture went back).
   */
  unbalancedBookingMoney: number;
  /** Payment rows whose booking does not exist (a payment written without its booking). */
  paymentsWithoutBooking: number;
  /** Live bookings (not cancelled) holding no slot: a booking written without its slots. */
  bookingsWithoutSlots: number;
}

export async function moneyInvariantCounts(query: RawQuery): Promise<MoneyInvariantCounts> {
  // The journal: what clients paid equals where it went, whatever happened.
  const [{ unbalanced_books }] = await query<{ unbalanced_books: number }>(
    `select (coalesce(sum(case when account = 'client_payments' then amount_centavos else -amount_centavos end), 0) <> 0)::int as unbalanced_books from money_entries`,
  );
  const [{ orphaned }] = await query<{ orphaned: number }>(
    `select count(*)::int as orphaned from payments p left join bookings b on b.id = p.booking_id
     where p.status = 'paid' and p.purpose <> 'series' and (p.refund_due_at is not null or (p.refunded_centavos = 0 and (b.payment_status <> 'PAID' or b.status not in ('CONFIRMED', 'COMPLETED'))))`,
  );
  const [{ doubled }] = await query<{ doubled: number }>(
    `select count(*)::int as doubled from (select 1 from booking_slots where live group by consultant_id, date, start_time having count(*) > 1) as d`,
  );
  const [{ unbalanced }] = await query<{ unbalanced: number }>(
    `select count(*)::int as unbalanced from (
       select b.id, coalesce(sum(case when m.account = 'refunds' then -m.amount_centavos else m.amount_centavos end), 0) as net, b.payment_status, b.price
       from bookings b left join money_entries m on m.booking_id = b.id and m.account in ('client_payments', 'refunds') group by b.id
     ) as n where net <> case when payment_status = 'PAID' then price - (select coalesce(sum(p.refunded_centavos), 0) from payments p where p.booking_id = n.id and p.status = 'paid')
       else (select coalesce(sum(coalesce(p.captured_amount_centavos, p.amount_centavos) - p.refunded_centavos), 0) from payments p
             where p.booking_id = n.id and p.status = 'paid' and p.refund_due_at is null and p.refunded_centavos > 0) end`,
  );
  const [{ homeless }] = await query<{ homeless: number }>(
    `select count(*)::int as homeless from payments p where p.booking_id is not null and not exists (select 1 from bookings b where b.id = p.booking_id)`,
  );
  const [{ slotless }] = await query<{ slotless: number }>(
    `select count(*)::int as slotless from bookings b
     where b.status <> 'CANCELLED' and not exists (select 1 from booking_slots s where s.booking_id = b.id)`,
  );
  return {
    unbalancedBooks: unbalanced_books,
    orphanedCaptures: orphaned,
    slotsHeldTwice: doubled,
    unbalancedBookingMoney: unbalanced,
    paymentsWithoutBooking: homeless,
    bookingsWithoutSlots: slotless,
  };
}

/** Every count that is not 0, as readable problems; empty when all hold. */
export function invariantProblems(counts: MoneyInvariantCounts): string[] {
  return Object.entries(counts)
    .filter(([, count]) => count !== 0)
    .map(([name, count]) => `${name}: ${count}`);
}
