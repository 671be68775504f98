// Reviews of completed, paid sessions and the assistant's answers.
//
// One review per (booking, author): the unique index makes "once" a rule of the
// database, whatever requests race. Double-blind publishing is data, not a job:
// visible_at is when both parties may read the review. It is written as the end
// of the review window (completion + REVIEW_WINDOW_DAYS) and moved to "now" for
// both reviews when the second one is written, so a query judges "published" as
// visible_at <= the clock's now, and a review published by time needs nobody to
// flip a flag. announced_at only records that the parties were told (the
// notification sweep); nothing reads it to decide visibility.
//
// The rating is computed, not stored: the average and count of a subject's
// published, not hidden client reviews, read through reviews_published_idx
// (subject, visible_at, id, stars: an index-only range scan per assistant).
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { REVIEW_ANSWER_MAX, REVIEW_HIDE_REASON_MAX, REVIEW_TEXT_MAX } from '@marketplace/shared-api/constants';
import { bookings } from './bookings';
import { users } from './users';

export const REVIEWER_SIDES = ['client', 'assistant'] as const;

export const reviews = pgTable(
  'reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Who the review is about: the booking's other party. */
    subjectId: uuid('subject_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** client: the booking's client reviewing the assistant (counts toward the rating); assistant: the other way. */
    side: text('side', { enum: REVIEWER_SIDES }).notNull(),
    stars: integer('stars').notNull(),
    text: text('text').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true, precision: 3 }).notNull(),
    /** When the review closes for writing and editing: the booking's completion + REVIEW_WINDOW_DAYS. */
    windowClosesAt: timestamp('window_closes_at', { withTimezone: true, precision: 3 }).notNull(),
    /** Published (readable by the other party and, for client reviews, the public) from this instant on. */
    visibleAt: timestamp('visible_at', { withTimezone: true, precision: 3 }).notNull(),
    /** When both parties were told it was published (set once, by the writer of the second review or the sweep). */
    announcedAt: timestamp('announced_at', { withTimezone: true, precision: 3 }),
    /** An admin hid it (rules broken): when, who, and the reason both parties are shown. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true, precision: 3 }),
    hiddenBy: uuid('hidden_by'),
    hiddenReason: text('hidden_reason'),
  },
  (table) => [
    uniqueIndex('reviews_booking_author_unique').on(table.bookingId, table.authorId),
    // One index for both reads of published client reviews: the rating (avg, count; index-only, stars
    // is its last column) and the profile page's list, newest first by keyset on (visible_at, id).
    index('reviews_published_idx')
      .on(table.subjectId, table.visibleAt, table.id, table.stars)
      .where(sql`${table.side} = 'client' and ${table.hiddenAt} is null`),
    // The announcement sweep reads only reviews not yet announced, by when they publish.
    index('reviews_unannounced_idx')
      .on(table.visibleAt)
      .where(sql`${table.announcedAt} is null`),
    index('reviews_author_idx').on(table.authorId),
    check('reviews_stars_check', sql`${table.stars} between 1 and 5`),
    check('reviews_text_check', sql`char_length(${table.text}) <= ${sql.raw(String(REVIEW_TEXT_MAX))}`),
    check('reviews_side_check', sql`${table.side} in ('client', 'assistant')`),
    check('reviews_not_self_check', sql`${table.authorId} <> ${table.subjectId}`),
    check(
      'reviews_hidden_check',
      sql`(${table.hiddenAt} is null) = (${table.hiddenReason} is null) and char_length(coalesce(${table.hiddenReason}, '')) <= ${sql.raw(String(REVIEW_HIDE_REASON_MAX))}`,
    ),
  ],
);

/** The assistant's one public answer to a published client review: the primary key makes it once. */
export const reviewAnswers = pgTable(
  'review_answers',
  {
    reviewId: uuid('review_id')
      .primaryKey()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull(),
  },
  (table) => [check('review_answers_text_check', sql`char_length(${table.text}) between 1 and ${sql.raw(String(REVIEW_ANSWER_MAX))}`)],
);

export type ReviewRow = typeof reviews.$inferSelect;
export type ReviewAnswerRow = typeof reviewAnswers.$inferSelect;
