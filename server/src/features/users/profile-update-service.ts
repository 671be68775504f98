// PUT /api/users/{id}: the profile edit form (SPEC sections 4 and 5). The user
// themself or an admin. Members: salaryRate follows the role (1250 for
// Assistants) and premium cannot change (403). Admins set every field (premium,
// role, salaryRate of at least 0), and each admin edit is written to the audit
// log, field by field, in the edit's transaction; an admin's own premium and
// role, and the last admin's premium, stay (admin-guard.ts). In the same
// transaction the user's profile posts are deleted and, for an
// Assistant, recreated from the new fields, so a card never shows stale data.
import { eq } from 'drizzle-orm';
import { salaryRateForRole } from '@marketplace/shared-api/schemas/auth';
import type { ProfileUpdateBody } from '@marketplace/shared-api/schemas/users';
import type { User } from '@marketplace/shared-api/types';
import type { Clock } from '../../clock';
import type { Database, Executor } from '../../db/database';
import { users, type UserRow } from '../../db/schema/index';
import { forbidden, HttpError, notFound } from '../../http-error';
import { pesosToCentavos } from '../../money';
import { isAdmin, type AuthContext } from '../../plugins/auth';
import type { SessionCache } from '../../plugins/session-cache';
import { diffFields, type AuditTrail } from '../../audit-trail';
import { assertAnotherAdminRemains, assertNotOwnAdminFields } from './admin-guard';
import type { UploadsService } from '../uploads/service';
import { takenError } from './accounts';
import { USER_NOT_FOUND } from './service';
import { toUser } from './user-response';

export const OWN_PROFILE_ONLY = 'You can only update your own profile';
export const AVATAR_NOT_OURS = 'avatar must be an image uploaded to this site';
export const PREMIUM_ADMIN_ONLY = 'Only admins can change premium';

/** The columns an admin edit may change, as the audit log names them. */
const AUDITED_FIELDS = [
  'username',
  'email',
  'firstName',
  'lastName',
  'role',
  'premium',
  'skills',
  'location',
  'experience',
  'availability',
  'salaryRateCentavos',
  'bio',
  'avatar',
] as const satisfies readonly (keyof UserRow)[];

/** The profiles feature's copy of an account (its card), kept in step by the edit. */
export interface ProfileMirror {
  /** Inside the edit's transaction: the card shows the new fields. */
  rebuildFor(tx: Executor, user: UserRow): Promise<void>;
  /** After the commit: the cached first pages of the list are read again. */
  listChanged(): void;
}

const blankToNull = (value: string | undefined) => (value === undefined || value === '' ? null : value);

export interface ProfileUpdateDeps {
  db: Database;
  clock: Clock;
  uploads: Pick<UploadsService, 'isOurUpload' | 'releaseUnreferenced'>;
  /** The user's profile post mirrors the account: the profile edit rebuilds it in the same transaction. */
  profilePosts: ProfileMirror;
  /** Every admin edit of an account is written to the audit log in its transaction. */
  audit: AuditTrail;
  /** The profile edit may change role and premium, which the auth hooks cache. */
  sessions: Pick<SessionCache, 'accountChanged'>;
}

export function createProfileUpdateService({ db, clock, uploads, profilePosts, audit, sessions }: ProfileUpdateDeps) {
  /**
   * undefined keeps the avatar, '' removes it (the default avatar shows), and a new
   * URL must be a file we host that the user or the acting admin uploaded.
   */
  async function resolveAvatar(given: string | undefined, current: UserRow, caller: AuthContext): Promise<string | null> {
    if (given === undefined || given === current.avatar) return current.avatar;
    if (given === '') return null;
    if (!(await uploads.isOurUpload(given, [current.id, caller.userId]))) throw new HttpError(400, AVATAR_NOT_OURS, 'avatar');
    return given;
  }

  return {
    async updateProfile(id: string, body: ProfileUpdateBody, caller: AuthContext): Promise<User> {
      const admin = isAdmin(caller);
      if (caller.userId !== id && !admin) throw forbidden(OWN_PROFILE_ONLY);
      const [current] = await db.select().from(users).where(eq(users.id, id)).limit(1);
      if (!current) throw notFound(USER_NOT_FOUND);
      if (!admin && body.premium !== undefined && body.premium !== current.premium) throw forbidden(PREMIUM_ADMIN_ONLY);
      if (admin) assertNotOwnAdminFields({ callerId: caller.userId, userId: id, premium: body.premium, role: body.role }, current);
      const avatar = await resolveAvatar(body.avatar, current, caller);
      // An admin may set any rate of at least 0 (0 makes bookings free); members follow the role.
      const salaryRate = admin && body.salaryRate !== undefined && body.role === 'Assistant' ? body.salaryRate : salaryRateForRole(body.role, body.salaryRate);

      let updated: UserRow;
      try {
        updated = await db.transaction(async (tx) => {
          if (admin && body.premium !== undefined && body.premium !== 'Admin') await assertAnotherAdminRemains(tx, id);
          const [row] = await tx
            .update(users)
            .set({
              username: body.username,
              email: body.email,
              firstName: body.firstName,
              lastName: body.lastName,
              role: body.role,
              ...(admin && body.premium !== undefined ? { premium: body.premium } : {}),
              skills: body.skills,
              // A PUT carries the whole form: an optional field left out was cleared.
              location: blankToNull(body.location),
              experience: blankToNull(body.experience),
              availability: blankToNull(body.availability),
              salaryRateCentavos: salaryRate === undefined ? null : pesosToCentavos(salaryRate),
              // Clients that do not edit the bio (the admin form) leave it as it is.
              ...(body.bio === undefined ? {} : { bio: blankToNull(body.bio) }),
              ...(body.timeZone === undefined ? {} : { timeZone: body.timeZone }),
              avatar,
              updatedAt: clock.now(),
            })
            .where(eq(users.id, id))
            .returning();
          if (!row) throw notFound(USER_NOT_FOUND);
          await profilePosts.rebuildFor(tx, row);
          if (admin) {
            await audit.record(tx, {
              actorId: caller.userId,
              action: 'user.update',
              targetType: 'user',
              targetId: id,
              changes: diffFields(current, row, AUDITED_FIELDS),
            });
          }
          return row;
        });
      } catch (error) {
        throw takenError(error) ?? error;
      }

      // Role and premium may have changed: the auth hooks read them again; and so may the card.
      sessions.accountChanged(id);
      profilePosts.listChanged();
      if (current.avatar !== updated.avatar) await uploads.releaseUnreferenced([current.avatar]);
      return toUser(updated, caller);
    },
  };
}

export type ProfileUpdateService = ReturnType<typeof createProfileUpdateService>;
