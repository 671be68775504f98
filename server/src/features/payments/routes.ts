// Payment routes of SPEC section 7 under /api/payments, and the provider's
// webhook. process and verify need a signed-in user (the service checks that
// the caller is the booking's client, or the payer); the webhook needs no user
// but a valid Paymongo-Signature over the body exactly as it arrived, so its
// route lives in its own scope with a raw-body parser (nowhere else is a body
// left unparsed).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { processPaymentSchema, transactionIdParamsSchema } from '@marketplace/shared-api/schemas/payments';
import { paymentResponseSchema, paymentVerificationSchema } from '@marketplace/shared-api/schemas/payments-responses';
import { premiumPaymentSchema } from '@marketplace/shared-api/schemas/premium';
import { seriesPaymentSchema } from '@marketplace/shared-api/schemas/series';
import type { BackgroundTasks } from '../../plugins/background';
import type { Clock } from '../../clock';
import { HttpError } from '../../http-error';
import { callerOf } from '../../plugins/auth';
import { webhookEventSchema } from './paymongo-events';
import type { PaymentProvider } from './providers/provider';
import type { Refunds } from './refunds';
import type { PaymentsService } from './service';
import { isValidSignature, SIGNATURE_HEADER } from './webhook-signature';
import type { WebhookResult } from './webhook-handler';

export const INVALID_SIGNATURE = 'Invalid webhook signature';
export const WEBHOOK_BODY_INVALID = 'The webhook body is not a PayMongo event';
/** Provider events are small; anything larger is not one. */
const WEBHOOK_BODY_LIMIT = 256 * 1024;

export interface PaymentRoutesOptions {
  service: PaymentsService;
  handleWebhook: (event: z.infer<typeof webhookEventSchema>, payload: unknown) => Promise<WebhookResult>;
  provider: Pick<PaymentProvider, 'webhookSecret' | 'signatureMode'>;
  refunds: Refunds;
  background: BackgroundTasks;
  clock: Clock;
  /** PUBLIC_URL; without it, links are made from the request's own origin. */
  publicUrl?: string;
}

const idempotencyHeaders = z.looseObject({
  'idempotency-key': z
    .string()
    .trim()
    .min(1, 'Idempotency-Key cannot be blank')
    .max(128, 'Idempotency-Key must be at most 128 characters')
    .regex(/^[\x21-\x7e]+$/, 'Idempotency-Key must be printable ASCII without spaces')
    .optional(),
});

export const paymentRoutes: FastifyPluginAsyncZod<PaymentRoutesOptions> = async (app, options) => {
  const { service, handleWebhook, provider, refunds, background, clock, publicUrl } = options;
  const signedIn = { onRequest: app.auth.requireUser };

  app.post(
    '/api/payments/process',
    {
      ...signedIn,
      schema: { body: processPaymentSchema, headers: idempotencyHeaders, response: { 200: paymentResponseSchema, 201: paymentResponseSchema } },
    },
    async (request, reply) => {
      const { created, response } = await service.process(request.body, callerOf(request), {
        baseUrl: publicUrl ?? `${request.protocol}://${request.host}`,
        idempotencyKey: request.headers['idempotency-key'],
      });
      return reply.code(created ? 201 : 200).send(response);
    },
  );

  app.post(
    '/api/payments/premium',
    { ...signedIn, schema: { body: premiumPaymentSchema, response: { 200: paymentResponseSchema, 201: paymentResponseSchema } } },
    async (request, reply) => {
      const { created, response } = await service.processPremium(request.body, callerOf(request), {
        baseUrl: publicUrl ?? `${request.protocol}://${request.host}`,
      });
      return reply.code(created ? 201 : 200).send(response);
    },
  );

  app.post(
    '/api/payments/series',
    { ...signedIn, schema: { body: seriesPaymentSchema, response: { 200: paymentResponseSchema, 201: paymentResponseSchema } } },
    async (request, reply) => {
      const { created, response } = await service.processSeries(request.body, callerOf(request), {
        baseUrl: publicUrl ?? `${request.protocol}://${request.host}`,
      });
      return reply.code(created ? 201 : 200).send(response);
    },
  );

  app.get(
    '/api/payments/verify/:transactionId',
    { ...signedIn, schema: { params: transactionIdParamsSchema, response: { 200: paymentVerificationSchema } } },
    async (request) => service.verify(request.params.transactionId, callerOf(request)),
  );

  await app.register(async (webhook) => {
    // This scope alone reads bodies as raw bytes: the signature is over them.
    webhook.removeAllContentTypeParsers();
    webhook.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT }, (_request, body, done) => done(null, body));

    webhook.post('/api/payments/webhook', async (request, reply) => {
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const header = request.headers[SIGNATURE_HEADER];
      const signed = isValidSignature(typeof header === 'string' ? header : undefined, raw, {
        secret: provider.webhookSecret,
        mode: provider.signatureMode,
        now: clock.now(),
      });
      if (!signed) throw new HttpError(401, INVALID_SIGNATURE);
      let payload: unknown;
      try {
        payload = JSON.parse(raw.toString('utf8'));
      } catch {
        throw new HttpError(400, WEBHOOK_BODY_INVALID);
      }
      const event = webhookEventSchema.safeParse(payload);
      if (!event.success) throw new HttpError(400, WEBHOOK_BODY_INVALID);
      const result = await handleWebhook(event.data, payload);
      // The provider is answered now; the refund call (if the capture must go back) follows.
      const refundIds = [...(result.refundPaymentId ? [result.refundPaymentId] : []), ...(result.refundPaymentIds ?? [])];
      if (refundIds.length > 0) background.run('refund', () => refunds.settle({ paymentIds: refundIds }));
      return reply.code(200).send({ received: true, outcome: result.outcome });
    });
  });
};
