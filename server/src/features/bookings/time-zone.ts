// Wall-clock arithmetic in the marketplace time zone (MARKETPLACE_TIME_ZONE,
// Asia/Manila by default). Slot dates and times are wall-clock values there, so
// "today", "past" and the instants of a calendar event are all worked out here:
// the zone's offsets and daylight-saving rules come from @date-fns/tz.
import { instantOf } from '@marketplace/shared-api/availability/rules';
import { addDaysToKey, wallTime, type WallTime } from '@marketplace/shared-api/time/wall-clock';

/** yyyy-MM-dd and HH:mm, as the screens read it. */
export type WallClock = WallTime;

/** The wall-clock date and time in the zone at an instant: the screens' own reading (shared-api's wall clock). */
export const wallClockAt = (instant: Date, timeZone: string): WallClock => wallTime(timeZone, instant);

/** The instant a wall-clock date and time in the zone happens: the rules' own reading (shared-api's availability rules). */
export const zonedToInstant = (date: string, time: string, timeZone: string): Date => instantOf(date, time, timeZone);

/** yyyy-MM-dd plus a number of days (calendar arithmetic, no zone involved). */
export const addDays = addDaysToKey;
