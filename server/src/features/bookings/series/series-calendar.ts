// What the calendar file and feed need to write a series as one recurring event
// (ical.ts): each series' pattern, and for the file of one occurrence every
// occurrence of its series (the caller is a party of the occurrence, so of the series).
import { eq, inArray } from 'drizzle-orm';
import type { Booking, SeriesPattern } from '@marketplace/shared-api/types';
import type { Executor } from '../../../db/database';
import { bookings, bookingSeries } from '../../../db/schema/index';
import { toBooking } from '../booking-response';
import { listBookings } from '../queries';

export interface SeriesCalendar {
  patterns(seriesIds: string[]): Promise<Map<string, SeriesPattern>>;
  occurrences(seriesId: string): Promise<Booking[]>;
}

export function createSeriesCalendar(db: Executor): SeriesCalendar {
  return {
    async patterns(seriesIds) {
      const ids = [...new Set(seriesIds)];
      if (ids.length === 0) return new Map();
      const rows = await db.select().from(bookingSeries).where(inArray(bookingSeries.id, ids));
      return new Map(
        rows.map((row) => [row.id, { weekdays: row.weekdays, startTime: row.startTime, duration: row.duration, firstDate: row.firstDate, weeks: row.weeks, until: row.until }]),
      );
    },
    async occurrences(seriesId) {
      const found = await listBookings(db, eq(bookings.seriesId, seriesId));
      return found.map(toBooking).sort((a, b) => `${a.date} ${a.startTime}`.localeCompare(`${b.date} ${b.startTime}`) || a.id.localeCompare(b.id));
    },
  };
}
