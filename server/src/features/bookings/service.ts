// The booking rules: who may book whom and when, the price check, the status
// state machine, rescheduling, and who may see a booking (its two parties;
// anyone else gets 404 and learns nothing). Every write runs in one transaction;
// the database's partial unique index is the last word on double booking.
// What follows a change (socket pushes, notifications, chat messages) is handed
// to BookingReactions after the commit, so nobody hears of a rolled-back change.
//
// A priced booking is made PENDING and unpaid, holding its slots until
// holdExpiresAt (creation + the payment hold); its payment confirms it (the
// payments feature, through payment-port.ts). A free one (price 0) has no hold
// and is accepted by the consultant. Every cancellation goes through
// cancellation.ts, so the cancel hooks (payments: refund a paid booking) run.
import { and, eq, or } from 'drizzle-orm';
import type { BookingsRole, CreateBookingBody, RescheduleBody, SessionDuration, SlotTime } from '@marketplace/shared-api/schemas/bookings';
import type { BookedSlot, Booking, BookingStatus, BookingTotals } from '@marketplace/shared-api/types';
import type { Clock } from '../../clock';
import type { Database, Executor } from '../../db/database';
import { uniqueViolationConstraint } from '../../db/errors';
import { bookings, bookingSlots, users, type BookingRow } from '../../db/schema/index';
import { HttpError, notFound } from '../../http-error';
import { centavosToPesos } from '../../money';
import type { AuthContext } from '../../plugins/auth';
import { normalizeReferralCode } from '../auth/referral-code';
import type { ReferralCredit, ReferralRewards } from './events';
import { userSummaryColumns } from '../users/user-summary';
import { toBooking, type BookingWithParties } from './booking-response';
import { assertPrice, hourlyRateCentavos, priceCentavos } from './pricing';
import { platformFeeCentavos } from '../../platform-fee';
import {
  prepareBookedSlots,
  bookingTotals,
  findBooking,
  heldSlotsOn,
  listBookings,
  madeBy,
  receivedBy,
} from './queries';
import { bookingReference } from './reference';
import { assertMayHoldSlots, type HoldAbuseLimits } from './hold-abuse';
import { assertOpenRequestsBelowCaps, holdSlots, lockParties } from './booking-writes';
import { hasStarted } from '../../session-times';
import { assertBookableTime, freeStartTimes, heldSlots, SLOT_TAKEN } from './slot-rules';
import { cancelBooking, type BookingCancellation, type CancelHooks } from './cancellation';
import {
  assertReschedule,
  assertTransition,
  eventOf,
  isLive,
  partyCancelReason,
  type BookingEventKind,
  type Party,
} from './status-machine';
import { wallTime } from '@marketplace/shared-api/time/wall-clock';
import { bookingPhase } from './process/booking-phase';
import type { SessionMoveHooks } from './session-moves';
import { seriesPatternOf } from './series/series-calendar';
import { isOffPattern } from '@marketplace/shared-api/series/pattern';
import type { AvailabilityGuard } from '../availability/guard';

export const BOOKING_NOT_FOUND = 'Booking not found';
export const CONSULTANT_NOT_FOUND = 'Consultant not found';
export const CANNOT_BOOK_SELF = 'You cannot book yourself.';
export const ONLY_ASSISTANTS = 'Only assistants can be booked.';
export const UNKNOWN_REFERRAL_CODE = 'This referral code does not exist.';
export const OWN_REFERRAL_CODE = 'You cannot use your own referral code.';
export const SAME_SCHEDULE = 'The booking is already at this date and time.';
export const BOOKING_CREATED = 'Booking created successfully';

export interface BookingEvent {
  kind: BookingEventKind;
  booking: Booking;
  /** Who made the change. */
  actorId: string;
  /** Where the booking was before a reschedule. */
  previous?: { date: string; startTime: string };
  referral?: ReferralCredit;
  /** For the payment kinds: how much, and how it came about. */
  payment?: {
    amountPesos: number;
    /** A refund of the payment that had confirmed the booking, now cancelled (the consultant hears of it too). */
    ofCancelledBooking?: boolean;
  };
}

/** A change made by another feature (payments) through the port, published once its transaction committed. */
export type BookingEventDraft = Omit<BookingEvent, 'booking'> & { bookingId: string };

/**
 * The mails about a change (the email feature's), written inside the change's own
 * transaction so they exist exactly when it does. Cancellations are mailed by a
 * cancel hook instead, whatever cancelled them.
 */
export interface BookingMails {
  inTransaction(tx: Executor, event: BookingEventDraft): Promise<void>;
}

/** What happens after a committed change; never throws into the request. */
export interface BookingReactions {
  afterChange(event: BookingEvent): Promise<void>;
}

export interface BookingsServiceDeps {
  db: Database;
  /** Judges past dates and slots, and stamps created_at and updated_at. */
  clock: Clock;
  timeZone: string;
  reactions: BookingReactions;
  mails: BookingMails;
  /** How long a new priced booking holds its slots while its client pays. */
  holdMs: number;
  cancelHooks: CancelHooks;
  /** A reschedule carries what other features date by the session (an earning's review and window) in its own transaction. */
  sessionMoves: SessionMoveHooks;
  /** Completing a booking rewards its referrer inside the completing transaction (when paid and ended). */
  referrals: ReferralRewards;
  /** Open (PENDING) requests a client may have with one consultant, and in all. */
  openRequestCaps: { perConsultant: number; overall: number };
  /** What keeps unpaid holds from squatting a calendar (hold-abuse.ts). */
  holdAbuse: HoldAbuseLimits;
  /** PLATFORM_FEE_PERCENT: the platform's share of a booking's price, fixed on the booking when it is made. */
  platformFeePercent: number;
  /** The consultant's availability rules (weekly slots, days off, notice, horizon, limits, busy calendar). */
  availability: AvailabilityGuard;
}

const REFERENCE_ATTEMPTS = 3;
export { OPEN_REQUESTS_OVERALL, OPEN_REQUESTS_WITH_CONSULTANT } from './booking-writes';

export function createBookingsService({
  db,
  clock,
  timeZone,
  reactions,
  mails,
  holdMs,
  cancelHooks,
  sessionMoves,
  referrals,
  openRequestCaps,
  holdAbuse,
  platformFeePercent,
  availability,
}: BookingsServiceDeps) {
  const today = () => wallTime(timeZone, clock.now()).date;
  /** Where the clock stands against a booking's session (its wall-clock start and length in the marketplace zone). */
  const phaseOf = (row: BookingRow, now: Date) => bookingPhase(row, timeZone, now);
  const bookedSlotsFrom = prepareBookedSlots(db);

  /** The booking if the caller is one of its parties; 404 for everyone else, so ids reveal nothing. */
  async function forParty(executor: Executor, id: string, caller: AuthContext, lock = false) {
    const query = executor.select().from(bookings).where(eq(bookings.id, id)).limit(1);
    const [row] = lock ? await query.for('update') : await query;
    if (!row) throw notFound(BOOKING_NOT_FOUND);
    const party: Party | null =
      row.consultantId === caller.userId ? 'consultant' : row.clientId === caller.userId ? 'client' : null;
    if (!party) throw notFound(BOOKING_NOT_FOUND);
    return { row, party };
  }

  async function loadBooking(id: string): Promise<Booking> {
    const found = await findBooking(db, id);
    if (!found) throw notFound(BOOKING_NOT_FOUND);
    return toBooking(found);
  }

  async function findUser(executor: Executor, id: string) {
    const [row] = await executor
      .select({ id: users.id, role: users.role, firstName: users.firstName, salaryRateCentavos: users.salaryRateCentavos })
      .from(users)
      .where(eq(users.id, id))
      .limit(1);
    return row ?? null;
  }

  /** Only Assistants are consultants; anyone else is not found as one. */
  async function findConsultant(executor: Executor, id: string) {
    const row = await findUser(executor, id);
    if (!row || row.role !== 'Assistant') throw notFound(CONSULTANT_NOT_FOUND);
    return row;
  }

  /** The id of the user whose referral code this is; 400 on the field when there is none or it is the caller's. */
  async function referralOwner(code: string, callerId: string): Promise<string> {
    const [owner] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.referralCode, normalizeReferralCode(code)))
      .limit(1);
    if (!owner) throw new HttpError(400, UNKNOWN_REFERRAL_CODE, 'referralCode');
    if (owner.id === callerId) throw new HttpError(400, OWN_REFERRAL_CODE, 'referralCode');
    return owner.id;
  }

  async function assertSlotsFree(executor: Executor, consultantId: string, date: string, slots: SlotTime[], exceptBookingId?: string) {
    const held = await heldSlotsOn(executor, consultantId, date, exceptBookingId);
    if (slots.some((slot) => held.has(slot))) throw new HttpError(409, SLOT_TAKEN);
  }

  return {
    async create(body: CreateBookingBody, caller: AuthContext): Promise<Booking> {
      if (body.consultantId === caller.userId) throw new HttpError(400, CANNOT_BOOK_SELF, 'consultantId');
      const consultant = await findUser(db, body.consultantId);
      if (!consultant) throw notFound(CONSULTANT_NOT_FOUND);
      if (consultant.role !== 'Assistant') throw new HttpError(400, ONLY_ASSISTANTS, 'consultantId');
      assertBookableTime(body, timeZone, clock.now());
      const rate = hourlyRateCentavos(consultant.salaryRateCentavos);
      const price = priceCentavos(rate, body.duration);
      assertPrice(body.price, price, body.duration);
      const referralCode = body.referralCode ? normalizeReferralCode(body.referralCode) : null;
      if (referralCode) await referralOwner(referralCode, caller.userId);
      const wanted = heldSlots(body.startTime, body.duration);
      await assertSlotsFree(db, consultant.id, body.date, wanted);

      let created: BookingRow | undefined;
      for (let attempt = 1; !created; attempt += 1) {
        try {
          created = await db.transaction(async (tx) => {
            const now = clock.now();
            await lockParties(tx, caller.userId, consultant.id);
            await assertOpenRequestsBelowCaps(tx, { clientId: caller.userId, consultantId: consultant.id, caps: openRequestCaps });
            // Read again under the consultant's lock: a request that lost the race for its slot hears so (409), not of the cap.
            await assertSlotsFree(tx, consultant.id, body.date, wanted);
            // The consultant's rules, under the same lock: two requests racing the day's last session are counted one after the other.
            await availability.assertOffered(tx, { consultantId: consultant.id, date: body.date, startTime: body.startTime, duration: body.duration, now });
            if (price > 0) await assertMayHoldSlots(tx, { clientId: caller.userId, consultantId: consultant.id, now, limits: holdAbuse });
            const [row] = await tx
              .insert(bookings)
              .values({
                reference: bookingReference(now),
                clientId: caller.userId,
                consultantId: consultant.id,
                date: body.date,
                startTime: body.startTime,
                duration: body.duration,
                hourlyRateCentavos: rate,
                priceCentavos: price,
                platformFeeCentavos: platformFeeCentavos(price, platformFeePercent),
                // Nothing to pay, nothing to wait for: a free booking holds its slots until it is accepted or cancelled.
                holdExpiresAt: price > 0 ? new Date(now.getTime() + holdMs) : null,
                referralCode,
                createdAt: now,
                updatedAt: now,
              })
              .returning();
            await holdSlots(tx, row);
            await mails.inTransaction(tx, { kind: 'created', bookingId: row.id, actorId: caller.userId });
            return row;
          });
        } catch (error) {
          // A reference clash (same millisecond digits and random tail) is retried with a fresh one.
          if (uniqueViolationConstraint(error) !== 'bookings_reference_unique' || attempt >= REFERENCE_ATTEMPTS) throw error;
        }
      }
      const booking = await loadBooking(created.id);
      await reactions.afterChange({ kind: 'created', booking, actorId: caller.userId });
      return booking;
    },

    async updateStatus(id: string, status: BookingStatus, caller: AuthContext): Promise<Booking> {
      type Outcome = { kind: BookingEventKind; referral?: ReferralCredit; cancellation?: BookingCancellation };
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
        await mails.inTransaction(tx, { kind, bookingId: id, actorId: caller.userId });
        return { kind, referral };
      });
      const booking = await loadBooking(id);
      await reactions.afterChange({ ...event, booking, actorId: caller.userId });
      // After the cancellation's own news: a paid booking is refunded now (payments' hook), and says so.
      if (cancellation) await cancelHooks.afterCommit([cancellation]);
      return cancellation ? loadBooking(id) : booking;
    },

    async reschedule(id: string, body: RescheduleBody, caller: AuthContext): Promise<Booking> {
      const previous = await db.transaction(async (tx) => {
        const { row, party } = await forParty(tx, id, caller, true);
        const now = clock.now();
        assertReschedule(row.status, party, phaseOf(row, now));
        const duration = row.duration as SessionDuration;
        assertBookableTime({ ...body, duration }, timeZone, now);
        if (row.date === body.date && row.startTime === body.startTime) throw new HttpError(400, SAME_SCHEDULE, 'date');
        // The consultant's row lock (as creating takes it) keeps the limits' count from being outrun.
        await lockParties(tx, row.clientId, row.consultantId);
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
        await mails.inTransaction(tx, { kind: 'rescheduled', bookingId: id, actorId: caller.userId, previous });
        return previous;
      });
      const booking = await loadBooking(id);
      await reactions.afterChange({ kind: 'rescheduled', booking, actorId: caller.userId, previous });
      return booking;
    },

    async get(id: string, caller: AuthContext): Promise<Booking> {
      await forParty(db, id, caller);
      return loadBooking(id);
    },

    async list(role: BookingsRole, caller: AuthContext): Promise<Booking[]> {
      const rows = await listBookings(db, role === 'consultant' ? receivedBy(caller.userId) : madeBy(caller.userId));
      return rows.map(toBooking);
    },

    /** Start times free on a day; a booking being rescheduled (the caller's) counts its own holds as free. */
    async available(
      query: { date: string; consultantId: string; duration: SessionDuration; bookingId?: string },
      caller: AuthContext,
    ): Promise<SlotTime[]> {
      const instant = clock.now();
      const day = await availability.day({ ...query, exceptBookingId: query.bookingId, now: instant });
      if (!day) throw notFound(CONSULTANT_NOT_FOUND);
      if (query.bookingId) {
        const { row } = await forParty(db, query.bookingId, caller);
        if (row.consultantId !== query.consultantId) throw notFound(BOOKING_NOT_FOUND);
      }
      if (query.date < today()) return [];
      return day.offered(freeStartTimes(day.held, query.duration, (start) => hasStarted(query.date, start, timeZone, instant)));
    },

    /** Tells both parties (and open pickers) about changes other features made through the payment port. */
    async publish(drafts: BookingEventDraft[]): Promise<void> {
      for (const { bookingId, ...draft } of drafts) {
        const found = await findBooking(db, bookingId);
        if (found) await reactions.afterChange({ ...draft, booking: toBooking(found) });
      }
    },

    /** A consultant's live holds from today on (the picker marks these Booked). */
    async bookedSlots(consultantId: string): Promise<BookedSlot[]> {
      return bookedSlotsFrom(consultantId, today());
    },

    async consultant(id: string) {
      const row = await findConsultant(db, id);
      const [user] = await db.select(userSummaryColumns(users)).from(users).where(eq(users.id, id));
      return { ...user, salaryRate: centavosToPesos(hourlyRateCentavos(row.salaryRateCentavos)) };
    },

    async totals(caller: AuthContext): Promise<BookingTotals> {
      return bookingTotals(db, caller.userId);
    },

    /** Bookings on either side, for the calendar file and feed. */
    async everyBookingOf(userId: string): Promise<BookingWithParties[]> {
      return listBookings(db, or(madeBy(userId), receivedBy(userId)) ?? madeBy(userId));
    },

    async bookingForCalendar(id: string, caller: AuthContext): Promise<BookingWithParties> {
      await forParty(db, id, caller);
      const found = await findBooking(db, id);
      if (!found) throw notFound(BOOKING_NOT_FOUND);
      return found;
    },
  };
}

export type BookingsService = ReturnType<typeof createBookingsService>;
