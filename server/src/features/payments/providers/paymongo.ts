// PayMongo (PAYMENT_PROVIDER=paymongo): its documented REST API with the
// secret key as the Basic auth username (no password).
//   POST /v1/checkout_sessions  data.attributes { line_items [{ amount (centavos),
//        currency 'PHP', name, quantity 1 }], payment_method_types ['gcash'] or
//        ['paymaya'], success_url, cancel_url, reference_number, description }
//        -> data.id (cs_...), data.attributes.checkout_url, .payment_intent.id
//   GET  /v1/checkout_sessions/{id} -> data.attributes.payments[] (the session's
//        own status stays 'active' after payment, so the payments are what we read)
//   GET  /v1/payments/{id} -> data.attributes.refunds[] (a refund already made,
//        found by its metadata.refund_key, is answered again: a retry after a
//        crash never refunds twice)
//   POST /v1/refunds  data.attributes { payment_id, amount, reason, notes, metadata } -> data.id
// Its webhooks are signed with PAYMONGO_WEBHOOK_SECRET; a live secret key
// (sk_live_...) means live mode, whose events carry the `li` signature.
import { z } from 'zod';
import { PAYMENT_CURRENCY } from '../../../db/schema/index';
import { checkoutSessionSchema, PAYMONGO_METHOD_TYPES } from '../paymongo-events';
import { ProviderError } from '../../../provider-error';
import type { PaymentProvider } from './provider';

export const DEFAULT_PAYMONGO_API_BASE = 'https://api.paymongo.com';
/** A provider call that takes longer than this fails (and a refund is retried by the sweep). */
const REQUEST_TIMEOUT_MS = 15_000;

export interface PayMongoOptions {
  secretKey: string;
  webhookSecret: string;
  apiBase?: string;
}

const refundAnswerSchema = z.object({ data: z.object({ id: z.string().min(1) }) });
const paymentAnswerSchema = z.object({
  data: z.object({
    id: z.string(),
    attributes: z.looseObject({
      refunds: z
        .array(
          z.object({
            id: z.string(),
            attributes: z.looseObject({ amount: z.number().int(), status: z.string(), metadata: z.looseObject({ refund_key: z.string().optional() }).nullish() }),
          }),
        )
        .default([]),
    }),
  }),
});
const sessionAnswerSchema = z.object({ data: checkoutSessionSchema });

export function createPayMongoProvider({ secretKey, webhookSecret, apiBase = DEFAULT_PAYMONGO_API_BASE }: PayMongoOptions): PaymentProvider {
  const authorization = `Basic ${Buffer.from(`${secretKey}:`).toString('base64')}`;
  const base = apiBase.replace(/\/+$/, '');

  async function call(method: 'GET' | 'POST', path: string, body?: unknown): Promise<unknown> {
    let response: Response;
    try {
      response = await fetch(`${base}${path}`, {
        method,
        headers: { authorization, accept: 'application/json', ...(body ? { 'content-type': 'application/json' } : {}) },
        body: body ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
    } catch (error) {
      throw new ProviderError(`PayMongo ${method} ${path} failed: ${error instanceof Error ? error.message : String(error)}`);
    }
    const text = await response.text();
    if (!response.ok) {
      // PayMongo answers { errors: [{ code, detail }] }; the detail goes to the log, never to the payer.
      throw new ProviderError(`PayMongo ${method} ${path} answered ${response.status}: ${text.slice(0, 500)}`, response.status);
    }
    try {
      return JSON.parse(text) as unknown;
    } catch {
      throw new ProviderError(`PayMongo ${method} ${path} answered a body that is not JSON`);
    }
  }

  function read<T>(schema: z.ZodType<T>, answer: unknown, what: string): T {
    const parsed = schema.safeParse(answer);
    if (!parsed.success) throw new ProviderError(`PayMongo ${what}: unexpected answer (${parsed.error.issues[0]?.message ?? 'invalid'})`);
    return parsed.data;
  }

  return {
    name: 'paymongo',
    webhookSecret,
    signatureMode: secretKey.startsWith('sk_live_') ? 'li' : 'te',

    async createCheckout(request) {
      const answer = await call('POST', '/v1/checkout_sessions', {
        data: {
          attributes: {
            line_items: [{ amount: request.amountCentavos, currency: PAYMENT_CURRENCY, name: request.name, quantity: 1 }],
            payment_method_types: [PAYMONGO_METHOD_TYPES[request.method]],
            success_url: request.successUrl,
            cancel_url: request.cancelUrl,
            reference_number: request.referenceNumber,
            description: request.description,
            send_email_receipt: Boolean(request.billing?.email),
            show_description: true,
            show_line_items: true,
            ...(request.billing?.email || request.billing?.phone ? { billing: request.billing } : {}),
            metadata: request.metadata,
          },
        },
      });
      const session = read(sessionAnswerSchema, answer, 'checkout session').data;
      const checkoutUrl = session.attributes.checkout_url;
      const intentId = session.attributes.payment_intent?.id;
      if (!checkoutUrl || !intentId) throw new ProviderError('PayMongo checkout session: no checkout_url or payment_intent');
      return { reference: session.id, intentId, checkoutUrl };
    },

    async retrieveCheckout(reference) {
      const answer = await call('GET', `/v1/checkout_sessions/${encodeURIComponent(reference)}`);
      const session = read(sessionAnswerSchema, answer, 'checkout session').data;
      return {
        payments: session.attributes.payments.map((payment) => ({
          id: payment.id,
          status: payment.attributes.status,
          amount: payment.attributes.amount,
          currency: payment.attributes.currency,
        })),
        raw: answer,
      };
    },

    async refund({ providerPaymentId, amountCentavos, reason, notes, refundKey }) {
      const payment = read(paymentAnswerSchema, await call('GET', `/v1/payments/${encodeURIComponent(providerPaymentId)}`), 'payment');
      // A payment may be refunded in parts: an earlier refund is this one only if it carries its key.
      const earlier = payment.data.attributes.refunds.find(
        (refund) => refund.attributes.metadata?.refund_key === refundKey && refund.attributes.status !== 'failed',
      );
      if (earlier) return { refundId: earlier.id, raw: payment };
      const answer = await call('POST', '/v1/refunds', {
        data: { attributes: { payment_id: providerPaymentId, amount: amountCentavos, reason, notes, metadata: { refund_key: refundKey } } },
      });
      return { refundId: read(refundAnswerSchema, answer, 'refund').data.id, raw: answer };
    },
  };
}
