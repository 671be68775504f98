// PUT /api/users/{id}: who may update whom, the one-transaction rebuild of the
// profile post (SPEC section 4), salaryRate by role, and conflicts.
import assert from 'node:assert/strict';
import { after, before, it } from 'node:test';
import { eq } from 'drizzle-orm';
import type { ApiErrorBody, User } from '@marketplace/shared-api/types';
import { profilePosts, users } from '../../db/schema/index';
import { createTestApp, describeEachDatabase, type TestApp } from '../../test/test-app';
import { bearer, insertPostedUser, insertUser, storeUploadedImage } from '../../test/test-rows';

describeEachDatabase('PUT /api/users/{id}', (kind) => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp(kind);
  });
  after(() => t.close());

  const form = (overrides: Record<string, unknown> = {}) => ({
    username: `upd_${Math.random().toString(36).slice(2, 10)}`,
    email: `upd_${Math.random().toString(36).slice(2, 10)}@example.com`,
    firstName: 'Lorna',
    lastName: 'Diaz',
    skills: ['Writing', 'SEO'],
    location: 'Iloilo City',
    role: 'Assistant',
    experience: '5+ years',
    availability: 'Full-time',
    salaryRate: 99,
    bio: 'I write newsletters.',
    ...overrides,
  });
  const put = (id: string, payload: object, headers?: { authorization: string }) =>
    t.app.inject({ method: 'PUT', url: `/api/users/${id}`, payload, headers });
  const postsOf = (userId: string) => t.database.db.select().from(profilePosts).where(eq(profilePosts.userId, userId));

  it('lets a user update their own profile and answers the User', async () => {
    const user = await insertUser(t.database.db);
    const body = form();
    const response = await put(user.id, body, bearer(t.app, user.id));
    assert.equal(response.statusCode, 200, response.body);
    const updated = response.json<User>();
    assert.equal(updated.username, body.username);
    assert.equal(updated.email, body.email, 'the user sees their own email');
    assert.equal(updated.firstName, 'Lorna');
    assert.deepEqual(updated.skills, ['Writing', 'SEO']);
    assert.equal(updated.bio, 'I write newsletters.');
  });

  it('refuses to update someone else with 403 and changes nothing', async () => {
    const owner = await insertUser(t.database.db, { firstName: 'Owner' });
    const other = await insertUser(t.database.db);
    const response = await put(owner.id, form(), bearer(t.app, other.id));
    assert.equal(response.statusCode, 403);
    assert.deepEqual(response.json(), { message: 'You can only update your own profile' });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, owner.id));
    assert.equal(row.firstName, 'Owner');
  });

  it('lets an admin update anyone', async () => {
    const owner = await insertUser(t.database.db);
    const admin = await insertUser(t.database.db, { role: 'Boss', premium: 'Admin' });
    const response = await put(owner.id, form({ firstName: 'Changed' }), bearer(t.app, admin.id));
    assert.equal(response.statusCode, 200, response.body);
    assert.equal(response.json<User>().firstName, 'Changed');
  });

  it('answers 401 to an anonymous caller and 404 for an unknown user (admin)', async () => {
    const owner = await insertUser(t.database.db);
    assert.equal((await put(owner.id, form())).statusCode, 401);
    const admin = await insertUser(t.database.db, { role: 'Boss', premium: 'Admin' });
    const missing = await put('00000000-0000-4000-8000-000000000000', form(), bearer(t.app, admin.id));
    assert.equal(missing.statusCode, 404);
    assert.deepEqual(missing.json(), { message: 'User not found' });
  });

  it('deletes the profile post and recreates one from the new fields, in one transaction', async () => {
    const { user, post: before } = await insertPostedUser(t.database.db, { firstName: 'Before', bio: null }, { description: 'My pitch' });
    const response = await put(user.id, form({ firstName: 'After', bio: '', skills: ['AI'], location: 'Baguio' }), bearer(t.app, user.id));
    assert.equal(response.statusCode, 200, response.body);
    const posts = await postsOf(user.id);
    assert.equal(posts.length, 1);
    const [after] = posts;
    assert.notEqual(after.id, before.id, 'the old post was deleted and a new one created');
    assert.equal(after.firstName, 'After');
    assert.equal(after.title, "After Diaz's Profile");
    assert.equal(after.description, 'My pitch', 'the description survives when there is no bio');
    assert.deepEqual(after.skillsLower, ['ai']);
    assert.equal(after.location, 'Baguio');
    assert.equal(after.salaryRateCentavos, 125_000);
  });

  it('leaves the old post in place when the update fails', async () => {
    const { user: taken } = await insertPostedUser(t.database.db);
    const { user, post } = await insertPostedUser(t.database.db);
    const response = await put(user.id, form({ username: taken.username.toUpperCase() }), bearer(t.app, user.id));
    assert.equal(response.statusCode, 409);
    assert.deepEqual(response.json(), { message: 'Username is already taken', field: 'username' });
    assert.deepEqual((await postsOf(user.id)).map((row) => row.id), [post.id]);
  });

  it('answers 409 on email for an email another account uses', async () => {
    const taken = await insertUser(t.database.db);
    const user = await insertUser(t.database.db);
    const response = await put(user.id, form({ email: taken.email.toUpperCase() }), bearer(t.app, user.id));
    assert.equal(response.statusCode, 409);
    assert.equal(response.json<ApiErrorBody>().field, 'email');
  });

  it('forces salaryRate to 1250 for an Assistant whatever is sent', async () => {
    const user = await insertUser(t.database.db);
    for (const salaryRate of [99, 0, 1_000_000, undefined]) {
      const response = await put(user.id, form({ salaryRate }), bearer(t.app, user.id));
      assert.equal(response.statusCode, 200, response.body);
      assert.equal(response.json<User>().salaryRate, 1250);
    }
  });

  it('refuses a negative salaryRate with 400', async () => {
    const user = await insertUser(t.database.db);
    const response = await put(user.id, form({ role: 'Boss', salaryRate: -1 }), bearer(t.app, user.id));
    assert.equal(response.statusCode, 400);
    assert.deepEqual(response.json(), { message: 'Salary rate cannot be below 0', field: 'salaryRate' });
  });

  it('drops the profile post of a user who stops being an Assistant, and clears the rate', async () => {
    const { user } = await insertPostedUser(t.database.db);
    const response = await put(user.id, form({ role: 'Boss', salaryRate: 500 }), bearer(t.app, user.id));
    assert.equal(response.statusCode, 200, response.body);
    assert.equal(response.json<User>().salaryRate, null);
    assert.equal((await postsOf(user.id)).length, 0);
  });

  it('accepts an avatar the user uploaded, refuses foreign or missing ones', async () => {
    const user = await insertUser(t.database.db);
    const other = await insertUser(t.database.db);
    const own = await storeUploadedImage(t.storage, user.id, 'avatar');
    const ok = await put(user.id, form({ avatar: own }), bearer(t.app, user.id));
    assert.equal(ok.statusCode, 200, ok.body);
    assert.equal(ok.json<User>().avatar, own);
    const stolen = await storeUploadedImage(t.storage, other.id, 'avatar');
    for (const avatar of [stolen, 'https://evil.example/a.png', '/uploads/avatar/../../etc/passwd']) {
      const response = await put(user.id, form({ avatar }), bearer(t.app, user.id));
      assert.equal(response.statusCode, 400, avatar);
      assert.equal(response.json<ApiErrorBody>().field, 'avatar');
    }
  });

  it('keeps the avatar when none is sent and frees the old file when it is replaced', async () => {
    const user = await insertUser(t.database.db);
    const first = await storeUploadedImage(t.storage, user.id, 'avatar');
    await put(user.id, form({ avatar: first }), bearer(t.app, user.id));
    const kept = await put(user.id, form(), bearer(t.app, user.id));
    assert.equal(kept.json<User>().avatar, first);
    const second = await storeUploadedImage(t.storage, user.id, 'avatar');
    await put(user.id, form({ avatar: second }), bearer(t.app, user.id));
    assert.equal(await t.storage.exists(t.storage.keyFromUrl(first) ?? ''), false);
    assert.equal(await t.storage.exists(t.storage.keyFromUrl(second) ?? ''), true);
  });

  it('saves the time zone the user reads times in, keeps it when left out, clears it with null', async () => {
    const user = await insertUser(t.database.db);
    const headers = bearer(t.app, user.id);
    const saved = await put(user.id, form({ timeZone: 'America/New_York' }), headers);
    assert.equal(saved.statusCode, 200, saved.body);
    assert.equal(saved.json<User>().timeZone, 'America/New_York');
    const verified = await t.app.inject({ url: '/api/users/verify', headers });
    assert.equal(verified.json<User>().timeZone, 'America/New_York', 'the session payload carries it');
    const other = await insertUser(t.database.db);
    const seen = await t.app.inject({ url: `/api/users/${user.id}`, headers: bearer(t.app, other.id) });
    assert.equal(seen.statusCode, 200, seen.body);
    assert.equal('timeZone' in seen.json<object>(), false, 'another member does not see it');
    assert.equal((await put(user.id, form(), headers)).json<User>().timeZone, 'America/New_York');
    const cleared = await put(user.id, form({ timeZone: null }), headers);
    assert.equal(cleared.json<User>().timeZone, null);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    assert.equal(row.timeZone, null);
  });

  it('refuses a time zone that is not one with 400 on timeZone', async () => {
    const user = await insertUser(t.database.db, { timeZone: 'Europe/London' });
    for (const timeZone of ['Mars/Olympus_Mons', 'GMT+8', '', 'asia/manila', 8]) {
      const response = await put(user.id, form({ timeZone }), bearer(t.app, user.id));
      assert.equal(response.statusCode, 400, String(timeZone));
      assert.equal(response.json<ApiErrorBody>().field, 'timeZone', String(timeZone));
    }
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    assert.equal(row.timeZone, 'Europe/London');
  });

  it('refuses bad bodies with 400, never 500', async () => {
    const user = await insertUser(t.database.db);
    for (const payload of [
      form({ username: "x' OR 1=1 --" }),
      form({ firstName: 'a\u0000b' }),
      form({ firstName: 'x'.repeat(10_000) }),
      form({ premium: 'God' }),
      form({ role: 'Admin' }),
      form({ skills: 'Writing' }),
      form({ email: 'not-an-email' }),
    ]) {
      const response = await put(user.id, payload, bearer(t.app, user.id));
      assert.equal(response.statusCode, 400, JSON.stringify(payload).slice(0, 80));
    }
    assert.equal((await put('not-a-uuid', form(), bearer(t.app, user.id))).statusCode, 400);
  });
});
