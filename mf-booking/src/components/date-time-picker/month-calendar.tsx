// One month of the Dates tab: the 'MMMM yyyy' heading, Su to Sa headers and a
// button per day (named with its short month and day), disabled when it cannot be chosen
// at all (past, a weekend, beyond the horizon) and refused, focusable with its reason,
// when the assistant does not take it (a day off, or fully booked). The three read
// differently (CalendarLegend names them): a past day is faded, a closed day struck
// through, a refused day has a dashed outline.
// The grid is one Tab stop (roving tabindex): the arrow keys move focus between
// its days (calendar-keys.ts), and on into the month shown beside it; Enter or Space
// chooses the focused one.
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
  /** Today's date key: days before it read as past, not as closed. */
  today?: string;
  /** The days that can be chosen in every month shown, and how to focus one: the arrow keys cross into them. */
  shown?: ShownDays;
}

export interface ShownDays {
  enabledDays: readonly string[];
  focus: (date: string) => void;
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

export function MonthCalendar({ month, selected, isDisabled, reasonOf = NO_REASON, onSelect, today, shown }: MonthCalendarProps) {
  const reasonIds = useId();
  const heading = formatDate(keyOf(month), 'month');
  const weeks = weeksOf(month);
  const enabledDays = weeks.flat().flatMap((day) => (day && !isDisabled(keyOf(day)) ? [keyOf(day)] : []));
  const [moved, setMoved] = useState<string | null>(null);
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const tabStop = tabStopDay(enabledDays, moved, selected);

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, from: string) => {
    if (event.key in KEYS_HANDLED) event.preventDefault();
    const target = dayForKey(event.key, from, enabledDays);
    if (target) {
      setMoved(target);
      buttons.current.get(target)?.focus();
      return;
    }
    // Past the month's edge: on into the month shown beside it.
    const beyond = shown && dayForKey(event.key, from, shown.enabledDays, { acrossMonths: true });
    if (beyond) shown.focus(beyond);
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
                      data-day={key}
                      data-past={today !== undefined && key < today ? '' : undefined}
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

  /* Closed (a weekend, beyond the horizon): struck through. */
  &:disabled {
    color: ${({ theme }) => theme.colors.textMuted};
    text-decoration: line-through;
    cursor: not-allowed;
  }

  /* Past: faded, nothing more to say about it. */
  &:disabled[data-past] {
    opacity: 0.35;
    text-decoration: none;
  }

  /* Refused (a day off, fully booked): a dashed outline, its reason on hover or focus. */
  ${refusedStyle}
  &[aria-disabled='true'] {
    border-color: ${({ theme }) => theme.colors.textMuted};
    background: transparent;
    text-decoration: none;
  }
`;

/** What the three looks of a day that cannot be chosen mean. */
export function CalendarLegend({ refused }: { refused: string }) {
  return (
    <Legend aria-label="How days are marked">
      <li>
        <Swatch aria-hidden="true" data-look="past">
          8
        </Swatch>
        Past
      </li>
      <li>
        <Swatch aria-hidden="true" data-look="closed">
          8
        </Swatch>
        No sessions (weekends)
      </li>
      <li>
        <Swatch aria-hidden="true" data-look="refused">
          8
        </Swatch>
        {refused}
      </li>
    </Legend>
  );
}

const Legend = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space[2]} ${theme.space[4]}`};
  margin: ${({ theme }) => theme.space[2]} 0 0;
  padding: 0;
  list-style: none;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  li {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[2]};
  }
`;

const Swatch = styled.span`
  display: inline-grid;
  place-items: center;
  width: 1.75rem;
  height: 1.75rem;
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radii.full};
  color: ${({ theme }) => theme.colors.textMuted};

  &[data-look='past'] {
    opacity: 0.35;
  }

  &[data-look='closed'] {
    text-decoration: line-through;
  }

  &[data-look='refused'] {
    border-style: dashed;
    border-color: ${({ theme }) => theme.colors.textMuted};
  }
`;
