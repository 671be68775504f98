// Telling the parties that a review was published by time. Publishing itself
// needs no job (visible_at is judged by the clock in every query); this sweep
// only sends the news: each review whose visible_at has passed and that was
// never announced is marked announced and both its parties are told. Rows are
// claimed FOR UPDATE SKIP LOCKED, so several processes announce each once.
import { and, asc, eq, isNull, lte } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { bookings, reviews } from '../../db/schema/index';
import type { Sweeps } from '../../plugins/sweeps';
import type { ReviewNotice } from './service';

export const REVIEWS_ANNOUNCE_SWEEP = 'reviews.announce-published';
const BATCH = 100;

export function registerAnnounceSweep(sweeps: Pick<Sweeps, 'register'>, deps: { db: Database; notify: (notices: ReviewNotice[]) => Promise<void> }): void {
  const { db, notify } = deps;
  sweeps.register(REVIEWS_ANNOUNCE_SWEEP, async ({ now, log }) => {
    for (;;) {
      const notices = await db.transaction(async (tx) => {
        const rows = await tx
          .select({ id: reviews.id, authorId: reviews.authorId, subjectId: reviews.subjectId, bookingId: reviews.bookingId, date: bookings.date })
          .from(reviews)
          .innerJoin(bookings, eq(bookings.id, reviews.bookingId))
          .where(and(isNull(reviews.announcedAt), lte(reviews.visibleAt, now)))
          .orderBy(asc(reviews.visibleAt))
          .limit(BATCH)
          .for('update', { of: reviews, skipLocked: true });
        for (const row of rows) await tx.update(reviews).set({ announcedAt: now }).where(eq(reviews.id, row.id));
        return rows.flatMap((row): ReviewNotice[] => [
          { userId: row.authorId, bookingId: row.bookingId, title: 'Review published', content: `Your review of the session on ${row.date} is now published.` },
          { userId: row.subjectId, bookingId: row.bookingId, title: 'Review published', content: `A review of the session on ${row.date} is now published. You can read it on your bookings.` },
        ]);
      });
      if (notices.length === 0) return;
      log.info({ reviews: notices.length / 2 }, 'reviews published by time announced');
      await notify(notices);
      if (notices.length / 2 < BATCH) return;
    }
  });
}
