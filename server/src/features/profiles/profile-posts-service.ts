// Publishing, reading and deleting profile posts. Permissions are checked here:
// a user publishes and deletes their own post, an admin anyone's.
import { eq } from 'drizzle-orm';
import type { ProfilePost } from '@marketplace/shared-api/types';
import type { Database } from '../../db/database';
import { profilePosts, users, type UserRow } from '../../db/schema/index';
import { forbidden, HttpError, notFound } from '../../http-error';
import { isAdmin, type AuthContext } from '../../plugins/auth';
import type { ImageStorage } from '../uploads/storage';
import { USER_NOT_FOUND } from '../users/service';
import { toProfilePost } from './profile-post-response';
import { insertProfilePost, type PostChoices } from './profile-post-snapshot';

export const POST_NOT_FOUND = 'Post not found';
export const OWN_POST_ONLY = 'You can only delete your own post';
export const OWN_PROFILE_POST_ONLY = 'You can only publish your own profile';
export const ASSISTANTS_ONLY = 'Only assistants can publish a profile post';
export const NOT_OUR_IMAGE = 'image must be an image uploaded to this site';

export function createProfilePostsService(db: Database, storage: ImageStorage) {
  /** The image of a post is shown on every card: only files we host, never a foreign URL. */
  async function assertOurImage(image: string | null | undefined): Promise<void> {
    if (!image) return;
    const key = storage.keyFromUrl(image);
    if (!key || !(await storage.exists(key))) throw new HttpError(400, NOT_OUR_IMAGE, 'image');
  }

  return {
    /**
     * POST /api/profiles/profile, /api/posts/profile and /api/profiles/profile-post:
     * (re)publish the one profile post of userId, built from the account.
     */
    async publish(userId: string, choices: PostChoices, caller: AuthContext): Promise<ProfilePost> {
      if (caller.userId !== userId && !isAdmin(caller)) throw forbidden(OWN_PROFILE_POST_ONLY);
      await assertOurImage(choices.image);
      const row = await db.transaction(async (tx) => {
        // Lock the account: its fields are the snapshot, and concurrent rebuilds must queue.
        const [user]: UserRow[] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
        if (!user) throw notFound(USER_NOT_FOUND);
        if (user.role !== 'Assistant') throw forbidden(ASSISTANTS_ONLY);
        await tx.delete(profilePosts).where(eq(profilePosts.userId, userId));
        return insertProfilePost(tx, user, choices);
      });
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
    async delete(id: string, caller: AuthContext): Promise<boolean> {
      const [row] = await db.select({ userId: profilePosts.userId }).from(profilePosts).where(eq(profilePosts.id, id)).limit(1);
      if (!row) return false;
      if (row.userId !== caller.userId && !isAdmin(caller)) throw forbidden(OWN_POST_ONLY);
      await db.delete(profilePosts).where(eq(profilePosts.id, id));
      return true;
    },
  };
}

export type ProfilePostsService = ReturnType<typeof createProfilePostsService>;
