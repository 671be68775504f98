// The dashboard's reschedule modal (SPEC section 2): the next 14 days and the
// times still free on the chosen one (the booking's own hold counts as free);
// Confirm stays disabled until both are chosen.
import { skipToken } from '@reduxjs/toolkit/query';
import { useState } from 'react';
import styled from 'styled-components';
import { isWeekendDate } from '@marketplace/shared-api/time/wall-clock';
import { timeRange } from '@marketplace/shared-api/booking-time';
import { useGetAvailableTimesQuery } from '@marketplace/shared-api/api/bookings';
import { RESCHEDULE_WINDOW_DAYS } from '@marketplace/shared-api/constants';
import type { SessionDuration, SlotTime } from '@marketplace/shared-api/schemas/bookings';
import type { Booking } from '@marketplace/shared-api/types';
import { Button } from '@marketplace/shared-ui/button';
import { Modal } from '@marketplace/shared-ui/modal';
import { useLiveSlots } from '../../../hooks/use-live-slots';
import { formatDate } from '@marketplace/shared-api/time/date-format';
import { useWallClock } from '@marketplace/shared-api/time/use-wall-clock';
import { nextDays } from '@marketplace/shared-api/time/wall-clock';

export interface RescheduleDaysDialogProps {
  booking: Booking | null;
  busy: boolean;
  onConfirm: (booking: Booking, date: string, startTime: SlotTime) => void;
  onClose: () => void;
}

export function RescheduleDaysDialog({ booking, busy, onConfirm, onClose }: RescheduleDaysDialogProps) {
  return (
    <Modal open={booking !== null} onClose={onClose} title="Reschedule Booking" size="2xl">
      {booking && <DaysAndTimes booking={booking} busy={busy} onConfirm={onConfirm} onClose={onClose} />}
    </Modal>
  );
}

function DaysAndTimes({ booking, busy, onConfirm, onClose }: RescheduleDaysDialogProps & { booking: Booking }) {
  const clock = useWallClock();
  const [days] = useState(() => nextDays(RESCHEDULE_WINDOW_DAYS, clock.today()));
  const [date, setDate] = useState<string | null>(null);
  const [time, setTime] = useState<SlotTime | null>(null);
  useLiveSlots(booking.consultantId);
  const { data: times, isFetching, isError } = useGetAvailableTimesQuery(
    date
      ? { date, consultantId: booking.consultantId, duration: booking.duration as SessionDuration, bookingId: booking.id }
      : skipToken,
  );
  const free = (times ?? []).filter((slot) => !(date === booking.date && slot === booking.startTime));

  return (
    <Body>
      <Row role="group" aria-label="Days">
        {days.map((day) => (
          <Choice
            key={day}
            type="button"
            aria-pressed={date === day}
            // No weekend sessions (the server refuses them too): listed, but not a choice.
            disabled={isWeekendDate(day)}
            onClick={() => {
              setDate(day);
              setTime(null);
            }}
          >
            {formatDate(day, 'chosen')}
          </Choice>
        ))}
      </Row>
      {date && isFetching && <p role="status">Loading available times...</p>}
      {date && isError && <p role="alert">Could not fetch available times. Please try again.</p>}
      {date && !isFetching && !isError && free.length === 0 && <p>No available times for this date. Please select another date.</p>}
      {date && !isFetching && free.length > 0 && (
        <Row role="group" aria-label="Times">
          {free.map((slot) => (
            <Choice key={slot} type="button" aria-pressed={time === slot} onClick={() => setTime(slot)}>
              {timeRange(slot, booking.duration)}
            </Choice>
          ))}
        </Row>
      )}
      <Footer>
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button disabled={!date || !time} loading={busy} onClick={() => date && time && onConfirm(booking, date, time)}>
          Confirm
        </Button>
      </Footer>
    </Body>
  );
}

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

const Choice = styled.button`
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  cursor: pointer;

  &[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
  }

  &:disabled {
    cursor: not-allowed;
    opacity: 0.5;
  }
`;

const Footer = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[3]};
`;
