// How a user row becomes a user of the API (shared-api/types), one shape per
// audience, defined here once:
//   public (visitors, other members): PublicUser, without PRIVATE_USER_FIELDS
//     (email, referralCode, referredBy, referralCount, referralBookings, moneyEarned, timeZone);
//   self and admins: User, every field.
// toUserView picks the shape for a viewer. Money goes from centavos to pesos;
// the password hash never leaves. The zod schemas are the routes' response
// schemas, so an accidental extra column is stripped, not leaked.
import { z } from 'zod';
import { PREMIUM_VALUES, PRIVATE_USER_FIELDS, ROLES } from '@marketplace/shared-api/constants';
import type { PublicUser, User, UserView } from '@marketplace/shared-api/types';
import type { UserRow } from '../../db/schema/index';
import { centavosToPesos } from '../../money';
import { isAdmin, type AuthContext } from '../../plugins/auth';

export const userResponseSchema = z.object({
  id: z.string(),
  userId: z.string(),
  username: z.string(),
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
  salaryRate: z.number().nullable(),
  images: z.array(z.string()),
  referralCode: z.string(),
  referredBy: z.string().nullable(),
  referralCount: z.number(),
  referralBookings: z.number(),
  moneyEarned: z.number(),
  responseTime: z.string().nullable(),
  bio: z.string().nullable(),
  timeZone: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
}) satisfies z.ZodType<User>;

const privateKeys = Object.fromEntries(PRIVATE_USER_FIELDS.map((field) => [field, true as const])) as {
  [K in (typeof PRIVATE_USER_FIELDS)[number]]: true;
};

/** What anyone may see of a user. Strict: a response with a private field fails it. */
export const publicUserResponseSchema = userResponseSchema.omit(privateKeys).strict() satisfies z.ZodType<PublicUser>;

/** A route answering self/admins in full and everyone else in public: the full shape first, else the public one. */
export const userViewResponseSchema = z.union([userResponseSchema, userResponseSchema.omit(privateKeys)]) satisfies z.ZodType<UserView>;

export function canSeeEmail(row: Pick<UserRow, 'id'>, viewer: AuthContext | null): boolean {
  return viewer !== null && (viewer.userId === row.id || isAdmin(viewer));
}

/** Whether viewer gets the private fields of row: the user themself and admins. */
export const seesPrivateFields = canSeeEmail;

/** The user in the shape this viewer may see. */
export function toUserView(row: UserRow, viewer: AuthContext | null): UserView {
  return seesPrivateFields(row, viewer) ? toUser(row, viewer) : toPublicUser(row);
}

export function toPublicUser(row: UserRow): PublicUser {
  const {
    email: _email,
    referralCode: _code,
    referredBy: _by,
    referralCount: _count,
    referralBookings: _bookings,
    moneyEarned: _earned,
    timeZone: _zone,
    ...rest
  } = toUser(row, null);
  return rest;
}

/** Every field (email hidden unless viewer may see it): for the user themself and admins. */
export function toUser(row: Omit<UserRow, 'passwordHash'>, viewer: AuthContext | null): User {
  return {
    id: row.id,
    userId: row.id,
    username: row.username,
    email: canSeeEmail(row, viewer) ? row.email : null,
    firstName: row.firstName,
    lastName: row.lastName,
    avatar: row.avatar,
    role: row.role,
    premium: row.premium,
    location: row.location,
    skills: row.skills,
    experience: row.experience,
    availability: row.availability,
    salaryRate: row.salaryRateCentavos === null ? null : centavosToPesos(row.salaryRateCentavos),
    images: row.images,
    referralCode: row.referralCode,
    referredBy: row.referredBy,
    referralCount: row.referralCount,
    referralBookings: row.referralBookings,
    moneyEarned: centavosToPesos(row.moneyEarnedCentavos),
    responseTime: row.responseTime,
    bio: row.bio,
    timeZone: row.timeZone,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
