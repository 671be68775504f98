// The append-only money record: one row per movement of money, written in the
// same transaction as the state it explains. A refund is a negative row; a
// balance is a sum, never a counter. Code only ever inserts here.
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { bookings } from './bookings';
import { payments } from './payments';
import { sqlList } from './sql-list';
import { users } from './users';

/** Money of payments: a booking's or the premium fee's capture and refund (referral earnings have their own ledger). */
export const LEDGER_KINDS = ['booking_payment', 'booking_refund', 'premium_payment', 'premium_refund'] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: LEDGER_KINDS }).notNull(),
    /** Signed centavos: money in is positive, money back (a refund) negative. */
    amountCentavos: integer('amount_centavos').notNull(),
    /** Whose money: the payer, for payments and refunds. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    paymentId: uuid('payment_id').references(() => payments.id),
    bookingId: uuid('booking_id').references(() => bookings.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('ledger_entries_user_idx').on(table.userId, table.createdAt),
    // A capture is recorded once, whatever arrives twice. A payment may be refunded in parts
    // (a dispute, then a cancellation), each refund recorded once with the refund's
    // payment event, in the same transaction (payments/refunds.ts).
    uniqueIndex('ledger_entries_payment_capture_unique')
      .on(table.paymentId, table.kind)
      .where(sql`${table.kind} in ('booking_payment', 'premium_payment')`),
    check('ledger_entries_amount_check', sql`${table.amountCentavos} <> 0`),
    check('ledger_entries_kind_check', sql`${table.kind} in (${sqlList(LEDGER_KINDS)})`),
  ],
);

export type LedgerEntryRow = typeof ledgerEntries.$inferSelect;
