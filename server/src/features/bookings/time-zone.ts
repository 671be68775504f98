// Wall-clock arithmetic in the marketplace time zone (MARKETPLACE_TIME_ZONE,
// Asia/Manila by default). Slot dates and times are wall-clock values there, so
// "today", "past" and the instants of a calendar event are all worked out here
// with Intl, which knows every zone's offsets and daylight-saving rules.
import { addDaysToKey, wallParts, wallTime, type WallTime } from '@marketplace/shared-api/time/wall-clock';

/** yyyy-MM-dd and HH:mm, as the screens read it. */
export type WallClock = WallTime;

/** The zone's offset from UTC at an instant, in minutes (Manila: +480). */
export function offsetMinutes(timeZone: string, instant: Date): number {
  const p = wallParts(timeZone, instant);
  const hour = Number(p.hour) % 24;
  const asUtc = Date.UTC(Number(p.year), Number(p.month) - 1, Number(p.day), hour, Number(p.minute), Number(p.second));
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
export const addDays = addDaysToKey;
