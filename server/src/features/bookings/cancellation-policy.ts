// The cancellation policy: what cancelling a booking does to its money. A client
// who cancels a paid booking at least LATE_CANCEL_HOURS before its start gets
// everything back; later, the assistant keeps LATE_CANCEL_PAY_PERCENT of their
// share (the client gets the rest of the price back, and the platform's fee is
// taken on the kept part only). An assistant who cancels, or anything else that
// cancels (a hold running out, a declined payment, a deleted account), gives
// everything back. The quote a party reads before cancelling and the refund the
// cancellation decides come from this one function, at the same clock.
import type { CancellationQuote } from '@marketplace/shared-api/types';
import { refundSplit } from '../../platform-fee';
import { instantOf } from '@marketplace/shared-api/availability/rules';

export interface CancelPolicy {
  /** LATE_CANCEL_HOURS */
  lateCancelHours: number;
  /** LATE_CANCEL_PAY_PERCENT */
  lateCancelPayPercent: number;
}

/** Who asked to cancel: a party of the booking, or nobody (a sweep, a declined payment, a deleted account). */
export type Canceller = 'client' | 'consultant' | null;

export interface CancellableBooking {
  date: string;
  startTime: string;
  priceCentavos: number;
  platformFeeCentavos: number;
  paymentStatus: string;
}

const HOUR_MS = 3_600_000;

export function cancellationQuote(
  booking: CancellableBooking,
  by: Canceller,
  now: Date,
  { policy, timeZone }: { policy: CancelPolicy; timeZone: string },
): CancellationQuote {
  const startsAt = instantOf(booking.date, booking.startTime, timeZone).getTime();
  const late = by === 'client' && startsAt - now.getTime() < policy.lateCancelHours * HOUR_MS;
  const paid = booking.paymentStatus === 'PAID';
  const price = paid ? booking.priceCentavos : 0;
  const kept = late ? Math.round((price * policy.lateCancelPayPercent) / 100) : 0;
  const refundCentavos = price - kept;
  // The fee follows the money the same way a partial refund takes it back: in proportion.
  const feeKept = booking.platformFeeCentavos - refundSplit(refundCentavos, booking.priceCentavos, booking.platformFeeCentavos).feeCentavos;
  return {
    paid,
    refundCentavos,
    assistantReceivesCentavos: kept === 0 ? 0 : kept - feeKept,
    late,
    lateCancelHours: policy.lateCancelHours,
    lateCancelPayPercent: policy.lateCancelPayPercent,
  };
}
