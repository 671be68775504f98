// /payment/return/{bookingId} (SPEC sections 2, 4 and 8): where the payer lands
// after the payment. It polls the booking every PAYMENT_RETURN_POLL_MS: while it
// is not CONFIRMED the payment is Processing; once it is, Successful, and after
// PAYMENT_REDIRECT_DELAY_MS it moves on to the success page. A failed load shows
// 'There was an error processing your payment.' and stops polling (a retry is
// one click away). A cancelled booking will never be paid, so polling stops there too;
// it says why (the booking's cancelReason, e.g. 'Payment was declined') and offers
// the consultant's booking page to choose another time.
import { useEffect } from 'react';
import { useNavigate, useParams } from '@marketplace/shared-api/router';
import { bookingsApi, useGetBookingQuery } from '@marketplace/shared-api/api/bookings';
import { PAYMENT_REDIRECT_DELAY_MS, PAYMENT_RETURN_POLL_MS } from '@marketplace/shared-api/constants';
import { Button } from '@marketplace/shared-ui/button';
import { PageContainer } from '@marketplace/shared-ui/layout';
import { Spinner } from '@marketplace/shared-ui/spinner';
import { LinkButton } from '@marketplace/shared-ui/link-button';
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
  const failed = loadFailed || booking?.status === 'CANCELLED';
  const waiting = !confirmed && !failed;
  const { isFetching, refetch } = useGetBookingQuery(bookingId, { pollingInterval: waiting ? PAYMENT_RETURN_POLL_MS : 0 });

  useEffect(() => {
    if (!confirmed) return;
    const timer = setTimeout(
      () => navigate(`/booking-form/success/${encodeURIComponent(bookingId)}`, { replace: true }),
      PAYMENT_REDIRECT_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [confirmed, bookingId, navigate]);

  return (
    <PageContainer>
      <StatusCard role="status" aria-live="polite">
        {failed ? (
          <>
            <h1>{PAYMENT_RETURN_TEXTS.error}</h1>
            {booking?.status === 'CANCELLED' && (
              <>
                {booking.cancelReason && <p>{`${booking.cancelReason}. This booking was cancelled and its time is free again.`}</p>}
                <LinkButton to={`/book/${encodeURIComponent(booking.consultantId)}`} $variant="primary">
                  Choose another time
                </LinkButton>
              </>
            )}
            {loadFailed && (
              <Button variant="secondary" loading={isFetching} onClick={() => void refetch()}>
                Try again
              </Button>
            )}
          </>
        ) : confirmed ? (
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
