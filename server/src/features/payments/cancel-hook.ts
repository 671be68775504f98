// How payments follow a booking's cancellation (run by bookings inside the
// cancelling transaction, see bookings/cancellation.ts): its open checkouts
// expire, and the refund the cancellation policy gives back of a capture it kept
// is decided through the refund path (at most what is still refundable); after
// the commit the refund is made through the provider at once (the refund sweep
// retries it if that fails).
import { and, eq, inArray } from 'drizzle-orm';
import { payments } from '../../db/schema/index';
import type { BookingCancellation, BookingCancelHook, CancelCause } from '../bookings/cancellation';
import { recordEvent } from './payment-records';
import type { PaymentProvider } from './providers/provider';
import type { Refunds } from './refunds';

const CAUSES: Record<CancelCause, { source: 'sweep' | 'booking'; type: string }> = {
  party: { source: 'booking', type: 'booking.cancelled' },
  hold_expired: { source: 'sweep', type: 'hold.expired' },
  payment_declined: { source: 'booking', type: 'booking.payment_declined' },
  not_accepted: { source: 'sweep', type: 'request.not_accepted' },
  account_deleted: { source: 'booking', type: 'booking.account_deleted' },
};

export function paymentsCancelHook(deps: { provider: Pick<PaymentProvider, 'name'>; refunds: Refunds }): BookingCancelHook {
  // The captures each cancellation left to refund, so they are settled by id even
  // when the booking itself is gone by then (an account deletion removes it).
  const refundsDue = new WeakMap<BookingCancellation, string[]>();
  return {
    async inTransaction(tx, cancellation) {
      const { booking, cause, reason, now } = cancellation;
      const open = await tx
        .select()
        .from(payments)
        .where(and(eq(payments.bookingId, booking.id), inArray(payments.status, ['pending', 'paid'])))
        .for('update');
      refundsDue.set(cancellation, open.filter((payment) => payment.status === 'paid').map((payment) => payment.id));
      for (const payment of open) {
        const expires = payment.status === 'pending';
        if (expires) {
          await tx.update(payments).set({ status: 'expired', updatedAt: now }).where(eq(payments.id, payment.id));
        } else {
          // The policy names what the booking gives back in all: a refund made or owed before (a dispute's) counts
          // toward it, and a capture the booking never kept is already owed back whole (nothing more to decide).
          const decided = await deps.refunds.decide(tx, { paymentId: payment.id, inAllCentavos: cancellation.refundCentavos, key: `cancel:${booking.id}`, now });
          if (decided === 0) continue;
        }
        await recordEvent(tx, {
          provider: deps.provider.name,
          ...CAUSES[cause],
          paymentId: payment.id,
          payload: { bookingId: booking.id, reason },
          outcome: expires ? 'expired' : 'refund_due',
          now,
        });
      }
    },
    async afterCommit(cancellation) {
      await deps.refunds.settle({ bookingId: cancellation.booking.id });
      const paymentIds = refundsDue.get(cancellation) ?? [];
      if (paymentIds.length > 0) await deps.refunds.settle({ paymentIds });
    },
  };
}
