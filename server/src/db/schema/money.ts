// The money model beyond taking payments (README, "The money model"): a journal
// of every movement of money between accounts, the earning each paid booking
// gives its assistant (its state over time), the disputes that hold an earning,
// payouts to mobile wallets and where each member is paid. Integer centavos.
//
// money_entries is the only record of money: what a client paid and got back (a
// receipt), what the platform kept, what an assistant or a referrer earned and was
// paid; every screen, report and check of money reads it. It is append-only: code
// only inserts. An entry names its party by
// id and by a kept name, with no foreign key, so deleting a user or a booking
// never deletes or orphans money: the books still say whose it was.
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, unique, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { DISPUTE_OUTCOMES, DISPUTE_REASONS, DISPUTE_STATUSES, EARNING_STATES, PAYOUT_METHODS, PAYOUT_STATUSES } from '@marketplace/shared-api/constants';
import { sqlList } from './sql-list';
import { users } from './users';

/**
 * client_payments holds what clients paid; every other account holds where it went.
 * For every movement, what client_payments gains the others gain together (a capture),
 * and a move between the others nets to zero: so client payments always equal refunds
 * + platform fees + assistant payables + referral payables + what is held for a refund.
 */
export const MONEY_ACCOUNTS = ['client_payments', 'refunds', 'held_for_refund', 'platform_fees', 'assistant_payable', 'referral_payable'] as const;
export type MoneyAccount = (typeof MONEY_ACCOUNTS)[number];

/** Where a payable is in its life; null for the other accounts. */
export const PAYABLE_STATES = ['upcoming', 'in_review', 'available', 'payout_pending', 'paid_out'] as const;
export type PayableState = (typeof PAYABLE_STATES)[number];

export const moneyEntries = pgTable(
  'money_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** One movement's entries share it ('paid:<paymentId>', 'payout:<id>:paid'); with account and party, written once. */
    movementKey: text('movement_key').notNull(),
    /** Why the money moved: booking_paid, session_ended, window_passed, dispute_released, refund, payout_requested, payout_paid, payout_failed, referral_earned, premium_paid... */
    reason: text('reason').notNull(),
    account: text('account', { enum: MONEY_ACCOUNTS }).notNull(),
    state: text('state', { enum: PAYABLE_STATES }),
    /** Signed centavos. */
    amountCentavos: integer('amount_centavos').notNull(),
    /** Whose money this is (the assistant, the referrer, the client); kept when the user is deleted. */
    partyId: uuid('party_id'),
    partyName: text('party_name').notNull(),
    bookingId: uuid('booking_id'),
    bookingReference: text('booking_reference'),
    paymentId: uuid('payment_id'),
    payoutId: uuid('payout_id'),
    disputeId: uuid('dispute_id'),
    /** The other member a movement concerns: for a referral reward, the referred client whose booking earned it. */
    counterpartyId: uuid('counterparty_id'),
    /** The booked hours that priced a referral reward (its hours part is per hour). */
    hours: integer('hours'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    // A movement writes each of its entries once, however often it is tried (nulls count as equal here).
    unique('money_entries_movement_unique').on(table.movementKey, table.account, table.state, table.partyId).nullsNotDistinct(),
    index('money_entries_party_idx').on(table.partyId, table.account, table.state),
    index('money_entries_created_idx').on(table.createdAt),
    index('money_entries_booking_idx').on(table.bookingId),
    index('money_entries_payment_idx').on(table.paymentId),
    check('money_entries_amount_check', sql`${table.amountCentavos} <> 0`),
    check('money_entries_account_check', sql`${table.account} in (${sqlList(MONEY_ACCOUNTS)})`),
    check(
      'money_entries_state_check',
      sql`(${table.account} in ('assistant_payable', 'referral_payable')) = (${table.state} is not null) and (${table.state} is null or ${table.state} in (${sqlList(PAYABLE_STATES)}))`,
    ),
  ],
);
export type MoneyEntryRow = typeof moneyEntries.$inferSelect;

/** A paid booking's earning for its assistant: the journal explains its money, this row is where it stands. */
export const earnings = pgTable(
  'earnings',
  {
    bookingId: uuid('booking_id').primaryKey(),
    bookingReference: text('booking_reference').notNull(),
    paymentId: uuid('payment_id').notNull(),
    assistantId: uuid('assistant_id'),
    assistantName: text('assistant_name').notNull(),
    clientId: uuid('client_id'),
    clientName: text('client_name').notNull(),
    sessionDate: text('session_date').notNull(),
    /**
     * The session's length in hours: with endsAt it names the session's time on a receipt once
     * the booking row is gone (an account deletion removes it; the receipt stays). Null on an
     * earning of a booking deleted before this was kept.
     */
    sessionHours: integer('session_hours'),
    grossCentavos: integer('gross_centavos').notNull(),
    feeCentavos: integer('fee_centavos').notNull(),
    netCentavos: integer('net_centavos').notNull(),
    refundedCentavos: integer('refunded_centavos').notNull().default(0),
    state: text('state', { enum: EARNING_STATES }).notNull(),
    /** When the session ends; from then until availableAt the client may report a problem. */
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    availableAt: timestamp('available_at', { withTimezone: true }).notNull(),
    /** An open dispute holds it in review past availableAt. */
    held: boolean('held').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('earnings_assistant_idx').on(table.assistantId, table.createdAt),
    index('earnings_due_idx').on(table.state, table.endsAt),
    check('earnings_state_check', sql`${table.state} in (${sqlList(EARNING_STATES)})`),
  ],
);
export type EarningRow = typeof earnings.$inferSelect;

export const disputes = pgTable(
  'disputes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id').notNull(),
    bookingReference: text('booking_reference').notNull(),
    clientId: uuid('client_id'),
    clientName: text('client_name').notNull(),
    assistantId: uuid('assistant_id'),
    assistantName: text('assistant_name').notNull(),
    reason: text('reason', { enum: DISPUTE_REASONS }).notNull(),
    text: text('text').notNull(),
    status: text('status', { enum: DISPUTE_STATUSES }).notNull().default('open'),
    outcome: text('outcome', { enum: DISPUTE_OUTCOMES }),
    refundCentavos: integer('refund_centavos'),
    note: text('note'),
    /** A refund decided and not yet made: the sweep claims it (a lease, like payments.refund_due_at). */
    refundDueAt: timestamp('refund_due_at', { withTimezone: true }),
    resolvedBy: uuid('resolved_by'),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (table) => [
    // One problem report per session.
    uniqueIndex('disputes_booking_unique').on(table.bookingId),
    index('disputes_status_idx').on(table.status, table.openedAt),
    check('disputes_reason_check', sql`${table.reason} in (${sqlList(DISPUTE_REASONS)})`),
    check('disputes_status_check', sql`${table.status} in (${sqlList(DISPUTE_STATUSES)})`),
  ],
);
export type DisputeRow = typeof disputes.$inferSelect;

export const payoutDestinations = pgTable('payout_destinations', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  method: text('method', { enum: PAYOUT_METHODS }).notNull(),
  mobileNumber: text('mobile_number').notNull(),
  accountName: text('account_name').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});
export type PayoutDestinationRow = typeof payoutDestinations.$inferSelect;

export const PAYOUT_TRIGGERS = ['request', 'weekly'] as const;

export const payouts = pgTable(
  'payouts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Per payout: a retried Withdraw, or the weekly run on two processes, is one payout. */
    idempotencyKey: text('idempotency_key').notNull(),
    userId: uuid('user_id'),
    userName: text('user_name').notNull(),
    amountCentavos: integer('amount_centavos').notNull(),
    /** Of which referral rewards (the rest is earnings). */
    referralCentavos: integer('referral_centavos').notNull().default(0),
    method: text('method', { enum: PAYOUT_METHODS }).notNull(),
    mobileNumber: text('mobile_number').notNull(),
    accountName: text('account_name').notNull(),
    trigger: text('trigger', { enum: PAYOUT_TRIGGERS }).notNull(),
    status: text('status', { enum: PAYOUT_STATUSES }).notNull().default('pending'),
    /** When the next attempt may run: a claimed attempt pushes it a lease ahead, so a crashed one is retried. */
    attemptAfter: timestamp('attempt_after', { withTimezone: true }),
    providerReference: text('provider_reference'),
    failureReason: text('failure_reason'),
    /** What the provider answered, each attempt (the admin's log). */
    providerLog: jsonb('provider_log').$type<unknown[]>().notNull().default(sql`'[]'::jsonb`),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('payouts_idempotency_unique').on(table.idempotencyKey),
    index('payouts_user_idx').on(table.userId, table.requestedAt),
    index('payouts_due_idx').on(table.status, table.attemptAfter),
    check('payouts_amount_check', sql`${table.amountCentavos} > 0`),
    check('payouts_status_check', sql`${table.status} in (${sqlList(PAYOUT_STATUSES)})`),
  ],
);
export type PayoutRow = typeof payouts.$inferSelect;

/** Timed runs that must happen once, whatever restarts: the weekly payout's next run. */
export const moneySchedule = pgTable('money_schedule', {
  name: text('name').primaryKey(),
  nextRunAt: timestamp('next_run_at', { withTimezone: true }).notNull(),
});
