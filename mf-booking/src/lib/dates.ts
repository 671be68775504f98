// Booking dates as the screens handle them: 'yyyy-MM-dd' keys (the API's
// wall-clock dates) and the three display formats of SPEC section 2 (short month
// and day on date buttons, 'MMMM yyyy' calendar headings, 'EEE, MMM d' for the
// chosen date). Dates are local calendar days; "today" is the viewer's.
import { addDays, endOfMonth, format, isWeekend, parse, startOfDay } from 'date-fns';
import { addHours as addHoursToTime } from '@marketplace/shared-api/booking-time';
import type { Booking } from '@marketplace/shared-api/types';

export const DATE_KEY = 'yyyy-MM-dd';
export const BUTTON_DATE_FORMAT = 'MMM d';
export const MONTH_HEADING_FORMAT = 'MMMM yyyy';
export const CHOSEN_DATE_FORMAT = 'EEE, MMM d';

export const toDateKey = (date: Date) => format(date, DATE_KEY);
export const fromDateKey = (key: string) => parse(key, DATE_KEY, new Date());

export const buttonDate = (key: string) => format(fromDateKey(key), BUTTON_DATE_FORMAT);
export const monthHeading = (date: Date) => format(date, MONTH_HEADING_FORMAT);
export const chosenDate = (key: string) => format(fromDateKey(key), CHOSEN_DATE_FORMAT);

/** SPEC: the profile widget offers weekdays from today to the end of the current month. */
export function weekdaysToMonthEnd(now: Date = new Date()): string[] {
  const days: string[] = [];
  const last = endOfMonth(now);
  for (let day = startOfDay(now); day <= last; day = addDays(day, 1)) {
    if (!isWeekend(day)) days.push(toDateKey(day));
  }
  return days;
}

/** The dashboard's reschedule window: the next `count` days from today. */
export function nextDays(count: number, now: Date = new Date()): string[] {
  return Array.from({ length: count }, (_, index) => toDateKey(addDays(startOfDay(now), index)));
}

/** When a booking's session ends (start plus its duration), as a local date-time. */
export function bookingEnd(booking: Pick<Booking, 'date' | 'startTime' | 'duration'>): Date {
  const [hours] = booking.startTime.split(':').map(Number);
  const end = fromDateKey(booking.date);
  end.setHours(hours + booking.duration, Number(booking.startTime.slice(3, 5)), 0, 0);
  return end;
}

/** The session's start has come: it can no longer be moved. */
export const hasStarted = (booking: Pick<Booking, 'date' | 'startTime'>, now: Date = new Date()) =>
  bookingEnd({ ...booking, duration: 0 }).getTime() <= now.getTime();

/** SPEC's "date earlier than now": the session is over. */
export const isPastBooking = (booking: Pick<Booking, 'date' | 'startTime' | 'duration'>, now: Date = new Date()) =>
  bookingEnd(booking).getTime() < now.getTime();

/** '09:00' -> '13:00': the listed end of a slot. */
export const slotEnd = (startTime: string, hours: number) => addHoursToTime(startTime, hours);
