// Profile posts copy the user's premium (the list sorts Verified first without
// a join), so whoever changes a user's premium (the admin console, premium
// acceptance) calls this in the same transaction.
import { eq } from 'drizzle-orm';
import type { Premium } from '@marketplace/shared-api/types';
import type { Database } from '../../db/database';
import { profilePosts } from '../../db/schema/index';

export async function syncProfilePostsPremium(db: Database, userId: string, premium: Premium): Promise<void> {
  await db.update(profilePosts).set({ premium }).where(eq(profilePosts.userId, userId));
}
