// The wizard resumed for an existing booking (?booking={id}, from Pay now): the
// booking is loaded and, when its viewer can still pay for it (lib/awaiting-payment.ts)
// and it is with this consultant, the wizard opens at its payment step. Otherwise
// the page says so, with the way to the viewer's bookings.
import { useContext } from 'react';
import { useGetBookingQuery, type ConsultantInfo } from '@marketplace/shared-api/api/bookings';
import { errorStatus } from '@marketplace/shared-api/api/errors';
import { useViewer } from '@marketplace/shared-api/session/use-viewer';
import { NowContext } from '@marketplace/shared-api/time/use-wall-clock';
import { EmptyState } from '@marketplace/shared-ui/empty-state';
import { LinkButton } from '@marketplace/shared-ui/link-button';
import { LoadError } from '@marketplace/shared-ui/page-states';
import { Spinner } from '@marketplace/shared-ui/spinner';
import { isAwaitingPayment } from '../../../lib/awaiting-payment';
import { BookingWizard } from './booking-wizard';

export const NOT_PAYABLE = 'This booking cannot be paid now';
export const RESUMED_NOT_FOUND = 'Booking not found';

export function ResumedPayment({ bookingId, consultant }: { bookingId: string; consultant: ConsultantInfo }) {
  const viewer = useViewer();
  const now = useContext(NowContext)();
  const { data: booking, error, isFetching, refetch } = useGetBookingQuery(bookingId);

  if (!booking && error) {
    if (errorStatus(error) === 404) return <EmptyState title={RESUMED_NOT_FOUND} action={<MyBookingsLink />} />;
    return <LoadError title="Could not load booking details" retrying={isFetching} onRetry={() => refetch()} />;
  }
  if (!booking) return <Spinner label="Loading booking" />;
  if (booking.consultantId !== consultant.id || !isAwaitingPayment(booking, viewer.id, now)) {
    return (
      <EmptyState
        title={NOT_PAYABLE}
        description="It is already paid, it was cancelled, or the time held for it has passed."
        action={<MyBookingsLink />}
      />
    );
  }
  return <BookingWizard consultant={consultant} referralCode="" carried={null} resumed={booking} />;
}

function MyBookingsLink() {
  return (
    <LinkButton to="/bookings" $variant="primary">
      My Bookings
    </LinkButton>
  );
}
