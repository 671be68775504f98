// 'Pay now' on a booking its viewer still owes (lib/awaiting-payment.ts), on
// /bookings and the dashboard: it opens the booking's payment step in the wizard.
import type { Booking } from '@marketplace/shared-api/types';
import { useViewer } from '@marketplace/shared-api/session/use-viewer';
import { useNow } from '@marketplace/shared-api/time/now';
import { LinkButton } from '@marketplace/shared-ui/link-button';
import { isAwaitingPayment, payNowPath } from '../lib/awaiting-payment';

export function PayNowLink({ booking }: { booking: Booking }) {
  const viewer = useViewer();
  const now = useNow()();
  if (!isAwaitingPayment(booking, viewer.id, now)) return null;
  return (
    <LinkButton to={payNowPath(booking)} $variant="primary" $size="sm">
      Pay now
    </LinkButton>
  );
}
