// Step 4 (SPEC): 'Booking Successful!' with the booking id, where to find it, and Proceed to Chat.
// A paid booking is already confirmed (payment confirms); a free one waits for the consultant.
import { Link } from '@marketplace/shared-api/router';
import type { Booking } from '@marketplace/shared-api/types';
import { LinkButton } from '@marketplace/shared-ui/link-button';

export function SuccessStep({ booking, paid }: { booking: Booking; paid: boolean }) {
  return (
    <section aria-labelledby="success-heading">
      <h2 id="success-heading">Booking Successful!</h2>
      <p>
        Booking ID: <strong>{booking.id}</strong>
      </p>
      <p>
        Reference: <strong>{booking.reference}</strong>
      </p>
      <p>
        You can find this booking in <Link to="/bookings">My Bookings</Link>.{' '}
        {paid ? 'Your payment was received and the booking is confirmed.' : 'The consultant will confirm it soon.'}
      </p>
      <LinkButton to={`/chat/${encodeURIComponent(booking.consultantId)}`} $variant="primary">
        Proceed to Chat
      </LinkButton>
    </section>
  );
}
