// Which dates a session may be booked on, one rule for the widget, the picker,
// the dashboard's reschedule choices and the server: weekdays only (no Saturday
// or Sunday), from today to the end of the last month the picker offers
// (PICKER_MONTHS_OFFERED months, this one included). Pure 'yyyy-MM-dd'
// arithmetic, so it means the same in any time zone.
import { PICKER_MONTHS_OFFERED } from '@marketplace/shared-api/constants';

export const WEEKEND_DATE_MESSAGE = 'Sessions are held Monday to Friday. Please choose a weekday.';
export const TOO_FAR_AHEAD_MESSAGE = `Bookings open ${PICKER_MONTHS_OFFERED} months ahead. Please choose an earlier date.`;

const parts = (dateKey: string) => dateKey.split('-').map(Number) as [number, number, number];

/** True for a Saturday or Sunday. */
export function isWeekendDate(dateKey: string): boolean {
  const [year, month, day] = parts(dateKey);
  const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  return weekday === 0 || weekday === 6;
}

/** The last date that may be booked when today is todayKey: the end of the PICKER_MONTHS_OFFERED-th month. */
export function lastBookableDate(todayKey: string): string {
  const [year, month] = parts(todayKey);
  // Day 0 of the month after the last offered one is the last offered month's final day.
  const last = new Date(Date.UTC(year, month - 1 + PICKER_MONTHS_OFFERED, 0));
  return last.toISOString().slice(0, 10);
}
