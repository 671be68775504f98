// The earned rating of an assistant, computed where it is read: the average and
// count of their published (visible_at <= now), not hidden client reviews.
//
// Why computed and not a counter kept in the review's transaction: a review is
// published by time too (REVIEW_WINDOW_DAYS after completion, see
// db/schema/reviews.ts) and no transaction runs at that instant, so a stored
// counter would be wrong until some job caught up. Both figures come from one
// aggregate over one index-only range scan of reviews_published_idx (subject,
// visible_at, id, stars); the literal side/hidden predicates below are what let
// the planner use that partial index. A list joins it LATERAL, so each row of
// the page costs one scan, and a minimum rating filters on the same aggregate.
// bench/reviews measures it at 100,000 assistants with 1,000,000 reviews.
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { RatingSummary } from '@marketplace/shared-api/types';
import type { Executor } from '../../db/database';
import { reviews } from '../../db/schema/index';

/**
 * The published client reviews of subject (a column of the outer query, or an id) at the instant at
 * (an ISO string, or a placeholder of a prepared query), as a WHERE clause over reviews.
 */
const publishedOf = (subject: SQLWrapper | string, at: unknown): SQL =>
  sql`${reviews.subjectId} = ${subject} and ${reviews.side} = 'client' and ${reviews.hiddenAt} is null and ${reviews.visibleAt} <= ${at}::timestamptz`;

/**
 * The rating of subject as one aggregate row (average null and count 0 without reviews): awaited
 * for one user, or `.as(name)` and joined LATERAL by a list (an aggregate without GROUP BY always
 * answers one row, so an inner join keeps every row of the list).
 */
export function ratingQuery(executor: Executor, subject: SQLWrapper | string, at: unknown) {
  return executor
    .select({
      average: sql<number | null>`avg(${reviews.stars})::float8`.as('rating_average'),
      count: sql<number>`count(*)::int`.as('rating_count'),
    })
    .from(reviews)
    .where(publishedOf(subject, at));
}

/** The rating of one list row joined LATERAL (ratingQuery(...).as(name)). */
export type RatingJoin = ReturnType<ReturnType<typeof ratingQuery>['as']>;

/** A condition over a joined rating: an earned rating of at least min (none yet: not a match). */
export function ratingAtLeast(rating: RatingJoin, min: number): SQL {
  return sql`${rating.average} >= ${min}`;
}

export function toRatingSummary(average: number | null, count: number): RatingSummary {
  return { average: average === null ? null : Number(average), count: Number(count) };
}

/** One user's rating (zero reviews for an unknown id). */
export async function ratingOf(executor: Executor, userId: string, now: Date): Promise<RatingSummary> {
  const [row] = await ratingQuery(executor, userId, now.toISOString());
  return toRatingSummary(row?.average ?? null, row?.count ?? 0);
}
