// Cancelling a booking, whoever or whatever does it (a party, the hold sweep, a
// declined payment): the booking becomes CANCELLED with the reason people see,
// its slots are released (kept as history, live=false), and every cancel hook
// runs inside the same transaction. Hooks are how features built on bookings
// follow a cancellation without bookings knowing them: payments expires the
// booking's open checkouts and decides the refund of a paid capture there (its
// own tables and the journal, through the same transaction), then makes it after
// the commit. How much goes back is the cancellation policy's answer
// (cancellation-policy.ts), decided here once, at the cancelling clock.
import type { FastifyBaseLogger } from 'fastify';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { bookings, bookingSlots, type BookingRow, type CancelCause } from '../../db/schema/index';
import { cancellationQuote, type Canceller, type CancelPolicy } from './cancellation-policy';
import { bookingNow } from './process/booking-phase';
import { declaredMove, type Actor } from './process/declaration';

export type { CancelCause };

export interface BookingCancellation {
  /** The booking as it was before the cancellation. */
  booking: BookingRow;
  cause: CancelCause;
  reason: string;
  now: Date;
  /** The party who cancelled; null when nobody chose to (a sweep, a declined payment, a deleted account). */
  by: Canceller;
  /** What the policy gives back to the client of what the booking was paid (0 when unpaid). */
  refundCentavos: number;
  /** One of several occurrences a series action cancels at once: the series mails them together (series-mails-port.ts). */
  inSeriesAction?: boolean;
}

export interface BookingCancelHook {
  /** Runs inside the cancelling transaction; writes only through tx (a rollback undoes it with the cancellation). */
  inTransaction(tx: Executor, cancellation: BookingCancellation): Promise<void>;
  /** Runs after the commit (e.g. a call to a payment provider). A failure is logged, never thrown into the caller. */
  afterCommit?(cancellation: BookingCancellation): Promise<void>;
}

export interface CancelHooks {
  /** The cancellation policy and the zone its hours are counted in. */
  readonly terms: { policy: CancelPolicy; timeZone: string };
  add(hook: BookingCancelHook): void;
  inTransaction(tx: Executor, cancellation: BookingCancellation): Promise<void>;
  afterCommit(cancellations: BookingCancellation[]): Promise<void>;
}

export function createCancelHooks(log: FastifyBaseLogger, terms: { policy: CancelPolicy; timeZone: string }): CancelHooks {
  const hooks: BookingCancelHook[] = [];
  return {
    terms,
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

/** Which declared move each cause of a cancellation is (a party's: its cancel, or the assistant's decline of a request). */
const CAUSE_MOVES: Record<CancelCause, (row: BookingRow, by: Canceller) => [Actor, string]> = {
  party: (row, by) => {
    if (!by) throw new Error('a party cancellation names its party');
    return [by, by === 'consultant' && row.status === 'PENDING' ? 'decline' : 'cancel'];
  },
  hold_expired: () => ['system', 'hold expires'],
  payment_declined: () => ['system', 'payment declined'],
  not_accepted: () => ['system', 'not accepted'],
  account_deleted: () => ['admin', 'account deleted'],
};

/**
 * Cancels a locked booking row inside tx and runs the hooks, as the process declares the
 * cause's move (an undeclared one throws, and the transaction rolls back); the caller runs hooks.afterCommit once committed. */
export async function cancelBooking(
  tx: Executor,
  row: BookingRow,
  { cause, reason, now, by = null, inSeriesAction = false }: { cause: CancelCause; reason: string; now: Date; by?: Canceller; inSeriesAction?: boolean },
  hooks: CancelHooks,
): Promise<BookingCancellation> {
  declaredMove(...CAUSE_MOVES[cause](row, by), row.status, 'CANCELLED', bookingNow(row, hooks.terms.timeZone, now));
  const { refundCentavos } = cancellationQuote(row, by, now, hooks.terms);
  await tx
    .update(bookings)
    // A cancelled booking holds nothing: its payment hold ends with it.
    .set({ status: 'CANCELLED', holdExpiresAt: null, cancelReason: reason, cancelCause: cause, cancelledAt: now, updatedAt: now })
    .where(eq(bookings.id, row.id));
  await tx.update(bookingSlots).set({ live: false }).where(eq(bookingSlots.bookingId, row.id));
  const cancellation = { booking: row, cause, reason, now, by, refundCentavos, inSeriesAction };
  await hooks.inTransaction(tx, cancellation);
  return cancellation;
}
