// Profile posts: publishing, reading and deleting them, and keeping them a true
// copy of the account. Permissions are checked here: a user publishes and
// deletes their own post, an admin anyone's.
//
// For other features (given the service as a dependency): whoever changes an
// account calls, inside the same transaction,
//   profilePosts.rebuildFor(tx, user)          after fields the card shows changed (the profile edit)
//   profilePosts.syncPremium(tx, userId, premium)  after premium alone changed (the admin console, premium acceptance)
// so a card never shows stale data and the list sorts Verified first without a join,
// and, once that transaction has committed,
//   profilePosts.listChanged()                 so the cached pages of the list are read again
// (publish and delete here call it themselves).
import { eq } from 'drizzle-orm';
import type { Premium, ProfilePost } from '@marketplace/shared-api/types';
import type { Clock } from '../../clock';
import type { Database, Executor } from '../../db/database';
import { profilePosts, users, type ProfilePostRow, type UserRow } from '../../db/schema/index';
import { forbidden, HttpError, notFound } from '../../http-error';
import { isAdmin, type AuthContext } from '../../plugins/auth';
import type { UploadsService } from '../uploads/service';
import { USER_NOT_FOUND } from '../users/service';
import { toProfilePost } from './profile-post-response';
import { currentDescription, insertProfilePost, replaceProfilePosts, type PostChoices } from './profile-post-snapshot';

export const POST_NOT_FOUND = 'Post not found';
export const OWN_POST_ONLY = 'You can only delete your own post';
export const OWN_PROFILE_POST_ONLY = 'You can only publish your own profile';
export const ASSISTANTS_ONLY = 'Only assistants can publish a profile post';
export const NOT_OUR_IMAGE = 'image must be an image you uploaded to this site';

export interface ProfilePostsServiceDeps {
  db: Database;
  clock: Clock;
  uploads: Pick<UploadsService, 'isOurUpload'>;
  /** The search page cache's changed (search-page-cache.ts): after each committed change to what the list shows. */
  listChanged: () => void;
}

export function createProfilePostsService({ db, clock, uploads, listChanged }: ProfilePostsServiceDeps) {
  return {
    /**
     * POST /api/profiles/profile, /api/posts/profile and /api/profiles/profile-post:
     * (re)publish the one profile post of userId, built from the account.
     */
    async publish(userId: string, choices: PostChoices, caller: AuthContext, alsoInTransaction?: (tx: Executor, post: ProfilePostRow) => Promise<void>): Promise<ProfilePost> {
      if (caller.userId !== userId && !isAdmin(caller)) throw forbidden(OWN_PROFILE_POST_ONLY);
      // The image is shown on every card: only files we host, uploaded by the post's owner
      // (or the admin publishing it), never a foreign URL or someone else's picture.
      if (choices.image && !(await uploads.isOurUpload(choices.image, [userId, caller.userId]))) {
        throw new HttpError(400, NOT_OUR_IMAGE, 'image');
      }
      const row = await db.transaction(async (tx) => {
        // Lock the account: its fields are the snapshot, and concurrent rebuilds must queue.
        const [user]: UserRow[] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
        if (!user) throw notFound(USER_NOT_FOUND);
        if (user.role !== 'Assistant') throw forbidden(ASSISTANTS_ONLY);
        await tx.delete(profilePosts).where(eq(profilePosts.userId, userId));
        const post = await insertProfilePost(tx, user, choices, clock.now());
        // The admin console records its write in the audit log in this same transaction.
        if (alsoInTransaction) await alsoInTransaction(tx, post);
        return post;
      });
      listChanged();
      return toProfilePost(row);
    },

    async get(id: string): Promise<ProfilePost> {
      const [row] = await db.select().from(profilePosts).where(eq(profilePosts.id, id)).limit(1);
      if (!row) throw notFound(POST_NOT_FOUND);
      return toProfilePost(row);
    },

    /** The signed-in user's own posts (at most one). */
    async listOwn(userId: string): Promise<ProfilePost[]> {
      const rows = await db.select().from(profilePosts).where(eq(profilePosts.userId, userId));
      return rows.map(toProfilePost);
    },

    /** Deletes a profile post; false when no post has this id. */
    async delete(id: string, caller: AuthContext, alsoInTransaction?: (tx: Executor, post: ProfilePostRow) => Promise<void>): Promise<boolean> {
      const deleted = await db.transaction(async (tx) => {
        const [row] = await tx.select().from(profilePosts).where(eq(profilePosts.id, id)).for('update');
        if (!row) return false;
        if (row.userId !== caller.userId && !isAdmin(caller)) throw forbidden(OWN_POST_ONLY);
        await tx.delete(profilePosts).where(eq(profilePosts.id, id));
        if (alsoInTransaction) await alsoInTransaction(tx, row);
        return true;
      });
      if (deleted) listChanged();
      return deleted;
    },

    /**
     * SPEC section 4: after an account edit the user's posts are rebuilt from the
     * new fields (recreated for an Assistant), keeping the description they gave
     * unless the account now has a bio. Inside the edit's transaction.
     */
    async rebuildFor(tx: Executor, user: UserRow): Promise<void> {
      const description = user.bio ?? (await currentDescription(tx, user.id));
      await replaceProfilePosts(tx, user, { description }, clock.now());
    },

    /** Copies a new premium onto the user's posts, inside the transaction that changed it. */
    async syncPremium(tx: Executor, userId: string, premium: Premium): Promise<void> {
      await tx.update(profilePosts).set({ premium }).where(eq(profilePosts.userId, userId));
    },

    /** After a committed transaction that called rebuildFor or syncPremium, deleted an account or changed a rating. */
    listChanged,
  };
}

export type ProfilePostsService = ReturnType<typeof createProfilePostsService>;
