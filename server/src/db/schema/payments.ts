// Payments: one row per checkout a payer started (SPEC section 7, POST
// /payments/process), whatever it was for. Money is integer centavos. A row
// moves pending -> paid | failed | expired, a late capture moves failed or
// expired -> paid, and paid -> refunded; payment_events explains every move.
//
// Records of money outlive what they paid for: deleting a booking or a user
// (SPEC: deleting a user removes their data) sets booking_id and payer_id to
// null, never deletes the payment.
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { PAYMENT_METHODS } from '@marketplace/shared-api/constants';
import { bookingSeries } from './booking-series';
import { bookings } from './bookings';
import { sqlList } from './sql-list';
import { users } from './users';

/**
 * What a payment pays for: a booking (booking_id), the premium fee of its payer (payer_id), or a
 * period of a recurring series (series_id): one checkout whose capture is split into one 'booking'
 * payment per occurrence (part_of names the checkout), so every occurrence keeps, and refunds, its own money.
 */
export const PAYMENT_PURPOSES = ['booking', 'premium', 'series'] as const;
export type PaymentPurpose = (typeof PAYMENT_PURPOSES)[number];
export const PAYMENT_STATUSES = ['pending', 'paid', 'failed', 'expired', 'refunded'] as const;
export const PAYMENT_PROVIDERS = ['sandbox', 'paymongo'] as const;
export const PAYMENT_CURRENCY = 'PHP';

export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    purpose: text('purpose', { enum: PAYMENT_PURPOSES }).notNull(),
    bookingId: uuid('booking_id').references(() => bookings.id, { onDelete: 'set null' }),
    /** A series checkout's series; null otherwise. */
    seriesId: uuid('series_id').references(() => bookingSeries.id, { onDelete: 'set null' }),
    /** The period of the series a series checkout pays. */
    seriesPeriod: integer('series_period'),
    /** An occurrence's share of a series checkout: that checkout's row (its provider reference refunds it). */
    partOf: uuid('part_of'),
    payerId: uuid('payer_id').references(() => users.id, { onDelete: 'set null' }),
    amountCentavos: integer('amount_centavos').notNull(),
    currency: text('currency').notNull().default(PAYMENT_CURRENCY),
    method: text('method', { enum: PAYMENT_METHODS }).notNull(),
    status: text('status', { enum: PAYMENT_STATUSES }).notNull().default('pending'),
    provider: text('provider', { enum: PAYMENT_PROVIDERS }).notNull(),
    /** The provider's checkout session id (cs_...); null until the provider answered. */
    providerReference: text('provider_reference'),
    /** The checkout session's payment intent (pi_...): a payment.failed event names only this. */
    providerIntentId: text('provider_intent_id'),
    /** The captured payment's id at the provider (pay_...), needed to refund it. */
    providerPaymentId: text('provider_payment_id'),
    /**
     * What the provider says it captured. Equal to amount and currency for every
     * capture the app keeps; a capture of another amount or currency is never kept,
     * and its refund gives back exactly this.
     */
    capturedAmountCentavos: integer('captured_amount_centavos'),
    capturedCurrency: text('captured_currency'),
    /** The hosted checkout page the payer opens; a retried process call answers it again. */
    checkoutUrl: text('checkout_url'),
    /** The public id: 'ONSVP-' + booking reference with useBookingIdAsTransaction, else generated. */
    transactionId: text('transaction_id').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    /** Only the last 4 digits are kept; the rest is masked. */
    accountNumber: text('account_number').notNull(),
    /**
     * Set when the app decided this capture must go back (its booking was cancelled,
     * was already paid, or lost its slots); a refund attempt may run from then on.
     * A claimed attempt pushes it forward, so a crashed one is retried by the sweep.
     */
    refundDueAt: timestamp('refund_due_at', { withTimezone: true }),
    /**
     * Set on a second capture of the same checkout (the provider charged twice, with another
     * payment id): its own row, never kept, refunded through the first one's checkout.
     */
    duplicateOf: uuid('duplicate_of'),
    /** What went back in part (a dispute's partial refund); a full refund sets status 'refunded'. */
    refundedCentavos: integer('refunded_centavos').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('payments_transaction_id_unique').on(table.transactionId),
    uniqueIndex('payments_idempotency_key_unique').on(table.idempotencyKey),
    uniqueIndex('payments_provider_reference_unique')
      .on(table.provider, table.providerReference)
      .where(sql`${table.providerReference} is not null`),
    index('payments_provider_intent_idx').on(table.provider, table.providerIntentId),
    index('payments_booking_idx').on(table.bookingId),
    index('payments_series_idx').on(table.seriesId).where(sql`${table.seriesId} is not null`),
    index('payments_part_of_idx').on(table.partOf).where(sql`${table.partOf} is not null`),
    // A booking keeps at most one capture: any other paid capture of it is marked for refund.
    uniqueIndex('payments_booking_kept_unique')
      .on(table.bookingId)
      .where(sql`${table.status} = 'paid' and ${table.refundDueAt} is null`),
    // A premium applicant keeps at most one capture of the fee, as a booking does.
    uniqueIndex('payments_premium_kept_unique')
      .on(table.payerId)
      .where(sql`${table.purpose} = 'premium' and ${table.status} = 'paid' and ${table.refundDueAt} is null`),
    index('payments_refund_due_idx')
      .on(table.refundDueAt)
      .where(sql`${table.status} = 'paid' and ${table.refundDueAt} is not null`),
    check('payments_amount_check', sql`${table.amountCentavos} > 0`),
    check('payments_captured_amount_check', sql`${table.capturedAmountCentavos} > 0`),
    check('payments_currency_check', sql`${table.currency} = ${sql.raw(`'${PAYMENT_CURRENCY}'`)}`),
    check('payments_purpose_check', sql`${table.purpose} in (${sqlList(PAYMENT_PURPOSES)})`),
    check('payments_method_check', sql`${table.method} in (${sqlList(PAYMENT_METHODS)})`),
    check('payments_status_check', sql`${table.status} in (${sqlList(PAYMENT_STATUSES)})`),
    check('payments_provider_check', sql`${table.provider} in (${sqlList(PAYMENT_PROVIDERS)})`),
  ],
);

export type PaymentRow = typeof payments.$inferSelect;
export type NewPaymentRow = typeof payments.$inferInsert;
