// Where the clock stands against a booking's session: its date and start time are
// wall-clock time in the marketplace zone, its length whole hours.
import type { BookingRow } from '../../../db/schema/index';
import { HOUR_MS } from '../../../plugins/limits';
import { instantOf } from '@marketplace/shared-api/availability/rules';
import { paymentConditions, sessionPhase, type BookingNow, type SessionPhase } from './declaration';

export function bookingPhase(row: Pick<BookingRow, 'date' | 'startTime' | 'duration'>, timeZone: string, now: Date): SessionPhase {
  const startsAt = instantOf(row.date, row.startTime, timeZone);
  return sessionPhase({ startsAt, endsAt: new Date(startsAt.getTime() + row.duration * HOUR_MS) }, now);
}

/** What a declared move's guards are checked against for this booking now: its session's phase and what its payment meets. */
export const bookingNow = (row: Pick<BookingRow, 'date' | 'startTime' | 'duration' | 'priceCentavos' | 'paymentStatus'>, timeZone: string, now: Date): BookingNow => ({
  phase: bookingPhase(row, timeZone, now),
  payment: paymentConditions(row),
});
