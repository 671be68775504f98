// Append-only: every provider event the webhook accepted, every verify result,
// and every move the app made on its own (a sweep, a refund, a process call
// that superseded an older checkout), with what the app did about it. Code
// only ever inserts here; any state of a payment can be explained afterwards.
// A webhook with a bad signature is not stored (it is nobody's event).
import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { payments, PAYMENT_PROVIDERS } from './payments';
import { sqlList } from './sql-list';

/**
 * Where an event came from: the provider's webhook, a verify call, a sweep,
 * a refund attempt, a process call, or a booking change (a cancellation).
 */
export const PAYMENT_EVENT_SOURCES = ['webhook', 'verify', 'sweep', 'refund', 'process', 'booking'] as const;
export type PaymentEventSource = (typeof PAYMENT_EVENT_SOURCES)[number];

export const paymentEvents = pgTable(
  'payment_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    provider: text('provider', { enum: PAYMENT_PROVIDERS }).notNull(),
    /** The provider's event id (evt_...), or one generated for our own events; unique per provider. */
    eventId: text('event_id').notNull(),
    source: text('source', { enum: PAYMENT_EVENT_SOURCES }).notNull(),
    /** e.g. 'checkout_session.payment.paid', 'payment.failed', 'verify.paid', 'hold.expired', 'refund.succeeded'. */
    type: text('type').notNull(),
    /** null for a provider event that matched none of our payments. */
    paymentId: uuid('payment_id').references(() => payments.id),
    /** The raw event as received, or what our own event knew. */
    payload: jsonb('payload').notNull(),
    /** What the app did: 'confirmed', 'duplicate', 'late_confirmed', 'late_refunded', 'ignored: ...'. */
    outcome: text('outcome').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('payment_events_provider_event_unique').on(table.provider, table.eventId),
    index('payment_events_payment_idx').on(table.paymentId, table.receivedAt),
    check('payment_events_source_check', sql`${table.source} in (${sqlList(PAYMENT_EVENT_SOURCES)})`),
  ],
);

export type PaymentEventRow = typeof paymentEvents.$inferSelect;
