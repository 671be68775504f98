// GET /api/profiles/posts (SPEC section 4): only Assistants; Verified first,
// then newest by the later of created/updated; userName, location and skills
// filters; keyset paging. Every filter and the order are backed by an index of
// db/schema/profile-posts.ts, so a page stays fast with 100,000 assistants.
import { and, sql, type SQL } from 'drizzle-orm';
import type { ProfilePostsPage } from '@marketplace/shared-api/api/profiles';
import { SEARCH_PAGE_DEFAULT, type ProfileSearchQuery } from '@marketplace/shared-api/schemas/profiles';
import type { Database } from '../../db/database';
import { profilePosts } from '../../db/schema/index';
import { containsPattern, normalizeSpaces } from './like-pattern';
import { toProfilePost } from './profile-post-response';
import { decodeSearchCursor, encodeSearchCursor } from './search-cursor';

const p = profilePosts;

/** Everything sorts descending, so "after the cursor" is one row comparison the index can seek to. */
const afterCursor = (verified: unknown, listedAt: unknown, id: unknown) =>
  sql`(${p.verified}, ${p.listedAt}, ${p.id}) < (${verified}::boolean, ${listedAt}::timestamptz, ${id}::uuid)`;

/** The search's filters (not the cursor); only the role condition when nothing is searched. */
function filtersOf(query: ProfileSearchQuery): SQL[] {
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
  return conditions;
}

function pageQuery(db: Database, conditions: SQL[], limit: number) {
  return (
    db
      .select()
      .from(p)
      .where(and(...conditions))
      // NULLS LAST as in the index definition, so PostgreSQL reads the index in order and stops early.
      .orderBy(sql`${p.verified} desc nulls last`, sql`${p.listedAt} desc nulls last`, sql`${p.id} desc nulls last`)
      // One extra row tells whether another page exists.
      .limit(limit + 1)
  );
}

/** The page query itself (limit + 1 rows); exported so the benchmark can EXPLAIN exactly what runs. */
export function profileSearchQuery(db: Database, query: ProfileSearchQuery) {
  const conditions = filtersOf(query);
  if (query.cursor) {
    const after = decodeSearchCursor(query.cursor);
    conditions.push(afterCursor(after.verified, new Date(after.listedAt).toISOString(), after.id));
  }
  return pageQuery(db, conditions, query.limit);
}

export type ProfileSearch = (query: ProfileSearchQuery) => Promise<ProfilePostsPage>;

export function createProfileSearch({ db }: { db: Database }): ProfileSearch {
  // The list page's usual asks, nothing searched at the default size (its first page and
  // the next ones), prepared once: building the SQL of a page cost more than running it.
  const unfiltered = filtersOf({ limit: SEARCH_PAGE_DEFAULT });
  const firstPage = pageQuery(db, unfiltered, SEARCH_PAGE_DEFAULT).prepare('profile_search_first_page');
  const nextPage = pageQuery(
    db,
    [...unfiltered, afterCursor(sql.placeholder('verified'), sql.placeholder('listedAt'), sql.placeholder('id'))],
    SEARCH_PAGE_DEFAULT,
  ).prepare('profile_search_next_page');

  function rowsOf(query: ProfileSearchQuery) {
    if (filtersOf(query).length > 1 || query.limit !== SEARCH_PAGE_DEFAULT) return profileSearchQuery(db, query);
    if (!query.cursor) return firstPage.execute();
    const after = decodeSearchCursor(query.cursor);
    return nextPage.execute({ verified: after.verified, listedAt: new Date(after.listedAt).toISOString(), id: after.id });
  }

  return async function searchProfilePosts(query) {
    const rows = await rowsOf(query);
    const page = rows.slice(0, query.limit);
    const last = page.at(-1);
    return {
      posts: page.map(toProfilePost),
      nextCursor:
        rows.length > query.limit && last
          ? encodeSearchCursor({ verified: last.verified, listedAt: last.listedAt.getTime(), id: last.id })
          : null,
    };
  };
}
