// The chips a session's day and time are chosen with (the booking widget, the
// dashboard's reschedule dialog), and the free times of the chosen day: loading,
// none, or one chip per start time as a 12-hour range (the viewer's own clock
// beneath it when it reads differently).
import styled from 'styled-components';
import { refusedStyle } from './refused-reason';
import { timeRange } from '@marketplace/shared-api/booking-time';
import type { SlotTime } from '@marketplace/shared-api/schemas/bookings';
import { ViewerTimeLine } from '@marketplace/shared-ui/viewer-time-line';

export const NO_FREE_TIMES = 'No available times for this date. Please select another date.';

export interface FreeTimesProps {
  /** The chosen day; nothing shows until there is one. */
  date: string | null;
  /** The day's free start times, once loaded. */
  times: readonly SlotTime[] | undefined;
  isFetching: boolean;
  /** The fetch failed: the caller says so; 'no times' is not claimed. */
  isError: boolean;
  /** How long a chip's range runs, in hours. */
  hours: number;
  chosen: SlotTime | null;
  onChoose: (time: SlotTime) => void;
  className?: string;
}

export function FreeTimes({ date, times, isFetching, isError, hours, chosen, onChoose, className }: FreeTimesProps) {
  if (!date) return null;
  if (isFetching) return <p role="status">Loading available times...</p>;
  if (!times || (times.length === 0 && isError)) return null;
  if (times.length === 0) return <p>{NO_FREE_TIMES}</p>;
  return (
    <ChoiceRow role="group" aria-label="Times" className={className}>
      {times.map((slot) => (
        <Choice key={slot} type="button" aria-pressed={chosen === slot} onClick={() => onChoose(slot)}>
          {timeRange(slot, hours)}
          <ViewerTimeLine session={{ date, startTime: slot, duration: hours }} />
        </Choice>
      ))}
    </ChoiceRow>
  );
}

export const ChoiceRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

/** A toggle chip: pressed is the choice made. */
export const Choice = styled.button`
  display: inline-flex;
  flex-direction: column;
  align-items: center;
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

  ${refusedStyle}
`;
