// What POST /api/payments/webhook does with an event whose signature checked
// out: checkout_session.payment.paid captures the session's payment,
// payment.failed declines it, anything else is acknowledged and recorded. An
// event id already recorded is answered as a duplicate without doing anything;
// an event that names none of our payments is recorded and acknowledged (the
// provider would otherwise retry it forever).
import { and, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import { NO_TABLE, prepared } from '../../db/prepared';
import { paymentEvents, payments } from '../../db/schema/index';
import type { PaymentOutcomes } from './payment-outcomes';
import { checkoutSessionSchema, FAILED_EVENT, PAID_EVENT, paymentResourceSchema, type WebhookEvent } from './paymongo-events';
import type { PaymentProvider } from './providers/provider';

export interface WebhookResult {
  outcome: string;
  /** A capture the booking cannot keep: its refund is settled after the answer. */
  refundPaymentId?: string;
  refundPaymentIds?: string[];
}

const ofProvider = (column: typeof payments.providerReference | typeof payments.providerIntentId) =>
  and(eq(payments.provider, sql.placeholder('provider')), eq(column, sql.placeholder('value')));

/** Whether the provider's event was recorded already. */
const eventRecorded = sql<boolean>`exists (select 1 from ${paymentEvents} where ${paymentEvents.provider} = ${sql.placeholder('provider')} and ${paymentEvents.eventId} = ${sql.placeholder('eventId')})`;

/** A provider's payment by the payment intent its events name. */
const paymentByIntent = prepared('payment_by_provider_intent', (db) => db.select().from(payments).where(ofProvider(payments.providerIntentId)).limit(1));

/** A provider's payment by the checkout session it opened, and whether the paid event was recorded already: the usual event in one read. */
const paymentBySessionUnlessSeen = prepared('payment_by_provider_reference', (db) =>
  db
    .select({ ...getTableColumns(payments), seen: eventRecorded })
    .from(payments)
    .where(ofProvider(payments.providerReference))
    .limit(1),
);

const eventSeen = prepared('payment_event_recorded', (db) => db.select({ seen: eventRecorded }).from(NO_TABLE));

export function createWebhookHandler(deps: { db: Database; clock: Clock; provider: Pick<PaymentProvider, 'name'>; outcomes: PaymentOutcomes }) {
  const { db, clock, provider, outcomes } = deps;

  async function seenBefore(eventId: string): Promise<boolean> {
    const [row] = await eventSeen(db, { provider: provider.name, eventId });
    return row.seen;
  }

  /** Records an event we do nothing about; a concurrent copy of it is simply not recorded twice. */
  async function acknowledge(event: WebhookEvent, payload: unknown, outcome: string, paymentId: string | null = null): Promise<WebhookResult> {
    await db
      .insert(paymentEvents)
      .values({
        provider: provider.name,
        eventId: event.data.id,
        source: 'webhook',
        type: event.data.attributes.type,
        paymentId,
        payload,
        outcome,
        receivedAt: clock.now(),
      })
      .onConflictDoNothing();
    return { outcome };
  }

  return async function handle(event: WebhookEvent, payload: unknown): Promise<WebhookResult> {
    const eventId = event.data.id;
    const type = event.data.attributes.type;
    const from = { source: 'webhook' as const, type, eventId, payload };

    if (type === PAID_EVENT) {
      const session = checkoutSessionSchema.safeParse(event.data.attributes.data);
      const [found] = session.success ? await paymentBySessionUnlessSeen(db, { provider: provider.name, value: session.data.id, eventId }) : [];
      if (found ? found.seen : await seenBefore(eventId)) return { outcome: 'duplicate' };
      if (!session.success) return acknowledge(event, payload, 'ignored: not a checkout session');
      if (!found) return acknowledge(event, payload, 'ignored: unknown checkout session');
      const { seen: _seen, ...payment } = found;
      const paid = session.data.attributes.payments.find((attempt) => attempt.attributes.status === 'paid');
      if (!paid) return acknowledge(event, payload, 'ignored: no paid payment in the session', payment.id);
      return outcomes.capture(payment, { id: paid.id, amount: paid.attributes.amount, currency: paid.attributes.currency }, from);
    }
    if (await seenBefore(eventId)) return { outcome: 'duplicate' };
    if (type === FAILED_EVENT) {
      const failed = paymentResourceSchema.safeParse(event.data.attributes.data);
      const intentId = failed.success ? failed.data.attributes.payment_intent_id : null;
      if (!intentId) return acknowledge(event, payload, 'ignored: not a payment of a checkout');
      const [payment] = await paymentByIntent(db, { provider: provider.name, value: intentId });
      if (!payment) return acknowledge(event, payload, 'ignored: unknown payment intent');
      return outcomes.fail(payment, from);
    }
    return acknowledge(event, payload, `ignored: ${type} is not handled`);
  };
}
