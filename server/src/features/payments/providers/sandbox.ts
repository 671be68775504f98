// The sandbox provider (the default, PAYMENT_PROVIDER=sandbox): a stand-in for
// PayMongo that needs nothing outside the machine. Its checkout sessions are
// rows of sandbox_checkout_sessions (so they survive restarts and any process
// serves them), shown as a hosted checkout page on our own server
// (sandbox-routes.ts). When the payer approves or declines there, it records
// the attempt and builds the event PayMongo would send, in PayMongo's shape,
// signed with its webhook secret exactly as PayMongo signs; the page then
// delivers it to POST /api/payments/webhook, the same route a real provider
// calls. No real money moves: README says so, and the page says so.
import { createHmac, randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Clock } from '../../../clock';
import type { Database } from '../../../db/database';
import { given, prepared } from '../../../db/prepared';
import {
  PAYMENT_CURRENCY,
  sandboxCheckoutSessions,
  type SandboxCheckoutSessionRow,
  type SandboxPaymentAttempt,
} from '../../../db/schema/index';
import { FAILED_EVENT, PAID_EVENT } from '../paymongo-events';
import { signatureHeader } from '../webhook-signature';
import type { PaymentProvider } from './provider';
import { PRODUCT_NAME } from '@marketplace/shared-api/constants';

export const SANDBOX_MERCHANT = PRODUCT_NAME;
export const SANDBOX_SESSION_PATTERN = /^cs_sandbox_[A-Za-z0-9_-]{24}$/;
export const sandboxCheckoutPath = (sessionId: string) => `/api/payments/sandbox/checkout/${sessionId}`;

/** The sandbox's webhook secret, derived from the JWT secret: stable across restarts and processes, never configured. */
export const sandboxWebhookSecret = (jwtSecret: string) => createHmac('sha256', jwtSecret).update('sandbox-webhook-secret').digest('hex');

const randomId = (prefix: string) => `${prefix}_sandbox_${randomBytes(18).toString('base64url')}`;
const unixSeconds = (date: Date) => Math.floor(date.getTime() / 1000);

/** A signed event, ready to be POSTed to the webhook route. */
export interface SignedEvent {
  body: string;
  signature: string;
}

export type SandboxDecision =
  | { kind: 'unknown' }
  /** The session was already paid: nothing new happened. */
  | { kind: 'already_paid'; session: SandboxCheckoutSessionRow }
  | { kind: 'event'; session: SandboxCheckoutSessionRow; event: SignedEvent };

export interface SandboxProvider extends PaymentProvider {
  findSession(id: string): Promise<SandboxCheckoutSessionRow | null>;
  /** The payer approved: a paid attempt and its signed checkout_session.payment.paid event. */
  approve(id: string): Promise<SandboxDecision>;
  /** The payer declined: a failed attempt and its signed payment.failed event. */
  decline(id: string): Promise<SandboxDecision>;
}

function paymentResource(session: SandboxCheckoutSessionRow, attempt: SandboxPaymentAttempt) {
  return {
    id: attempt.id,
    type: 'payment' as const,
    attributes: {
      amount: attempt.amount,
      currency: PAYMENT_CURRENCY,
      description: session.description,
      livemode: false,
      status: attempt.status,
      payment_intent_id: session.intentId,
      source: { type: session.method === 'gcash' ? 'gcash' : 'paymaya' },
      metadata: session.metadata,
      created_at: attempt.createdAt,
      ...(attempt.status === 'failed' ? { failed_code: 'payment_declined', failed_message: 'Declined in the sandbox checkout.' } : {}),
    },
  };
}

function sessionResource(session: SandboxCheckoutSessionRow) {
  return {
    id: session.id,
    type: 'checkout_session' as const,
    attributes: {
      checkout_url: session.checkoutUrl,
      description: session.description,
      line_items: [{ amount: session.amountCentavos, currency: PAYMENT_CURRENCY, name: session.description, quantity: 1 }],
      livemode: false,
      merchant: SANDBOX_MERCHANT,
      metadata: session.metadata,
      payment_intent: { id: session.intentId },
      payment_method_types: [session.method === 'gcash' ? 'gcash' : 'paymaya'],
      payments: session.payments.map((attempt) => paymentResource(session, attempt)),
      reference_number: session.referenceNumber,
      // As PayMongo's: a session stays 'active' after it is paid.
      status: 'active',
      success_url: session.successUrl,
      cancel_url: session.cancelUrl,
    },
  };
}

const attempts = sandboxCheckoutSessions.payments;

/** An attempt of the session's own amount appended, unless one was paid; no row when it was (or there is no such session). */
const attemptAdded = prepared('sandbox_attempt_added', (db) =>
  db
    .update(sandboxCheckoutSessions)
    .set({
      payments: sql`${attempts} || jsonb_build_array(jsonb_build_object(
        'id', ${sql.placeholder('attemptId')}::text, 'status', ${sql.placeholder('status')}::text,
        'amount', ${sandboxCheckoutSessions.amountCentavos}, 'createdAt', ${sql.placeholder('createdAt')}::bigint))`,
      updatedAt: given('now'),
    })
    .where(and(eq(sandboxCheckoutSessions.id, sql.placeholder('id')), sql`not ${attempts} @> '[{"status": "paid"}]'::jsonb`))
    .returning(),
);

/** A new checkout session; its metadata as its JSON text, which both drivers send as it is. Built once (prepared.ts). */
const insertSession = prepared('sandbox_session_insert', (db) =>
  db
    .insert(sandboxCheckoutSessions)
    .values({
      id: given('id'),
      intentId: given('intentId'),
      amountCentavos: given('amountCentavos'),
      method: given('method'),
      description: given('description'),
      referenceNumber: given('referenceNumber'),
      checkoutUrl: given('checkoutUrl'),
      successUrl: given('successUrl'),
      cancelUrl: given('cancelUrl'),
      metadata: sql`${sql.placeholder('metadata')}::jsonb`,
      createdAt: given('now'),
      updatedAt: given('now'),
    })
    .returning(),
);

export function createSandboxProvider({ db, clock, webhookSecret }: { db: Database; clock: Clock; webhookSecret: string }): SandboxProvider {
  function sign(type: string, data: unknown): SignedEvent {
    const now = clock.now();
    const body = JSON.stringify({
      data: {
        id: randomId('evt'),
        type: 'event',
        attributes: { type, livemode: false, data, created_at: unixSeconds(now), updated_at: unixSeconds(now) },
      },
    });
    return { body, signature: signatureHeader(webhookSecret, body, now, 'te') };
  }

  /**
   * Adds an attempt to a session that is not paid yet, in one statement: a second click
   * waits on the row, then finds it paid and adds nothing. Only a click that added
   * nothing reads the session, to say whether it is paid or unknown.
   */
  async function attempt(id: string, status: SandboxPaymentAttempt['status']): Promise<SandboxDecision> {
    const now = clock.now();
    const [updated] = await attemptAdded(db, { id, attemptId: randomId('pay'), status, createdAt: unixSeconds(now), now });
    if (!updated) {
      const session = await findSession(id);
      return session ? { kind: 'already_paid', session } : { kind: 'unknown' };
    }
    const made = updated.payments[updated.payments.length - 1];
    const event = status === 'paid' ? sign(PAID_EVENT, sessionResource(updated)) : sign(FAILED_EVENT, paymentResource(updated, made));
    return { kind: 'event', session: updated, event };
  }

  async function findSession(id: string) {
    const [session] = await db.select().from(sandboxCheckoutSessions).where(eq(sandboxCheckoutSessions.id, id));
    return session ?? null;
  }

  return {
    name: 'sandbox',
    webhookSecret,
    signatureMode: 'te',

    async createCheckout(request) {
      const now = clock.now();
      const id = randomId('cs');
      const [session] = await insertSession(db, {
        id,
        intentId: randomId('pi'),
        amountCentavos: request.amountCentavos,
        method: request.method,
        description: request.description,
        referenceNumber: request.referenceNumber,
        checkoutUrl: `${request.baseUrl}${sandboxCheckoutPath(id)}`,
        successUrl: request.successUrl,
        cancelUrl: request.cancelUrl,
        metadata: JSON.stringify(request.metadata),
        now,
      });
      return { reference: session.id, intentId: session.intentId, checkoutUrl: session.checkoutUrl };
    },

    async retrieveCheckout(reference) {
      const [session] = await db.select().from(sandboxCheckoutSessions).where(eq(sandboxCheckoutSessions.id, reference));
      if (!session) return { payments: [], raw: null };
      return {
        payments: session.payments.map((payment) => ({ id: payment.id, status: payment.status, amount: payment.amount, currency: PAYMENT_CURRENCY })),
        raw: { data: sessionResource(session) },
      };
    },

    async refund({ providerPaymentId, checkoutReference, amountCentavos, refundKey }) {
      return db.transaction(async (tx) => {
        const [session] = await tx
          .select()
          .from(sandboxCheckoutSessions)
          .where(eq(sandboxCheckoutSessions.id, checkoutReference))
          .for('update');
        const paid = session?.payments.find((payment) => payment.id === providerPaymentId && payment.status === 'paid');
        const answer = (refundId: string, amount: number) => ({
          refundId,
          raw: { data: { id: refundId, type: 'refund', attributes: { amount, payment_id: providerPaymentId, status: 'succeeded', metadata: { refund_key: refundKey } } } },
        });
        // Asked again for a refund it made, it answers that refund, as PayMongo's refunds list would.
        const earlier = paid?.refunds?.find((refund) => refund.key === refundKey);
        if (earlier) return answer(earlier.id, earlier.amount);
        // A payment gives back at most what it took, in one refund or in parts, as a provider does.
        const refundedBefore = paid ? (paid.refundId ? paid.amount : 0) + (paid.refunds ?? []).reduce((sum, refund) => sum + refund.amount, 0) : 0;
        if (!session || !paid || amountCentavos <= 0 || amountCentavos > paid.amount - refundedBefore) {
          throw new Error(`sandbox: no paid payment ${providerPaymentId} with ${amountCentavos} centavos left to refund`);
        }
        const refundId = randomId('ref');
        const refunds = [...(paid.refunds ?? []), { id: refundId, amount: amountCentavos, key: refundKey }];
        const payments = session.payments.map((payment) => (payment.id === providerPaymentId ? { ...payment, refunds } : payment));
        await tx.update(sandboxCheckoutSessions).set({ payments, updatedAt: clock.now() }).where(eq(sandboxCheckoutSessions.id, session.id));
        return answer(refundId, amountCentavos);
      });
    },

    findSession,

    approve: (id) => attempt(id, 'paid'),
    decline: (id) => attempt(id, 'failed'),
  };
}
