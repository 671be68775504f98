// Cancelling a booking, whoever or whatever does it (a party, the hold sweep, a
// declined payment): the booking becomes CANCELLED with the reason people see,
// its slots are released (kept as history, live=false), and every cancel hook
// runs inside the same transaction. Hooks are how features built on bookings
// follow a cancellation without bookings knowing them: payments expires the
// booking's open checkouts and marks a paid capture for refund there (its own
// tables, through the same transaction), then refunds it after the commit.
import type { FastifyBaseLogger } from 'fastify';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { bookings, bookingSlots, type BookingRow, type CancelCause } from '../../db/schema/index';

export type { CancelCause };

export interface BookingCancellation {
  /** The booking as it was before the cancellation. */
  booking: BookingRow;
  cause: CancelCause;
  reason: string;
  now: Date;
}

export interface BookingCancelHook {
  /** Runs inside the cancelling transaction; writes only through tx (a rollback undoes it with the cancellation). */
  inTransaction(tx: Executor, cancellation: BookingCancellation): Promise<void>;
  /** Runs after the commit (e.g. a call to a payment provider). A failure is logged, never thrown into the caller. */
  afterCommit?(cancellation: BookingCancellation): Promise<void>;
}

export interface CancelHooks {
  add(hook: BookingCancelHook): void;
  inTransaction(tx: Executor, cancellation: BookingCancellation): Promise<void>;
  afterCommit(cancellations: BookingCancellation[]): Promise<void>;
}

export function createCancelHooks(log: FastifyBaseLogger): CancelHooks {
  const hooks: BookingCancelHook[] = [];
  return {
    add(hook) {
      hooks.push(hook);
    },
    async inTransaction(tx, cancellation) {
      for (const hook of hooks) await hook.inTransaction(tx, cancellation);
    },
    async afterCommit(cancellations) {
      for (const cancellation of cancellations) {
        for (const hook of hooks) {
          if (!hook.afterCommit) continue;
          await hook.afterCommit(cancellation).catch((error: unknown) => {
            log.error({ err: error, bookingId: cancellation.booking.id }, 'booking cancel hook failed after commit');
          });
        }
      }
    },
  };
}

/** Cancels a locked booking row inside tx and runs the hooks; the caller runs hooks.afterCommit once committed. */
export async function cancelBooking(
  tx: Executor,
  row: BookingRow,
  { cause, reason, now }: Omit<BookingCancellation, 'booking'>,
  hooks: CancelHooks,
): Promise<BookingCancellation> {
  await tx
    .update(bookings)
    // A cancelled booking holds nothing: its payment hold ends with it.
    .set({ status: 'CANCELLED', holdExpiresAt: null, cancelReason: reason, cancelCause: cause, cancelledAt: now, updatedAt: now })
    .where(eq(bookings.id, row.id));
  await tx.update(bookingSlots).set({ live: false }).where(eq(bookingSlots.bookingId, row.id));
  const cancellation = { booking: row, cause, reason, now };
  await hooks.inTransaction(tx, cancellation);
  return cancellation;
}
