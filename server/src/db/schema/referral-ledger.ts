// The referral ledger: append-only, one row per amount a referrer earned from a
// referred user's booking (booking, referrer, amount in centavos, reason).
// Earnings are the sum of a referrer's rows, never a counter edited in place.
// The (booking, reason) index is what makes a reward once per booking however
// many calls race for it.
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { bookings } from './bookings';
import { sqlList } from './sql-list';
import { users } from './users';

/** booking_hours: 125 pesos per booked hour; completion_reward: 1000 for 8 hours or more, else 500. */
export const REFERRAL_LEDGER_REASONS = ['booking_hours', 'completion_reward'] as const;
export type ReferralLedgerReason = (typeof REFERRAL_LEDGER_REASONS)[number];

export const referralLedger = pgTable(
  'referral_ledger',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Null once the booking is gone (its party's account deleted); the earning stays. */
    bookingId: uuid('booking_id').references(() => bookings.id, { onDelete: 'set null' }),
    /** Null once the referrer's account is deleted: what was earned stays on the books (money_entries names them). */
    referrerId: uuid('referrer_id').references(() => users.id, { onDelete: 'set null' }),
    /** The referred user whose booking earned it (the booking's client). */
    referredUserId: uuid('referred_user_id').references(() => users.id, { onDelete: 'set null' }),
    amountCentavos: integer('amount_centavos').notNull(),
    /** The booking's hours, so bookingHours can be summed from the ledger too. */
    hours: integer('hours').notNull(),
    reason: text('reason', { enum: REFERRAL_LEDGER_REASONS }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('referral_ledger_booking_reason_unique').on(table.bookingId, table.reason),
    index('referral_ledger_referrer_idx').on(table.referrerId, table.createdAt),
    check('referral_ledger_amount_check', sql`${table.amountCentavos} > 0`),
    check('referral_ledger_reason_check', sql`${table.reason} in (${sqlList(REFERRAL_LEDGER_REASONS)})`),
  ],
);

export type ReferralLedgerRow = typeof referralLedger.$inferSelect;
