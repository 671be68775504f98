// How a user row becomes a user of the API (shared-api/types), one shape per
// audience, defined here once:
//   public (visitors, other members): PublicUser, without PRIVATE_USER_FIELDS
//     (email, referralCode, referredBy, referralCount, referralBookings, moneyEarned, timeZone);
//   self and admins: User, every field.
// toUserView picks the shape for a viewer. Money goes from centavos to pesos;
// the password hash never leaves. The routes' response schemas, which strip an
// accidental extra column, are shared-api's schemas/users-responses.
import type { User, UserView, PublicUser } from '@marketplace/shared-api/types';
import type { UserRow } from '../../db/schema/index';
import { centavosToPesos } from '../../money';
import { isAdmin, type AuthContext } from '../../plugins/auth';

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
