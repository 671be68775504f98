// Reading users and the first profile picture. Ownership and admin rights are
// checked here, on the server, whatever the screens show.
import { eq, sql } from 'drizzle-orm';
import type { User, UserView } from '@marketplace/shared-api/types';
import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import { users, type UserRow } from '../../db/schema/index';
import { forbidden, HttpError, notFound } from '../../http-error';
import { isAdmin, type AccountRow, type AuthContext } from '../../plugins/auth';
import type { SessionCache } from '../../plugins/session-cache';
import type { UploadsService } from '../uploads/service';
import { toUser, toUserView } from './user-response';

export const USER_NOT_FOUND = 'User not found';
export const OWN_PICTURE_ONLY = 'You can only change your own profile picture';
export const NOT_OUR_IMAGE = 'profilePicture must be an image uploaded to this site';

export interface UsersServiceDeps {
  db: Database;
  clock: Clock;
  uploads: Pick<UploadsService, 'isOurUpload'>;
  /** The caller's row as the auth hooks keep it (AuthHooks.account): the session check reads no more. */
  account: (userId: string) => Promise<AccountRow | null>;
  /** A new picture changes the row the auth hooks keep. */
  sessions: Pick<SessionCache, 'accountChanged'>;
}

export function createUsersService({ db, clock, uploads, account, sessions }: UsersServiceDeps) {
  // Prepared once: GET /api/users/verify runs it at every app start, and building
  // the SQL of a whole users row cost more than the lookup itself.
  const rowById = db.select().from(users).where(eq(users.id, sql.placeholder('id'))).limit(1).prepare('user_row_by_id');

  async function findRow(id: string): Promise<UserRow | null> {
    const [row] = await rowById.execute({ id });
    return row ?? null;
  }

  return {
    /** Every field for the user themself and admins, the public ones for everyone else. */
    async getUser(id: string, viewer: AuthContext | null): Promise<UserView> {
      const row = await findRow(id);
      if (!row) throw notFound(USER_NOT_FOUND);
      return toUserView(row, viewer);
    },

    /** The caller themself (GET /api/users/verify): every field, from the row the auth hooks just read or kept. */
    async getSelf(caller: AuthContext): Promise<User> {
      const row = await account(caller.userId);
      if (!row) throw notFound(USER_NOT_FOUND);
      return toUser(row, caller);
    },

    /** PUT /api/users/{id}/initial-profile-picture: the user themself or an admin. */
    async setInitialProfilePicture(id: string, profilePicture: string, caller: AuthContext): Promise<User> {
      if (caller.userId !== id && !isAdmin(caller)) throw forbidden(OWN_PICTURE_ONLY);
      // Only an image this caller uploaded here: no foreign URLs, no other people's files.
      if (!(await uploads.isOurUpload(profilePicture, [caller.userId]))) throw new HttpError(400, NOT_OUR_IMAGE, 'profilePicture');
      const [row] = await db
        .update(users)
        .set({ avatar: profilePicture, updatedAt: clock.now() })
        .where(eq(users.id, id))
        .returning();
      if (!row) throw notFound(USER_NOT_FOUND);
      sessions.accountChanged(id);
      return toUser(row, caller);
    },
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
