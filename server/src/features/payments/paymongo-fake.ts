// A local stand-in for PayMongo's API, for the PayMongo provider's tests: an
// HTTP server on 127.0.0.1 that speaks the documented shapes (checkout
// sessions, payments, refunds), insists on the secret key as Basic auth, and
// signs the webhook events it makes the PayMongo way (its own HMAC code, not
// the app's, so the two are checked against each other). Test code only.
import { createHmac, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

interface FakePayment {
  id: string;
  type: 'payment';
  attributes: { amount: number; currency: 'PHP'; status: 'paid' | 'failed'; payment_intent_id: string; refunds: FakeRefund[] };
}

interface FakeRefund {
  id: string;
  type: 'refund';
  attributes: { amount: number; payment_id: string; reason: string; notes: string; metadata: Record<string, string> | null; status: 'pending' };
}

interface FakeSession {
  id: string;
  type: 'checkout_session';
  attributes: Record<string, unknown> & { payment_intent: { id: string }; payments: FakePayment[]; line_items: Array<{ amount: number }> };
}

export interface RecordedRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  body: unknown;
}

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

export async function startFakePayMongo({ secretKey, webhookSecret }: { secretKey: string; webhookSecret: string }) {
  const requests: RecordedRequest[] = [];
  const sessions = new Map<string, FakeSession>();
  const paymentsById = new Map<string, FakePayment>();
  let refundFailures = 0;
  const expectedAuth = `Basic ${Buffer.from(`${secretKey}:`).toString('base64')}`;

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const body: unknown = text ? JSON.parse(text) : undefined;
      const path = request.url ?? '/';
      requests.push({ method: request.method ?? '', path, authorization: request.headers.authorization, body });
      const answer = (status: number, json: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(json));
      };
      if (request.headers.authorization !== expectedAuth) {
        return answer(401, { errors: [{ code: 'authentication_failed', detail: 'The API key is invalid.' }] });
      }
      const attributes = (body as { data?: { attributes?: Record<string, unknown> } } | undefined)?.data?.attributes ?? {};
      let match: RegExpExecArray | null;
      if (request.method === 'POST' && path === '/v1/checkout_sessions') {
        const sessionId = id('cs');
        const session: FakeSession = {
          id: sessionId,
          type: 'checkout_session',
          attributes: {
            ...attributes,
            line_items: attributes.line_items as Array<{ amount: number }>,
            checkout_url: `https://checkout.paymongo.test/${sessionId}`,
            payment_intent: { id: id('pi') },
            payments: [],
            status: 'active',
            livemode: false,
          },
        };
        sessions.set(sessionId, session);
        return answer(200, { data: session });
      }
      if (request.method === 'GET' && (match = /^\/v1\/checkout_sessions\/([\w-]+)$/.exec(path))) {
        const session = sessions.get(match[1]);
        return session ? answer(200, { data: session }) : answer(404, { errors: [{ code: 'resource_not_found' }] });
      }
      if (request.method === 'GET' && (match = /^\/v1\/payments\/([\w-]+)$/.exec(path))) {
        const payment = paymentsById.get(match[1]);
        return payment ? answer(200, { data: payment }) : answer(404, { errors: [{ code: 'resource_not_found' }] });
      }
      if (request.method === 'POST' && path === '/v1/refunds') {
        if (refundFailures > 0) {
          refundFailures -= 1;
          return answer(500, { errors: [{ code: 'internal_error', detail: 'Try again later.' }] });
        }
        const payment = paymentsById.get(String(attributes.payment_id));
        if (!payment) return answer(400, { errors: [{ code: 'resource_not_found', detail: 'No such payment.' }] });
        const refund: FakeRefund = {
          id: id('ref'),
          type: 'refund',
          attributes: {
            amount: Number(attributes.amount),
            payment_id: payment.id,
            reason: String(attributes.reason),
            notes: String(attributes.notes ?? ''),
            metadata: (attributes.metadata as Record<string, string> | undefined) ?? null,
            status: 'pending',
          },
        };
        payment.attributes.refunds.push(refund);
        return answer(200, { data: refund });
      }
      return answer(404, { errors: [{ code: 'route_not_found' }] });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  /** The event PayMongo posts, and its Paymongo-Signature header (test mode) at this time. */
  function signed(type: string, data: unknown, now: Date) {
    const body = JSON.stringify({ data: { id: id('evt'), type: 'event', attributes: { type, livemode: false, data } } });
    const t = Math.floor(now.getTime() / 1000);
    const signature = createHmac('sha256', webhookSecret).update(`${t}.${body}`).digest('hex');
    return { body, signature: `t=${t},te=${signature},li=` };
  }

  function attempt(sessionId: string, status: 'paid' | 'failed'): { session: FakeSession; payment: FakePayment } {
    const session = sessions.get(sessionId);
    if (!session) throw new Error(`fake PayMongo: no session ${sessionId}`);
    const payment: FakePayment = {
      id: id('pay'),
      type: 'payment',
      attributes: {
        amount: session.attributes.line_items[0].amount,
        currency: 'PHP',
        status,
        payment_intent_id: session.attributes.payment_intent.id,
        refunds: [],
      },
    };
    session.attributes.payments.push(payment);
    paymentsById.set(payment.id, payment);
    return { session, payment };
  }

  return {
    url,
    requests,
    sessions,
    /** The customer pays: the session gets a paid payment (its own status stays 'active') and the webhook event is made. */
    pay(sessionId: string, now: Date) {
      const { session } = attempt(sessionId, 'paid');
      return signed('checkout_session.payment.paid', session, now);
    },
    /** The customer's payment fails: a payment.failed event for the session's intent. */
    fail(sessionId: string, now: Date) {
      const { payment } = attempt(sessionId, 'failed');
      return signed('payment.failed', payment, now);
    },
    failNextRefunds(count: number) {
      refundFailures = count;
    },
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
