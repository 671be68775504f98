// Premium applications: one row per applicant (the primary key makes applying
// twice one application). pending -> accepted (awaiting the 50-peso fee) -> paid
// (the user is Verified), or pending -> declined (reason says why); a declined
// applicant may apply again, which makes the same row pending.
import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { sqlList } from './sql-list';
import { users } from './users';

export const PREMIUM_APPLICATION_ROW_STATUSES = ['pending', 'accepted', 'declined', 'paid'] as const;
export type PremiumApplicationRowStatus = (typeof PREMIUM_APPLICATION_ROW_STATUSES)[number];

export const premiumApplications = pgTable(
  'premium_applications',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: PREMIUM_APPLICATION_ROW_STATUSES }).notNull().default('pending'),
    reason: text('reason'),
    appliedAt: timestamp('applied_at', { withTimezone: true }).notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** The deciding admin (no foreign key: the decision outlives the admin's account). */
    decidedBy: uuid('decided_by'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (table) => [
    index('premium_applications_status_idx').on(table.status, table.appliedAt),
    check('premium_applications_status_check', sql`${table.status} in (${sqlList(PREMIUM_APPLICATION_ROW_STATUSES)})`),
  ],
);

export type PremiumApplicationRow = typeof premiumApplications.$inferSelect;
