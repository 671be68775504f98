// A booking's payment as a badge, for both parties' lists. While the booking is
// live it is Booking.paymentStatus (Paid, Unpaid). A cancelled booking owes
// nothing, so its badge says what became of the money instead: the payment was
// declined, it was never paid (the hold ran out, a request was withdrawn), a
// refund is under way (paid, then cancelled), or it was refunded. A booking
// with nothing to pay shows none.
import { CANCEL_REASONS } from '@marketplace/shared-api/constants';
import type { Booking, BookingPaymentStatus } from '@marketplace/shared-api/types';
import { paymentStatusLabel } from '@marketplace/shared-api/format';
import { Badge, type BadgeVariant } from '@marketplace/shared-ui/badge';

export const CANCELLED_PAYMENT_LABELS = {
  declined: 'Payment declined',
  notPaid: 'Not paid',
  refundPending: 'Refund pending',
} as const;

type PaidBooking = Pick<Booking, 'price' | 'status' | 'paymentStatus' | 'cancelReason'>;

const LIVE_VARIANTS: Record<BookingPaymentStatus, BadgeVariant> = { UNPAID: 'warning', PAID: 'success', REFUNDED: 'neutral' };

function cancelledPayment(booking: PaidBooking): { label: string; variant: BadgeVariant } {
  if (booking.paymentStatus === 'REFUNDED') return { label: paymentStatusLabel('REFUNDED'), variant: 'neutral' };
  if (booking.paymentStatus === 'PAID') return { label: CANCELLED_PAYMENT_LABELS.refundPending, variant: 'info' };
  if (booking.cancelReason === CANCEL_REASONS.paymentDeclined) return { label: CANCELLED_PAYMENT_LABELS.declined, variant: 'danger' };
  return { label: CANCELLED_PAYMENT_LABELS.notPaid, variant: 'neutral' };
}

export function PaymentStatusBadge({ booking }: { booking: PaidBooking }) {
  if (booking.price <= 0) return null;
  const { label, variant } =
    booking.status === 'CANCELLED'
      ? cancelledPayment(booking)
      : { label: paymentStatusLabel(booking.paymentStatus), variant: LIVE_VARIANTS[booking.paymentStatus] };
  return <Badge variant={variant}>{label}</Badge>;
}
