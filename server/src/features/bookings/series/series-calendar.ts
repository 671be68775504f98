// A series' pattern as it stands, and what the calendar file and feed need to write a
// series as one recurring event (ical.ts): each series' pattern, and for the file of one occurrence every
// occurrence of its series (the caller is a party of the occurrence, so of the series).
import { eq, inArray } from 'drizzle-orm';
import type { Booking, SeriesPattern } from '@marketplace/shared-api/types';
import type { Executor } from '../../../db/database';
import { bookings, bookingSeries, type BookingSeriesRow } from '../../../db/schema/index';
import { toBooking } from '../booking-response';
import { listBookings } from '../queries';

export interface SeriesCalendar {
  patterns(seriesIds: string[]): Promise<Map<string, SeriesPattern>>;
  occurrences(seriesId: string): Promise<Booking[]>;
}

export const patternOfRow = (row: BookingSeriesRow): SeriesPattern => ({
  weekdays: row.weekdays,
  startTime: row.startTime,
  duration: row.duration,
  firstDate: row.firstDate,
  weeks: row.weeks,
  until: row.until,
  since: row.patternSince,
});

/** One series' pattern as it stands (read in the caller's transaction). */
export async function seriesPatternOf(executor: Executor, seriesId: string): Promise<SeriesPattern> {
  const [row] = await executor.select().from(bookingSeries).where(eq(bookingSeries.id, seriesId)).limit(1);
  return patternOfRow(row);
}

export function createSeriesCalendar(db: Executor): SeriesCalendar {
  return {
    async patterns(seriesIds) {
      const ids = [...new Set(seriesIds)];
      if (ids.length === 0) return new Map();
      const rows = await db.select().from(bookingSeries).where(inArray(bookingSeries.id, ids));
      return new Map(rows.map((row) => [row.id, patternOfRow(row)]));
    },
    async occurrences(seriesId) {
      const found = await listBookings(db, eq(bookings.seriesId, seriesId));
      return found.map(toBooking).sort((a, b) => `${a.date} ${a.startTime}`.localeCompare(`${b.date} ${b.startTime}`) || a.id.localeCompare(b.id));
    },
  };
}
