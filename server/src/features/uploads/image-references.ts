// Whether an uploaded file is still shown anywhere. The same URL can be an
// avatar, a portfolio image, a listing image and a profile post's picture at
// once, so a file is deleted only when none of them uses it any more. A table
// that starts showing uploads adds its check here.
import { eq, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { listings, profilePosts, users } from '../../db/schema/index';

export async function isImageReferenced(db: Executor, url: string): Promise<boolean> {
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
