// DELETE /api/users/admin/{id}: an admin removes an account and everything that
// belongs to it, in one transaction:
//   - the user's live bookings with other people are cancelled first (through
//     bookings' cancellation path: a paid one is refunded in full after the
//     commit) and the other party is notified;
//   - the user row is deleted; its foreign keys cascade to the user's profile
//     posts, listings (and their details and saves), saved posts, chats and
//     their messages, notifications, bookings and slots, calendar feeds, premium
//     application. Payments and the money journal stay (a payment's user and
//     booking become null; the journal names parties by id and name, with no
//     foreign key): money records outlive what they paid for;
//   - the audit log records the deletion;
//   - the last admin is never deleted (admin-guard.ts).
// After the commit, the image files nothing shows any more are deleted.
import { eq } from 'drizzle-orm';
import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import { listings, profilePosts, users } from '../../db/schema/index';
import { HttpError, notFound } from '../../http-error';
import type { AuthContext } from '../../plugins/auth';
import type { SessionCache } from '../../plugins/session-cache';
import type { BookingAccountPort } from '../bookings/account-deletion';
import type { ProfilePostsService } from '../profiles/profile-posts-service';
import type { UploadsService } from '../uploads/service';
import { USER_NOT_FOUND } from '../users/service';
import { deleteAccount } from '../users/accounts';
import { assertAnotherAdminRemains } from '../users/admin-guard';
import type { AuditLog } from './audit-log';

export const CANNOT_DELETE_SELF = 'You cannot delete your own account from the admin console.';

export interface DeleteUserDeps {
  db: Database;
  clock: Clock;
  bookings: BookingAccountPort;
  uploads: Pick<UploadsService, 'releaseUnreferenced'>;
  audit: Pick<AuditLog, 'record'>;
  /** A deleted account's tokens stop working at once. */
  sessions: Pick<SessionCache, 'accountChanged'>;
  /** Its card, and the ratings its reviews counted in, leave the list at once. */
  profilePosts: Pick<ProfilePostsService, 'listChanged'>;
}

export function createDeleteUser({ db, clock, bookings, uploads, audit, sessions, profilePosts: posts }: DeleteUserDeps) {
  return async function deleteUser(id: string, admin: AuthContext): Promise<void> {
    if (id === admin.userId) throw new HttpError(400, CANNOT_DELETE_SELF, 'id');
    const { files, cancelled } = await db.transaction(async (tx) => {
      // Bookings first, then the account: the lock order of every booking path.
      const now = clock.now();
      const cancelled = await bookings.cancelAllOf(tx, id, now);
      await assertAnotherAdminRemains(tx, id);
      const [user] = await tx.select().from(users).where(eq(users.id, id)).for('update');
      if (!user) throw notFound(USER_NOT_FOUND);
      const posts = await tx.select({ avatar: profilePosts.avatar, image: profilePosts.image }).from(profilePosts).where(eq(profilePosts.userId, id));
      const projects = await tx.select({ images: listings.images }).from(listings).where(eq(listings.userId, id));
      const files = [user.avatar, ...user.images, ...posts.flatMap((post) => [post.avatar, post.image]), ...projects.flatMap((project) => project.images)];
      await deleteAccount(tx, id);
      await audit.record(tx, {
        actorId: admin.userId,
        action: 'user.delete',
        targetType: 'user',
        targetId: id,
        changes: { username: { from: user.username, to: null }, email: { from: user.email, to: null } },
      });
      return { files, cancelled };
    });
    sessions.accountChanged(id);
    posts.listChanged();
    await bookings.afterCommit(cancelled);
    await uploads.releaseUnreferenced(files);
  };
}

export type DeleteUser = ReturnType<typeof createDeleteUser>;
