// Shown when a save's new days off hold bookings (the server's 409): it lists them
// and saves again only on 'Keep them and save'. Saving never cancels a booking, so
// they stay booked either way.
import styled from 'styled-components';
import type { DayOffBooking } from '@marketplace/shared-api/availability/types';
import { timeRange } from '@marketplace/shared-api/booking-time';
import { formatDate } from '@marketplace/shared-api/time/date-format';
import { Button } from '@marketplace/shared-ui/button';
import { Actions } from './settings-layout';

export interface DayOffConflictWarningProps {
  bookings: DayOffBooking[];
  saving: boolean;
  onBack: () => void;
  onConfirm: () => void;
}

export function DayOffConflictWarning({ bookings, saving, onBack, onConfirm }: DayOffConflictWarningProps) {
  return (
    <Warning role="alert" aria-labelledby="conflict-heading">
      <h2 id="conflict-heading">These days off already have bookings</h2>
      <p>They stay booked: cancel or reschedule them from your bookings if you need to.</p>
      <ul>
        {bookings.map((booking) => (
          <li key={booking.id}>
            {formatDate(booking.date, 'full')}, {timeRange(booking.startTime, booking.duration)} with {booking.clientName} (ref {booking.reference})
          </li>
        ))}
      </ul>
      <Actions>
        <Button type="button" variant="secondary" onClick={onBack}>
          Go back
        </Button>
        <Button type="button" loading={saving} onClick={onConfirm}>
          Keep them and save
        </Button>
      </Actions>
    </Warning>
  );
}

const Warning = styled.section`
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.warning};
  border-radius: ${({ theme }) => theme.radii.md};

  h2 {
    margin: 0 0 ${({ theme }) => theme.space[2]};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;
