// The date and time picker of SPEC section 2, used to book and to reschedule
// (exposed as mf_booking/DateTimePicker). It loads the consultant's booked slots
// (GET /bookings/booked/{id}, kept live over the socket), offers the Dates,
// Months and Flexible tabs, then the two slot cards of the chosen day, and
// reports the chosen date and time through onContinue. Each calendar is one Tab
// stop (month-calendar.tsx), so the keyboard reaches Continue in a few Tabs.
import { addMonths, isSameMonth, startOfMonth } from 'date-fns';
import { useId, useMemo, useRef, useState } from 'react';
import styled from 'styled-components';
import { useGetBookedSlotsQuery } from '@marketplace/shared-api/api/bookings';
import { PICKER_MONTHS_OFFERED, PICKER_MONTHS_SHOWN } from '@marketplace/shared-api/constants';
import type { SlotTime } from '@marketplace/shared-api/schemas/bookings';
import { formatDate } from '@marketplace/shared-api/time/date-format';
import { useWallClock } from '@marketplace/shared-api/time/use-wall-clock';
import { addDaysToKey, dayOf, keyOf } from '@marketplace/shared-api/time/wall-clock';
import type { BookedSlot } from '@marketplace/shared-api/types';
import { Button } from '@marketplace/shared-ui/button';
import { Tabs } from '@marketplace/shared-ui/tabs';
import { useLiveSlots } from '../../hooks/use-live-slots';
import { useAvailabilityRules } from '../../hooks/use-availability-rules';
import { StepActions } from '../step-actions';
import { TOUCH_TARGET_PX } from '../../lib/touch-target';
import { FlexibleTab } from './flexible-tab';
import { CalendarLegend, MonthCalendar, type ShownDays } from './month-calendar';
import { MonthsTab } from './months-tab';
import { bookedByDate, heldSlots, isDayClosed, isDayFull, slotState } from './picker-state';
import { SlotCards } from './slot-cards';

export interface DateTimeSelection {
  /** yyyy-MM-dd */
  date: string;
  startTime: SlotTime;
}

export interface DateTimePickerProps {
  consultantId: string;
  /** Rescheduling: the booking's current date and start time (both given). */
  initialDate?: string;
  initialTime?: string;
  /** Hours of the session; a full day (8) needs both slots of a day and starts at 09:00. */
  duration?: number;
  /** A choice to start from when booking (e.g. carried over from the profile widget). */
  defaultSelection?: DateTimeSelection | null;
  /** The caller is saving the choice: the action button waits. */
  submitting?: boolean;
  onContinue: (selection: DateTimeSelection) => void;
}

type PickerTab = 'dates' | 'months' | 'flexible';

const TAB_ITEMS = [
  { value: 'dates', label: 'Dates' },
  { value: 'months', label: 'Months' },
  { value: 'flexible', label: 'Flexible' },
] as const;

const NO_SLOTS: BookedSlot[] = [];

export function DateTimePicker({
  consultantId,
  initialDate,
  initialTime,
  duration = 4,
  defaultSelection,
  submitting = false,
  onContinue,
}: DateTimePickerProps) {
  const headingId = useId();
  const timeHeadingId = useId();
  const rescheduling = Boolean(initialDate && initialTime);
  const start = rescheduling ? { date: initialDate as string, startTime: initialTime as SlotTime } : (defaultSelection ?? null);
  // "Today" and started slots are the marketplace's (its zone), not the browser's.
  const clock = useWallClock();
  const now = clock.now();
  const today = now.date;
  const thisMonth = startOfMonth(dayOf(today));
  const [tab, setTab] = useState<PickerTab>('dates');
  const [firstMonth, setFirstMonth] = useState(() => startOfMonth(dayOf(start && start.date >= today ? start.date : today)));
  const [date, setDate] = useState<string | null>(start?.date ?? null);
  const [time, setTime] = useState<SlotTime | null>(start?.startTime ?? null);

  useLiveSlots(consultantId);
  // SPEC section 8: a failure of the booked list is only logged (base query); the picker shows none booked.
  const { data = NO_SLOTS, isLoading } = useGetBookedSlotsQuery(consultantId);
  const booked = useMemo(
    () => bookedByDate(data, rescheduling ? heldSlots(initialDate as string, initialTime as string, duration) : []),
    [data, rescheduling, initialDate, initialTime, duration],
  );
  const current = rescheduling ? { date: initialDate as string, time: initialTime as string } : undefined;
  // The assistant's rules; a booking being moved does not count against its own day's limits.
  const rules = useAvailabilityRules(consultantId, rescheduling ? initialDate : undefined);
  // A fully booked day is refused like a day off (focusable, saying so), not closed like a weekend.
  const reasonOfDay = (day: string) => {
    if (current && current.date === day) return null;
    return isDayFull(booked, day, duration) ? FULLY_BOOKED : rules.dayReason(day, duration);
  };
  const isClosed = (day: string) => isDayClosed(day, today) && !(current && current.date === day);
  const stateOf = (day: string, slot: SlotTime) => {
    const state = slotState(booked, day, slot, { duration, current, now });
    return state === 'free' && rules.slotReason(day, slot, duration) ? 'refused' : state;
  };

  const chooseDate = (next: string) => {
    setDate(next);
    // SPEC: picking a new date clears the slot.
    if (next !== date) setTime(null);
  };
  const lastFirstMonth = addMonths(thisMonth, PICKER_MONTHS_OFFERED - PICKER_MONTHS_SHOWN);
  const months = Array.from({ length: PICKER_MONTHS_SHOWN }, (_, index) => addMonths(firstMonth, index));
  // The arrow keys cross from one month's grid into the next one's (month-calendar.tsx).
  const monthsRef = useRef<HTMLDivElement>(null);
  const shown: ShownDays = {
    enabledDays: daysOf(months).filter((day) => !isClosed(day)),
    focus: (day) => monthsRef.current?.querySelector<HTMLButtonElement>(`[data-day="${day}"]`)?.focus(),
  };

  return (
    <Picker aria-labelledby={headingId}>
      <header>
        <Title id={headingId}>{rescheduling ? 'Choose a New Date and Time' : 'Choose a Date and Time'}</Title>
        <Subtitle>
          {rescheduling ? 'Select a new date and time for your rescheduled booking' : "Select when you'd like to book your consultation"}
        </Subtitle>
      </header>
      {isLoading ? (
        <p role="status">Loading available dates...</p>
      ) : (
        <Tabs label="Ways to choose a date" items={TAB_ITEMS} value={tab} onChange={setTab}>
          {tab === 'dates' && (
            <>
              <MonthNav>
                <ArrowButton
                  variant="ghost"
                  size="sm"
                  aria-label="Previous month"
                  disabled={isSameMonth(firstMonth, thisMonth)}
                  onClick={() => setFirstMonth((month) => addMonths(month, -1))}
                >
                  ‹
                </ArrowButton>
                <ArrowButton
                  variant="ghost"
                  size="sm"
                  aria-label="Next month"
                  disabled={firstMonth >= lastFirstMonth}
                  onClick={() => setFirstMonth((month) => addMonths(month, 1))}
                >
                  ›
                </ArrowButton>
              </MonthNav>
              <Months ref={monthsRef}>
                {months.map((month) => (
                  <MonthCalendar
                    key={month.getTime()}
                    month={month}
                    selected={date}
                    isDisabled={isClosed}
                    reasonOf={reasonOfDay}
                    onSelect={chooseDate}
                    today={today}
                    shown={shown}
                  />
                ))}
              </Months>
              <CalendarLegend refused="Booked, or not taken by the assistant" />
            </>
          )}
          {tab === 'months' && (
            <MonthsTab
              now={thisMonth}
              onChoose={(month) => {
                setFirstMonth(month > lastFirstMonth ? lastFirstMonth : month);
                setTab('dates');
              }}
            />
          )}
          {tab === 'flexible' && <FlexibleTab />}
        </Tabs>
      )}
      {date && (
        <section aria-labelledby={timeHeadingId}>
          <TimeHeading id={timeHeadingId}>Select a time for {formatDate(date, 'chosen')}</TimeHeading>
          <SlotCards
            date={date}
            stateOf={(slot) => stateOf(date, slot)}
            reasonOf={(slot) => rules.slotReason(date, slot, duration)}
            selected={time}
            onSelect={setTime}
          />
        </section>
      )}
      <StepActions>
        <Button
          disabled={!date || !time}
          loading={submitting}
          onClick={() => date && time && onContinue({ date, startTime: time })}
        >
          {rescheduling ? 'Update Booking' : 'Continue'}
        </Button>
      </StepActions>
    </Picker>
  );
}

const Picker = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

const Subtitle = styled.p`
  margin: ${({ theme }) => theme.space[1]} 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const MonthNav = styled.div`
  display: flex;
  justify-content: space-between;
`;

const Months = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[6]};
`;

const TimeHeading = styled.h3`
  margin: 0 0 ${({ theme }) => theme.space[3]};
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

const ArrowButton = styled(Button)`
  min-width: ${TOUCH_TARGET_PX}px;
  min-height: ${TOUCH_TARGET_PX}px;
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

/** The day a fully booked date says it is, on hover, focus and to screen readers. */
export const FULLY_BOOKED = 'Fully booked on this day.';

/** Every date key of the given months, in order. */
function daysOf(months: Date[]): string[] {
  return months.flatMap((month) => {
    const first = keyOf(startOfMonth(month));
    const days: string[] = [];
    for (let day = first; day.slice(0, 7) === first.slice(0, 7); day = addDaysToKey(day, 1)) days.push(day);
    return days;
  });
}
