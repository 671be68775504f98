// Stamps each request with when it is due (db/request-order.ts): when it arrived, plus
// the wait its route allows (config.mayWaitMs), and runs its work as that request's,
// so the database pool serves the request due first. Set again before the handler: a
// body is read on the socket's own events, outside the first run.
//
// Each answer says how long the server held it, from arrival to answer (Server-Timing:
// app;dur=ms, which browsers' network panels show): a caller's own wait (its queue, its
// CPU in a benchmark's rush) is told apart from the server's.
import type { FastifyInstance } from 'fastify';
import { asRequestDueAt } from '../db/request-order';

declare module 'fastify' {
  interface FastifyRequest {
    arrivedAt: number;
    dueAt: number;
  }
  interface FastifyContextConfig {
    /** How long this route's requests may wait behind requests that arrive after them, in a rush. */
    mayWaitMs?: number;
  }
}

export function registerRequestArrival(app: FastifyInstance): void {
  app.decorateRequest('arrivedAt', 0);
  app.decorateRequest('dueAt', 0);
  app.addHook('onRequest', (request, _reply, done) => {
    request.arrivedAt = performance.now();
    request.dueAt = request.arrivedAt + (request.routeOptions.config.mayWaitMs ?? 0);
    asRequestDueAt(request.dueAt, done);
  });
  app.addHook('preHandler', (request, _reply, done) => asRequestDueAt(request.dueAt, done));
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('server-timing', `app;dur=${(performance.now() - request.arrivedAt).toFixed(1)}`);
    done(null, payload);
  });
}
