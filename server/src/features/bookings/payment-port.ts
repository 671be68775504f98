// The small port through which the payments feature changes bookings. Bookings
// own their tables and their rules; payments own theirs and call in here, inside
// their own transaction, so a payment and the booking it pays for change
// together or not at all. Payments never write the bookings tables themselves,
// and bookings never write the payments tables (they learn of cancellations
// through cancel hooks instead).
//
// Lock order, everywhere: the booking row first, then payment rows. Payments
// lock the booking through lock() before touching its payment rows.
//
// The rules, for a capture (money arrived) on a booking:
//   PENDING and unpaid                      -> CONFIRMED and PAID, hold cleared ('confirmed')
//   CANCELLED by its hold running out or a declined payment, unpaid, its start
//   still ahead and every slot still free   -> slots taken again, CONFIRMED and PAID ('late_confirmed')
//   already PAID                            -> 'already_paid' (payments refund the second capture)
//   anything else (cancelled by a party, slots taken since, started, gone)
//                                           -> 'not_payable' (payments refund it)
import { and, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { CANCEL_REASONS } from '@marketplace/shared-api/constants';
import { fullName } from '@marketplace/shared-api/format';
import type { SessionDuration, SlotTime } from '@marketplace/shared-api/schemas/bookings';
import type { BookingPaymentStatus, BookingStatus } from '@marketplace/shared-api/types';
import type { Executor } from '../../db/database';
import { uniqueViolationConstraint } from '../../db/errors';
import { prepared, given } from '../../db/prepared';
import { BOOKING_SLOT_UNIQUE, bookings, bookingSlots, users, type BookingRow, type CancelCause } from '../../db/schema/index';
import { notFound } from '../../http-error';
import { centavosToPesos } from '../../money';
import { bookingNow } from './process/booking-phase';
import { declaredMove } from './process/declaration';
import { cancelBooking, type BookingCancelHook, type CancelHooks } from './cancellation';
import type { PaymentReceipt } from './events';
import { BOOKING_NOT_FOUND, type BookingEventDraft, type BookingMails } from './service';
import { findBookingToTell } from './queries';
import { sessionWhen } from './session-time';
import { hasStarted } from '../../session-times';
import { heldSlots } from './slot-rules';
import { lockSeriesPeriod, type PayableSeriesPeriod } from './series/series-payment-port';
import type { SeriesMails } from './series/series-mails-port';

/** What payments may know of a booking. */
export interface PayableBooking {
  id: string;
  reference: string;
  clientId: string;
  consultantId: string;
  date: string;
  startTime: string;
  duration: number;
  priceCentavos: number;
  /** The platform's fee of the price (the rest is the assistant's). */
  platformFeeCentavos: number;
  status: BookingStatus;
  paymentStatus: BookingPaymentStatus;
  holdExpiresAt: Date | null;
  cancelReason: string | null;
  /** The parties' full names as the lock read them (null: the account is gone), for the books to write beside their money. */
  clientName: string | null;
  consultantName: string | null;
}

export type CaptureOutcome = 'confirmed' | 'late_confirmed' | 'already_paid' | 'not_payable';

export interface BookingPaymentPort {
  /** Locks the booking (FOR UPDATE) for its client; 404 for anyone else, as every booking route answers. */
  lockForClient(tx: Executor, bookingId: string, clientId: string): Promise<PayableBooking>;
  /** When the session is, as the payer reads it: marketplace time, and theirs beside it when their saved zone differs. */
  sessionWhenFor(booking: PayableBooking, payerZone: string | null): string;
  /** Locks the booking (FOR UPDATE); null when it no longer exists. tx's next change of it below starts from the row read here. */
  lock(tx: Executor, bookingId: string): Promise<PayableBooking | null>;
  /**
   * Money for the booking arrived: applies the rules above. The booking must be locked by tx.
   * A booking it confirmed comes back as it now is, for the money it is paid with, with the event
   * to tell (told below, once the money is on the books; a series checkout's period is told once instead).
   */
  captured(
    tx: Executor,
    bookingId: string,
    input: { amountCentavos: number; payerId: string | null; now: Date; receipt?: PaymentReceipt },
  ): Promise<{ outcome: CaptureOutcome; event?: BookingEventDraft; booking?: PayableBooking }>;
  /**
   * Mails both parties about a change tx made, reading the booking as tx leaves it: call it after
   * every change its view shows (a capture's earning too). The read goes with the event, so its
   * notices after the commit need not read it again.
   */
  told(tx: Executor, event: BookingEventDraft): Promise<BookingEventDraft>;
  /**
   * Its payment was declined: an unpaid PENDING booking is cancelled and its slots freed at once.
   * The cancel hooks run in tx; nothing was paid, so nothing is left for after the commit.
   */
  declined(tx: Executor, bookingId: string, now: Date): Promise<BookingEventDraft | null>;
  /**
   * A refund of its payment went back to the client: a cancelled booking becomes REFUNDED (what the
   * policy gave back went back), and so does one whose payment went back in full (a dispute's).
   */
  refunded(tx: Executor, bookingId: string, input: { amountCentavos: number; full: boolean; now: Date }): Promise<BookingEventDraft | null>;
  /** A series checkout confirmed these occurrences: told once, one mail per party naming them (not one per occurrence). */
  seriesPaid(tx: Executor, input: { seriesId: string; bookingIds: string[]; paymentId: string; amountCentavos: number; actorId: string }): Promise<void>;
  /** Locks a series period's payable occurrences for its client (series/series-payment-port.ts). */
  lockSeriesPeriod(tx: Executor, input: { seriesId: string; clientId: string; period: number; now: Date }): Promise<PayableSeriesPeriod>;
  /** Runs hook inside every cancellation's transaction (and its afterCommit after it). */
  onCancel(hook: BookingCancelHook): void;
  /** Tells both parties once the caller's transaction committed. */
  publish(events: BookingEventDraft[]): Promise<void>;
}

/** Cancellations a late payment may undo: nobody chose to cancel, the money was only late. */
const LATE_PAYABLE_CAUSES: readonly (CancelCause | null)[] = ['hold_expired', 'payment_declined'];

/** A booking whose released holds are not all on record cannot take its slots back. */
class SlotsMissing extends Error {}

/** A booking row as its lock reads it: with its parties' names, which payments write on the books. */
type LockedRow = BookingRow & Pick<PayableBooking, 'clientName' | 'consultantName'>;

const toPayable = (row: LockedRow): PayableBooking => ({
  id: row.id,
  reference: row.reference,
  clientId: row.clientId,
  consultantId: row.consultantId,
  date: row.date,
  startTime: row.startTime,
  duration: row.duration,
  priceCentavos: row.priceCentavos,
  platformFeeCentavos: row.platformFeeCentavos,
  status: row.status,
  paymentStatus: row.paymentStatus,
  holdExpiresAt: row.holdExpiresAt,
  cancelReason: row.cancelReason,
  clientName: row.clientName,
  consultantName: row.consultantName,
});

const lockedClient = alias(users, 'locked_client');
const lockedConsultant = alias(users, 'locked_consultant');

/** The booking's row, locked (not its parties': they are only read), with its parties' names. */
const bookingLocked = prepared('booking_row_locked', (db) =>
  db
    .select({
      booking: bookings,
      client: { firstName: lockedClient.firstName, lastName: lockedClient.lastName },
      consultant: { firstName: lockedConsultant.firstName, lastName: lockedConsultant.lastName },
    })
    .from(bookings)
    .leftJoin(lockedClient, eq(lockedClient.id, bookings.clientId))
    .leftJoin(lockedConsultant, eq(lockedConsultant.id, bookings.consultantId))
    .where(eq(bookings.id, sql.placeholder('bookingId')))
    .limit(1)
    .for('update', { of: bookings }),
);

const nameOf = (user: { firstName: string; lastName: string } | null) => (user ? fullName(user) : null);

const CONFIRMED_PAID = { status: 'CONFIRMED', paymentStatus: 'PAID', holdExpiresAt: null, cancelReason: null, cancelCause: null, cancelledAt: null } as const;

const bookingConfirmedPaid = prepared('booking_confirmed_paid', (db) =>
  db
    .update(bookings)
    .set({ ...CONFIRMED_PAID, updatedAt: given('now') })
    .where(eq(bookings.id, sql.placeholder('bookingId'))),
);

export function createBookingPaymentPort(deps: {
  timeZone: string;
  cancelHooks: CancelHooks;
  mails: BookingMails;
  seriesMails: SeriesMails;
  publish: (events: BookingEventDraft[]) => Promise<void>;
}): BookingPaymentPort {
  const { timeZone, cancelHooks } = deps;

  async function lockRow(tx: Executor, bookingId: string): Promise<LockedRow | null> {
    const [row] = await bookingLocked(tx, { bookingId });
    return row ? { ...row.booking, clientName: nameOf(row.client), consultantName: nameOf(row.consultant) } : null;
  }

  /**
   * The rows lock() read under its lock, by transaction, each kept for that transaction's next change
   * of the booking: a capture locks the booking before its payment (the lock order), and the change that
   * follows starts from that row instead of locking and reading it again. Taken once, so a second change
   * in the same transaction reads the row as the first one left it.
   */
  const lockedRows = new WeakMap<Executor, Map<string, LockedRow>>();

  async function lockForChange(tx: Executor, bookingId: string): Promise<LockedRow | null> {
    const kept = lockedRows.get(tx);
    const row = kept?.get(bookingId);
    if (!kept || !row) return lockRow(tx, bookingId);
    kept.delete(bookingId);
    return row;
  }

  /** Takes the booking's released slots back; false (and nothing changed) when another booking holds one. */
  async function retakeSlots(tx: Executor, row: BookingRow): Promise<boolean> {
    const expected = heldSlots(row.startTime as SlotTime, row.duration as SessionDuration).length;
    try {
      // A savepoint: a lost race on the unique index rolls back this step alone.
      await tx.transaction(async (savepoint) => {
        const taken = await savepoint
          .update(bookingSlots)
          .set({ live: true })
          .where(and(eq(bookingSlots.bookingId, row.id), eq(bookingSlots.date, row.date)))
          .returning({ startTime: bookingSlots.startTime });
        if (taken.length !== expected) throw new SlotsMissing();
      });
      return true;
    } catch (error) {
      if (error instanceof SlotsMissing || uniqueViolationConstraint(error) === BOOKING_SLOT_UNIQUE) return false;
      throw error;
    }
  }

  /** The event with the zones its mails read, for its notices after the commit. */
  async function mailed(tx: Executor, event: BookingEventDraft): Promise<BookingEventDraft> {
    return { ...event, readerZones: await deps.mails.inTransaction(tx, event) };
  }

  /**
   * The provider's capture confirms the booking: on time ('pay') or after its hold ended ('late payment'), as the
   * process declares. Answers the booking as it is after the change, so the money that follows need not read it again.
   */
  async function confirmPaid(tx: Executor, row: LockedRow, now: Date): Promise<PayableBooking> {
    declaredMove('system', row.status === 'PENDING' ? 'pay' : 'late payment', row.status, 'CONFIRMED', bookingNow(row, timeZone, now));
    await bookingConfirmedPaid(tx, { bookingId: row.id, now });
    return toPayable({ ...row, ...CONFIRMED_PAID, updatedAt: now });
  }

  return {
    async lockForClient(tx, bookingId, clientId) {
      const row = await lockRow(tx, bookingId);
      if (!row || row.clientId !== clientId) throw notFound(BOOKING_NOT_FOUND);
      return toPayable(row);
    },

    sessionWhenFor: (booking, payerZone) => sessionWhen(booking.date, booking.startTime, timeZone, payerZone),

    async lock(tx, bookingId) {
      const row = await lockRow(tx, bookingId);
      if (!row) return null;
      const kept = lockedRows.get(tx) ?? new Map<string, LockedRow>();
      lockedRows.set(tx, kept.set(bookingId, row));
      return toPayable(row);
    },

    async captured(tx, bookingId, { amountCentavos, payerId, now, receipt }) {
      const row = await lockForChange(tx, bookingId);
      if (!row) return { outcome: 'not_payable' };
      if (row.paymentStatus === 'PAID') return { outcome: 'already_paid' };
      const event: BookingEventDraft = {
        kind: 'paid',
        bookingId,
        actorId: payerId ?? row.clientId,
        payment: { amountPesos: centavosToPesos(amountCentavos), receipt },
      };
      if (row.status === 'PENDING' && row.paymentStatus === 'UNPAID') {
        const booking = await confirmPaid(tx, row, now);
        return { outcome: 'confirmed', event, booking };
      }
      const lateButWelcome =
        row.status === 'CANCELLED' &&
        row.paymentStatus === 'UNPAID' &&
        LATE_PAYABLE_CAUSES.includes(row.cancelCause) &&
        !hasStarted(row.date, row.startTime, timeZone, now);
      if (lateButWelcome && (await retakeSlots(tx, row))) {
        const booking = await confirmPaid(tx, row, now);
        return { outcome: 'late_confirmed', event, booking };
      }
      return { outcome: 'not_payable' };
    },

    async told(tx, event) {
      const read = await findBookingToTell(tx, event.bookingId);
      if (!read) return event;
      return { ...event, found: read.found, readerZones: await deps.mails.inTransaction(tx, event, read.found, read.recipients) };
    },

    async declined(tx, bookingId, now) {
      const row = await lockForChange(tx, bookingId);
      if (!row || row.status !== 'PENDING' || row.paymentStatus !== 'UNPAID') return null;
      await cancelBooking(tx, row, { cause: 'payment_declined', reason: CANCEL_REASONS.paymentDeclined, now }, cancelHooks);
      return { kind: 'payment_declined', bookingId, actorId: row.clientId };
    },

    async refunded(tx, bookingId, { amountCentavos, full, now }) {
      const row = await lockForChange(tx, bookingId);
      if (!row) return null;
      const ofCancelledBooking = row.status === 'CANCELLED' && row.paymentStatus === 'PAID';
      if ((row.status === 'CANCELLED' || full) && row.paymentStatus !== 'REFUNDED') {
        await tx.update(bookings).set({ paymentStatus: 'REFUNDED', updatedAt: now }).where(eq(bookings.id, bookingId));
      }
      const event: BookingEventDraft = { kind: 'refunded', bookingId, actorId: row.clientId, payment: { amountPesos: centavosToPesos(amountCentavos), ofCancelledBooking } };
      return mailed(tx, event);
    },

    seriesPaid: (tx, { seriesId, bookingIds, paymentId, amountCentavos, actorId }) =>
      deps.seriesMails.inTransaction(tx, { kind: 'paid', seriesId, actorId, bookingIds, payment: { paymentId, amountCentavos } }),

    lockSeriesPeriod: (tx, input) => lockSeriesPeriod(tx, { ...input, timeZone }),

    onCancel(hook) {
      cancelHooks.add(hook);
    },

    publish: deps.publish,
  };
}
