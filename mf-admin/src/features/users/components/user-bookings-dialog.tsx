// A user's bookings, for the admin (the actions menu's 'Bookings'): each single
// booking on one row, and each recurring series on ONE row with its occurrences
// behind a toggle, so a weekly client does not bury their other bookings under
// dozens of look-alike sessions. Rows wrap on a phone.
import { useId, useState } from 'react';
import styled from 'styled-components';
import { useGetAdminUserBookingsQuery } from '@marketplace/shared-api/api/admin-bookings';
import { formatTime12 } from '@marketplace/shared-api/booking-time';
import { formatPesos, fullName } from '@marketplace/shared-api/format';
import { formatDate } from '@marketplace/shared-api/time/date-format';
import type { AdminUser, Booking, BookingStatus, RecurringSeries, SeriesStatus, UserSummary } from '@marketplace/shared-api/types';
import { Badge, type BadgeVariant } from '@marketplace/shared-ui/badge';
import { Button } from '@marketplace/shared-ui/button';
import { Modal } from '@marketplace/shared-ui/modal';
import { LoadError } from '@marketplace/shared-ui/page-states';
import { Skeleton } from '@marketplace/shared-ui/skeleton';
import { weeklyRhythm } from '../series-rhythm';

const BOOKING_STATUS: Record<BookingStatus, { label: string; variant: BadgeVariant }> = {
  PENDING: { label: 'Pending', variant: 'warning' },
  CONFIRMED: { label: 'Confirmed', variant: 'success' },
  COMPLETED: { label: 'Completed', variant: 'info' },
  CANCELLED: { label: 'Cancelled', variant: 'danger' },
};

const SERIES_STATUS: Record<SeriesStatus, { label: string; variant: BadgeVariant }> = {
  requested: { label: 'Requested', variant: 'warning' },
  accepted: { label: 'Accepted', variant: 'success' },
  declined: { label: 'Declined', variant: 'danger' },
};

/** Who the user met and on which side the user was: bookings and series name the client `user`. */
function sideOf(userId: string, party: { userId: string; user: UserSummary; consultant: UserSummary }) {
  return party.userId === userId ? { side: 'as client', other: party.consultant } : { side: 'as assistant', other: party.user };
}

export function UserBookingsDialog({ user, onClose }: { user: AdminUser; onClose: () => void }) {
  const { data, isError, isFetching, refetch } = useGetAdminUserBookingsQuery(user.id);
  return (
    <Modal open onClose={onClose} size="3xl" title={`Bookings of ${fullName(user)}`}>
      {data ? (
        data.bookings.length + data.series.length === 0 ? (
          <Empty>No bookings yet.</Empty>
        ) : (
          <Rows aria-label={`Bookings of ${fullName(user)}`}>
            {data.series.map((series) => (
              <SeriesRow key={series.id} userId={user.id} series={series} />
            ))}
            {data.bookings.map((booking) => (
              <BookingRow key={booking.id} userId={user.id} booking={booking} />
            ))}
          </Rows>
        )
      ) : isError ? (
        <LoadError title="Could not load the bookings" description="Please try again." onRetry={() => refetch()} retrying={isFetching} />
      ) : (
        <Skeleton label="Loading bookings" withoutHeading />
      )}
    </Modal>
  );
}

function BookingRow({ userId, booking }: { userId: string; booking: Booking }) {
  const { side, other } = sideOf(userId, booking);
  const status = BOOKING_STATUS[booking.status];
  return (
    <Row>
      <Main>
        <strong>
          {formatDate(booking.date, 'chosen')} · {formatTime12(booking.startTime)}
        </strong>
        <span>
          {side}, with {fullName(other)}
        </span>
      </Main>
      <Badge variant={status.variant}>{status.label}</Badge>
      <span>{formatPesos(booking.price)}</span>
    </Row>
  );
}

function SeriesRow({ userId, series }: { userId: string; series: RecurringSeries }) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const { side, other } = sideOf(userId, series);
  const status = SERIES_STATUS[series.status];
  return (
    <Row>
      <Main>
        <strong>{weeklyRhythm(series.pattern)}</strong>
        <span>
          {side}, with {fullName(other)}
        </span>
      </Main>
      <Badge variant={status.variant}>{status.label}</Badge>
      <span>{series.remaining} remaining</span>
      <Button variant="secondary" size="sm" aria-expanded={open} aria-controls={listId} onClick={() => setOpen((was) => !was)}>
        {open ? 'Hide' : 'Show'} occurrences ({series.occurrences.length})
      </Button>
      {open && (
        <Occurrences id={listId} aria-label={`Occurrences of ${weeklyRhythm(series.pattern)}`}>
          {series.occurrences.map((occurrence) => (
            <Occurrence key={occurrence.id}>
              <span>
                {formatDate(occurrence.date, 'chosen')} · {formatTime12(occurrence.startTime)}
              </span>
              <Badge variant={BOOKING_STATUS[occurrence.status].variant}>{BOOKING_STATUS[occurrence.status].label}</Badge>
            </Occurrence>
          ))}
        </Occurrences>
      )}
    </Row>
  );
}

const Empty = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Rows = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Row = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  min-width: 0;
`;

const Main = styled.div`
  display: grid;
  flex: 1 1 14rem;
  min-width: 0;
  overflow-wrap: anywhere;
`;

const Occurrences = styled.ul`
  display: grid;
  flex-basis: 100%;
  gap: ${({ theme }) => theme.space[1]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Occurrence = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`;
