// Wall-clock arithmetic in the marketplace time zone (MARKETPLACE_TIME_ZONE,
// Asia/Manila by default). Slot dates and times are wall-clock values there, so
// "today", "past" and the instants of a calendar event are all worked out here
// with Intl, which knows every zone's offsets and daylight-saving rules.
import { wallTime, type WallTime } from '@marketplace/shared-api/time/wall-clock';

/** yyyy-MM-dd and HH:mm, as the screens read it. */
export type WallClock = WallTime;

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

interface Parts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

function partsAt(instant: Date, timeZone: string): Parts {
  const values: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(instant)) {
    if (part.type !== 'literal') values[part.type] = Number(part.value);
  }
  return {
    year: values.year,
    month: values.month,
    day: values.day,
    hour: values.hour === 24 ? 0 : values.hour,
    minute: values.minute,
    second: values.second,
  };
}

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

/** The zone's offset from UTC at an instant, in minutes (Manila: +480). */
export function offsetMinutes(timeZone: string, instant: Date): number {
  const p = partsAt(instant, timeZone);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  const whole = Math.floor(instant.getTime() / 1000) * 1000;
  return Math.round((asUtc - whole) / 60_000);
}

/** The wall-clock date and time in the zone at an instant: the screens' own reading (shared-api's wall clock). */
export const wallClockAt = (instant: Date, timeZone: string): WallClock => wallTime(timeZone, instant);

/**
 * The instant a wall-clock date and time in the zone happens. Around a
 * daylight-saving change the offset is re-read at the first guess, so a time
 * that exists is exact and one skipped by a spring-forward lands just after it.
 */
export function zonedToInstant(date: string, time: string, timeZone: string): Date {
  const [year, month, day] = date.split('-').map(Number);
  const [hour, minute] = time.split(':').map(Number);
  const asUtc = Date.UTC(year, month - 1, day, hour, minute);
  const first = asUtc - offsetMinutes(timeZone, new Date(asUtc)) * 60_000;
  const second = asUtc - offsetMinutes(timeZone, new Date(first)) * 60_000;
  return new Date(second);
}

/** yyyy-MM-dd plus a number of days (calendar arithmetic, no zone involved). */
export function addDays(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number);
  const next = new Date(Date.UTC(year, month - 1, day + days));
  return `${pad(next.getUTCFullYear(), 4)}-${pad(next.getUTCMonth() + 1)}-${pad(next.getUTCDate())}`;
}
