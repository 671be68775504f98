// Removing an image from a portfolio, an avatar or a deleted listing also frees
// its file, but only when the file is ours (an /uploads/ key) and nothing else
// still shows it: the same URL can be an avatar, a portfolio image, a listing
// image and a profile post's picture at once. Call after the change committed.
import { eq, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { listings, profilePosts, users } from '../../db/schema/index';
import type { ImageStorage } from '../uploads/storage';

async function isReferenced(db: Database, url: string): Promise<boolean> {
  const checks = [
    db
      .select({ found: sql<number>`1` })
      .from(users)
      .where(or(eq(users.avatar, url), sql`${url} = any(${users.images})`))
      .limit(1),
    db
      .select({ found: sql<number>`1` })
      .from(listings)
      .where(sql`${url} = any(${listings.images})`)
      .limit(1),
    db
      .select({ found: sql<number>`1` })
      .from(profilePosts)
      .where(or(eq(profilePosts.avatar, url), eq(profilePosts.image, url)))
      .limit(1),
  ];
  for (const check of checks) {
    if ((await check).length > 0) return true;
  }
  return false;
}

export async function deleteUnreferencedImages(db: Database, storage: ImageStorage, urls: Iterable<string | null>): Promise<void> {
  for (const url of new Set(urls)) {
    if (!url) continue;
    const key = storage.keyFromUrl(url);
    if (!key || (await isReferenced(db, url))) continue;
    await storage.delete(key);
  }
}
