// The review rules. Only a booking's two parties may review it,
// only once it is COMPLETED and PAID, once each, within REVIEW_WINDOW_DAYS of
// its completion; a review can be edited in that window until it is published.
// Double-blind: a review is published (visible_at) at the window's end, or at
// once for both when the second party writes theirs. Writes lock the booking
// row, so two parties writing at the same moment still see each other and
// publish. The assistant answers a published client review once; admins hide
// a review with a reason (audit-logged in the same transaction); nobody deletes.
// Anyone who is not a party gets 404 for the booking and learns nothing.
import { and, desc, eq, lt, or, sql } from 'drizzle-orm';
import { REVIEW_WINDOW_DAYS, SERIES_PERIOD_WEEKS } from '@marketplace/shared-api/constants';
import type { ReviewAnswerBody, ReviewBody, ReviewHideBody } from '@marketplace/shared-api/schemas/reviews';
import type { BookingReview, BookingReviews, PublishedReview, ReviewerSide, ReviewsPage } from '@marketplace/shared-api/types';
import type { Clock } from '../../clock';
import type { Database, Executor } from '../../db/database';
import { bookings, reviewAnswers, reviews, users, type BookingRow, type ReviewAnswerRow, type ReviewRow } from '../../db/schema/index';
import { conflict, forbidden, notFound } from '../../http-error';
import type { AuthContext } from '../../plugins/auth';
import { decodeTimeIdCursor, encodeTimeIdCursor } from '../../time-id-cursor';
import type { AuditTrail } from '../../audit-trail';
import { carriesReview } from '../bookings/series/series-reviews';
import { ratingOf } from './rating';

export const BOOKING_NOT_FOUND = 'Booking not found';
export const REVIEW_NOT_FOUND = 'Review not found';
export const NOT_REVIEWABLE = 'Only a completed, paid session can be reviewed.';
export const SERIES_REVIEWED_PER_BLOCK = `A recurring booking is reviewed once every ${SERIES_PERIOD_WEEKS} weeks, on the last session of those weeks.`;
export const WINDOW_CLOSED = `Reviews can be written and edited for ${REVIEW_WINDOW_DAYS} days after the session was completed.`;
export const ALREADY_REVIEWED = 'You have already reviewed this session.';
export const OWN_REVIEW_ONLY = 'You can only edit your own review.';
export const PUBLISHED_LOCKED = 'This review is published and can no longer be edited.';
export const HIDDEN_REVIEW = 'This review was hidden by an admin.';
export const ANSWER_BY_ASSISTANT_ONLY = 'Only the reviewed assistant can answer this review.';
export const ANSWER_AFTER_PUBLISHING = 'A review can be answered once it is published.';
export const ALREADY_ANSWERED = 'This review already has an answer.';
export const ALREADY_HIDDEN = 'This review is already hidden.';

const DAY_MS = 24 * 60 * 60 * 1000;
export const REVIEW_WINDOW_MS = REVIEW_WINDOW_DAYS * DAY_MS;

/** Who is told what after a commit: the plugin turns these into REVIEW notifications. */
export interface ReviewNotice {
  userId: string;
  title: string;
  content: string;
  bookingId: string;
}

export interface ReviewsServiceDeps {
  db: Database;
  clock: Clock;
  audit: AuditTrail;
  /** Called after the commit; never throws into the request. */
  notify: (notices: ReviewNotice[]) => Promise<void>;
  /**
   * After a commit that changed a rating or when one will change (a review written or hidden):
   * the profile list's cached first page is read again (ProfilePostsService.listChanged).
   */
  ratingsChanged: () => void;
}

type Party = { side: ReviewerSide; otherId: string };

function partyOf(booking: BookingRow, userId: string): Party | null {
  if (booking.clientId === userId) return { side: 'client', otherId: booking.consultantId };
  if (booking.consultantId === userId) return { side: 'assistant', otherId: booking.clientId };
  return null;
}

/**
 * When the booking's review window closes; null when it cannot be reviewed (not completed and
 * paid, or an occurrence of a series whose block is reviewed on another of its occurrences).
 */
async function windowClosesAt(executor: Executor, booking: BookingRow): Promise<Date | null> {
  if (booking.status !== 'COMPLETED' || booking.paymentStatus !== 'PAID' || !booking.completedAt) return null;
  if (!(await carriesReview(executor, booking))) return null;
  return new Date(booking.completedAt.getTime() + REVIEW_WINDOW_MS);
}

const isPublished = (review: ReviewRow, now: Date) => review.visibleAt.getTime() <= now.getTime();

function toBookingReview(review: ReviewRow, answer: ReviewAnswerRow | null, now: Date): BookingReview {
  return {
    id: review.id,
    side: review.side,
    stars: review.stars,
    text: review.text,
    createdAt: review.createdAt.toISOString(),
    updatedAt: review.updatedAt.toISOString(),
    publishedAt: isPublished(review, now) ? review.visibleAt.toISOString() : null,
    hidden: review.hiddenAt && review.hiddenReason ? { reason: review.hiddenReason, at: review.hiddenAt.toISOString() } : null,
    answer: answer ? { text: answer.text, createdAt: answer.createdAt.toISOString() } : null,
  };
}

/** The session date as the notices name it: the booking's own wall-clock date. */
const sessionOn = (booking: BookingRow) => `the session on ${booking.date}`;

export function createReviewsService({ db, clock, audit, notify, ratingsChanged }: ReviewsServiceDeps) {
  /** The booking for one of its parties, locked for the write when asked; 404 for anyone else. */
  async function bookingForParty(tx: Executor, bookingId: string, caller: AuthContext, lock: boolean) {
    const query = tx.select().from(bookings).where(eq(bookings.id, bookingId)).limit(1);
    const [booking] = lock ? await query.for('update') : await query;
    const party = booking ? partyOf(booking, caller.userId) : null;
    if (!booking || !party) throw notFound(BOOKING_NOT_FOUND);
    return { booking, party };
  }

  async function reviewsOf(tx: Executor, bookingId: string) {
    return tx
      .select({ review: reviews, answer: reviewAnswers })
      .from(reviews)
      .leftJoin(reviewAnswers, eq(reviewAnswers.reviewId, reviews.id))
      .where(eq(reviews.bookingId, bookingId));
  }

  async function bookingReviews(tx: Executor, booking: BookingRow, caller: AuthContext, party: Party): Promise<BookingReviews> {
    const now = clock.now();
    const rows = await reviewsOf(tx, booking.id);
    const mine = rows.find(({ review }) => review.authorId === caller.userId);
    const theirs = rows.find(({ review }) => review.authorId !== caller.userId);
    const closes = await windowClosesAt(tx, booking);
    return {
      bookingId: booking.id,
      side: party.side,
      reviewable: closes !== null,
      windowClosesAt: closes?.toISOString() ?? null,
      mine: mine ? toBookingReview(mine.review, mine.answer, now) : null,
      // Double-blind: the other party's review only once it is published.
      theirs: theirs && isPublished(theirs.review, now) ? toBookingReview(theirs.review, theirs.answer, now) : null,
      theirsWritten: theirs !== undefined,
    };
  }

  /** The caller's own review, for an edit or an answer: 404 when there is no such review. */
  async function findReview(tx: Executor, reviewId: string, lock: boolean) {
    const query = tx.select().from(reviews).where(eq(reviews.id, reviewId)).limit(1);
    const [review] = lock ? await query.for('update') : await query;
    if (!review) throw notFound(REVIEW_NOT_FOUND);
    return review;
  }

  async function nameOf(tx: Executor, userId: string): Promise<string> {
    const [row] = await tx.select({ firstName: users.firstName }).from(users).where(eq(users.id, userId));
    return row?.firstName ?? 'The other party';
  }

  return {
    async forBooking(bookingId: string, caller: AuthContext): Promise<BookingReviews> {
      const { booking, party } = await bookingForParty(db, bookingId, caller, false);
      return bookingReviews(db, booking, caller, party);
    },

    /** POST /api/reviews/bookings/{bookingId}: the caller's one review of the other party. */
    async write(bookingId: string, body: ReviewBody, caller: AuthContext): Promise<BookingReviews> {
      const { result, notices } = await db.transaction(async (tx) => {
        const { booking, party } = await bookingForParty(tx, bookingId, caller, true);
        const closes = await windowClosesAt(tx, booking);
        const paidSession = booking.status === 'COMPLETED' && booking.paymentStatus === 'PAID';
        if (!closes) throw conflict(paidSession && booking.seriesId !== null ? SERIES_REVIEWED_PER_BLOCK : NOT_REVIEWABLE);
        const now = clock.now();
        if (now.getTime() >= closes.getTime()) throw conflict(WINDOW_CLOSED);
        const existing = await tx.select().from(reviews).where(eq(reviews.bookingId, bookingId));
        if (existing.some((review) => review.authorId === caller.userId)) throw conflict(ALREADY_REVIEWED);
        const other = existing.find((review) => review.authorId === party.otherId);
        // The second review publishes both now; a first one waits for the window's end.
        const visibleAt = other ? now : closes;
        await tx.insert(reviews).values({
          bookingId,
          authorId: caller.userId,
          subjectId: party.otherId,
          side: party.side,
          stars: body.stars,
          text: body.text ?? '',
          createdAt: now,
          updatedAt: now,
          windowClosesAt: closes,
          visibleAt,
          announcedAt: other ? now : null,
        });
        const notices: ReviewNotice[] = [];
        if (other) {
          await tx.update(reviews).set({ visibleAt: now, announcedAt: now }).where(eq(reviews.id, other.id));
          const [me, them] = await Promise.all([nameOf(tx, caller.userId), nameOf(tx, party.otherId)]);
          const title = 'Reviews published';
          notices.push(
            { userId: caller.userId, bookingId, title, content: `You and ${them} both reviewed ${sessionOn(booking)}. You can now read each other's review.` },
            { userId: party.otherId, bookingId, title, content: `You and ${me} both reviewed ${sessionOn(booking)}. You can now read each other's review.` },
          );
        }
        return { result: await bookingReviews(tx, booking, caller, party), notices };
      });
      // Published now, or at the window's end: either way the cached ratings' horizon moved.
      ratingsChanged();
      await notify(notices);
      return result;
    },

    /** PUT /api/reviews/{reviewId}: its author, inside the window, while it is not yet published. */
    async edit(reviewId: string, body: ReviewBody, caller: AuthContext): Promise<BookingReviews> {
      return db.transaction(async (tx) => {
        const found = await findReview(tx, reviewId, false);
        if (found.authorId !== caller.userId) throw forbidden(OWN_REVIEW_ONLY);
        // The booking first, then the review, in the order a write takes them, so the two never deadlock.
        const { booking, party } = await bookingForParty(tx, found.bookingId, caller, true);
        const review = await findReview(tx, reviewId, true);
        const now = clock.now();
        if (review.hiddenAt) throw conflict(HIDDEN_REVIEW);
        if (now.getTime() >= review.windowClosesAt.getTime()) throw conflict(WINDOW_CLOSED);
        // Once the other side can read it, changing it would be exactly the retaliation double-blind prevents.
        if (isPublished(review, now)) throw conflict(PUBLISHED_LOCKED);
        await tx.update(reviews).set({ stars: body.stars, text: body.text ?? '', updatedAt: now }).where(eq(reviews.id, reviewId));
        return bookingReviews(tx, booking, caller, party);
      });
    },

    /** POST /api/reviews/{reviewId}/answer: the reviewed assistant, once, on a published client review. */
    async answer(reviewId: string, body: ReviewAnswerBody, caller: AuthContext): Promise<PublishedReview> {
      await db.transaction(async (tx) => {
        const review = await findReview(tx, reviewId, true);
        if (review.side !== 'client' || review.subjectId !== caller.userId) throw forbidden(ANSWER_BY_ASSISTANT_ONLY);
        if (review.hiddenAt) throw conflict(HIDDEN_REVIEW);
        const now = clock.now();
        if (!isPublished(review, now)) throw conflict(ANSWER_AFTER_PUBLISHING);
        const inserted = await tx
          .insert(reviewAnswers)
          .values({ reviewId, authorId: caller.userId, text: body.text, createdAt: now })
          .onConflictDoNothing()
          .returning({ reviewId: reviewAnswers.reviewId });
        if (inserted.length === 0) throw conflict(ALREADY_ANSWERED);
      });
      const [published] = await listPublished(db, { reviewId });
      if (!published) throw notFound(REVIEW_NOT_FOUND);
      return published;
    },

    /** POST /api/reviews/{reviewId}/hide (admins): hidden from everyone but its parties, who see the reason. */
    async hide(reviewId: string, body: ReviewHideBody, admin: AuthContext): Promise<void> {
      const notices = await db.transaction(async (tx) => {
        const review = await findReview(tx, reviewId, true);
        if (review.hiddenAt) throw conflict(ALREADY_HIDDEN);
        const now = clock.now();
        await tx.update(reviews).set({ hiddenAt: now, hiddenBy: admin.userId, hiddenReason: body.reason }).where(eq(reviews.id, reviewId));
        await audit.record(tx, {
          actorId: admin.userId,
          action: 'review.hide',
          targetType: 'review',
          targetId: review.id,
          changes: { hidden: { from: false, to: true } },
          reason: body.reason,
        });
        const [booking] = await tx.select().from(bookings).where(eq(bookings.id, review.bookingId));
        const content = `An admin hid the review of ${booking ? sessionOn(booking) : 'a session'}. Reason: ${body.reason}`;
        return [review.authorId, review.subjectId].map((userId): ReviewNotice => ({ userId, bookingId: review.bookingId, title: 'Review hidden', content }));
      });
      ratingsChanged();
      await notify(notices);
    },

    /** GET /api/reviews/users/{userId}: the published client reviews of a user, newest first, with their rating. */
    async page(userId: string, query: { cursor?: string; limit: number }): Promise<ReviewsPage> {
      const after = query.cursor ? decodeTimeIdCursor(query.cursor) : undefined;
      const now = clock.now();
      const rows = await listPublished(db, { subjectId: userId, now, after, limit: query.limit + 1 });
      const page = rows.slice(0, query.limit);
      const last = page.at(-1);
      return {
        reviews: page,
        nextCursor: rows.length > query.limit && last ? encodeTimeIdCursor(new Date(last.publishedAt), last.id) : null,
        summary: await ratingOf(db, userId, now),
      };
    },
  };

  /**
   * Published, not hidden client reviews as the profile page shows them: one subject's page (newest first,
   * after a cursor), or one review by id (for the answer's response).
   */
  async function listPublished(
    executor: Executor,
    by: { subjectId: string; now: Date; after?: { at: Date; id: string }; limit: number } | { reviewId: string },
  ): Promise<PublishedReview[]> {
    const now = 'now' in by ? by.now : clock.now();
    const published = and(sql`${reviews.side} = 'client'`, sql`${reviews.hiddenAt} is null`, sql`${reviews.visibleAt} <= ${now.toISOString()}::timestamptz`);
    const where =
      'reviewId' in by
        ? and(published, eq(reviews.id, by.reviewId))
        : and(
            published,
            eq(reviews.subjectId, by.subjectId),
            by.after ? or(lt(reviews.visibleAt, by.after.at), and(eq(reviews.visibleAt, by.after.at), lt(reviews.id, by.after.id))) : undefined,
          );
    const rows = await executor
      .select({ review: reviews, answer: reviewAnswers, date: bookings.date, firstName: users.firstName, avatar: users.avatar })
      .from(reviews)
      .innerJoin(bookings, eq(bookings.id, reviews.bookingId))
      .innerJoin(users, eq(users.id, reviews.authorId))
      .leftJoin(reviewAnswers, eq(reviewAnswers.reviewId, reviews.id))
      .where(where)
      .orderBy(desc(reviews.visibleAt), desc(reviews.id))
      .limit('limit' in by ? by.limit : 1);
    return rows.map(({ review, answer, date, firstName, avatar }) => ({
      id: review.id,
      stars: review.stars,
      text: review.text,
      sessionDate: date,
      publishedAt: review.visibleAt.toISOString(),
      reviewer: { id: review.authorId, firstName, avatar },
      answer: answer ? { text: answer.text, createdAt: answer.createdAt.toISOString() } : null,
    }));
  }
}

export type ReviewsService = ReturnType<typeof createReviewsService>;
