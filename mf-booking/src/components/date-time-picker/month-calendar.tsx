// One month of the Dates tab: the 'MMMM yyyy' heading, Su to Sa headers and a
// button per day (named with its short month and day), disabled when the day is past or full.
// The grid is one Tab stop (roving tabindex): the arrow keys move focus between
// its days (calendar-keys.ts), Enter or Space chooses the focused one.
import { addDays, endOfMonth, getDay, startOfMonth } from 'date-fns';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { formatDate } from '@marketplace/shared-api/time/date-format';
import { keyOf } from '@marketplace/shared-api/time/wall-clock';
import { dayForKey, tabStopDay } from './calendar-keys';
import { ReasonDescription, refusedProps, refusedStyle } from '../refused-reason';

export const WEEKDAY_HEADERS = ['Su', 'Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa'] as const;

export interface MonthCalendarProps {
  month: Date;
  selected: string | null;
  isDisabled: (date: string) => boolean;
  /** Why the assistant's rules refuse the day (it stays focusable and says so), or null. */
  reasonOf?: (date: string) => string | null;
  onSelect: (date: string) => void;
}

/** The month's days in weeks of seven, with nulls before the first day and after the last. */
function weeksOf(month: Date): Array<Array<Date | null>> {
  const first = startOfMonth(month);
  const last = endOfMonth(month);
  const cells: Array<Date | null> = Array.from({ length: getDay(first) }, () => null);
  for (let day = first; day <= last; day = addDays(day, 1)) cells.push(day);
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7));
}

const NO_REASON = () => null;

export function MonthCalendar({ month, selected, isDisabled, reasonOf = NO_REASON, onSelect }: MonthCalendarProps) {
  const reasonIds = useId();
  const heading = formatDate(keyOf(month), 'month');
  const weeks = weeksOf(month);
  const enabledDays = weeks.flat().flatMap((day) => (day && !isDisabled(keyOf(day)) ? [keyOf(day)] : []));
  const [moved, setMoved] = useState<string | null>(null);
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const tabStop = tabStopDay(enabledDays, moved, selected);

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, from: string) => {
    const target = dayForKey(event.key, from, enabledDays);
    if (event.key in KEYS_HANDLED) event.preventDefault();
    if (!target) return;
    setMoved(target);
    buttons.current.get(target)?.focus();
  };

  return (
    <Month>
      <Heading>{heading}</Heading>
      <Grid role="grid" aria-label={heading}>
        <thead>
          <tr>
            {WEEKDAY_HEADERS.map((day) => (
              <th key={day} scope="col">
                {day}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week, index) => (
            <tr key={index}>
              {week.map((day, column) => {
                if (!day) return <td key={column} />;
                const key = keyOf(day);
                const disabled = isDisabled(key);
                const reason = disabled ? null : reasonOf(key);
                return (
                  <td key={key}>
                    <Day
                      ref={(button) => {
                        if (button) buttons.current.set(key, button);
                        else buttons.current.delete(key);
                      }}
                      type="button"
                      aria-label={formatDate(key, 'button')}
                      aria-pressed={selected === key}
                      disabled={disabled}
                      {...refusedProps(reason, `${reasonIds}-${key}`)}
                      tabIndex={key === tabStop ? 0 : -1}
                      onKeyDown={(event) => onKeyDown(event, key)}
                      onClick={() => {
                        setMoved(key);
                        if (!reason) onSelect(key);
                      }}
                    >
                      {day.getDate()}
                    </Day>
                    <ReasonDescription id={`${reasonIds}-${key}`} reason={reason} />
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </Grid>
    </Month>
  );
}

/** Keys the grid owns: they move focus and never scroll the page. */
const KEYS_HANDLED = { ArrowLeft: true, ArrowRight: true, ArrowUp: true, ArrowDown: true, Home: true, End: true };

const Month = styled.div`
  flex: 1 1 16rem;
  min-width: 0;
`;

const Heading = styled.h3`
  margin: 0 0 ${({ theme }) => theme.space[2]};
  text-align: center;
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

const Grid = styled.table`
  width: 100%;
  border-collapse: collapse;
  table-layout: fixed;

  th {
    padding: ${({ theme }) => theme.space[1]} 0;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }

  td {
    padding: 2px;
    text-align: center;
  }
`;

const Day = styled.button`
  width: 100%;
  aspect-ratio: 1;
  max-width: 2.75rem;
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radii.full};
  background: transparent;
  cursor: pointer;

  &:hover:not(:disabled) {
    background: ${({ theme }) => theme.colors.surfaceRaised};
  }

  &[aria-pressed='true'] {
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
  }

  &:disabled {
    color: ${({ theme }) => theme.colors.textMuted};
    opacity: 0.4;
    text-decoration: line-through;
    cursor: not-allowed;
  }

  ${refusedStyle}
  &[aria-disabled='true'] {
    border-style: solid;
    background: transparent;
  }
`;
