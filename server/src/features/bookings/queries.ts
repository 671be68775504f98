// Reading bookings: one booking or a list with both parties embedded, a
// consultant's held slots, and a user's totals. Every query here is served by
// an index (bookings by party and date, booking_slots' partial unique index).
import { and, asc, desc, eq, gte, ne, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { BookedSlot, BookingTotals } from '@marketplace/shared-api/types';
import type { Executor } from '../../db/database';
import { given, prepared } from '../../db/prepared';
import { bookings, bookingSlots, disputes, earnings, users } from '../../db/schema/index';
import { recipientColumnsOf, type MailRecipient } from '../email/outbox';
import { userSummaryColumns } from '../users/user-summary';
import type { BookingWithParties } from './booking-response';

/** The most bookings one list answers with: years of a busy consultant's sessions. */
export const BOOKING_LIST_LIMIT = 1000;

const consultantUser = alias(users, 'consultant_user');
const clientUser = alias(users, 'client_user');

const withParties = {
  booking: bookings,
  consultant: userSummaryColumns(consultantUser),
  client: userSummaryColumns(clientUser),
  earning: { state: earnings.state, availableAt: earnings.availableAt, netCentavos: earnings.netCentavos },
  dispute: disputes,
};

/** Both parties as mails address them, beside the booking they are read with (recipientColumnsOf). */
const partiesAsRecipients = {
  clientRecipient: recipientColumnsOf(clientUser, 'client_user'),
  consultantRecipient: recipientColumnsOf(consultantUser, 'consultant_user'),
};

function selectWithParties(executor: Executor) {
  return executor
    .select(withParties)
    .from(bookings)
    .innerJoin(consultantUser, eq(consultantUser.id, bookings.consultantId))
    .innerJoin(clientUser, eq(clientUser.id, bookings.clientId))
    .leftJoin(earnings, eq(earnings.bookingId, bookings.id))
    .leftJoin(disputes, eq(disputes.bookingId, bookings.id));
}

const byId = eq(bookings.id, sql.placeholder('id'));
const bookingWithParties = prepared('booking_with_parties', (db) => selectWithParties(db).where(byId).limit(1));
// The same joins as selectWithParties, with the recipients' columns beside them.
const bookingToTell = prepared('booking_with_recipients', (db) =>
  db
    .select({ ...withParties, ...partiesAsRecipients })
    .from(bookings)
    .innerJoin(consultantUser, eq(consultantUser.id, bookings.consultantId))
    .innerJoin(clientUser, eq(clientUser.id, bookings.clientId))
    .leftJoin(earnings, eq(earnings.bookingId, bookings.id))
    .leftJoin(disputes, eq(disputes.bookingId, bookings.id))
    .where(byId)
    .limit(1),
);

export async function findBooking(executor: Executor, id: string): Promise<BookingWithParties | null> {
  const [row] = await bookingWithParties(executor, { id });
  return row ?? null;
}

/** The booking with both parties, and both as mails address them: what a change's mails need, in one read. */
export async function findBookingToTell(executor: Executor, id: string): Promise<{ found: BookingWithParties; recipients: Map<string, MailRecipient> } | null> {
  const [row] = await bookingToTell(executor, { id });
  if (!row) return null;
  const { clientRecipient, consultantRecipient, ...found } = row;
  return { found, recipients: new Map([clientRecipient, consultantRecipient].map((recipient) => [recipient.userId, recipient])) };
}

/** Newest date first, as the lists show them; the id settles ties, so every call answers the same order. */
export async function listBookings(executor: Executor, where: SQL): Promise<BookingWithParties[]> {
  const rows = await selectWithParties(executor)
    .where(where)
    .orderBy(desc(bookings.date), desc(bookings.startTime), desc(bookings.createdAt), desc(bookings.id))
    .limit(BOOKING_LIST_LIMIT);
  return rows;
}

export const madeBy = (userId: string) => eq(bookings.clientId, userId);
export const receivedBy = (userId: string) => eq(bookings.consultantId, userId);

/**
 * Every live hold of a consultant from a date on: one entry per held slot, soonest first.
 * The picker asks on every load, and building the SQL each time cost more than PostgreSQL took to answer it.
 */
const bookedSlotsStatement = prepared('booked_slots_from', (db) =>
  db
    .select({ date: bookingSlots.date, time: bookingSlots.startTime })
    .from(bookingSlots)
    .where(and(eq(bookingSlots.consultantId, sql.placeholder('consultantId')), eq(bookingSlots.live, true), gte(bookingSlots.date, sql.placeholder('fromDate'))))
    .orderBy(asc(bookingSlots.date), asc(bookingSlots.startTime)),
);

export function bookedSlotsFrom(executor: Executor, consultantId: string, fromDate: string): Promise<BookedSlot[]> {
  return bookedSlotsStatement(executor, { consultantId, fromDate });
}

/**
 * The start times a consultant holds on one day, as a column of one statement, so a creation can
 * read them with its other checks (create-booking.ts). Placeholders: consultantId and date.
 */
export const heldOnDayColumn = sql<string[]>`(select coalesce(json_agg(${bookingSlots.startTime}), '[]') from ${bookingSlots}
  where ${bookingSlots.consultantId} = ${given('consultantId')}::uuid and ${bookingSlots.date} = ${given('date')}::date and ${bookingSlots.live})`;

/** The start times a consultant has held on one day, leaving out one booking's own holds. */
export async function heldSlotsOn(
  executor: Executor,
  consultantId: string,
  date: string,
  exceptBookingId?: string,
): Promise<Set<string>> {
  const rows = await executor
    .select({ time: bookingSlots.startTime })
    .from(bookingSlots)
    .where(
      and(
        eq(bookingSlots.consultantId, consultantId),
        eq(bookingSlots.date, date),
        eq(bookingSlots.live, true),
        exceptBookingId ? ne(bookingSlots.bookingId, exceptBookingId) : undefined,
      ),
    );
  return new Set(rows.map((row) => row.time));
}

/** Hours and count of the user's bookings on either side that were not cancelled. */
export async function bookingTotals(executor: Executor, userId: string): Promise<BookingTotals> {
  const [row] = await executor
    .select({
      totalHours: sql<number>`coalesce(sum(${bookings.duration}), 0)::int`,
      bookingsCount: sql<number>`count(*)::int`,
    })
    .from(bookings)
    .where(and(or(eq(bookings.clientId, userId), eq(bookings.consultantId, userId)), ne(bookings.status, 'CANCELLED')));
  return { totalHours: row?.totalHours ?? 0, bookingsCount: row?.bookingsCount ?? 0 };
}
