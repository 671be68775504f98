// The earned rating of an assistant, computed where it is read: the average and
// count of their published (visible_at <= now), not hidden client reviews.
//
// Why computed and not a counter kept in the review's transaction: a review is
// published by time too (REVIEW_WINDOW_DAYS after completion, see
// db/schema/reviews.ts) and no transaction runs at that instant, so a stored
// counter would be wrong until some job caught up. Each figure is instead one
// index-only range scan of reviews_published_idx (subject, visible_at, id, stars); the
// literal side/hidden predicates below are what let the planner use that
// partial index. bench/reviews measures it at 100,000 assistants with
// 1,000,000 reviews.
import { eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { RatingSummary } from '@marketplace/shared-api/types';
import type { Executor } from '../../db/database';
import { users } from '../../db/schema/index';

/**
 * The published client reviews of subject at the instant at (an ISO string, or a placeholder of a
 * prepared query), as a WHERE clause over "reviews" r.
 */
const publishedOf = (subject: AnyPgColumn, at: unknown) =>
  sql`r.subject_id = ${subject} and r.side = 'client' and r.hidden_at is null and r.visible_at <= ${at}::timestamptz`;

/** Correlated subqueries for a select list: the rating of the user whose id is in subject. */
export function ratingColumns(subject: AnyPgColumn, at: unknown): { average: SQL<number | null>; count: SQL<number> } {
  return {
    average: sql<number | null>`(select avg(r.stars)::float8 from reviews r where ${publishedOf(subject, at)})`,
    count: sql<number>`(select count(*)::int from reviews r where ${publishedOf(subject, at)})`,
  };
}

/** A condition for a search: the user whose id is in subject has an earned rating of at least min. */
export function ratingAtLeast(subject: AnyPgColumn, at: unknown, min: number): SQL {
  return sql`(select avg(r.stars) from reviews r where ${publishedOf(subject, at)}) >= ${min}`;
}

export function toRatingSummary(average: number | null, count: number): RatingSummary {
  return { average: average === null ? null : Number(average), count: Number(count) };
}

/** One user's rating (zero reviews for an unknown id). */
export async function ratingOf(executor: Executor, userId: string, now: Date): Promise<RatingSummary> {
  const [row] = await executor.select(ratingColumns(users.id, now.toISOString())).from(users).where(eq(users.id, userId));
  return toRatingSummary(row?.average ?? null, row?.count ?? 0);
}
