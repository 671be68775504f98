// The sandbox provider's own state: its hosted checkout sessions, kept as data
// so an approval survives a restart and any server process can show the page.
// It is the provider's side, shaped like a PayMongo checkout session (an
// intent, a list of payment attempts), and knows our payments only by the
// reference number and metadata we gave it, as a real provider would.
import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { PAYMENT_METHODS } from '@marketplace/shared-api/constants';
import { sqlList } from './sql-list';

/** One payment attempt on a session, as PayMongo lists them in payments[]. */
export interface SandboxPaymentAttempt {
  id: string;
  status: 'paid' | 'failed';
  amount: number;
  /** Unix seconds. */
  createdAt: number;
  /** A refund of all of it, from before refunds were made in parts. */
  refundId?: string;
  /** Its refunds, each of a part, by the key the refund was asked with. */
  refunds?: Array<{ id: string; amount: number; key: string }>;
}

export const sandboxCheckoutSessions = pgTable(
  'sandbox_checkout_sessions',
  {
    /** cs_sandbox_...: unguessable, it is the key to the page. */
    id: text('id').primaryKey(),
    intentId: text('intent_id').notNull(),
    amountCentavos: integer('amount_centavos').notNull(),
    method: text('method', { enum: PAYMENT_METHODS }).notNull(),
    description: text('description').notNull(),
    referenceNumber: text('reference_number').notNull(),
    /** The hosted page's absolute address, as the merchant's base URL made it. */
    checkoutUrl: text('checkout_url').notNull(),
    successUrl: text('success_url').notNull(),
    cancelUrl: text('cancel_url').notNull(),
    /** What the merchant attached (our payment's transaction id), echoed in its events. */
    metadata: jsonb('metadata').$type<Record<string, string>>().notNull(),
    payments: jsonb('payments').$type<SandboxPaymentAttempt[]>().notNull().default(sql`'[]'::jsonb`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    check('sandbox_checkout_sessions_amount_check', sql`${table.amountCentavos} > 0`),
    check('sandbox_checkout_sessions_method_check', sql`${table.method} in (${sqlList(PAYMENT_METHODS)})`),
  ],
);

export type SandboxCheckoutSessionRow = typeof sandboxCheckoutSessions.$inferSelect;
