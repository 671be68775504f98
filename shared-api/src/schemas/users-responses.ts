// What the user routes answer. Each schema is the route's response schema on the
// server, so a column not named here is stripped from the answer, never leaked;
// the types of shared-api/types are inferred from them.
import '@marketplace/shared-api/schemas/zod-config';
import { z } from 'zod';
import { PREMIUM_VALUES, PRIVATE_USER_FIELDS, ROLES } from '@marketplace/shared-api/constants';

/** A user as the API shows it to anyone signed in. Never carries the password hash. */
export const userSchema = z.object({
  id: z.string(),
  /** Same value as id; the spec's screens read either name. */
  userId: z.string(),
  username: z.string(),
  /** Shown to the user themself and to admins; null for everyone else. */
  email: z.string().nullable(),
  firstName: z.string(),
  lastName: z.string(),
  avatar: z.string().nullable(),
  role: z.enum(ROLES),
  premium: z.enum(PREMIUM_VALUES),
  location: z.string().nullable(),
  skills: z.array(z.string()),
  experience: z.string().nullable(),
  availability: z.string().nullable(),
  /** Hourly rate in pesos; null for roles that have none. */
  salaryRate: z.number().nullable(),
  images: z.array(z.string()),
  referralCode: z.string(),
  referredBy: z.string().nullable(),
  referralCount: z.number(),
  referralBookings: z.number(),
  moneyEarned: z.number(),
  responseTime: z.string().nullable(),
  bio: z.string().nullable(),
  /** The IANA zone the user reads times in, as they saved it on /profile/update; null: their browser's. Private. */
  timeZone: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

const privateKeys = Object.fromEntries(PRIVATE_USER_FIELDS.map((field) => [field, true as const])) as {
  [K in (typeof PRIVATE_USER_FIELDS)[number]]: true;
};

/** What anyone may see of a user. Strict: a response with a private field fails it. */
export const publicUserSchema = userSchema.omit(privateKeys).strict();

/** A route answering self/admins in full and everyone else in public: the full shape first, else the public one. */
export const userViewSchema = z.union([userSchema, userSchema.omit(privateKeys)]);

/** The fields of a user safe to embed in other entities (a booking's consultant, a chat's receiver). */
export const userSummarySchema = userSchema.pick({ id: true, username: true, firstName: true, lastName: true, avatar: true, role: true, premium: true });

/** GET /api/users: a page of users, each in the shape the caller may see. */
export const usersPageSchema = z.object({ users: z.array(userViewSchema), nextCursor: z.string().nullable() });

/** The portfolio images after adding or deleting one. */
export const portfolioImagesSchema = z.object({ images: z.array(z.string()) });
