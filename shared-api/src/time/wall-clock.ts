// The marketplace's wall clock (SPEC section 9; docs/abuse-limits.md, booking dates): booking dates
// and slot times are wall-clock values in the marketplace zone
// (MARKETPLACE_TIME_ZONE, served by GET /api/config), as the server judges them,
// whatever zone the browser is in. Every date rule on screen goes through here:
// "today", a slot that has started, a session that is over, and how a date key
// reads. Pure functions of (zone, instant); screens get both from useWallClock.
//
//   const now = wallTime('Asia/Manila', new Date()); // { date: '2026-06-10', time: '18:05' }
//   hasStarted({ date: '2026-06-10', startTime: '13:00' }, now); // true
//
// Which dates a session may be booked on is one rule here too, for the widget, the
// picker, the dashboard's reschedule choices and the server: weekdays only, from
// today to the end of the last month the picker offers. Date keys ('yyyy-MM-dd')
// are pure calendar arithmetic, so they mean the same in any time zone.
import { PICKER_MONTHS_OFFERED } from '@marketplace/shared-api/constants';
import { yieldToBrowser } from '@marketplace/shared-api/yield-to-browser';

export const WEEKEND_DATE_MESSAGE = 'Sessions are held Monday to Friday. Please choose a weekday.';
export const TOO_FAR_AHEAD_MESSAGE = `Bookings open ${PICKER_MONTHS_OFFERED} months ahead. Please choose an earlier date.`;

/** Used until GET /api/config answers, and when it fails: the server's own default. */
export const DEFAULT_MARKETPLACE_TIME_ZONE = 'Asia/Manila';

/** A moment read on the marketplace's wall clock: 'yyyy-MM-dd' and 'HH:mm'. */
export interface WallTime {
  date: string;
  time: string;
}

const readers = new Map<string, Intl.DateTimeFormat>();

function readerFor(zone: string): Intl.DateTimeFormat {
  let reader = readers.get(zone);
  if (!reader) {
    reader = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    readers.set(zone, reader);
  }
  return reader;
}

/**
 * Makes the zone's reader in a task of its own. A page's first Intl formatter loads
 * ICU's locale data: 15-20 ms, and 60-80 ms of a phone's main thread at Lighthouse's 4x
 * CPU, which inside the page's first render made one long task of it (TBT).
 * A loader whose page shows dates awaits this beside its data, so the cost is paid
 * while the data loads. The locale data serves every zone; the default's reader is kept.
 */
export async function prepareWallClock(): Promise<void> {
  await yieldToBrowser();
  readerFor(DEFAULT_MARKETPLACE_TIME_ZONE);
  await yieldToBrowser();
}

/** The zone's clock at `instant`, field by field ('2026', '06', '10', '18', '05', '09'); the server's offset arithmetic reads it too. */
export function wallParts(zone: string, instant: Date): Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', string> {
  const parts = Object.fromEntries(readerFor(zone).formatToParts(instant).map((part) => [part.type, part.value]));
  return { year: parts.year, month: parts.month, day: parts.day, hour: parts.hour, minute: parts.minute, second: parts.second };
}

// The last reading per zone, by the minute it was in: every request that judges a
// date asks for today, and formatting one costs about 6 µs. Zone offsets are whole
// minutes (since the 1970s in every zone), so a wall clock's minute only turns when UTC's does.
const lastReadings = new Map<string, { minute: number; reading: WallTime }>();

/** What the marketplace's clocks show at `instant`. */
export function wallTime(zone: string, instant: Date): WallTime {
  const minute = Math.floor(instant.getTime() / 60_000);
  const last = lastReadings.get(zone);
  if (last?.minute === minute) return { ...last.reading };
  const parts = wallParts(zone, instant);
  const reading = { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
  lastReadings.set(zone, { minute, reading });
  return { ...reading };
}

/** The marketplace's today, 'yyyy-MM-dd'. */
export const todayIn = (zone: string, instant: Date) => wallTime(zone, instant).date;

const stamp = ({ date, time }: WallTime) => `${date} ${time}`;

/** A date key and time moved on by whole hours (a session's end may fall on the next day). */
export function addWallHours({ date, time }: WallTime, hours: number): WallTime {
  const [year, month, day] = date.split('-').map(Number);
  const [hour, minute] = time.split(':').map(Number);
  const moved = new Date(Date.UTC(year, month - 1, day, hour + hours, minute));
  return { date: moved.toISOString().slice(0, 10), time: moved.toISOString().slice(11, 16) };
}

/** The session's start has come: it can no longer be moved. */
export const hasStarted = (slot: { date: string; startTime: string }, now: WallTime) =>
  stamp({ date: slot.date, time: slot.startTime }) <= stamp(now);

/** SPEC's "date earlier than now": the session (start plus its duration) is over. */
export const isOver = (booking: { date: string; startTime: string; duration: number }, now: WallTime) =>
  stamp(addWallHours({ date: booking.date, time: booking.startTime }, booking.duration)) < stamp(now);

// Date keys are read and written field by field: the slot routes do a dozen of these
// sums a request, and splitting the key and formatting an ISO string cost four times as much.
const twoDigits = (value: number) => (value < 10 ? `0${value}` : String(value));

/** The UTC midnight of a date key, `days` calendar days on. */
const utcDayOf = (key: string, days = 0) => new Date(Date.UTC(Number(key.slice(0, 4)), Number(key.slice(5, 7)) - 1, Number(key.slice(8, 10)) + days));

const keyOfUtcDay = (day: Date) => `${String(day.getUTCFullYear()).padStart(4, '0')}-${twoDigits(day.getUTCMonth() + 1)}-${twoDigits(day.getUTCDate())}`;

/** 'yyyy-MM-dd' plus `days` calendar days. */
export function addDaysToKey(key: string, days: number): string {
  return keyOfUtcDay(utcDayOf(key, days));
}

/** 0 (Sunday) to 6 (Saturday). */
export function weekdayOf(key: string): number {
  return utcDayOf(key).getUTCDay();
}

/** True for a Saturday or Sunday: sessions are held Monday to Friday. */
export function isWeekendDate(key: string): boolean {
  const weekday = weekdayOf(key);
  return weekday === 0 || weekday === 6;
}

/**
 * The last date that may be booked when today is `today`: the end of the `months`-th month,
 * the current one being the first (PICKER_MONTHS_OFFERED for the marketplace; an assistant's horizon may be shorter).
 */
export function lastBookableDate(today: string, months: number = PICKER_MONTHS_OFFERED): string {
  // Day 0 of the month after the last offered one is the last offered month's final day.
  return keyOfUtcDay(new Date(Date.UTC(Number(today.slice(0, 4)), Number(today.slice(5, 7)) - 1 + months, 0)));
}

/** The calendar day as a local Date at midnight, for calendar arithmetic (month grids); its zone does not matter. */
export function dayOf(key: string): Date {
  const [year, month, day] = key.split('-').map(Number);
  return new Date(year, month - 1, day);
}

/** A local calendar Date (from dayOf or a month grid) back to its key. */
export function keyOf(day: Date): string {
  return [day.getFullYear(), day.getMonth() + 1, day.getDate()].map((part, index) => String(part).padStart(index === 0 ? 4 : 2, '0')).join('-');
}

/** SPEC: the profile widget offers weekdays from today to the end of the current month. */
export function weekdaysToMonthEnd(today: string): string[] {
  const days: string[] = [];
  for (let day = today; day.slice(0, 7) === today.slice(0, 7); day = addDaysToKey(day, 1)) {
    if (!isWeekendDate(day)) days.push(day);
  }
  return days;
}

/** The next `count` days from today (the dashboard's reschedule window). */
export const nextDays = (count: number, today: string) => Array.from({ length: count }, (_, index) => addDaysToKey(today, index));
