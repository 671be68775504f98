// How a user row becomes the User of the API (shared-api/types). Money goes
// from centavos to pesos; email is shown only to the user themself and admins;
// the password hash never leaves. The zod schema is the routes' response
// schema, so an accidental extra column is stripped, not leaked.
import { z } from 'zod';
import { PREMIUM_VALUES, ROLES } from '@marketplace/shared-api/constants';
import type { User } from '@marketplace/shared-api/types';
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
  rating: z.number().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
}) satisfies z.ZodType<User>;


export function canSeeEmail(row: Pick<UserRow, 'id'>, viewer: AuthContext | null): boolean {
  return viewer !== null && (viewer.userId === row.id || isAdmin(viewer));
}

export function toUser(row: UserRow, viewer: AuthContext | null): User {
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
    rating: row.rating,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
