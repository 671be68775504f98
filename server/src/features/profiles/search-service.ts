// GET /api/profiles/posts (SPEC section 4): only Assistants; Verified first,
// then newest by the later of created/updated; userName, location and skills
// filters, and the optional minimum earned rating (minRating); keyset paging. Every filter and the order are backed by an index of
// db/schema/profile-posts.ts, so a page stays fast with 100,000 assistants. Pages,
// first or next, with nothing searched (the same for everyone) or filtered, are
// answered from search-page-cache.ts under the key of their normalized search and cursor.
import { and, gt, isNull, min, sql, type SQL } from 'drizzle-orm';
import type { ProfilePostsPage } from '@marketplace/shared-api/api/profiles';
import { SEARCH_PAGE_DEFAULT, type ProfileSearchQuery } from '@marketplace/shared-api/schemas/profiles';
import type { Database } from '../../db/database';
import { profilePosts, reviews } from '../../db/schema/index';
import { ratingAtLeast, ratingQuery, toRatingSummary, type RatingJoin } from '../reviews/rating';
import type { CachedPage, SearchPageCache } from './search-page-cache';
import { containsPattern, normalizeSpaces } from '../../db/like-pattern';
import { profilePostColumns, toProfilePost } from './profile-post-response';
import { decodeSearchCursor, encodeSearchCursor, type SearchCursor } from './search-cursor';

const p = profilePosts;

/** Everything sorts descending, so "after the cursor" is one row comparison the index can seek to. */
const afterCursor = (verified: unknown, listedAt: unknown, id: unknown) =>
  sql`(${p.verified}, ${p.listedAt}, ${p.id}) < (${verified}::boolean, ${listedAt}::timestamptz, ${id}::uuid)`;

/**
 * afterCursor for a cursor known when the SQL is built. Past the Verified posts it is written as
 * verified = false and a comparison of the other two keys, the same rows: PostgreSQL estimates a
 * row comparison by its first column alone, and "verified < false" would be estimated to match
 * nothing, so with filters it would walk the order index through every row they reject (most of
 * the table) rather than read their own indexes. A cursor among the Verified keeps the row
 * comparison, estimated by "verified < true", every post not Verified: close to the truth.
 */
function afterSearchCursor(after: SearchCursor): SQL {
  const listedAt = new Date(after.listedAt).toISOString();
  if (after.verified) return afterCursor(true, listedAt, after.id);
  return sql`${p.verified} = false and (${p.listedAt}, ${p.id}) < (${listedAt}::timestamptz, ${after.id}::uuid)`;
}

/** The skills searched, lower-cased (skills_lower holds them so) and each once. */
const skillsOf = (query: ProfileSearchQuery) => [...new Set((query.skills ?? []).map((skill) => skill.toLowerCase()))];

/**
 * A page's cache key: searches that filtersOf turns into the same SQL share it (spaces
 * collapsed, skills in any order, case or repetition), and the cursor names the page. Names and
 * places keep their case: ILIKE ignores it, but the key need not know how PostgreSQL folds every
 * alphabet.
 */
function pageKey(query: ProfileSearchQuery): string {
  const skills = skillsOf(query).sort();
  return JSON.stringify([normalizeSpaces(query.userName), normalizeSpaces(query.location), skills, query.minRating ?? null, query.limit, query.cursor ?? null]);
}

/**
 * The search's filters (not the cursor); only the role condition when nothing is searched.
 * rating: each row's rating, joined LATERAL by pageQuery (minRating filters on it).
 */
function filtersOf(query: ProfileSearchQuery, rating: RatingJoin): SQL[] {
  // A literal, not a parameter: the planner matches it to the partial order index.
  const conditions: SQL[] = [sql`${p.role} = 'Assistant'`];
  const userName = normalizeSpaces(query.userName);
  if (userName) conditions.push(sql`${p.nameSearch} ilike ${containsPattern(userName)}`);
  const location = normalizeSpaces(query.location);
  if (location) conditions.push(sql`${p.location} ilike ${containsPattern(location)}`);
  const skills = skillsOf(query);
  if (skills.length > 0) {
    // One parameter per skill (at most 20): no array-literal quoting to get wrong. && is "shares any element".
    const values = sql.join(
      skills.map((skill) => sql`${skill}`),
      sql`, `,
    );
    conditions.push(sql`${p.skillsLower} && array[${values}]::text[]`);
  }
  if (query.minRating !== undefined) conditions.push(ratingAtLeast(rating, query.minRating));
  return conditions;
}

/**
 * Each card carries its earned rating, joined LATERAL: one index-only range scan per row the
 * page reads (features/reviews/rating.ts). now: the instant reviews count as published at, an
 * ISO string or a placeholder; conditionsOf: the WHERE conditions, which may use the rating.
 */
function pageQuery(db: Database, conditionsOf: (rating: RatingJoin) => SQL[], limit: number, now: unknown) {
  const rating = ratingQuery(db, p.userId, now).as('rating');
  return (
    db
      // The card's columns and the cursor's keys, not the internal search columns.
      .select({
        post: { ...profilePostColumns, verified: p.verified, listedAt: p.listedAt },
        rating: { average: rating.average, count: rating.count },
      })
      .from(p)
      .innerJoinLateral(rating, sql`true`)
      .where(and(...conditionsOf(rating)))
      // NULLS LAST as in the index definition, so PostgreSQL reads the index in order and stops early.
      .orderBy(sql`${p.verified} desc nulls last`, sql`${p.listedAt} desc nulls last`, sql`${p.id} desc nulls last`)
      // One extra row tells whether another page exists.
      .limit(limit + 1)
  );
}

/** The page query itself (limit + 1 rows); exported so the benchmark can EXPLAIN exactly what runs. */
export function profileSearchQuery(db: Database, query: ProfileSearchQuery, now: Date) {
  const after = query.cursor ? decodeSearchCursor(query.cursor) : undefined;
  const conditionsOf = (rating: RatingJoin) => [
    ...filtersOf(query, rating),
    ...(after ? [afterSearchCursor(after)] : []),
  ];
  return pageQuery(db, conditionsOf, query.limit, now.toISOString());
}

/** A search's page, cached (search-page-cache.ts), with its ETag and JSON. */
export type ProfileSearch = (query: ProfileSearchQuery) => Promise<CachedPage>;

export function createProfileSearch({ db, searchPageCache }: { db: Database; searchPageCache: SearchPageCache }): ProfileSearch {
  // The list page's usual asks, nothing searched at the default size (its first page and
  // the next ones), prepared once: building the SQL of a page cost more than running it.
  // The next page keeps the one row comparison: with nothing filtered, seeking the order index
  // is its plan whatever the estimate (afterSearchCursor is for filtered pages).
  const unfiltered = (rating: RatingJoin) => filtersOf({ limit: SEARCH_PAGE_DEFAULT }, rating);
  const now = sql.placeholder('now');
  const firstPage = pageQuery(db, unfiltered, SEARCH_PAGE_DEFAULT, now).prepare('profile_search_first_page');
  const nextPage = pageQuery(
    db,
    (rating) => [...unfiltered(rating), afterCursor(sql.placeholder('verified'), sql.placeholder('listedAt'), sql.placeholder('id'))],
    SEARCH_PAGE_DEFAULT,
    now,
  ).prepare('profile_search_next_page');

  // Nothing searched at the default size: filtersOf, the one list of filters, adds nothing beyond the role.
  const anyRating = ratingQuery(db, p.userId, now).as('rating');
  const isUnfiltered = (query: ProfileSearchQuery) =>
    filtersOf(query, anyRating).length === 1 && query.limit === SEARCH_PAGE_DEFAULT;

  // When the next review not yet published is published by time: every rating holds until then.
  // (Reviews not yet published are the not yet announced ones, reviews_unannounced_idx.)
  const nextPublication = db
    .select({ at: min(reviews.visibleAt) })
    .from(reviews)
    .where(and(isNull(reviews.announcedAt), gt(reviews.visibleAt, sql.placeholder('now'))))
    .prepare('profile_search_next_publication');

  function rowsOf(query: ProfileSearchQuery, at: Date) {
    if (!isUnfiltered(query)) return profileSearchQuery(db, query, at);
    if (!query.cursor) return firstPage.execute({ now: at.toISOString() });
    const after = decodeSearchCursor(query.cursor);
    return nextPage.execute({ verified: after.verified, listedAt: new Date(after.listedAt).toISOString(), id: after.id, now: at.toISOString() });
  }

  async function pageOf(query: ProfileSearchQuery, at: Date): Promise<ProfilePostsPage> {
    const rows = await rowsOf(query, at);
    const page = rows.slice(0, query.limit);
    const last = page.at(-1)?.post;
    return {
      posts: page.map(({ post, rating }) => ({ ...toProfilePost(post), rating: toRatingSummary(rating.average, rating.count) })),
      nextCursor:
        rows.length > query.limit && last
          ? encodeSearchCursor({ verified: last.verified, listedAt: last.listedAt.getTime(), id: last.id })
          : null,
    };
  }

  /**
   * The query's page at now, and until when it holds. A review written meanwhile needs no
   * shared snapshot: its commit calls changed(), and the cache keeps no fill that a change overtook.
   */
  const fillPage = (query: ProfileSearchQuery) => async (now: Date) => {
    const [page, [next]] = await Promise.all([pageOf(query, now), nextPublication.execute({ now: now.toISOString() })]);
    return { page, until: next?.at ?? null };
  };

  return (query) => searchPageCache.get(pageKey(query), fillPage(query));
}
