// What the listing routes answer (their response schemas on the server); the
// types of shared-api/types are inferred from them. Rates are dollars (SPEC section 9).
import '@marketplace/shared-api/schemas/zod-config';
import { z } from 'zod';

/** A project card of the profile page. */
export const projectSchema = z.object({
  id: z.string(),
  title: z.string(),
  images: z.array(z.string()),
  /** Rate per hour, shown in dollars. */
  rate: z.number(),
  createdAt: z.string(),
});

export const projectListSchema = z.array(projectSchema);

export const postDetailSchema = z.object({
  desc: z.string(),
  /** Size of the engagement in hours. */
  size: z.number().nullable(),
  school: z.string().nullable(),
  /** 1 means Verified yes. */
  restaurant: z.number().nullable(),
});

export const listingSchema = z.object({
  id: z.string(),
  title: z.string(),
  address: z.string(),
  rate: z.number(),
  images: z.array(z.string()),
  days: z.number().nullable(),
  bathroom: z.number().nullable(),
  isSaved: z.boolean(),
  user: z.object({ id: z.string(), avatar: z.string().nullable(), username: z.string() }),
  postDetail: postDetailSchema,
  createdAt: z.string(),
});

/** POST /api/users/save: whether the post is saved now. */
export const savedStateSchema = z.object({ isSaved: z.boolean() });
