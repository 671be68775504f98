// What deleting an account (the admin console, DELETE /api/users/admin/{id})
// does to bookings: it ends only what has not happened yet. Every live booking
// the user has with someone else (PENDING or CONFIRMED, as client or consultant)
// whose session has not started is cancelled through cancellation.ts, inside the
// deleting transaction, so the cancel hooks run (payments: open checkouts expire,
// a paid booking's refund is decided from that booking's own split, the fee and
// the earning given back, and made after the commit). The other party is then
// notified, and each consultant whose holds were freed gets slotsChanged, as after
// any other change to them. A session that started or happened is left alone: its
// money was earned, and what the assistant is owed stays owed. The booking rows go
// with the account (their foreign keys cascade); payments, the journal and earnings
// stay, and receipts answer from them.
import { and, eq, inArray, or } from 'drizzle-orm';
import { CANCEL_REASONS } from '@marketplace/shared-api/constants';
import type { Executor } from '../../db/database';
import { bookings } from '../../db/schema/index';
import { cancelBooking, type BookingCancellation, type CancelHooks } from './cancellation';
import { describeWhen } from './reactions';
import { hasStarted } from '../../session-times';

export interface BookingAccountNotice {
  userId: string;
  bookingId: string;
  title: string;
  content: string;
}

export interface BookingAccountPort {
  /** Cancels userId's live bookings with others inside tx (locks them first); returns what to do after the commit. */
  cancelAllOf(tx: Executor, userId: string, now: Date): Promise<{ cancellations: BookingCancellation[]; notices: BookingAccountNotice[] }>;
  /** After the commit: refunds (cancel hooks), the freed holds' slotsChanged and the other parties' notifications. */
  afterCommit(result: { cancellations: BookingCancellation[]; notices: BookingAccountNotice[] }): Promise<void>;
}

export function createBookingAccountPort(deps: {
  cancelHooks: CancelHooks;
  notify: (notice: BookingAccountNotice) => Promise<void>;
  /** The consultant's holds changed (plugin.ts): what is kept of them is dropped and open pickers are told. */
  slotsChanged: (consultantId: string) => Promise<void>;
  log: { error: (object: object, message: string) => void };
}): BookingAccountPort {
  return {
    async cancelAllOf(tx, userId, now) {
      const live = await tx
        .select()
        .from(bookings)
        .where(
          and(
            or(eq(bookings.clientId, userId), eq(bookings.consultantId, userId)),
            inArray(bookings.status, ['PENDING', 'CONFIRMED']),
          ),
        )
        .orderBy(bookings.id)
        .for('update');
      const cancellations: BookingCancellation[] = [];
      const notices: BookingAccountNotice[] = [];
      for (const row of live) {
        if (hasStarted(row.date, row.startTime, deps.cancelHooks.terms.timeZone, now)) continue;
        cancellations.push(await cancelBooking(tx, row, { cause: 'account_deleted', reason: CANCEL_REASONS.accountDeleted, now }, deps.cancelHooks));
        const paid = row.paymentStatus === 'PAID';
        notices.push({
          userId: row.clientId === userId ? row.consultantId : row.clientId,
          bookingId: row.id,
          title: 'Booking cancelled',
          content: `Your booking ${row.reference} on ${describeWhen(row.date, row.startTime)} was cancelled: the other party's account was deleted.${paid ? ' The payment is refunded in full.' : ''}`,
        });
      }
      return { cancellations, notices };
    },

    async afterCommit({ cancellations, notices }) {
      await deps.cancelHooks.afterCommit(cancellations);
      for (const consultantId of new Set(cancellations.map(({ booking }) => booking.consultantId))) {
        await deps.slotsChanged(consultantId).catch((error: unknown) => deps.log.error({ err: error, consultantId }, 'account deletion slotsChanged failed'));
      }
      for (const notice of notices) {
        await deps.notify(notice).catch((error: unknown) => deps.log.error({ err: error, bookingId: notice.bookingId }, 'account deletion notice failed'));
      }
    },
  };
}
