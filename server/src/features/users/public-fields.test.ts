// One response shape per audience: every route that answers a user answers
// anyone but the user themself and admins with the public shape, checked
// against the strict public schema (a private field fails it): GET
// /api/users/{id}, /api/users/find/{id}, /api/profiles/{id} and the admins
// list a member reads (GET /api/users?premium=Admin); the user and admins get
// every field. Cards and embeds (profile posts, bookings' parties) carry none.
import assert from 'node:assert/strict';
import { after, before, it } from 'node:test';
import { PRIVATE_USER_FIELDS } from '@marketplace/shared-api/constants';
import { createTestApp, describeEachDatabase, type TestApp } from '../../test/test-app';
import { bearer, insertPostedUser, insertUser } from '../../test/test-rows';
import { publicUserResponseSchema, userResponseSchema } from './user-response';

describeEachDatabase('public user responses', (kind) => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp(kind);
  });
  after(() => t.close());

  const get = (url: string, userId?: string) => t.app.inject({ url, headers: userId ? bearer(t.app, userId) : undefined });

  it('answers visitors and other members with public fields only, on every user-returning route', async () => {
    const referrer = await insertUser(t.database.db);
    const { user: owner } = await insertPostedUser(t.database.db, { referredBy: referrer.id, referralCount: 2, moneyEarnedCentavos: 50_000 });
    const member = await insertUser(t.database.db, { role: 'Boss' });
    const adminRow = await insertUser(t.database.db, { role: 'Boss', premium: 'Admin' });
    const routes = [`/api/users/${owner.id}`, `/api/users/find/${owner.id}`, `/api/profiles/${owner.id}`];
    for (const url of routes) {
      for (const viewer of [undefined, member.id]) {
        const response = await get(url, viewer);
        assert.equal(response.statusCode, 200, `${url} ${response.body}`);
        const parsed = publicUserResponseSchema.safeParse(response.json());
        assert.ok(parsed.success, `${url} as ${viewer ?? 'a visitor'}: ${parsed.success ? '' : parsed.error.message}`);
      }
      for (const viewer of [owner.id, adminRow.id]) {
        const full = userResponseSchema.strict().safeParse((await get(url, viewer)).json());
        assert.ok(full.success, `${url}: the user and admins get every field`);
      }
    }
    const admins = await get('/api/users?premium=Admin', member.id);
    assert.equal(admins.statusCode, 200);
    for (const user of admins.json<{ users: unknown[] }>().users) {
      assert.ok(publicUserResponseSchema.safeParse(user).success, JSON.stringify(user));
    }
    // Cards: the list search's posts carry none of the private fields.
    const cards = await get('/api/profiles/posts?limit=100');
    for (const field of PRIVATE_USER_FIELDS) assert.ok(!cards.body.includes(`"${field}"`), field);
  });
});
