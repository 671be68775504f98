// Response serialisation: zod encodes every answer unless a route marked its
// schema trustedResponse and the app trusts service responses (production); a
// trusted route answers exactly what zod would have made of the same data.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { createAppOnSameDatabase, createTestApp, describeEachDatabase, type TestApp } from '../test/test-app';
import { bearer, insertPostedUser, insertUser } from '../test/test-rows';
import { responseSerializerCompiler, trustedResponse } from './response-serializer';

describe('responseSerializerCompiler', () => {
  const schema = z.object({ id: z.string() });
  const marked = trustedResponse(schema);
  const compile = (trust: boolean, routeSchema: unknown) =>
    responseSerializerCompiler(trust)({ schema: routeSchema, method: 'GET', url: '/x', httpStatus: '200' } as never);
  const extra = { id: 'a', secret: 'b' };

  it('encodes through zod: unknown keys stripped, wrong types refused', () => {
    assert.equal(compile(true, schema)(extra), '{"id":"a"}');
    assert.equal(compile(false, marked)(extra), '{"id":"a"}');
    assert.throws(() => compile(false, marked)({ id: 1 }));
  });

  it('stringifies a trusted schema as it is, only when the app trusts service responses', () => {
    assert.equal(compile(true, marked)(extra), JSON.stringify(extra));
  });

  it('marks a copy: another route sharing the schema keeps zod', () => {
    assert.notEqual(marked, schema);
    assert.deepEqual(marked.parse(extra), { id: 'a' });
  });
});

describeEachDatabase('trusted answers as production serialises them', (kind) => {
  let t: TestApp;
  let trusting: FastifyInstance;
  let headers: { authorization: string };
  let assistantId: string;
  before(async () => {
    t = await createTestApp(kind);
    trusting = await createAppOnSameDatabase(t, { trustServiceResponses: true });
    const viewer = await insertUser(t.database.db, { role: 'Boss', salaryRateCentavos: null });
    headers = bearer(t.app, viewer.id);
    const assistant = await insertPostedUser(t.database.db, { firstName: 'Trusted', lastName: 'Card', username: 'trusted_card' });
    assistantId = assistant.user.id;
  });
  after(async () => {
    await trusting.close();
    await t.close();
  });

  for (const [name, url] of [
    ['the search list', () => '/api/profiles/posts'],
    ['the session check', () => '/api/users/verify'],
    ['booked slots', () => `/api/bookings/booked/${assistantId}`],
  ] as const) {
    it(`${name}: the same answer as through zod`, async () => {
      const checked = await t.app.inject({ url: url(), headers });
      const trusted = await trusting.inject({ url: url(), headers });
      assert.equal(checked.statusCode, 200, checked.body);
      assert.equal(trusted.statusCode, 200, trusted.body);
      assert.deepEqual(trusted.json(), checked.json());
    });
  }

  it('the search list carries its cards', async () => {
    const page = (await trusting.inject({ url: '/api/profiles/posts', headers })).json<{ posts: Array<{ firstName: string }> }>();
    assert.deepEqual(
      page.posts.map((post) => post.firstName),
      ['Trusted'],
    );
  });
});
