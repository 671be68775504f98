// The availability feature: the assistants' rules and busy calendars.
// Bookings judges every slot with the guard (guard.ts, built by the bookings
// feature from the same tables); this feature stores the rules, serves them, reads
// the calendars (on save, on demand, and by a sweep) and tells open pickers when
// what an assistant offers changed.
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import { HOUR_MS, keyedRateLimit } from '../../plugins/limits';
import { createCalendarFetcher, type CalendarFetcher } from './calendar-fetch';
import { registerCalendarSweep } from './calendar-sweep';
import { availabilityRoutes } from './routes';
import { createAvailabilityService } from './service';

export interface AvailabilityDeps {
  db: Database;
  clock: Clock;
  timeZone: string;
  /** The live slot event to an assistant's open pickers (the bookings feature's). */
  slotsChanged: (consultantId: string) => Promise<void>;
  /** How calendars are read; the real fetcher when not given. */
  fetchCalendar?: CalendarFetcher;
}

export async function registerAvailability(app: FastifyInstance, deps: AvailabilityDeps): Promise<void> {
  const service = createAvailabilityService({
    ...deps,
    fetchCalendar: deps.fetchCalendar ?? createCalendarFetcher(),
    limitReads: keyedRateLimit(app, { name: 'calendar-reads-per-user', max: app.limits.calendarReadsPerUserPerHour, windowMs: HOUR_MS }),
  });
  registerCalendarSweep(app.sweeps, { db: deps.db, readCalendar: service.readCalendar });
  await app.register(availabilityRoutes, { service });
}
