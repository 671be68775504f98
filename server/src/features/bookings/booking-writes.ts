// The writes every way of booking shares (a single booking, a series, a move):
// locking both parties' rows, the open-request caps counted under that lock, and
// taking a booking's slot holds, where the database's partial unique index has the
// last word on a race.
import { asc, sql } from 'drizzle-orm';
import type { SessionDuration, SlotTime } from '@marketplace/shared-api/schemas/bookings';
import type { Database, Executor } from '../../db/database';
import { uniqueViolationConstraint } from '../../db/errors';
import { given, inList, NO_TABLE, prepared } from '../../db/prepared';
import { BOOKING_SLOT_UNIQUE, bookings, bookingSlots, users, type BookingRow } from '../../db/schema/index';
import { HttpError } from '../../http-error';
import { recipientColumns, type MailRecipient } from '../email/outbox';
import { userSummaryColumns } from '../users/user-summary';
import { heldSlots, SLOT_TAKEN } from './slot-rules';

export const OPEN_REQUESTS_WITH_CONSULTANT = (cap: number) =>
  `You already have ${cap} open requests with this assistant. Wait for an answer or cancel one first.`;
export const OPEN_REQUESTS_OVERALL = (cap: number) =>
  `You already have ${cap} open booking requests. Wait for answers or cancel one first.`;

/**
 * Locks both parties' rows, in id order (the same order whoever books whom): parallel
 * creates by one client, or on one consultant's calendar, queue here, so no count below can be outrun.
 * NO KEY UPDATE, not UPDATE: rows that other transactions insert with a foreign key to a
 * party (a message, a notification, a mail) take a key-share lock on it, which UPDATE
 * would wait on in the other order, and PostgreSQL would end one of the two as a deadlock.
 * Answers the locked rows (each party's summary, as a booking embeds it, the rate, and the party as mails address them),
 * so a caller need not read them again.
 */
export async function lockParties(tx: Executor, clientId: string, consultantId: string) {
  return partiesLocked(tx, { ids: [clientId, consultantId] });
}

const partiesLocked = prepared('booking_parties_locked', (db) =>
  db
    .select({ id: users.id, salaryRateCentavos: users.salaryRateCentavos, summary: userSummaryColumns(users), recipient: recipientColumns })
    .from(users)
    .where(inList(users.id, 'ids'))
    .orderBy(asc(users.id))
    .for('no key update'),
);

/** The locked parties as mails address them, for the change's mails (BookingMails.inTransaction). */
export function recipientsOf(parties: ReadonlyArray<{ id: string; recipient: MailRecipient }>): Map<string, MailRecipient> {
  return new Map(parties.map((party) => [party.id, party.recipient]));
}

export interface OpenRequestCounts {
  overall: number;
  withConsultant: number;
}

const request = sql`coalesce(${bookings.seriesId}, ${bookings.id})`;

/**
 * The client's open requests, in all and with the consultant, as a column of one statement, so a
 * creation can read them with its other checks (create-booking.ts). Placeholders: clientId and consultantId.
 */
export const openRequestsColumn = sql<OpenRequestCounts>`(select json_build_object(
    'overall', count(distinct ${request}),
    'withConsultant', count(distinct ${request}) filter (where ${bookings.consultantId} = ${given('consultantId')}::uuid))
  from ${bookings} where ${bookings.clientId} = ${given('clientId')}::uuid and ${bookings.status} = 'PENDING')`;

const openRequests = prepared('open_requests_counted', (db) => db.select({ counts: openRequestsColumn }).from(NO_TABLE));

/**
 * 429 when the client already has as many open requests as allowed; run inside the creating transaction.
 * A series' pending occurrences are one request: it was asked and is answered once.
 */
export async function assertOpenRequestsBelowCaps(
  tx: Executor,
  { clientId, consultantId, caps }: { clientId: string; consultantId: string; caps: { perConsultant: number; overall: number } },
): Promise<void> {
  const [{ counts }] = await openRequests(tx, { clientId, consultantId });
  judgeOpenRequests(counts, caps);
}

/** The caps on open requests, on counts read under both parties' locks. */
export function judgeOpenRequests(counts: OpenRequestCounts, caps: { perConsultant: number; overall: number }): void {
  if (counts.withConsultant >= caps.perConsultant) throw new HttpError(429, OPEN_REQUESTS_WITH_CONSULTANT(caps.perConsultant));
  if (counts.overall >= caps.overall) throw new HttpError(429, OPEN_REQUESTS_OVERALL(caps.overall));
}

/**
 * A booking's slot holds, one per start time given, live. Placeholders: bookingId,
 * consultantId, date and startTimes. A creation runs it beside the booking's own insert.
 */
export function slotHoldsInsert(db: Database) {
  return db
    .insert(bookingSlots)
    .select(sql`select ${given('bookingId')}::uuid, ${given('consultantId')}::uuid, ${given('date')}::date, slot.start_time, true from unnest(${given('startTimes')}::text[]) as slot(start_time)`);
}

/** Built once (prepared.ts). */
const insertHolds = prepared('booking_slots_insert', slotHoldsInsert);

/** A write that lost the race for a slot (the partial unique index) fails as the 409 people read; any other error as it was. */
export function slotTakenOr(error: unknown): unknown {
  return uniqueViolationConstraint(error) === BOOKING_SLOT_UNIQUE ? new HttpError(409, SLOT_TAKEN) : error;
}

/** Inserts the slot holds; the partial unique index turns a lost race into 409. */
export async function holdSlots(executor: Executor, booking: BookingRow): Promise<void> {
  const startTimes = heldSlots(booking.startTime as SlotTime, booking.duration as SessionDuration);
  try {
    await insertHolds(executor, { bookingId: booking.id, consultantId: booking.consultantId, date: booking.date, startTimes });
  } catch (error) {
    throw slotTakenOr(error);
  }
}
