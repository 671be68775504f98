// What the profile post routes answer (their response schemas on the server),
// so the internal columns (username, skills_lower, the sort keys) are stripped,
// never leaked; the types of shared-api/types are inferred from them.
import '@marketplace/shared-api/schemas/zod-config';
import { z } from 'zod';
import { PREMIUM_VALUES } from '@marketplace/shared-api/constants';
import { listingSchema } from '@marketplace/shared-api/schemas/listings-responses';
import { ratingSummarySchema } from '@marketplace/shared-api/schemas/reviews-responses';

export const profilePostResponseSchema = z.object({
  id: z.string(),
  userId: z.string(),
  title: z.string(),
  description: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  avatar: z.string().nullable(),
  skills: z.array(z.string()),
  location: z.string().nullable(),
  role: z.string().nullable(),
  salaryRate: z.number().nullable(),
  experience: z.string().nullable(),
  availability: z.string().nullable(),
  image: z.string().nullable(),
  type: z.literal('profile'),
  premium: z.enum(PREMIUM_VALUES),
  responseTime: z.string().nullable(),
  /** The earned rating (published client reviews); search results (the cards) carry it. */
  rating: ratingSummarySchema.optional(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

/** GET /api/profiles/posts: one page of the list page's search. */
export const profilePostsPageSchema = z.object({
  posts: z.array(profilePostResponseSchema),
  /** Pass as `cursor` to get the next page; null on the last page. */
  nextCursor: z.string().nullable(),
});

/** The caller's own posts and the listings they saved. */
export const ownPostsSchema = z.object({
  /** The signed-in user's own profile posts. */
  userPosts: z.array(profilePostResponseSchema),
  /** Listings the signed-in user saved. */
  savedPosts: z.array(listingSchema),
});
