// Who may see a booking, and the people a booking is made with: a booking is shown
// to its two parties only (anyone else gets 404 and learns nothing, so ids reveal
// nothing), and only an Assistant can be booked.
import { eq } from 'drizzle-orm';
import type { Booking } from '@marketplace/shared-api/types';
import type { Executor } from '../../db/database';
import { bookings, users } from '../../db/schema/index';
import { notFound } from '../../http-error';
import type { AuthContext } from '../../plugins/auth';
import { toBooking } from './booking-response';
import { findBooking } from './queries';
import type { Party } from './status-machine';

export const BOOKING_NOT_FOUND = 'Booking not found';
export const CONSULTANT_NOT_FOUND = 'Consultant not found';

/** The booking if the caller is one of its parties; 404 for everyone else, so ids reveal nothing. */
export async function forParty(executor: Executor, id: string, caller: AuthContext, lock = false) {
  const query = executor.select().from(bookings).where(eq(bookings.id, id)).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound(BOOKING_NOT_FOUND);
  const party: Party | null =
    row.consultantId === caller.userId ? 'consultant' : row.clientId === caller.userId ? 'client' : null;
  if (!party) throw notFound(BOOKING_NOT_FOUND);
  return { row, party };
}

/** The booking as the API answers it, with both parties. */
export async function loadBooking(executor: Executor, id: string): Promise<Booking> {
  const found = await findBooking(executor, id);
  if (!found) throw notFound(BOOKING_NOT_FOUND);
  return toBooking(found);
}

export async function findUser(executor: Executor, id: string) {
  const [row] = await executor
    .select({ id: users.id, role: users.role, firstName: users.firstName, salaryRateCentavos: users.salaryRateCentavos })
    .from(users)
    .where(eq(users.id, id))
    .limit(1);
  return row ?? null;
}

/** Only Assistants are consultants; anyone else is not found as one. */
export async function findConsultant(executor: Executor, id: string) {
  const row = await findUser(executor, id);
  if (!row || row.role !== 'Assistant') throw notFound(CONSULTANT_NOT_FOUND);
  return row;
}
