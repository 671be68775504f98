// GET /api/profiles/posts (SPEC section 4): only Assistants; Verified first,
// then newest by the later of created/updated; userName, location and skills
// filters, and the optional minimum earned rating (minRating); keyset paging. Every filter and the order are backed by an index of
// db/schema/profile-posts.ts, so a page stays fast with 100,000 assistants.
import { and, sql, type SQL } from 'drizzle-orm';
import type { ProfilePostsPage } from '@marketplace/shared-api/api/profiles';
import type { ProfileSearchQuery } from '@marketplace/shared-api/schemas/profiles';
import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import { profilePosts } from '../../db/schema/index';
import { ratingAtLeast, ratingColumns, toRatingSummary } from '../reviews/rating';
import { containsPattern, normalizeSpaces } from './like-pattern';
import { toProfilePost } from './profile-post-response';
import { decodeSearchCursor, encodeSearchCursor } from './search-cursor';

const p = profilePosts;

function filtersOf(query: ProfileSearchQuery, now: Date): SQL[] {
  // A literal, not a parameter: the planner matches it to the partial order index.
  const conditions: SQL[] = [sql`${p.role} = 'Assistant'`];
  const userName = normalizeSpaces(query.userName);
  if (userName) conditions.push(sql`${p.nameSearch} ilike ${containsPattern(userName)}`);
  const location = normalizeSpaces(query.location);
  if (location) conditions.push(sql`${p.location} ilike ${containsPattern(location)}`);
  const skills = [...new Set((query.skills ?? []).map((skill) => skill.toLowerCase()))];
  if (skills.length > 0) {
    // One parameter per skill (at most 20): no array-literal quoting to get wrong. && is "shares any element".
    const values = sql.join(
      skills.map((skill) => sql`${skill}`),
      sql`, `,
    );
    conditions.push(sql`${p.skillsLower} && array[${values}]::text[]`);
  }
  if (query.minRating !== undefined) conditions.push(ratingAtLeast(p.userId, now, query.minRating));
  if (query.cursor) {
    const after = decodeSearchCursor(query.cursor);
    // Everything sorts descending, so "after the cursor" is one row comparison the index can seek to.
    conditions.push(
      sql`(${p.verified}, ${p.listedAt}, ${p.id}) < (${after.verified}::boolean, ${new Date(after.listedAt).toISOString()}::timestamptz, ${after.id}::uuid)`,
    );
  }
  return conditions;
}

/** The page query itself (limit + 1 rows); exported so the benchmark can EXPLAIN exactly what runs. */
export function profileSearchQuery(db: Database, query: ProfileSearchQuery, now: Date) {
  // Each card carries its earned rating: two index-only lookups per row of the page (features/reviews/rating.ts).
  return (
    db
      .select({ post: p, rating: ratingColumns(p.userId, now) })
      .from(p)
      .where(and(...filtersOf(query, now)))
      // NULLS LAST as in the index definition, so PostgreSQL reads the index in order and stops early.
      .orderBy(sql`${p.verified} desc nulls last`, sql`${p.listedAt} desc nulls last`, sql`${p.id} desc nulls last`)
      // One extra row tells whether another page exists.
      .limit(query.limit + 1)
  );
}

export type ProfileSearch = (query: ProfileSearchQuery) => Promise<ProfilePostsPage>;

export function createProfileSearch({ db, clock }: { db: Database; clock: Clock }): ProfileSearch {
  return async function searchProfilePosts(query) {
    const rows = await profileSearchQuery(db, query, clock.now());
    const page = rows.slice(0, query.limit);
    const last = page.at(-1)?.post;
    return {
      posts: page.map(({ post, rating }) => ({ ...toProfilePost(post), rating: toRatingSummary(rating.average, rating.count) })),
      nextCursor:
        rows.length > query.limit && last
          ? encodeSearchCursor({ verified: last.verified, listedAt: last.listedAt.getTime(), id: last.id })
          : null,
    };
  };
}
