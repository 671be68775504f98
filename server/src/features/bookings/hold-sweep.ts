// The payment hold, swept: an unpaid PENDING booking whose holdExpiresAt has
// passed is CANCELLED ('Payment not completed in time') and its slots released,
// with the cancel hooks (payments expires its open checkouts) in the same
// transaction; then both parties and the consultant's open pickers hear of it.
// The hold is data on the booking row, so this works after a restart and with
// several server processes: each run claims its rows with FOR UPDATE SKIP LOCKED.
import { and, asc, eq, isNotNull, lte } from 'drizzle-orm';
import { CANCEL_REASONS } from '@marketplace/shared-api/constants';
import type { Database } from '../../db/database';
import { bookings } from '../../db/schema/index';
import type { Sweeps } from '../../plugins/sweeps';
import { cancelBooking, type BookingCancellation, type CancelHooks } from './cancellation';
import type { SeriesMails } from './series/series-mails-port';
import type { BookingEventDraft } from './service';

export const HOLD_SWEEP = 'bookings.expire-holds';
/** Bookings one transaction cancels; a run goes on until none is left. */
const BATCH = 100;

export function registerHoldSweep(
  sweeps: Pick<Sweeps, 'register'>,
  deps: {
    db: Database;
    cancelHooks: CancelHooks;
    seriesMails: SeriesMails;
    publish: (events: BookingEventDraft[]) => Promise<void>;
    /** Tells a series' parties once that these occurrences of it lapsed (its notification and live updates). */
    seriesLapsed: (seriesId: string, bookingIds: string[]) => Promise<void>;
  },
): void {
  const { db, cancelHooks, seriesMails, publish, seriesLapsed } = deps;
  sweeps.register(HOLD_SWEEP, async ({ now, log }) => {
    for (;;) {
      const cancelled = await db.transaction(async (tx) => {
        const rows = await tx
          .select()
          .from(bookings)
          .where(
            and(
              eq(bookings.status, 'PENDING'),
              eq(bookings.paymentStatus, 'UNPAID'),
              isNotNull(bookings.holdExpiresAt),
              lte(bookings.holdExpiresAt, now),
            ),
          )
          .orderBy(asc(bookings.holdExpiresAt))
          .limit(BATCH)
          .for('update', { skipLocked: true });
        const done: BookingCancellation[] = [];
        // A series period's occurrences lapse together: mailed once per party and series, not once per occurrence.
        const lapsedBySeries = new Map<string, BookingCancellation[]>();
        for (const row of rows) {
          const cancellation = await cancelBooking(tx, row, { cause: 'hold_expired', reason: CANCEL_REASONS.holdExpired, now, inSeriesAction: row.seriesId !== null }, cancelHooks);
          done.push(cancellation);
          if (row.seriesId) lapsedBySeries.set(row.seriesId, [...(lapsedBySeries.get(row.seriesId) ?? []), cancellation]);
        }
        for (const [seriesId, lapsed] of lapsedBySeries) {
          const bookingIds = lapsed.map(({ booking }) => booking.id);
          await seriesMails.inTransaction(tx, { kind: 'lapsed', seriesId, actorId: lapsed[0].booking.clientId, bookingIds, cancellations: lapsed });
        }
        return done;
      });
      if (cancelled.length === 0) return;
      log.info({ bookings: cancelled.length }, 'unpaid holds expired');
      await cancelHooks.afterCommit(cancelled);
      // A lapsed period is told once per series (seriesLapsed), a single booking's hold on its own.
      await publish(cancelled.filter(({ booking }) => booking.seriesId === null).map(({ booking }) => ({ kind: 'hold_expired', bookingId: booking.id, actorId: booking.clientId })));
      for (const [seriesId, bookingIds] of bySeries(cancelled)) await seriesLapsed(seriesId, bookingIds);
      if (cancelled.length < BATCH) return;
    }
  });
}

/** The lapsed occurrences of each series among the cancellations, by series id. */
function bySeries(cancelled: BookingCancellation[]): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const { booking } of cancelled) if (booking.seriesId) found.set(booking.seriesId, [...(found.get(booking.seriesId) ?? []), booking.id]);
  return found;
}
