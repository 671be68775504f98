// Response schemas of /api/reviews: what the routes answer, stripped of any column not named here.
import { z } from 'zod';
import type { BookingReviews, PublishedReview, RatingSummary, ReviewsPage } from '@marketplace/shared-api/types';

const answerSchema = z.object({ text: z.string(), createdAt: z.string() }).nullable();

export const ratingSummarySchema = z.object({ average: z.number().nullable(), count: z.number() }) satisfies z.ZodType<RatingSummary>;

export const publishedReviewSchema = z.object({
  id: z.string(),
  stars: z.number(),
  text: z.string(),
  sessionDate: z.string(),
  publishedAt: z.string(),
  reviewer: z.object({ id: z.string(), firstName: z.string(), avatar: z.string().nullable() }),
  answer: answerSchema,
}) satisfies z.ZodType<PublishedReview>;

export const reviewsPageSchema = z.object({
  reviews: z.array(publishedReviewSchema),
  nextCursor: z.string().nullable(),
  summary: ratingSummarySchema,
}) satisfies z.ZodType<ReviewsPage>;

const bookingReviewSchema = z.object({
  id: z.string(),
  side: z.enum(['client', 'assistant']),
  stars: z.number(),
  text: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  publishedAt: z.string().nullable(),
  hidden: z.object({ reason: z.string(), at: z.string() }).nullable(),
  answer: answerSchema,
});

export const bookingReviewsSchema = z.object({
  bookingId: z.string(),
  side: z.enum(['client', 'assistant']),
  reviewable: z.boolean(),
  windowClosesAt: z.string().nullable(),
  mine: bookingReviewSchema.nullable(),
  theirs: bookingReviewSchema.nullable(),
  theirsWritten: z.boolean(),
}) satisfies z.ZodType<BookingReviews>;
