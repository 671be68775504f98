// A booking's payment (Booking.paymentStatus) as a badge, for both parties'
// lists: Paid, Unpaid (still to pay, or nothing to pay), Refunded. A booking
// with nothing to pay shows none.
import type { Booking, BookingPaymentStatus } from '@marketplace/shared-api/types';
import { paymentStatusLabel } from '@marketplace/shared-api/format';
import { Badge, type BadgeVariant } from '@marketplace/shared-ui/badge';

const VARIANTS: Record<BookingPaymentStatus, BadgeVariant> = { UNPAID: 'warning', PAID: 'success', REFUNDED: 'neutral' };

export function PaymentStatusBadge({ booking }: { booking: Pick<Booking, 'price' | 'paymentStatus'> }) {
  if (booking.price <= 0) return null;
  return <Badge variant={VARIANTS[booking.paymentStatus]}>{paymentStatusLabel(booking.paymentStatus)}</Badge>;
}
