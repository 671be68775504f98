// A request nobody accepted in time, swept: a PENDING booking whose start has
// passed (wall clock in the marketplace zone) is CANCELLED ('Not accepted before
// the session started'), its slots released, the cancel hooks run (payments
// expires an open checkout), and both parties told. Like the hold sweep it reads
// only data, so it works after a restart and with several processes (rows are
// claimed FOR UPDATE SKIP LOCKED).
import { and, asc, eq, lte } from 'drizzle-orm';
import { CANCEL_REASONS } from '@marketplace/shared-api/constants';
import type { Database } from '../../db/database';
import { bookings } from '../../db/schema/index';
import type { Sweeps } from '../../plugins/sweeps';
import { cancelBooking, type BookingCancellation, type CancelHooks } from './cancellation';
import type { BookingEventDraft } from './service';
import { hasStarted } from '../../session-times';
import { wallTime } from '@marketplace/shared-api/time/wall-clock';

export const UNACCEPTED_SWEEP = 'bookings.cancel-unaccepted';
const BATCH = 100;

export function registerUnacceptedSweep(
  sweeps: Pick<Sweeps, 'register'>,
  deps: { db: Database; timeZone: string; cancelHooks: CancelHooks; publish: (events: BookingEventDraft[]) => Promise<void> },
): void {
  const { db, timeZone, cancelHooks, publish } = deps;
  sweeps.register(UNACCEPTED_SWEEP, async ({ now, log }) => {
    const today = wallTime(timeZone, now).date;
    for (;;) {
      const { cancelled, claimed } = await db.transaction(async (tx) => {
        // Requests dated today or earlier; of today's, only those whose start has come.
        const rows = await tx
          .select()
          .from(bookings)
          .where(and(eq(bookings.status, 'PENDING'), lte(bookings.date, today)))
          .orderBy(asc(bookings.date), asc(bookings.startTime))
          .limit(BATCH)
          .for('update', { skipLocked: true });
        const done: BookingCancellation[] = [];
        for (const row of rows) {
          if (!hasStarted(row.date, row.startTime, timeZone, now)) continue;
          done.push(await cancelBooking(tx, row, { cause: 'not_accepted', reason: CANCEL_REASONS.notAccepted, now }, cancelHooks));
        }
        return { cancelled: done, claimed: rows.length };
      });
      if (cancelled.length > 0) {
        log.info({ bookings: cancelled.length }, 'requests not accepted before their start cancelled');
        await cancelHooks.afterCommit(cancelled);
        await publish(cancelled.map(({ booking }) => ({ kind: 'not_accepted', bookingId: booking.id, actorId: booking.clientId })));
      }
      // A full batch with nothing to cancel means only today's later starts are left.
      if (claimed < BATCH || cancelled.length === 0) return;
    }
  });
}
