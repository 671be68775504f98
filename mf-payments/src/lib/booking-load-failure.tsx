// What this remote's pages about one booking (its payment's return, its success, its
// receipt) show when it cannot be read: an unknown booking (404: a made-up address,
// or not the viewer's) says so with the way to their bookings; any other failure (the
// server or the network) is the page's retry state. None speaks of the payment, which
// may well have gone through: that is said only when the booking says its payment failed.
import { errorStatus, type CallError } from '@marketplace/shared-api/api/errors';
import { LinkButton } from '@marketplace/shared-ui/link-button';
import { PageLoadError, PageMessage } from '@marketplace/shared-ui/page-states';

/** SPEC section 8: the success page's failed load, and this remote's for any booking read. */
export const LOAD_FAILED = 'Could not load booking details';
export const NOT_FOUND_DETAIL = 'There is no booking of yours at this address.';
export const RETRY_DETAIL = "We can't reach the marketplace right now. Check your connection and try again.";

export function BookingLoadFailure({
  error,
  retrying,
  onRetry,
  title = LOAD_FAILED,
}: {
  error: CallError;
  retrying: boolean;
  onRetry: () => void;
  /** What could not be loaded, when it is more than the booking (its receipt). */
  title?: string;
}) {
  const status = errorStatus(error);
  if (status === 404 || status === 403) {
    return (
      <PageMessage
        title={title}
        description={NOT_FOUND_DETAIL}
        action={
          <LinkButton to="/bookings" $variant="primary">
            My Bookings
          </LinkButton>
        }
      />
    );
  }
  return <PageLoadError title={title} description={RETRY_DETAIL} retrying={retrying} onRetry={onRetry} />;
}
