// The booking rules, composed: the reads (booking-reads.ts), who may book whom and when
// at what price (create-booking.ts), and here the status changes of the declared process
// and rescheduling; who may see a booking is booking-access.ts (its two parties; anyone
// else gets 404 and learns nothing). Every write runs in one transaction; the
// database's partial unique index is the last word on double booking.
// What follows a change (socket pushes, notifications, chat messages) is handed
// to BookingReactions after the commit, so nobody hears of a rolled-back change.
//
// A priced booking is made PENDING and unpaid, holding its slots until
// holdExpiresAt (creation + the payment hold); its payment confirms it (the
// payments feature, through payment-port.ts). A free one (price 0) has no hold
// and is accepted by the consultant. Every cancellation goes through
// cancellation.ts, so the cancel hooks (payments: refund a paid booking) run.
import { and, eq } from 'drizzle-orm';
import type { RescheduleBody, SessionDuration } from '@marketplace/shared-api/schemas/bookings';
import type { Booking, BookingStatus } from '@marketplace/shared-api/types';
import { isOffPattern } from '@marketplace/shared-api/series/pattern';
import { bookings, bookingSlots, type BookingRow } from '../../db/schema/index';
import { HttpError } from '../../http-error';
import type { AuthContext } from '../../plugins/auth';
import type { AvailabilityGuard } from '../availability/guard';
import { forParty, loadBooking } from './booking-access';
import { createBookingReads, type BookingReadsDeps } from './booking-reads';
import { holdSlots, lockParties, recipientsOf } from './booking-writes';
import { toBooking } from './booking-response';
import { cancelBooking, type BookingCancellation, type CancelHooks } from './cancellation';
import { createBookingCreation, type BookingCreationDeps } from './create-booking';
import type { BookingEventDraft, ReaderZones, ReferralCredit, ReferralRewards } from './events';
import { bookingPhase } from './process/booking-phase';
import { findBooking } from './queries';
import { seriesPatternOf } from './series/series-calendar';
import type { SessionMoveHooks } from './session-moves';
import { assertBookableTime } from './slot-rules';
import {
  assertReschedule,
  assertTransition,
  eventOf,
  isLive,
  partyCancelReason,
  type BookingEventKind,
} from './status-machine';

export { BOOKING_NOT_FOUND, CONSULTANT_NOT_FOUND } from './booking-access';
export { CANNOT_BOOK_SELF, ONLY_ASSISTANTS, OWN_REFERRAL_CODE, UNKNOWN_REFERRAL_CODE } from './create-booking';
export const SAME_SCHEDULE = 'The booking is already at this date and time.';
export const BOOKING_CREATED = 'Booking created successfully';

export type { BookingEvent, BookingEventDraft, BookingMails, BookingReactions, ReaderZones } from './events';

export interface BookingsServiceDeps extends BookingCreationDeps {
  cancelHooks: CancelHooks;
  /** A reschedule carries what other features date by the session (an earning's review and window) in its own transaction. */
  sessionMoves: SessionMoveHooks;
  /** Completing a booking rewards its referrer inside the completing transaction (when paid and ended). */
  referrals: ReferralRewards;
  /** The consultant's availability rules (weekly slots, days off, notice, horizon, limits, busy calendar). */
  availability: AvailabilityGuard;
  heldSlots: BookingReadsDeps['heldSlots'];
}

export { OPEN_REQUESTS_OVERALL, OPEN_REQUESTS_WITH_CONSULTANT } from './booking-writes';

/** The service the routes and the other parts of bookings use: reads, the creation, and the changes below. */
export function createBookingsService(deps: BookingsServiceDeps) {
  const { db, clock, timeZone, reactions, mails, cancelHooks, sessionMoves, referrals, availability } = deps;
  /** Where the clock stands against a booking's session (its wall-clock start and length in the marketplace zone). */
  const phaseOf = (row: BookingRow, now: Date) => bookingPhase(row, timeZone, now);

  return {
    ...createBookingReads(deps),
    ...createBookingCreation(deps),

    /** PUT /api/bookings/:id/status: accept, decline, complete or cancel, as the declared process allows the caller's side. */
    async updateStatus(id: string, status: BookingStatus, caller: AuthContext): Promise<Booking> {
      type Outcome = { kind: BookingEventKind; referral?: ReferralCredit; cancellation?: BookingCancellation; readerZones?: ReaderZones };
      const { cancellation, ...event } = await db.transaction(async (tx): Promise<Outcome> => {
        const { row, party } = await forParty(tx, id, caller, true);
        const now = clock.now();
        assertTransition(row.status, status, party, { ...row, phase: phaseOf(row, now) });
        const kind = eventOf(row.status, status, party);
        if (status === 'CANCELLED') {
          const cancellation = await cancelBooking(tx, row, { cause: 'party', by: party, reason: partyCancelReason(row.status, party), now }, cancelHooks);
          return { kind, cancellation };
        }
        const completedAt = status === 'COMPLETED' ? now : undefined;
        const [updated] = await tx.update(bookings).set({ status, updatedAt: now, completedAt }).where(eq(bookings.id, id)).returning();
        if (!isLive(status)) {
          await tx.update(bookingSlots).set({ live: false }).where(eq(bookingSlots.bookingId, id));
        }
        const referral = status === 'COMPLETED' ? await referrals.rewardInTransaction(tx, updated, now) : undefined;
        const readerZones = await mails.inTransaction(tx, { kind, bookingId: id, actorId: caller.userId });
        return { kind, referral, readerZones };
      });
      const booking = await loadBooking(db, id);
      await reactions.afterChange({ ...event, booking, actorId: caller.userId });
      // After the cancellation's own news: a paid booking is refunded now (payments' hook), and says so.
      if (cancellation) await cancelHooks.afterCommit([cancellation]);
      return cancellation ? loadBooking(db, id) : booking;
    },

    /** PUT /api/bookings/:id/reschedule: the booking's holds move to the new time in one transaction. */
    async reschedule(id: string, body: RescheduleBody, caller: AuthContext): Promise<Booking> {
      const change = await db.transaction(async (tx) => {
        const { row, party } = await forParty(tx, id, caller, true);
        const now = clock.now();
        assertReschedule(row.status, party, phaseOf(row, now));
        const duration = row.duration as SessionDuration;
        assertBookableTime({ ...body, duration }, timeZone, now);
        if (row.date === body.date && row.startTime === body.startTime) throw new HttpError(400, SAME_SCHEDULE, 'date');
        // The consultant's row lock (as creating takes it) keeps the limits' count from being outrun.
        const parties = await lockParties(tx, row.clientId, row.consultantId);
        await availability.assertOffered(tx, { consultantId: row.consultantId, date: body.date, startTime: body.startTime, duration, exceptBookingId: id, now });
        // Moving the holds: release this booking's, then take the new ones; a clash rolls both back.
        await tx.delete(bookingSlots).where(and(eq(bookingSlots.bookingId, id), eq(bookingSlots.live, true)));
        // An occurrence of a series moved on its own leaves the pattern as it is and reads as moved.
        const seriesMoved = row.seriesId === null ? false : isOffPattern({ ...body, seriesDate: row.seriesDate }, await seriesPatternOf(tx, row.seriesId));
        const [moved] = await tx
          .update(bookings)
          .set({ date: body.date, startTime: body.startTime, seriesMoved, updatedAt: now })
          .where(eq(bookings.id, id))
          .returning();
        await holdSlots(tx, moved);
        await sessionMoves.inTransaction(tx, moved, now);
        const previous = { date: row.date, startTime: row.startTime };
        const readerZones = await mails.inTransaction(tx, { kind: 'rescheduled', bookingId: id, actorId: caller.userId, previous }, undefined, recipientsOf(parties));
        return { previous, readerZones };
      });
      const booking = await loadBooking(db, id);
      await reactions.afterChange({ kind: 'rescheduled', booking, actorId: caller.userId, ...change });
      return booking;
    },

    /** Tells both parties (and open pickers) about changes other features made through the payment port. */
    async publish(drafts: BookingEventDraft[]): Promise<void> {
      for (const { bookingId, found: read, ...draft } of drafts) {
        const found = read ?? (await findBooking(db, bookingId));
        if (found) await reactions.afterChange({ ...draft, booking: toBooking(found) });
      }
    },

  };
}

export type BookingsService = ReturnType<typeof createBookingsService>;
