// /payment/return/{bookingId} (SPEC sections 2, 4 and 8): where the payer lands
// after the payment. It polls the booking every PAYMENT_RETURN_POLL_MS: while it
// is not CONFIRMED the payment is Processing; once it is, Successful, and after
// PAYMENT_REDIRECT_DELAY_MS it moves on to the success page. 'There was an error
// processing your payment.' is said only when the payment failed: the booking was
// cancelled (declined, or its hold ran out), which it explains with the way to
// another time. A booking that cannot be read is not a failed payment: an unknown
// one says so, any other failure is the page's retry state (BookingLoadFailure);
// polling stops on either, and goes on once a retry reads the booking.
import { useEffect } from 'react';
import { useNavigate, useParams } from '@marketplace/shared-api/router';
import { bookingsApi, useGetBookingQuery } from '@marketplace/shared-api/api/bookings';
import { PAYMENT_REDIRECT_DELAY_MS, PAYMENT_RETURN_POLL_MS } from '@marketplace/shared-api/constants';
import { PageContainer } from '@marketplace/shared-ui/layout';
import { PageMessage } from '@marketplace/shared-ui/page-states';
import { Spinner } from '@marketplace/shared-ui/spinner';
import { LinkButton } from '@marketplace/shared-ui/link-button';
import { BookingLoadFailure } from '../../../lib/booking-load-failure';
import { StatusCard } from '../../../lib/status-card';

export const PAYMENT_RETURN_TEXTS = {
  processing: 'Processing',
  processingDetail: 'We are waiting for your payment to be confirmed. This page updates by itself.',
  successful: 'Successful',
  successfulDetail: 'Your payment went through. Taking you to your booking…',
  error: 'There was an error processing your payment.',
} as const;

export function PaymentReturnPage() {
  const { bookingId = '' } = useParams();
  const navigate = useNavigate();
  // The answer so far decides whether to keep polling: only while it can still change.
  const { data: booking, error } = bookingsApi.endpoints.getBooking.useQueryState(bookingId);
  const confirmed = booking?.status === 'CONFIRMED';
  const loadFailed = error !== undefined && !booking;
  const paymentFailed = booking?.status === 'CANCELLED';
  const waiting = !confirmed && !paymentFailed && !loadFailed;
  const { isFetching, refetch } = useGetBookingQuery(bookingId, { pollingInterval: waiting ? PAYMENT_RETURN_POLL_MS : 0 });

  useEffect(() => {
    if (!confirmed) return;
    const timer = setTimeout(
      () => navigate(`/booking-form/success/${encodeURIComponent(bookingId)}`, { replace: true }),
      PAYMENT_REDIRECT_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [confirmed, bookingId, navigate]);

  if (loadFailed) return <BookingLoadFailure error={error} retrying={isFetching} onRetry={() => void refetch()} />;
  if (paymentFailed) {
    return (
      <PageMessage
        title={PAYMENT_RETURN_TEXTS.error}
        description={booking.cancelReason ? `${booking.cancelReason}. This booking was cancelled and its time is free again.` : 'This booking was cancelled and its time is free again.'}
        action={
          <LinkButton to={`/book/${encodeURIComponent(booking.consultantId)}`} $variant="primary">
            Choose another time
          </LinkButton>
        }
      />
    );
  }
  return (
    <PageContainer>
      <StatusCard role="status" aria-live="polite">
        {confirmed ? (
          <>
            <h1>{PAYMENT_RETURN_TEXTS.successful}</h1>
            <p>{PAYMENT_RETURN_TEXTS.successfulDetail}</p>
          </>
        ) : (
          <>
            <Spinner label="Checking the payment" />
            <h1>{PAYMENT_RETURN_TEXTS.processing}</h1>
            <p>{PAYMENT_RETURN_TEXTS.processingDetail}</p>
          </>
        )}
      </StatusCard>
    </PageContainer>
  );
}
