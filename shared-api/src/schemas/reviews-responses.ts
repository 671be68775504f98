// What the review routes answer (their response schemas on the server); the
// types of shared-api/types are inferred from them.
import '@marketplace/shared-api/schemas/zod-config';
import { z } from 'zod';

/** Which side of the booking wrote a review: its client (counts toward the assistant's rating) or its assistant. */
export const reviewerSideSchema = z.enum(['client', 'assistant']);

export const reviewAnswerResponseSchema = z.object({ text: z.string(), createdAt: z.string() });

/**
 * An assistant's earned rating: the average of the stars of their published,
 * not hidden client reviews, and how many there are. average is null with none,
 * and the screens then show 'New' alone (format.ts, ratingText).
 */
export const ratingSummarySchema = z.object({ average: z.number().nullable(), count: z.number() });

/** A review as the profile page lists it: published, not hidden, written by a client. */
export const publishedReviewSchema = z.object({
  id: z.string(),
  stars: z.number(),
  text: z.string(),
  /** The session's date (yyyy-MM-dd, marketplace wall clock). */
  sessionDate: z.string(),
  publishedAt: z.string(),
  reviewer: z.object({ id: z.string(), firstName: z.string(), avatar: z.string().nullable() }),
  answer: reviewAnswerResponseSchema.nullable(),
});

/** GET /api/reviews/users/{userId}: newest first, keyset paged, with the rating it adds up to. */
export const reviewsPageSchema = z.object({
  reviews: z.array(publishedReviewSchema),
  nextCursor: z.string().nullable(),
  summary: ratingSummarySchema,
});

/** One review of a booking, as its two parties see it. */
export const bookingReviewSchema = z.object({
  id: z.string(),
  side: reviewerSideSchema,
  stars: z.number(),
  text: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** When both parties can read it; null while still blind. */
  publishedAt: z.string().nullable(),
  /** Set when an admin hid it, with the reason both parties are shown. */
  hidden: z.object({ reason: z.string(), at: z.string() }).nullable(),
  answer: reviewAnswerResponseSchema.nullable(),
});

/**
 * GET /api/reviews/bookings/{bookingId}: the caller's own review and, once
 * published, the other party's. Until then only whether they wrote one.
 */
export const bookingReviewsSchema = z.object({
  bookingId: z.string(),
  side: reviewerSideSchema,
  /** Whether the booking can be reviewed at all: COMPLETED and PAID. */
  reviewable: z.boolean(),
  /** Until when the caller may write or edit; null when the booking is not reviewable. */
  windowClosesAt: z.string().nullable(),
  mine: bookingReviewSchema.nullable(),
  theirs: bookingReviewSchema.nullable(),
  theirsWritten: z.boolean(),
});
