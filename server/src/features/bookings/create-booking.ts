// A new booking: who may book whom (never oneself, only an Assistant), when (a bookable
// time the consultant offers, a slot nobody holds), at what price (the consultant's rate
// for the length, checked against what the screen showed), with an optional referral
// code, within the caps on open requests and unpaid holds. One transaction under both
// parties' row locks; the database's partial unique index is the last word on double
// booking. A priced booking is PENDING and holds its slots until its payment hold runs out.
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { CreateBookingBody } from '@marketplace/shared-api/schemas/bookings';
import type { Booking } from '@marketplace/shared-api/types';
import type { Executor } from '../../db/database';
import { uniqueViolationConstraint } from '../../db/errors';
import { given, NO_TABLE, prepared } from '../../db/prepared';
import { bookings, users } from '../../db/schema/index';
import { HttpError, notFound } from '../../http-error';
import type { AuthContext } from '../../plugins/auth';
import { platformFeeCentavos } from '../../platform-fee';
import { normalizeReferralCode } from '../auth/referral-code';
import { CONSULTANT_NOT_FOUND } from './booking-access';
import { toBooking, type BookingWithParties } from './booking-response';
import { judgeOpenRequests, lockParties, openRequestsColumn, recipientsOf, slotHoldsInsert, slotTakenOr } from './booking-writes';
import { holdFactColumns, holdFactsOf, holdFactValues, judgeHolds, type HoldAbuseLimits } from './hold-abuse';
import { assertPrice, hourlyRateCentavos, priceCentavos } from './pricing';
import { heldOnDayColumn } from './queries';
import { bookingReference } from './reference';
import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import { offeredFactColumns, type AvailabilityGuard } from '../availability/guard';
import type { BookingMails, BookingReactions, ReaderZones } from './events';
import { assertBookableTime, heldSlots, SLOT_TAKEN } from './slot-rules';

export const CANNOT_BOOK_SELF = 'You cannot book yourself.';
export const ONLY_ASSISTANTS = 'Only assistants can be booked.';
export const UNKNOWN_REFERRAL_CODE = 'This referral code does not exist.';
export const OWN_REFERRAL_CODE = 'You cannot use your own referral code.';

const REFERENCE_ATTEMPTS = 3;

/**
 * The booking and its slot holds in one statement: the holds' insert rides along as a
 * data-modifying WITH, naming the booking by the id given to both (its foreign key is
 * checked when the statement ends, once the booking is written).
 */
const insertBooking = prepared('booking_insert', (db) =>
  db
    .with(db.$with('holds').as(slotHoldsInsert(db)))
    .insert(bookings)
    .values({
      id: sql.placeholder('bookingId'),
      reference: sql.placeholder('reference'),
      clientId: sql.placeholder('clientId'),
      consultantId: sql.placeholder('consultantId'),
      date: sql.placeholder('date'),
      startTime: sql.placeholder('startTime'),
      duration: sql.placeholder('duration'),
      hourlyRateCentavos: sql.placeholder('hourlyRateCentavos'),
      priceCentavos: sql.placeholder('priceCentavos'),
      platformFeeCentavos: sql.placeholder('platformFeeCentavos'),
      holdExpiresAt: given('holdExpiresAt'),
      referralCode: given('referralCode'),
      createdAt: sql.placeholder('now'),
      updatedAt: sql.placeholder('now'),
    })
    .returning(),
);

/**
 * What a creation's rules judge, in one read under both parties' locks: the client's open
 * requests, the slots held on the day, the unpaid holds' facts and the consultant's availability
 * rules (each rule's module gives its columns and judges them).
 */
const creationFacts = prepared('booking_creation_facts', (db) =>
  db.select({ openRequests: openRequestsColumn, held: heldOnDayColumn, ...holdFactColumns, ...offeredFactColumns }).from(NO_TABLE),
);

export interface BookingCreationDeps {
  db: Database;
  /** Judges past dates and slots, and stamps created_at and updated_at. */
  clock: Clock;
  timeZone: string;
  reactions: BookingReactions;
  mails: BookingMails;
  /** How long a new priced booking holds its slots while its client pays. */
  holdMs: number;
  /** Open (PENDING) requests a client may have with one consultant, and in all. */
  openRequestCaps: { perConsultant: number; overall: number };
  /** What keeps unpaid holds from squatting a calendar (hold-abuse.ts). */
  holdAbuse: HoldAbuseLimits;
  /** PLATFORM_FEE_PERCENT: the platform's share of a booking's price, fixed on the booking when it is made. */
  platformFeePercent: number;
  availability: Pick<AvailabilityGuard, 'offeredFactValues' | 'judgeOffered'>;
}

export function createBookingCreation({ db, clock, timeZone, reactions, mails, holdMs, openRequestCaps, holdAbuse, platformFeePercent, availability }: BookingCreationDeps) {
  /** The id of the user whose referral code this is; 400 on the field when there is none or it is the caller's. */
  async function referralOwner(executor: Executor, code: string, callerId: string): Promise<string> {
    const [owner] = await executor
      .select({ id: users.id })
      .from(users)
      .where(eq(users.referralCode, normalizeReferralCode(code)))
      .limit(1);
    if (!owner) throw new HttpError(400, UNKNOWN_REFERRAL_CODE, 'referralCode');
    if (owner.id === callerId) throw new HttpError(400, OWN_REFERRAL_CODE, 'referralCode');
    return owner.id;
  }

  return {
    async create(body: CreateBookingBody, caller: AuthContext): Promise<Booking> {
      if (body.consultantId === caller.userId) throw new HttpError(400, CANNOT_BOOK_SELF, 'consultantId');
      const referralCode = body.referralCode ? normalizeReferralCode(body.referralCode) : null;
      const wanted = heldSlots(body.startTime, body.duration);

      let created: { found: BookingWithParties; readerZones?: ReaderZones } | undefined;
      for (let attempt = 1; !created; attempt += 1) {
        try {
          created = await db.transaction(async (tx) => {
            const now = clock.now();
            // Both parties are read as they are locked: one round trip, and the rate priced is the rate under the lock.
            const parties = await lockParties(tx, caller.userId, body.consultantId);
            const consultant = parties.find((party) => party.id === body.consultantId);
            const client = parties.find((party) => party.id === caller.userId);
            if (!consultant) throw notFound(CONSULTANT_NOT_FOUND);
            if (consultant.summary.role !== 'Assistant') throw new HttpError(400, ONLY_ASSISTANTS, 'consultantId');
            if (!client) throw new Error(`the caller ${caller.userId} has no user row`);
            assertBookableTime(body, timeZone, now);
            const rate = hourlyRateCentavos(consultant.salaryRateCentavos);
            const price = priceCentavos(rate, body.duration);
            assertPrice(body.price, price, body.duration);
            if (referralCode) await referralOwner(tx, referralCode, caller.userId);
            const holdRules = { clientId: caller.userId, consultantId: consultant.id, now, limits: holdAbuse };
            const asked = { consultantId: consultant.id, date: body.date, startTime: body.startTime, duration: body.duration, now };
            const [facts] = await creationFacts(tx, { ...holdFactValues(holdRules), ...availability.offeredFactValues(asked), date: body.date });
            judgeOpenRequests(facts.openRequests, openRequestCaps);
            // Read under the consultant's lock: a request that lost the race for its slot hears so (409), not of the cap.
            if (wanted.some((slot) => facts.held.includes(slot))) throw new HttpError(409, SLOT_TAKEN);
            // The consultant's rules, under the same lock: two requests racing the day's last session are counted one after the other.
            availability.judgeOffered(facts, asked);
            if (price > 0) judgeHolds(holdFactsOf(facts), holdRules);
            const [row] = await insertBooking(tx, {
              bookingId: randomUUID(),
              startTimes: wanted,
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
              now,
            }).catch((error: unknown) => {
              throw slotTakenOr(error);
            });
            // The booking with both parties, for the mails and the answer, from what this transaction holds:
            // the row as inserted, the parties as locked, and no earning or dispute yet (it is new).
            const found: BookingWithParties = { booking: row, consultant: consultant.summary, client: client.summary, earning: null, dispute: null };
            const readerZones = await mails.inTransaction(tx, { kind: 'created', bookingId: row.id, actorId: caller.userId }, found, recipientsOf(parties));
            return { found, readerZones };
          });
        } catch (error) {
          // A reference clash (same millisecond digits and random tail) is retried with a fresh one.
          if (uniqueViolationConstraint(error) !== 'bookings_reference_unique' || attempt >= REFERENCE_ATTEMPTS) throw error;
        }
      }
      const booking = toBooking(created.found);
      await reactions.afterChange({ kind: 'created', booking, actorId: caller.userId, readerZones: created.readerZones });
      return booking;
    },
  };
}
