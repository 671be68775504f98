// Whose receipt a booking's is and what it is for: from the booking row while it
// exists, and from the records that outlive it once it is gone (deleting an
// account removes its bookings; a client's receipt of a session that happened
// must keep answering): the earning keeps the reference, both names, the date,
// the end and the length of the session, and the journal keeps which payments
// were the booking's.
import { eq, inArray } from 'drizzle-orm';
import { fullName } from '@marketplace/shared-api/format';
import type { Database } from '../../db/database';
import { bookings, earnings, moneyEntries, payments, users } from '../../db/schema/index';
import { wallTime } from '@marketplace/shared-api/time/wall-clock';

export interface ReceiptSubject {
  bookingReference: string;
  clientId: string | null;
  clientName: string;
  assistantName: string;
  sessionDate: string;
  startTime: string;
  duration: number;
  paymentIds: string[];
}

const HOUR_MS = 3_600_000;

export async function receiptSubject(db: Database, bookingId: string, timeZone: string): Promise<ReceiptSubject | null> {
  const [booking] = await db.select().from(bookings).where(eq(bookings.id, bookingId));
  if (booking) {
    const parties = await db.select({ id: users.id, firstName: users.firstName, lastName: users.lastName }).from(users).where(inArray(users.id, [booking.clientId, booking.consultantId]));
    const nameOf = (id: string) => {
      const found = parties.find((party) => party.id === id);
      return found ? fullName(found) : 'a deleted user';
    };
    const paid = await db.select({ id: payments.id }).from(payments).where(eq(payments.bookingId, bookingId));
    return {
      bookingReference: booking.reference,
      clientId: booking.clientId,
      clientName: nameOf(booking.clientId),
      assistantName: nameOf(booking.consultantId),
      sessionDate: booking.date,
      startTime: booking.startTime,
      duration: booking.duration,
      paymentIds: paid.map((row) => row.id),
    };
  }
  const [earning] = await db.select().from(earnings).where(eq(earnings.bookingId, bookingId));
  if (!earning?.sessionHours) return null;
  const moved = await db.selectDistinct({ paymentId: moneyEntries.paymentId }).from(moneyEntries).where(eq(moneyEntries.bookingId, bookingId));
  return {
    bookingReference: earning.bookingReference,
    clientId: earning.clientId,
    clientName: earning.clientName,
    assistantName: earning.assistantName,
    sessionDate: earning.sessionDate,
    startTime: wallTime(timeZone, new Date(earning.endsAt.getTime() - earning.sessionHours * HOUR_MS)).time,
    duration: earning.sessionHours,
    paymentIds: moved.flatMap((row) => (row.paymentId ? [row.paymentId] : [])),
  };
}
