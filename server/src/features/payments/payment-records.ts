// The payment event a payment change writes in its own transaction, to explain it;
// the money it moved is the journal's (earnings/money-port.ts), in the same transaction.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { given, prepared } from '../../db/prepared';
import { paymentEvents, type PaymentEventSource, type PaymentProviderName, type PaymentRow } from '../../db/schema/index';

/** The id of an event we make ourselves (a verify result, a sweep, a refund): never a provider's. */
export const ownEventId = (source: PaymentEventSource) => `${source}_${randomUUID()}`;

export interface PaymentEventInput {
  provider: PaymentProviderName;
  /** The provider's event id; our own events get a generated one. */
  eventId?: string;
  source: PaymentEventSource;
  type: string;
  paymentId: string | null;
  payload: unknown;
  outcome: string;
  now: Date;
}

/** An event's row, every value given per call (eventValues), for a statement built once. */
export const eventRow = {
  provider: given('provider'),
  eventId: given('eventId'),
  source: given('source'),
  type: given('type'),
  paymentId: given('paymentId'),
  // Its JSON text, which both drivers send as it is; no payload is JSON's null (the column is NOT NULL).
  payload: sql`${sql.placeholder('payload')}::jsonb`,
  outcome: given('outcome'),
  receivedAt: given('now'),
};

/** The values eventRow names, for an event. */
export function eventValues(input: PaymentEventInput) {
  return {
    provider: input.provider,
    eventId: input.eventId ?? ownEventId(input.source),
    source: input.source,
    type: input.type,
    paymentId: input.paymentId,
    payload: JSON.stringify(input.payload ?? null),
    outcome: input.outcome,
    now: input.now,
  };
}

const eventInserted = prepared('payment_event_insert', (db) => db.insert(paymentEvents).values(eventRow));

export async function recordEvent(tx: Executor, input: PaymentEventInput): Promise<void> {
  await eventInserted(tx, eventValues(input));
}

/** What a capture of this payment took and its refund gives back: what the provider captured. */
export const capturedCentavos = (payment: PaymentRow): number => payment.capturedAmountCentavos ?? payment.amountCentavos;
