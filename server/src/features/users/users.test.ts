// GET /api/users/verify, GET /api/users/{id}, GET /api/users/find/{userId},
// and the profile page's GET /api/profiles/{id}.
import assert from 'node:assert/strict';
import { after, before, it } from 'node:test';
import { eq } from 'drizzle-orm';
import jwt from 'jsonwebtoken';
import type { User, UserView } from '@marketplace/shared-api/types';
import { users } from '../../db/schema/index';
import { createTestApp, describeEachDatabase, TEST_JWT_SECRET, type TestApp } from '../../test/test-app';
import { makeAdmin, registerUser, signedInUser } from '../../test/fixtures';
import { bearer, insertUser } from '../../test/test-rows';

describeEachDatabase('GET /api/users/verify', (kind) => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp(kind);
  });
  after(() => t.close());

  const verify = (headers: Record<string, string> = {}) => t.app.inject({ url: '/api/users/verify', headers });
  const authRequired = { message: 'Authentication required' };

  it('answers the signed-in user, email included', async () => {
    const me = await signedInUser(t.app);
    const response = await verify(me.headers);
    assert.equal(response.statusCode, 200);
    assert.equal(response.json<User>().id, me.user.id);
    assert.equal(response.json<User>().email, me.user.email);
  });

  it('answers 401 without a token, with a malformed one, or a wrongly signed one', async () => {
    assert.deepEqual((await verify()).json(), authRequired);
    assert.equal((await verify()).statusCode, 401);
    for (const authorization of ['Bearer nonsense', 'Basic abc', 'Bearer ', `Bearer ${jwt.sign({ purpose: 'session' }, 'other-secret', { subject: 'x' })}`]) {
      const response = await verify({ authorization });
      assert.equal(response.statusCode, 401, authorization);
      assert.deepEqual(response.json(), authRequired);
    }
  });

  it('answers 401 for an expired token', async () => {
    const { user } = await registerUser(t.app);
    const expired = jwt.sign({ purpose: 'session' }, TEST_JWT_SECRET, { subject: user.id, expiresIn: -10 });
    assert.equal((await verify({ authorization: `Bearer ${expired}` })).statusCode, 401);
  });

  it('refuses the setup cookie token used as a bearer token', async () => {
    const { setupCookie } = await registerUser(t.app);
    const setupToken = setupCookie.split('=')[1];
    assert.equal((await verify({ authorization: `Bearer ${setupToken}` })).statusCode, 401);
    assert.equal((await verify({ cookie: setupCookie })).statusCode, 401);
  });

  it('answers 401 once the user has been deleted', async () => {
    const me = await signedInUser(t.app);
    await t.database.db.delete(users).where(eq(users.id, me.user.id));
    assert.equal((await verify(me.headers)).statusCode, 401);
  });
});

describeEachDatabase('GET /api/users/{id} and /api/users/find/{userId}', (kind) => {
  let t: TestApp;
  let owner: Awaited<ReturnType<typeof signedInUser>>;
  let other: Awaited<ReturnType<typeof signedInUser>>;
  let admin: Awaited<ReturnType<typeof signedInUser>>;
  before(async () => {
    t = await createTestApp(kind);
    owner = await signedInUser(t.app, { role: 'Assistant' });
    other = await signedInUser(t.app, { role: 'Boss' });
    admin = await signedInUser(t.app, { role: 'Boss' });
    await makeAdmin(t, admin.user.id);
  });
  after(() => t.close());

  for (const route of ['/api/users/', '/api/users/find/']) {
    it(`${route}: visitors see the profile without the email`, async () => {
      const response = await t.app.inject({ url: `${route}${owner.user.id}` });
      assert.equal(response.statusCode, 200);
      const user = response.json<UserView>();
      assert.equal(user.username, owner.user.username);
      assert.equal(user.email, undefined, 'the public shape has no email');
      assert.equal(user.salaryRate, 1250);
      assert.deepEqual(user.images, []);
      assert.ok(!response.body.includes('argon2'), 'no password hash');
    });

    it(`${route}: the email is shown to the user themself and to admins only`, async () => {
      const get = (headers: Record<string, string>) => t.app.inject({ url: `${route}${owner.user.id}`, headers });
      assert.equal((await get(owner.headers)).json<User>().email, owner.user.email);
      assert.equal((await get(admin.headers)).json<User>().email, owner.user.email);
      assert.equal((await get(other.headers)).json<UserView>().email, undefined);
      // A bad token on a public route is treated as a visitor, not refused.
      const visitor = await get({ authorization: 'Bearer broken' });
      assert.equal(visitor.statusCode, 200);
      assert.equal(visitor.json<UserView>().email, undefined);
    });

    it(`${route}: 404 for an unknown id and 400 naming the field for a malformed one`, async () => {
      const unknown = await t.app.inject({ url: `${route}00000000-0000-4000-8000-000000000000` });
      assert.equal(unknown.statusCode, 404);
      assert.deepEqual(unknown.json(), { message: 'User not found' });
      const bad = await t.app.inject({ url: `${route}not-a-uuid` });
      assert.equal(bad.statusCode, 400);
      assert.equal(bad.json<{ field: string }>().field, route.includes('find') ? 'userId' : 'id');
      const injection = await t.app.inject({ url: `${route}${encodeURIComponent("1' OR '1'='1")}` });
      assert.equal(injection.statusCode, 400);
    });
  }
});

describeEachDatabase('GET /api/profiles/{id}', (kind) => {
  const MISSING_ID = '00000000-0000-4000-8000-000000000000';
  let t: TestApp;
  before(async () => {
    t = await createTestApp(kind);
  });
  after(() => t.close());

  const get = (url: string, userId?: string) => t.app.inject({ method: 'GET', url, headers: userId ? bearer(t.app, userId) : undefined });

  it('answers every field the profile page shows; the email only to the user and admins', async () => {
    const user = await insertUser(t.database.db, { bio: 'Hello', rating: 4.7, responseTime: 'Within 1 hour', premium: 'Verified' });
    const other = await insertUser(t.database.db, { role: 'Boss' });
    const admin = await insertUser(t.database.db, { role: 'Boss', premium: 'Admin' });
    const visitor = (await get(`/api/profiles/${user.id}`)).json<User>();
    assert.equal(visitor.bio, 'Hello');
    assert.equal(visitor.rating, 4.7);
    assert.equal(visitor.responseTime, 'Within 1 hour');
    assert.equal(visitor.premium, 'Verified');
    assert.equal(visitor.salaryRate, 1250);
    assert.deepEqual(visitor.skills, ['Writing']);
    assert.ok(visitor.createdAt);
    for (const key of ['experience', 'availability', 'location', 'role', 'avatar', 'images', 'firstName', 'lastName']) assert.ok(key in visitor, key);
    assert.equal(visitor.email, undefined);
    assert.ok(!JSON.stringify(visitor).includes('password'));
    assert.equal((await get(`/api/profiles/${user.id}`, other.id)).json<UserView>().email, undefined);
    assert.equal((await get(`/api/profiles/${user.id}`, user.id)).json<User>().email, user.email);
    assert.equal((await get(`/api/profiles/${user.id}`, admin.id)).json<User>().email, user.email);
  });

  it('answers 404 User not found, and 400 for a bad id', async () => {
    const response = await get(`/api/profiles/${MISSING_ID}`);
    assert.equal(response.statusCode, 404);
    assert.deepEqual(response.json(), { message: 'User not found' });
    assert.equal((await get('/api/profiles/abc')).statusCode, 400);
  });
});
