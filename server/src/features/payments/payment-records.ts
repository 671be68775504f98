// The payment event a payment change writes in its own transaction, to explain it;
// the money it moved is the journal's (earnings/money-port.ts), in the same transaction.
import { randomUUID } from 'node:crypto';
import type { Executor } from '../../db/database';
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

export async function recordEvent(tx: Executor, input: PaymentEventInput): Promise<void> {
  await tx.insert(paymentEvents).values({
    provider: input.provider,
    eventId: input.eventId ?? ownEventId(input.source),
    source: input.source,
    type: input.type,
    paymentId: input.paymentId,
    payload: input.payload ?? null,
    outcome: input.outcome,
    receivedAt: input.now,
  });
}

/** What a capture of this payment took and its refund gives back: what the provider captured. */
export const capturedCentavos = (payment: PaymentRow): number => payment.capturedAmountCentavos ?? payment.amountCentavos;
