// A request runs as due when it arrives, later by what its route allows, and its answer says how long the server held it.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import Fastify, { type FastifyInstance } from 'fastify';
import { requestDueAt } from '../db/request-order';
import { registerRequestArrival } from './request-arrival';

describe('request arrival', () => {
  let app: FastifyInstance;
  before(async () => {
    app = Fastify();
    registerRequestArrival(app);
    const dues = (request: { arrivedAt: number; dueAt: number }) => ({ waitAllowed: request.dueAt - request.arrivedAt, runsAsDue: requestDueAt() === request.dueAt });
    app.get('/now', async (request) => dues(request));
    app.post('/may-wait', { config: { mayWaitMs: 2_000 } }, async (request) => dues(request));
    await app.ready();
  });
  after(() => app.close());

  it('runs a request as due when it arrived, and one whose route may wait as due that much later', async () => {
    assert.deepEqual((await app.inject({ method: 'GET', url: '/now' })).json(), { waitAllowed: 0, runsAsDue: true });
    // A body is read outside the first hook's run: the handler still runs as the request's.
    assert.deepEqual((await app.inject({ method: 'POST', url: '/may-wait', payload: { any: 'body' } })).json(), { waitAllowed: 2_000, runsAsDue: true });
  });

  it('says in each answer how long the server held it, unknown routes included', async () => {
    for (const url of ['/now', '/nowhere']) {
      const timing = (await app.inject({ method: 'GET', url })).headers['server-timing'];
      assert.match(String(timing), /^app;dur=\d+\.\d$/);
    }
  });
});
