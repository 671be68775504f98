// The browsers' fixed clock for a booking flow: 08:00 in the marketplace zone
// (Asia/Manila, UTC+8 all year, the server's default MARKETPLACE_TIME_ZONE) on the
// first given weekday at least two days after the run's "now" (./run-clock.ts:
// never the real date, so a commit books the same days on every run). The screens judge "today" and a
// started slot on the marketplace clock, so the hour is set in that zone: the
// day's 9:00 AM slot has not started, whatever zone the test runner is in.
import { runNow } from './run-clock';

const MARKETPLACE_TIME_ZONE = 'Asia/Manila';
const MARKETPLACE_UTC_OFFSET_HOURS = 8;

export interface BookingDay {
  /** The instant to fix the browsers' clocks at. */
  at: Date;
  /** The widget's date button, e.g. 'Mon Nov 30'. */
  dateButton: string;
  /** The wizard's and lists' date, e.g. 'Mon, Nov 30'. */
  chosenDate: string;
}

export function bookingDay(weekday: number): BookingDay {
  const now = runNow();
  const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 2));
  while (day.getUTCDay() !== weekday) day.setUTCDate(day.getUTCDate() + 1);
  return bookingDayAt(new Date(day.getTime() + (8 - MARKETPLACE_UTC_OFFSET_HOURS) * 3_600_000));
}

/** The same, for a given instant (08:00 Manila on the day a flow chose). */
export function bookingDayAt(at: Date): BookingDay {
  const inZone = (options: Intl.DateTimeFormatOptions) => at.toLocaleDateString('en-US', { ...options, timeZone: MARKETPLACE_TIME_ZONE });
  return {
    at,
    dateButton: `${inZone({ weekday: 'short' })} ${inZone({ month: 'short', day: 'numeric' })}`,
    chosenDate: inZone({ weekday: 'short', month: 'short', day: 'numeric' }),
  };
}
