// How booking rows become the Booking of the API (shared-api/types): centavos
// become pesos, and both parties are embedded as UserSummary (never an email or
// a password hash). The routes' response schemas, which strip an accidental
// extra column, are shared-api's schemas/bookings-responses.
import type { Booking, UserSummary } from '@marketplace/shared-api/types';
import type { BookingRow, DisputeRow, EarningRow } from '../../db/schema/index';
import { centavosToPesos } from '../../money';

export interface BookingWithParties {
  booking: BookingRow;
  consultant: UserSummary;
  client: UserSummary;
  /** Its assistant's earning, once paid. */
  earning?: { state: EarningRow['state']; availableAt: Date; netCentavos: number } | null;
  dispute?: DisputeRow | null;
}

export function toBooking({ booking, consultant, client, earning, dispute }: BookingWithParties): Booking {
  return {
    id: booking.id,
    date: booking.date,
    startTime: booking.startTime,
    duration: booking.duration,
    price: centavosToPesos(booking.priceCentavos),
    status: booking.status,
    consultantId: booking.consultantId,
    consultant,
    userId: booking.clientId,
    user: client,
    isRecurring: booking.isRecurring,
    seriesId: booking.seriesId,
    seriesDate: booking.seriesDate,
    seriesMoved: booking.seriesMoved,
    referralCode: booking.referralCode,
    reference: booking.reference,
    paymentStatus: booking.paymentStatus,
    // A cancelled booking holds nothing (rows cancelled before the hold was cleared on cancelling still carry one).
    holdExpiresAt: booking.status === 'CANCELLED' ? null : (booking.holdExpiresAt?.toISOString() ?? null),
    cancelReason: booking.cancelReason,
    // Once paid, what the earning says (it follows a partial or full refund); before, the price less the fee.
    assistantReceivesCentavos: earning ? earning.netCentavos : booking.priceCentavos - booking.platformFeeCentavos,
    // The session happened and its earning waits out the dispute window (the server checks the clock and the process
    // again on a report); a cancelled booking's session never happened, even when the assistant kept part of it.
    problemReportableUntil: booking.status !== 'CANCELLED' && earning?.state === 'in_review' && !dispute ? earning.availableAt.toISOString() : null,
    dispute: dispute
      ? {
          id: dispute.id,
          reason: dispute.reason,
          status: dispute.status,
          outcome: dispute.outcome,
          refundCentavos: dispute.refundCentavos,
          note: dispute.note,
          openedAt: dispute.openedAt.toISOString(),
        }
      : null,
    createdAt: booking.createdAt.toISOString(),
    updatedAt: booking.updatedAt.toISOString(),
  };
}
