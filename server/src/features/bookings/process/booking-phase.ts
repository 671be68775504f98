// Where the clock stands against a booking's session: its date and start time are
// wall-clock time in the marketplace zone, its length whole hours.
import type { BookingRow } from '../../../db/schema/index';
import { HOUR_MS } from '../../../plugins/limits';
import { zonedToInstant } from '../time-zone';
import { sessionPhase, type SessionPhase } from './declaration';

export function bookingPhase(row: Pick<BookingRow, 'date' | 'startTime' | 'duration'>, timeZone: string, now: Date): SessionPhase {
  const startsAt = zonedToInstant(row.date, row.startTime, timeZone);
  return sessionPhase({ startsAt, endsAt: new Date(startsAt.getTime() + row.duration * HOUR_MS) }, now);
}
