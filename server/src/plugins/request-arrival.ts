// Stamps each request with when it arrived and runs its work as that request's
// (db/request-order.ts), so the database pool serves older requests first. Set again
// before the handler: a body is read on the socket's own events, outside the first run.
import type { FastifyInstance } from 'fastify';
import { asRequestArrivedAt } from '../db/request-order';

declare module 'fastify' {
  interface FastifyRequest {
    arrivedAt: number;
  }
}

export function registerRequestArrival(app: FastifyInstance): void {
  app.decorateRequest('arrivedAt', 0);
  app.addHook('onRequest', (request, _reply, done) => {
    request.arrivedAt = performance.now();
    asRequestArrivedAt(request.arrivedAt, done);
  });
  app.addHook('preHandler', (request, _reply, done) => asRequestArrivedAt(request.arrivedAt, done));
}
