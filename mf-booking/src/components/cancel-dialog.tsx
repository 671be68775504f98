// The decline/cancel confirmation of SPEC section 2 (/booking-dashboard), also
// used before a cancel on /bookings: the question, 'This action cannot be
// undone.', and 'No, Keep It' against 'Yes, Decline' or 'Yes, Cancel Booking'.
import { ConfirmDialog } from '@marketplace/shared-ui/confirm-dialog';

export type CancelKind = 'decline' | 'cancel';

export interface CancelDialogProps {
  kind: CancelKind | null;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

export function CancelDialog({ kind, busy, onConfirm, onClose }: CancelDialogProps) {
  const decline = kind === 'decline';
  return (
    <ConfirmDialog
      open={kind !== null}
      title={decline ? 'Decline booking' : 'Cancel booking'}
      message={
        <>
          <p>Are you sure you want to {decline ? 'decline' : 'cancel'} this booking?</p>
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
