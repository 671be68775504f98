// The dashboard's reschedule modal (SPEC section 2): the next 14 days and the
// times still free on the chosen one (the booking's own hold counts as free);
// Confirm stays disabled until both are chosen.
import { Fragment, useId, useState } from 'react';
import styled from 'styled-components';
import { isWeekendDate } from '@marketplace/shared-api/time/wall-clock';
import { useGetAvailableTimesQuery } from '@marketplace/shared-api/api/bookings';
import { RESCHEDULE_WINDOW_DAYS } from '@marketplace/shared-api/constants';
import type { SessionDuration, SlotTime } from '@marketplace/shared-api/schemas/bookings';
import type { Booking } from '@marketplace/shared-api/types';
import { Button } from '@marketplace/shared-ui/button';
import { Modal } from '@marketplace/shared-ui/modal';
import { Choice, ChoiceRow, FreeTimes } from '../../../components/free-times';
import { useLiveSlots } from '../../../hooks/use-live-slots';
import { useAvailabilityRules } from '../../../hooks/use-availability-rules';
import { ReasonDescription, refusedProps } from '../../../components/refused-reason';
import { formatDate } from '@marketplace/shared-api/time/date-format';
import { useWallClock } from '@marketplace/shared-api/time/use-wall-clock';
import { nextDays } from '@marketplace/shared-api/time/wall-clock';
import { skipToken } from '@marketplace/shared-api/api/api';

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
  // Days the assistant's rules refuse stay listed and say why; the booking's own session does not count against its day.
  const rules = useAvailabilityRules(booking.consultantId, booking.date);
  const reasonIds = useId();
  const { data: times, isFetching, isError } = useGetAvailableTimesQuery(
    date
      ? { date, consultantId: booking.consultantId, duration: booking.duration as SessionDuration, bookingId: booking.id }
      : skipToken,
  );
  const free = (times ?? []).filter((slot) => !(date === booking.date && slot === booking.startTime));

  return (
    <Body>
      <ChoiceRow role="group" aria-label="Days">
        {days.map((day) => {
          // No weekend sessions (the server refuses them too): listed, but not a choice.
          const weekend = isWeekendDate(day);
          const reason = weekend ? null : rules.dayReason(day, booking.duration);
          return (
            <Fragment key={day}>
              <Choice
                type="button"
                aria-pressed={date === day}
                disabled={weekend}
                {...refusedProps(reason, `${reasonIds}-${day}`)}
                onClick={() => {
                  if (reason) return;
                  setDate(day);
                  setTime(null);
                }}
              >
                {formatDate(day, 'chosen')}
              </Choice>
              <ReasonDescription id={`${reasonIds}-${day}`} reason={reason} />
            </Fragment>
          );
        })}
      </ChoiceRow>
      {date && isError && <p role="alert">Could not fetch available times. Please try again.</p>}
      <FreeTimes
        date={date}
        times={free}
        isFetching={isFetching}
        isError={isError}
        hours={booking.duration}
        chosen={time}
        onChoose={setTime}
      />
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

const Footer = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[3]};
`;
