// /booking-form/success/{bookingId} (SPEC section 2, Payment return and success):
// the booking's details (consultant, date, time range, duration, price,
// reference, status) with the ways on: My Bookings, the printable Receipt and
// Proceed to Chat. A failed load says 'Could not load booking details' (SPEC section 8).
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
import { PageContainer } from '@marketplace/shared-ui/layout';
import { LinkButton } from '@marketplace/shared-ui/link-button';
import { BookingLoadFailure } from '../../../lib/booking-load-failure';
import { StatusCard } from '../../../lib/status-card';
import { Fact, FactList } from '@marketplace/shared-ui/fact-list';
import { ViewerTimeLine } from '@marketplace/shared-ui/viewer-time-line';
import { PageSkeleton } from '@marketplace/shared-ui/skeleton';


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

  if (!booking && error === undefined) return <PageSkeleton label="Loading booking details" shape="detail" />;
  if (!booking) return <BookingLoadFailure error={error} retrying={isFetching} onRetry={() => void refetch()} />;
  return <BookingDetails booking={booking} />;
}

function BookingDetails({ booking }: { booking: Booking }) {
  const viewerId = useAppSelector(selectUser)?.id;
  // The client chats with the consultant; a consultant opening the page, with the client.
  const viewerIsConsultant = viewerId === booking.consultantId;
  const otherId = viewerIsConsultant ? booking.userId : booking.consultantId;
  const otherName = fullName(viewerIsConsultant ? booking.user : booking.consultant);
  const status = STATUS[booking.status];
  return (
    <PageContainer>
      <StatusCard>
        <SuccessMark />
        <h1>Booking Successful!</h1>
        <p>You can find this booking in My Bookings.</p>
        <NextSteps aria-label="What happens next">
          <li>{otherName} can see this session in their bookings.</li>
          <li>In My Bookings, add it to your calendar or reschedule it.</li>
          <li>Say hello before it starts: Proceed to Chat.</li>
        </NextSteps>
        <Details>
          <Fact label="Consultant">{fullName(booking.consultant)}</Fact>
          <Fact label="Date">{bookingDate(booking.date)}</Fact>
          <Fact label="Time">
            {timeRange(booking.startTime, booking.duration)}
            <ViewerTimeLine session={booking} />
          </Fact>
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
          <LinkButton to={`/receipts/${encodeURIComponent(booking.id)}`} $variant="secondary">
            Receipt
          </LinkButton>
          <LinkButton to={`/chat/${encodeURIComponent(otherId)}`} $variant="primary">
            Proceed to Chat
          </LinkButton>
        </Actions>
      </StatusCard>
    </PageContainer>
  );
}

/** A tick in a ring: the one mark of a finished step, beside the heading that says it. */
function SuccessMark() {
  return (
    <Mark viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <circle cx="24" cy="24" r="22" fill="none" stroke="currentColor" strokeWidth="3" />
      <path d="M14 25l7 7 13-15" fill="none" stroke="currentColor" strokeWidth="3.5" strokeLinecap="round" strokeLinejoin="round" />
    </Mark>
  );
}

const Mark = styled.svg`
  width: 3rem;
  height: 3rem;
  color: ${({ theme }) => theme.colors.success};
`;

const NextSteps = styled.ul`
  margin: ${({ theme }) => `${theme.space[4]} 0 0`};
  padding-left: ${({ theme }) => theme.space[5]};
  text-align: left;
  color: ${({ theme }) => theme.colors.textMuted};
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
`;

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
