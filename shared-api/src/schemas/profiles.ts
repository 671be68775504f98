// Validation for profile posts, listings, search and portfolio images (SPEC sections 4, 5, 7).
import '@marketplace/shared-api/schemas/zod-config';
import { z } from 'zod';
import { ADMIN_USERS_PAGE_MAX, PREMIUM_VALUES } from '@marketplace/shared-api/constants';
import { minRatingSchema } from '@marketplace/shared-api/schemas/reviews';
import { SKILLS_MAX_COUNT, SKILL_MAX_LENGTH, TEXT_FIELD_MAX_LENGTH } from '@marketplace/shared-api/schemas/auth';

export const SEARCH_TEXT_MAX_LENGTH = 100;
export const SEARCH_PAGE_DEFAULT = 24;
export const SEARCH_PAGE_MAX = 100;
export const DESCRIPTION_MAX_LENGTH = 5000;
export const PORTFOLIO_IMAGES_MAX = 30;

/** A query parameter given once or repeated (?skills=a&skills=b) becomes one string. */
const oneOrMany = z
  .union([z.string(), z.array(z.string())])
  .transform((value) => (Array.isArray(value) ? value.join(',') : value));

const searchText = (label: string) =>
  oneOrMany.pipe(z.string().trim().max(SEARCH_TEXT_MAX_LENGTH, `${label} must be at most ${SEARCH_TEXT_MAX_LENGTH} characters`));

/** GET /api/profiles/posts: filters of the list page plus paging. */
export const profileSearchSchema = z.object({
  userName: searchText('userName').optional(),
  location: searchText('location').optional(),
  /** Comma-separated; a post matches when it has any of them (case-insensitive). */
  skills: searchText('skills')
    .transform((value) =>
      value
        .split(',')
        .map((skill) => skill.trim())
        .filter(Boolean)
        .slice(0, SKILLS_MAX_COUNT),
    )
    .optional(),
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(SEARCH_PAGE_MAX, `limit must be at most ${SEARCH_PAGE_MAX}`)
    .default(SEARCH_PAGE_DEFAULT),
  /** Opaque: the nextCursor of the previous page. */
  cursor: z.string().trim().max(200, 'cursor is not valid').optional(),
  /** Only assistants whose earned rating is at least this; unrated ones have none and are left out. */
  minRating: minRatingSchema.optional(),
});
export type ProfileSearchQuery = z.output<typeof profileSearchSchema>;

const optionalText = z.string().trim().max(TEXT_FIELD_MAX_LENGTH).optional().nullable();

/** POST /api/profiles/profile and /api/posts/profile: publish one's profile post. */
export const profilePostSchema = z
  .object({
    title: z.string().trim().min(1, 'Title is required').max(TEXT_FIELD_MAX_LENGTH),
    description: z.string().trim().max(DESCRIPTION_MAX_LENGTH).default(''),
    firstName: z.string().trim().min(1, 'First name is required').max(TEXT_FIELD_MAX_LENGTH),
    lastName: z.string().trim().min(1, 'Last name is required').max(TEXT_FIELD_MAX_LENGTH),
    avatar: z.string().trim().max(500).optional().nullable(),
    skills: z.array(z.string().trim().min(1).max(SKILL_MAX_LENGTH)).max(SKILLS_MAX_COUNT).default([]),
    location: optionalText,
    role: optionalText,
    salaryRate: z.number().min(0, 'Salary rate cannot be below 0').max(1_000_000).optional().nullable(),
    experience: optionalText,
    availability: optionalText,
  })
  .strict();
export type ProfilePostBody = z.input<typeof profilePostSchema>;

/** POST /api/profiles/profile-post: a profile post for a user (the user themself or an admin). */
export const profilePostForUserSchema = z
  .object({
    userId: z.uuid('userId must be a valid id'),
    description: z.string().trim().max(DESCRIPTION_MAX_LENGTH).default(''),
    image: z.string().trim().max(500).optional().nullable(),
    type: z.literal('profile').default('profile'),
  })
  .strict();

export const postIdParamsSchema = z.object({ postId: z.uuid('postId must be a valid id') }).strict();

/** POST /api/users/save */
export const savePostSchema = z.object({ postId: z.uuid('postId must be a valid id') }).strict();

const uploadedImageUrl = z
  .string()
  .trim()
  .max(500)
  .regex(/^\/uploads\/[A-Za-z0-9._/-]+$/, 'Images must be uploaded to this site first');

/** POST /api/users/images: add uploaded images to one's portfolio. */
export const addImagesSchema = z
  .object({ images: z.array(uploadedImageUrl).min(1, 'Choose at least one image').max(PORTFOLIO_IMAGES_MAX) })
  .strict();

/** DELETE /api/users/images */
export const deleteImageSchema = z.object({ imageUrl: uploadedImageUrl }).strict();

/**
 * GET /api/users. Admins: every user, searched by name, username or email, paged
 * (at most ADMIN_USERS_PAGE_MAX a page). Any signed-in user: premium=Admin alone,
 * the public fields of the admins (to send them a premium application).
 */
export const usersQuerySchema = z.object({
  premium: z.enum(PREMIUM_VALUES, { error: 'premium must be Not Verified, Verified or Admin' }).optional(),
  search: z.string().trim().max(SEARCH_TEXT_MAX_LENGTH, `search must be at most ${SEARCH_TEXT_MAX_LENGTH} characters`).optional(),
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(ADMIN_USERS_PAGE_MAX, `limit must be at most ${ADMIN_USERS_PAGE_MAX}`)
    .default(ADMIN_USERS_PAGE_MAX),
  cursor: z.string().trim().max(200, 'cursor is not valid').optional(),
});
export type UsersQueryInput = z.input<typeof usersQuerySchema>;

/** GET /api/profiles/user-posts: a user's projects (listings); one's own without userId. */
export const userPostsQuerySchema = z.object({ userId: z.uuid('userId must be a valid id').optional() });
