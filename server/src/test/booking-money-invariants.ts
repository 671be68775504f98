// What must hold for bookings and their money after every step of the model-based
// test (booking-money.property.test.ts), read from the database and the routes a
// reader uses. Each check answers the problems it found as sentences naming the
// booking or the party, so a counterexample says what went wrong, not only that
// something did. The status rules are the booking process the product promises:
// the status machine's moves, each with the time guard the money depends on
// (nobody cancels a session that has started; a session completes once it ended).
import type { FastifyInstance } from 'fastify';
import type { BookingPaymentStatus, BookingStatus, EarningsOverview, FinanceReport, Receipt } from '@marketplace/shared-api/types';
import { invariantProblems, moneyInvariantCounts, type RawQuery } from './money-invariants';
import { sessionEndsAt } from '../session-times';
import { instantOf } from '@marketplace/shared-api/availability/rules';

/** A booking as the status checks compare it from one step to the next. */
export interface BookingSnapshot {
  id: string;
  status: BookingStatus;
  paymentStatus: BookingPaymentStatus;
  date: string;
  startTime: string;
  duration: number;
  cancelCause: string | null;
}

export interface InvariantContext {
  query: RawQuery;
  now: Date;
  timeZone: string;
  disputeWindowMs: number;
}

const startOf = (booking: Pick<BookingSnapshot, 'date' | 'startTime'>, timeZone: string) => instantOf(booking.date, booking.startTime, timeZone);
const peso = (centavos: number) => `₱${(centavos / 100).toFixed(2)}`;

export async function bookingSnapshots(query: RawQuery, ids: string[]): Promise<Map<string, BookingSnapshot>> {
  if (ids.length === 0) return new Map();
  const rows = await query<{ id: string; status: BookingStatus; payment_status: BookingPaymentStatus; date: string; start_time: string; duration: number; cancel_cause: string | null }>(
    `select id, status, payment_status, date::text as date, start_time, duration, cancel_cause from bookings where id = any($1::uuid[])`,
    [ids],
  );
  return new Map(
    rows.map((row) => [
      row.id,
      { id: row.id, status: row.status, paymentStatus: row.payment_status, date: row.date, startTime: row.start_time, duration: Number(row.duration), cancelCause: row.cancel_cause },
    ]),
  );
}

/**
 * Whether a booking may go from `before` to `after` in one step that ended at `now`:
 * PENDING -> CONFIRMED (paid), PENDING -> CANCELLED (declined, expired, cancelled, not accepted),
 * CONFIRMED -> CANCELLED only before its session starts, CONFIRMED -> COMPLETED only once it ended,
 * CANCELLED -> CONFIRMED only by a late payment of a lapsed hold before the start;
 * UNPAID -> PAID only with a confirmation, PAID -> REFUNDED, UNPAID -> REFUNDED only for a
 * cancelled booking (a late capture it could not keep went back), nothing leaves REFUNDED;
 * a new date or time only for a live booking whose session had not started.
 */
export function transitionProblem(before: BookingSnapshot, after: BookingSnapshot, now: Date, timeZone: string): string | null {
  const started = startOf(before, timeZone).getTime() <= now.getTime();
  const ended = sessionEndsAt(before, timeZone).getTime() <= now.getTime();
  const what = `booking ${before.id.slice(0, 8)} ${before.status}/${before.paymentStatus} -> ${after.status}/${after.paymentStatus}`;
  if (before.date !== after.date || before.startTime !== after.startTime) {
    if (before.status !== 'PENDING' && before.status !== 'CONFIRMED') return `${what}: a ${before.status} booking was moved to ${after.date} ${after.startTime}`;
    if (started) return `${what}: moved to ${after.date} ${after.startTime} after its session started`;
  }
  if (before.status !== after.status) {
    const move = `${before.status}->${after.status}`;
    if (move === 'PENDING->CONFIRMED') {
      if (after.paymentStatus !== 'PAID' && before.paymentStatus !== 'PAID') return `${what}: confirmed unpaid`;
    } else if (move === 'PENDING->CANCELLED') {
      // Any party or sweep may end a request; no money was kept.
    } else if (move === 'CONFIRMED->CANCELLED') {
      if (started) return `${what}: cancelled after its session started (${before.date} ${before.startTime})`;
    } else if (move === 'CONFIRMED->COMPLETED') {
      if (!ended) return `${what}: completed before its session ended`;
    } else if (move === 'CANCELLED->CONFIRMED') {
      const lapsed = before.cancelCause === 'hold_expired' || before.cancelCause === 'payment_declined';
      if (!lapsed || before.paymentStatus !== 'UNPAID' || after.paymentStatus !== 'PAID' || started) return `${what}: a cancelled booking came back (cause ${before.cancelCause})`;
    } else {
      return `${what}: not a move the booking process has`;
    }
  }
  if (before.paymentStatus !== after.paymentStatus) {
    const move = `${before.paymentStatus}->${after.paymentStatus}`;
    if (move === 'UNPAID->PAID') {
      if (after.status !== 'CONFIRMED') return `${what}: paid without being confirmed`;
    } else if (move === 'UNPAID->REFUNDED') {
      if (after.status !== 'CANCELLED') return `${what}: refunded while never paid`;
    } else if (move !== 'PAID->REFUNDED') {
      return `${what}: payment status moved ${move}`;
    }
  }
  return null;
}

/** The books: the journal balances, the money invariants hold, and the operator's report says balanced. */
async function booksProblems(context: InvariantContext, finance: FinanceReport | null): Promise<string[]> {
  const problems = invariantProblems(await moneyInvariantCounts(context.query)).map((problem) => `books: ${problem}`);
  if (finance && !finance.balanced) problems.push(`books: the finance report is not balanced ${JSON.stringify(finance.totals)}`);
  return problems;
}

/** No payable bucket of any party (upcoming, in review, available, pending payout, paid out) below zero. */
async function negativeBalanceProblems({ query }: InvariantContext): Promise<string[]> {
  const rows = await query<{ party_name: string; account: string; state: string; total: number }>(
    `select max(party_name) as party_name, account, state, sum(amount_centavos)::int as total from money_entries
     where account in ('assistant_payable', 'referral_payable') group by party_id, account, state having sum(amount_centavos) < 0`,
  );
  return rows.map((row) => `negative balance: ${row.party_name}'s ${row.account} '${row.state}' is ${peso(Number(row.total))}`);
}

/**
 * No earning is available (or paid out) before its session, as the booking now
 * stands, ended and its dispute window passed, unless an admin released it after
 * the end; and an earning's session end is the booking's.
 */
async function earlyAvailableProblems({ query, timeZone, disputeWindowMs }: InvariantContext): Promise<string[]> {
  const rows = await query<{ booking_id: string; state: string; ends_at: number; date: string; start_time: string; duration: number; status: string; released_at: number | null; available_at_entry: number | null }>(
    `select e.booking_id, e.state, (extract(epoch from e.ends_at) * 1000)::float8 as ends_at, b.date::text as date, b.start_time, b.duration, b.status,
       (select (extract(epoch from min(m.created_at)) * 1000)::float8 from money_entries m
         where m.booking_id = e.booking_id and m.account = 'assistant_payable' and m.state = 'available' and m.amount_centavos > 0 and m.reason = 'dispute_resolved') as released_at,
       (select (extract(epoch from min(m.created_at)) * 1000)::float8 from money_entries m
         where m.booking_id = e.booking_id and m.account = 'assistant_payable' and m.state = 'available' and m.amount_centavos > 0) as available_at_entry
     from earnings e join bookings b on b.id = e.booking_id`,
  );
  const problems: string[] = [];
  for (const row of rows) {
    const end = sessionEndsAt({ date: row.date, startTime: row.start_time, duration: Number(row.duration) }, timeZone).getTime();
    const id = row.booking_id.slice(0, 8);
    if (row.state !== 'refunded' && row.status !== 'CANCELLED' && Number(row.ends_at) !== end) {
      problems.push(`early available: booking ${id}'s earning ends ${new Date(Number(row.ends_at)).toISOString()}, its session ${new Date(end).toISOString()}`);
    }
    const madeAvailable = row.available_at_entry === null ? null : Number(row.available_at_entry);
    if (madeAvailable === null) continue;
    const released = row.released_at !== null && Number(row.released_at) === madeAvailable;
    const earliest = released ? end : end + disputeWindowMs;
    if (madeAvailable < earliest) {
      problems.push(
        `early available: booking ${id}'s earning became available ${new Date(madeAvailable).toISOString()}, before ${new Date(earliest).toISOString()} (session ${row.date} ${row.start_time}, ${released ? 'released by an admin' : 'window'})`,
      );
    }
  }
  return problems;
}

/** What was paid out to a party from a payable never exceeds what it earned there (bookings after refunds, rewards). */
async function overpaidProblems({ query }: InvariantContext): Promise<string[]> {
  const rows = await query<{ party_name: string; account: string; earned: number; paid: number }>(
    `select max(party_name) as party_name, account,
       coalesce(sum(amount_centavos) filter (where booking_id is not null), 0)::int as earned,
       coalesce(sum(amount_centavos) filter (where state = 'paid_out'), 0)::int as paid
     from money_entries where account in ('assistant_payable', 'referral_payable') group by party_id, account`,
  );
  return rows
    .filter((row) => Number(row.paid) > Number(row.earned))
    .map((row) => `overpaid: ${row.party_name} was paid out ${peso(Number(row.paid))} from ${row.account}, earned ${peso(Number(row.earned))} after refunds`);
}

/**
 * Every refund of a booking's payment comes out of that booking's split (its earning
 * records it), and no payment gives back more than it took: otherwise the platform
 * pays twice (the client gets the money back while the assistant keeps it).
 */
async function refundProblems({ query }: InvariantContext): Promise<string[]> {
  const rows = await query<{ booking_reference: string; refunded: number; recorded: number; paid: number }>(
    `select e.booking_reference, e.refunded_centavos as recorded,
       coalesce((select sum(m.amount_centavos) from money_entries m where m.payment_id = e.payment_id and m.account = 'refunds'), 0)::int as refunded,
       coalesce((select sum(m.amount_centavos) from money_entries m where m.payment_id = e.payment_id and m.account = 'client_payments'), 0)::int as paid
     from earnings e`,
  );
  const problems: string[] = [];
  for (const row of rows) {
    if (Number(row.refunded) !== Number(row.recorded)) {
      problems.push(`refunds: booking ${row.booking_reference}'s payment was refunded ${peso(Number(row.refunded))} but its earning records ${peso(Number(row.recorded))} refunded`);
    }
    if (Number(row.refunded) > Number(row.paid)) problems.push(`refunds: booking ${row.booking_reference} refunded ${peso(Number(row.refunded))} of ${peso(Number(row.paid))} paid`);
  }
  return problems;
}

/** Each receipt (as an admin reads it) shows what the journal recorded for its booking. */
async function receiptProblems({ query }: InvariantContext, app: FastifyInstance, adminHeaders: Record<string, string>, bookingIds: string[]): Promise<string[]> {
  if (bookingIds.length === 0) return [];
  const recorded = await query<{ booking_id: string; paid: number; refunded: number; client_exists: boolean }>(
    `with per as (
       select booking_id, coalesce(sum(amount_centavos) filter (where account = 'client_payments'), 0)::int as paid,
         coalesce(sum(amount_centavos) filter (where account = 'refunds'), 0)::int as refunded,
         (array_agg(party_id) filter (where account = 'client_payments'))[1] as payer_id
       from money_entries where booking_id = any($1::uuid[]) group by booking_id)
     select booking_id, paid, refunded, exists (select 1 from users u where u.id = per.payer_id) as client_exists from per`,
    [bookingIds],
  );
  const problems: string[] = [];
  for (const row of recorded) {
    const id = row.booking_id.slice(0, 8);
    const response = await app.inject({ method: 'GET', url: `/api/bookings/${row.booking_id}/receipt`, headers: adminHeaders });
    if (response.statusCode === 404) {
      if (row.client_exists) problems.push(`receipt: booking ${id} has ${peso(Number(row.paid))} paid in the journal but its receipt answers 404`);
      continue;
    }
    if (response.statusCode !== 200) {
      problems.push(`receipt: booking ${id}'s receipt answers ${response.statusCode}`);
      continue;
    }
    const receipt = response.json<Receipt>();
    if (receipt.paidCentavos !== Number(row.paid) || receipt.refundedCentavos !== Number(row.refunded)) {
      problems.push(
        `receipt: booking ${id} shows paid ${peso(receipt.paidCentavos)} refunded ${peso(receipt.refundedCentavos)}, the journal ${peso(Number(row.paid))} and ${peso(Number(row.refunded))}`,
      );
    }
  }
  return problems;
}

/**
 * What a member reads on /earnings agrees with itself: the entries in each state
 * add up to the balance of that state, the entries past review add up to what is
 * available, pending and paid out, and no entry reads 'available' when nothing is.
 */
export function earningStateProblems(name: string, overview: EarningsOverview): string[] {
  const { balances, entries } = overview;
  const sum = (states: string[]) => entries.filter((entry) => states.includes(entry.state)).reduce((total, entry) => total + entry.netCentavos, 0);
  const problems: string[] = [];
  const say = (what: string) => problems.push(`earning states: ${name}: ${what}`);
  if (sum(['upcoming']) !== balances.upcomingCentavos) say(`entries upcoming add to ${peso(sum(['upcoming']))}, the balance is ${peso(balances.upcomingCentavos)}`);
  if (sum(['in_review']) !== balances.inReviewCentavos) say(`entries in review add to ${peso(sum(['in_review']))}, the balance is ${peso(balances.inReviewCentavos)}`);
  const past = balances.availableCentavos + balances.pendingPayoutCentavos + balances.paidOutCentavos;
  if (sum(['available', 'paid_out']) !== past) say(`entries available or paid out add to ${peso(sum(['available', 'paid_out']))}, balances ${peso(past)}`);
  const withdrawable = balances.availableCentavos + balances.pendingPayoutCentavos;
  if (withdrawable === 0 && sum(['available']) > 0) say(`${peso(sum(['available']))} of entries read 'available' with ${peso(0)} available`);
  if (sum(['available']) < withdrawable) say(`${peso(withdrawable)} available or pending but only ${peso(sum(['available']))} of entries read 'available'`);
  return problems;
}

export interface InvariantInputs {
  app: FastifyInstance;
  adminHeaders: Record<string, string>;
  bookingIds: string[];
  /** Members whose /earnings to read, by name, with their headers (members still there). */
  earners: Array<{ name: string; headers: Record<string, string> }>;
}

/** Every invariant but the status moves (which need the step before): the problems found, empty when all hold. */
export async function moneyProblems(context: InvariantContext, inputs: InvariantInputs): Promise<string[]> {
  const financeResponse = await inputs.app.inject({ method: 'GET', url: '/api/admin/finance?from=2026-01-01&to=2027-12-31', headers: inputs.adminHeaders });
  const finance = financeResponse.statusCode === 200 ? financeResponse.json<FinanceReport>() : null;
  const problems = [
    ...(finance ? [] : [`books: the finance report answers ${financeResponse.statusCode}`]),
    ...(await booksProblems(context, finance)),
    ...(await negativeBalanceProblems(context)),
    ...(await earlyAvailableProblems(context)),
    ...(await overpaidProblems(context)),
    ...(await refundProblems(context)),
    ...(await receiptProblems(context, inputs.app, inputs.adminHeaders, inputs.bookingIds)),
  ];
  for (const earner of inputs.earners) {
    const response = await inputs.app.inject({ method: 'GET', url: '/api/earnings', headers: earner.headers });
    if (response.statusCode !== 200) {
      problems.push(`earning states: ${earner.name}'s /api/earnings answers ${response.statusCode}`);
      continue;
    }
    problems.push(...earningStateProblems(earner.name, response.json<EarningsOverview>()));
  }
  return problems;
}
