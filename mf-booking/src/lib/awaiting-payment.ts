// A booking its viewer can still pay for, and where they pay: the client's own
// PENDING, unpaid, priced booking whose hold has not run out (the server's rule
// for POST /payments/process; a booking without a hold has no deadline). Its
// payment step is the booking wizard's step 3, resumed for that booking.
import type { Booking } from '@marketplace/shared-api/types';

/** The wizard's query parameter naming the booking to resume at its payment step. */
export const RESUME_BOOKING_PARAM = 'booking';

type PayableBooking = Pick<Booking, 'userId' | 'status' | 'paymentStatus' | 'price' | 'holdExpiresAt'>;

export function isAwaitingPayment(booking: PayableBooking, viewerId: string | null, now: Date): boolean {
  if (booking.userId !== viewerId || booking.status !== 'PENDING' || booking.paymentStatus !== 'UNPAID' || booking.price <= 0) return false;
  return booking.holdExpiresAt === null || Date.parse(booking.holdExpiresAt) > now.getTime();
}

/** '/book/{consultantId}?booking={id}': the wizard, opened at the booking's payment step. */
export const payNowPath = (booking: Pick<Booking, 'id' | 'consultantId'>) =>
  `/book/${encodeURIComponent(booking.consultantId)}?${new URLSearchParams({ [RESUME_BOOKING_PARAM]: booking.id })}`;
