// Validation for the review calls, shared by the form and the server.
import '@marketplace/shared-api/schemas/zod-config';
import { z } from 'zod';
import { MIN_RATING_CHOICES, REVIEW_ANSWER_MAX, REVIEW_HIDE_REASON_MAX, REVIEW_TEXT_MAX, REVIEWS_PAGE_SIZE } from '@marketplace/shared-api/constants';

/** POST /api/reviews/bookings/{bookingId} and PUT /api/reviews/{reviewId}: 1 to 5 whole stars, optional text. */
export const reviewBodySchema = z
  .object({
    stars: z
      .number({ error: 'stars must be a whole number from 1 to 5' })
      .int('stars must be a whole number from 1 to 5')
      .min(1, 'stars must be a whole number from 1 to 5')
      .max(5, 'stars must be a whole number from 1 to 5'),
    text: z
      .string({ error: 'text must be text' })
      .trim()
      .max(REVIEW_TEXT_MAX, `text can be at most ${REVIEW_TEXT_MAX} characters`)
      .default(''),
  })
  .strict();
export type ReviewBody = z.input<typeof reviewBodySchema>;

/** POST /api/reviews/{reviewId}/answer: the assistant's one public answer. */
export const reviewAnswerSchema = z
  .object({
    text: z
      .string({ error: 'text is required' })
      .trim()
      .min(1, 'text is required')
      .max(REVIEW_ANSWER_MAX, `text can be at most ${REVIEW_ANSWER_MAX} characters`),
  })
  .strict();
export type ReviewAnswerBody = z.input<typeof reviewAnswerSchema>;

/** POST /api/reviews/{reviewId}/hide (admins): the reason both parties are shown. */
export const reviewHideSchema = z
  .object({
    reason: z
      .string({ error: 'reason is required' })
      .trim()
      .min(1, 'reason is required')
      .max(REVIEW_HIDE_REASON_MAX, `reason can be at most ${REVIEW_HIDE_REASON_MAX} characters`),
  })
  .strict();
export type ReviewHideBody = z.input<typeof reviewHideSchema>;

export const reviewIdParamsSchema = z.object({ reviewId: z.uuid('reviewId must be a valid id') }).strict();
export const reviewBookingParamsSchema = z.object({ bookingId: z.uuid('bookingId must be a valid id') }).strict();

/** GET /api/reviews/users/{userId}: keyset paging. */
export const reviewsPageQuerySchema = z
  .object({
    cursor: z.string().max(200).optional(),
    limit: z.coerce.number().int().min(1).max(50).default(REVIEWS_PAGE_SIZE),
  })
  .strict();

/** The search's minimum rating (query parameter minRating): one of the offered choices. */
export const minRatingSchema = z.coerce
  .number({ error: `minRating must be one of ${MIN_RATING_CHOICES.join(', ')}` })
  .refine((value) => (MIN_RATING_CHOICES as readonly number[]).includes(value), `minRating must be one of ${MIN_RATING_CHOICES.join(', ')}`);
