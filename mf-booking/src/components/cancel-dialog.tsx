// The decline/cancel confirmation of SPEC section 2 (/booking-dashboard), also
// used before a cancel on /bookings: the question, 'This action cannot be
// undone.', and 'No, Keep It' against 'Yes, Decline' or 'Yes, Cancel Booking'.
// Before a paid booking is cancelled it shows what cancelling now gives back
// (GET /api/bookings/{id}/cancellation: the late-cancel policy, worked out by the
// server with the same function that refunds), so nobody learns the amounts
// after the click.
import { useGetCancellationQuoteQuery } from '@marketplace/shared-api/api/bookings';
import { formatCentavos } from '@marketplace/shared-api/format';
import type { Booking } from '@marketplace/shared-api/types';
import { ConfirmDialog } from '@marketplace/shared-ui/confirm-dialog';
import { LoadErrorRow } from '@marketplace/shared-ui/page-states';
import { Spinner } from '@marketplace/shared-ui/spinner';

export type CancelKind = 'decline' | 'cancel';

export interface CancelDialogProps {
  kind: CancelKind | null;
  /** The booking asked about; a paid one's dialog states its refund. */
  booking: Booking | null;
  /** The viewer's side of the booking: the amounts are told from it. */
  side: 'client' | 'consultant';
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

export function CancelDialog({ kind, booking, side, busy, onConfirm, onClose }: CancelDialogProps) {
  const decline = kind === 'decline';
  const paid = kind !== null && booking?.paymentStatus === 'PAID';
  return (
    <ConfirmDialog
      open={kind !== null}
      title={decline ? 'Decline booking' : 'Cancel booking'}
      message={
        <>
          <p>Are you sure you want to {decline ? 'decline' : 'cancel'} this booking?</p>
          {paid && booking && <RefundTerms booking={booking} side={side} />}
          <p>This action cannot be undone.</p>
        </>
      }
      cancelLabel="No, Keep It"
      confirmLabel={decline ? 'Yes, Decline' : 'Yes, Cancel Booking'}
      danger
      loading={busy}
      onConfirm={onConfirm}
      onCancel={onClose}
    />
  );
}

function RefundTerms({ booking, side }: { booking: Booking; side: 'client' | 'consultant' }) {
  const quote = useGetCancellationQuoteQuery(booking.id);
  if (quote.error) {
    return (
      <LoadErrorRow onRetry={() => void quote.refetch()} retrying={quote.isFetching}>
        Could not work out the refund.
      </LoadErrorRow>
    );
  }
  if (!quote.data) return <Spinner size="sm" label="Working out the refund" />;
  const { refundCentavos, assistantReceivesCentavos, late, lateCancelHours, lateCancelPayPercent } = quote.data;
  const assistant = booking.consultant.firstName || booking.consultant.username;
  if (side === 'consultant') {
    return <p>{`${booking.user.firstName || booking.user.username} gets ${formatCentavos(refundCentavos)} back.`}</p>;
  }
  if (!late) return <p>{`You get ${formatCentavos(refundCentavos)} back.`}</p>;
  return (
    <>
      <p>{`You get ${formatCentavos(refundCentavos)} back; ${assistant} receives ${formatCentavos(assistantReceivesCentavos)}.`}</p>
      <p>{`The session starts in less than ${lateCancelHours} hours, so ${assistant} keeps ${lateCancelPayPercent}% of their share.`}</p>
    </>
  );
}
