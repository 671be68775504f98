// Which occurrence of a series invites its review: a series is reviewed once per
// four-week block of its pattern (and so at its end), not after every session, so the
// assistant's earned rating counts a block of weekly sessions once. The occurrence that
// carries a block's review is its last one not cancelled; a single booking carries its own.
import { and, eq, ne } from 'drizzle-orm';
import { periodOf } from '@marketplace/shared-api/series/pattern';
import type { Executor } from '../../../db/database';
import { bookings, bookingSeries } from '../../../db/schema/index';

type Reviewed = { id: string; seriesId: string | null; seriesDate: string | null };

/** True when this booking is the one its review is written on: a single booking, or the last occurrence not cancelled of its series' block. */
export async function carriesReview(executor: Executor, booking: Reviewed): Promise<boolean> {
  if (booking.seriesId === null || booking.seriesDate === null) return true;
  const [series] = await executor.select({ firstDate: bookingSeries.firstDate }).from(bookingSeries).where(eq(bookingSeries.id, booking.seriesId)).limit(1);
  if (!series) return true;
  const block = periodOf(series.firstDate, booking.seriesDate);
  const others = await executor
    .select({ id: bookings.id, date: bookings.date, startTime: bookings.startTime, seriesDate: bookings.seriesDate })
    .from(bookings)
    .where(and(eq(bookings.seriesId, booking.seriesId), ne(bookings.status, 'CANCELLED')));
  const inBlock = others.filter((other) => other.seriesDate !== null && periodOf(series.firstDate, other.seriesDate) === block);
  const last = inBlock.sort((a, b) => `${a.date} ${a.startTime}`.localeCompare(`${b.date} ${b.startTime}`) || a.id.localeCompare(b.id)).at(-1);
  return last?.id === booking.id;
}
