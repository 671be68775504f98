// What the assistant gets of a booking, for their own screens beside the price
// ('You receive ₱4,500.00'): the price less the platform's fee and any refund, as the server
// works it out. A free booking earns nothing, and a cancelled or refunded one
// no longer does, so those show no figure rather than one that will not be paid.
import type { Booking } from '@marketplace/shared-api/types';

type EarningBooking = Pick<Booking, 'price' | 'status' | 'paymentStatus' | 'assistantReceivesCentavos'>;

/** The centavos the assistant receives, or null when there is nothing to show. */
export function assistantReceives(booking: EarningBooking): number | null {
  if (booking.price <= 0 || booking.status === 'CANCELLED' || booking.paymentStatus === 'REFUNDED') return null;
  return booking.assistantReceivesCentavos;
}
