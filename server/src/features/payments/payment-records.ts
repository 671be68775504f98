// The two append-only records a payment change writes in its own transaction:
// the payment event that explains it and, when money moved, the ledger entry.
import { randomUUID } from 'node:crypto';
import type { Executor } from '../../db/database';
import {
  ledgerEntries,
  PAYMENT_CURRENCY,
  paymentEvents,
  type LedgerKind,
  type PaymentEventSource,
  type PaymentProviderName,
  type PaymentRow,
} from '../../db/schema/index';

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

/** The ledger kind of a capture or refund of this payment, by what it paid for. */
const KINDS: Record<PaymentRow['purpose'], Record<'payment' | 'refund', LedgerKind>> = {
  booking: { payment: 'booking_payment', refund: 'booking_refund' },
  premium: { payment: 'premium_payment', refund: 'premium_refund' },
};

/** What a capture of this payment took and its refund gives back: what the provider captured. */
export const capturedCentavos = (payment: PaymentRow): number => payment.capturedAmountCentavos ?? payment.amountCentavos;

/**
 * Money in (a capture, positive) or back out (a refund of all or amountCentavos of it, negative), for the payer.
 * The ledger is in pesos: a capture in another currency (never kept, always
 * refunded) is explained by its payment events alone.
 */
export async function recordLedger(
  tx: Executor,
  movement: 'payment' | 'refund',
  payment: PaymentRow,
  now: Date,
  amountCentavos = capturedCentavos(payment),
): Promise<void> {
  if ((payment.capturedCurrency ?? payment.currency) !== PAYMENT_CURRENCY) return;
  const sign = movement === 'refund' ? -1 : 1;
  await tx.insert(ledgerEntries).values({
    kind: KINDS[payment.purpose][movement],
    amountCentavos: sign * amountCentavos,
    userId: payment.payerId,
    paymentId: payment.id,
    bookingId: payment.bookingId,
    createdAt: now,
  });
}
