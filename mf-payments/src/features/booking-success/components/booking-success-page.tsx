// /booking-form/success/{bookingId} (SPEC section 2, Payment return and success):
// the booking's details (consultant, date, time range, duration, price,
// reference, status) with the ways on: My Bookings and Proceed to Chat. A failed
// load says 'Could not load booking details' (SPEC section 8).
import { formatDate } from '@marketplace/shared-api/time/date-format';
import { useParams } from '@marketplace/shared-api/router';
import styled from 'styled-components';
import { useGetBookingQuery } from '@marketplace/shared-api/api/bookings';
import { timeRange } from '@marketplace/shared-api/booking-time';
import { formatPesos, fullName } from '@marketplace/shared-api/format';
import { selectUser } from '@marketplace/shared-api/session/session-slice';
import { useAppSelector } from '@marketplace/shared-api/store/hooks';
import type { Booking, BookingStatus } from '@marketplace/shared-api/types';
import { Badge, type BadgeVariant } from '@marketplace/shared-ui/badge';
import { Button } from '@marketplace/shared-ui/button';
import { PageContainer } from '@marketplace/shared-ui/layout';
import { PageSpinner } from '@marketplace/shared-ui/spinner';
import { LinkButton } from '@marketplace/shared-ui/link-button';
import { StatusCard } from '../../../lib/status-card';
import { Fact, FactList } from '@marketplace/shared-ui/fact-list';

export const LOAD_FAILED = 'Could not load booking details';

const STATUS: Record<BookingStatus, { variant: BadgeVariant; label: string }> = {
  PENDING: { variant: 'warning', label: 'Pending' },
  CONFIRMED: { variant: 'info', label: 'Confirmed' },
  COMPLETED: { variant: 'success', label: 'Completed' },
  CANCELLED: { variant: 'danger', label: 'Cancelled' },
};

/** '2026-06-15' -> 'Mon, Jun 15, 2026' (a wall-clock date, read as such). */
const bookingDate = (date: string) => formatDate(date, 'full');

export function BookingSuccessPage() {
  const { bookingId = '' } = useParams();
  const { data: booking, error, isFetching, refetch } = useGetBookingQuery(bookingId);

  if (!booking && error === undefined) return <PageSpinner label="Loading booking details" />;
  if (!booking) {
    return (
      <PageContainer>
        <StatusCard>
          <h1>{LOAD_FAILED}</h1>
          <Button variant="secondary" loading={isFetching} onClick={() => void refetch()}>
            Try again
          </Button>
        </StatusCard>
      </PageContainer>
    );
  }
  return <BookingDetails booking={booking} />;
}

function BookingDetails({ booking }: { booking: Booking }) {
  const viewerId = useAppSelector(selectUser)?.id;
  // The client chats with the consultant; a consultant opening the page, with the client.
  const otherId = viewerId === booking.consultantId ? booking.userId : booking.consultantId;
  const status = STATUS[booking.status];
  return (
    <PageContainer>
      <StatusCard>
        <h1>Booking Successful!</h1>
        <p>You can find this booking in My Bookings.</p>
        <Details>
          <Fact label="Consultant">{fullName(booking.consultant)}</Fact>
          <Fact label="Date">{bookingDate(booking.date)}</Fact>
          <Fact label="Time">{timeRange(booking.startTime, booking.duration)}</Fact>
          <Fact label="Duration">{booking.duration} hours</Fact>
          <Fact label="Price">{formatPesos(booking.price)}</Fact>
          <Fact label="Reference">{booking.reference}</Fact>
          <Fact label="Status">
            <Badge variant={status.variant}>{status.label}</Badge>
          </Fact>
        </Details>
        <Actions>
          <LinkButton to={`/bookings/${encodeURIComponent(booking.id)}`} $variant="secondary">
            My Bookings
          </LinkButton>
          <LinkButton to={`/chat/${encodeURIComponent(otherId)}`} $variant="primary">
            Proceed to Chat
          </LinkButton>
        </Actions>
      </StatusCard>
    </PageContainer>
  );
}

const Actions = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};

  ${({ theme }) => theme.media.aboveMobile} {
    flex-direction: row;
    justify-content: center;
  }
`;

const Details = styled(FactList).attrs({ $layout: 'columns' as const })`
  margin: ${({ theme }) => `${theme.space[6]} 0`};
  text-align: left;
`;
