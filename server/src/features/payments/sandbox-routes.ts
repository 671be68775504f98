// The sandbox provider's hosted checkout, served by our own server (only when
// PAYMENT_PROVIDER is sandbox):
//   GET  /api/payments/sandbox/checkout/{sessionId}          the page
//   POST /api/payments/sandbox/checkout/{sessionId}/approve  pay
//   POST /api/payments/sandbox/checkout/{sessionId}/decline  decline
// Approve and Decline make the provider's signed event and deliver it to POST
// /api/payments/webhook through the app itself (app.inject): the same route,
// raw-body parser, signature check and handler a real PayMongo event goes
// through. Then the payer is sent to the session's success_url or cancel_url
// (our /payment/return/{bookingId}, which polls the booking).
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SIGNATURE_HEADER } from './webhook-signature';
import { qrSvg } from './qr-code';
import type { SandboxDecision, SandboxProvider } from './providers/sandbox';
import { SANDBOX_SESSION_PATTERN } from './providers/sandbox';
import { renderCheckoutPage, renderCheckoutProblem } from './sandbox-checkout-page';

const sessionParams = z.object({ sessionId: z.string().regex(SANDBOX_SESSION_PATTERN, 'Unknown checkout') }).strict();

const UNKNOWN_CHECKOUT = renderCheckoutProblem('Checkout not found', 'This checkout does not exist. Start the payment again from the marketplace.');
const NOT_ACCEPTED = renderCheckoutProblem(
  'The marketplace did not accept this payment',
  'The sandbox recorded your choice, but the marketplace could not process it. Go back to the marketplace and check the payment status.',
);

export interface SandboxRoutesOptions {
  sandbox: SandboxProvider;
  /** The whole app, to deliver events to its webhook route exactly as a provider would. */
  root: FastifyInstance;
}

export const sandboxRoutes: FastifyPluginAsyncZod<SandboxRoutesOptions> = async (app, { sandbox, root }) => {
  // The page's forms post no fields; nothing in such a body is read.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_request, _body, done) => done(null, {}));

  const page = (reply: FastifyReply, status: number, body: string) =>
    reply.code(status).header('content-type', 'text/html; charset=utf-8').header('cache-control', 'no-store').send(body);

  app.get('/api/payments/sandbox/checkout/:sessionId', { schema: { params: sessionParams } }, async (request, reply) => {
    const session = await sandbox.findSession(request.params.sessionId);
    if (!session) return page(reply, 404, UNKNOWN_CHECKOUT);
    return page(reply, 200, renderCheckoutPage(session, await qrSvg(session.checkoutUrl)));
  });

  /** Delivers the decision's event to the webhook, then sends the payer on. */
  async function conclude(decision: SandboxDecision, destination: 'successUrl' | 'cancelUrl', reply: FastifyReply) {
    if (decision.kind === 'unknown') return page(reply, 404, UNKNOWN_CHECKOUT);
    if (decision.kind === 'event') {
      const delivered = await root.inject({
        method: 'POST',
        url: '/api/payments/webhook',
        headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: decision.event.signature },
        payload: decision.event.body,
      });
      if (delivered.statusCode !== 200) {
        app.log.error({ status: delivered.statusCode, body: delivered.body.slice(0, 500) }, 'the webhook refused a sandbox event');
        return page(reply, 502, NOT_ACCEPTED);
      }
    }
    return reply.redirect(decision.session[destination], 303);
  }

  app.post('/api/payments/sandbox/checkout/:sessionId/approve', { schema: { params: sessionParams } }, async (request, reply) =>
    conclude(await sandbox.approve(request.params.sessionId), 'successUrl', reply),
  );

  app.post('/api/payments/sandbox/checkout/:sessionId/decline', { schema: { params: sessionParams } }, async (request, reply) =>
    conclude(await sandbox.decline(request.params.sessionId), 'cancelUrl', reply),
  );
};
