// When a session starts and ends as instants: its date and start time are wall-clock
// values in the marketplace time zone, where slots live (shared-api's instantOf reads
// them, across daylight-saving changes), and it lasts its duration in real hours.
// Every server rule that asks "has it started?" or "is it over?" asks here.
import { instantOf } from '@marketplace/shared-api/availability/rules';

const HOUR_MS = 3_600_000;

export interface SessionTime {
  date: string;
  startTime: string;
  duration: number;
}

/** The instant the session's wall-clock start comes in the zone. */
export const sessionStartsAt = (session: Pick<SessionTime, 'date' | 'startTime'>, timeZone: string): Date => instantOf(session.date, session.startTime, timeZone);

/** The instant it ends: its start plus its duration. */
export const sessionEndsAt = (session: SessionTime, timeZone: string): Date =>
  new Date(sessionStartsAt(session, timeZone).getTime() + session.duration * HOUR_MS);

/** True once the wall-clock start has come in the zone. */
export const hasStarted = (date: string, startTime: string, timeZone: string, now: Date): boolean =>
  sessionStartsAt({ date, startTime }, timeZone).getTime() <= now.getTime();
