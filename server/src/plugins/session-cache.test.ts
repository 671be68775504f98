// The session cache on its own (freshness, the change that overtakes a load,
// its bound), then through the app: every change the auth hooks depend on takes
// effect on the next request even though the account was just read and cached,
// on this process at once and on another one as soon as Redis brings the news;
// every other change to the row shows in the next session check, which answers
// from the same cached row; a change made behind the app's back within
// SESSION_CACHE_TTL_MS.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import type { User } from '@marketplace/shared-api/types';
import type { FastifyInstance } from 'fastify';
import { users } from '../db/schema/index';
import { changePassword, makeAdmin, profileForm as form, registerUser, signedInUser } from '../test/fixtures';
import { storeUploadedImage } from '../test/test-rows';
import { createTestClock } from '../test/test-clock';
import { createAppOnSameDatabase, createTestApp, describeEachDatabase, type TestApp } from '../test/test-app';
import type { KeyChangeFanOut } from '../read-cache';
import { createSessionCache, SESSION_CACHE_TTL_MS, type SessionFacts } from './session-cache';

const facts = (sessionVersion: number): SessionFacts => ({ role: 'Boss', premium: 'Not Verified', sessionVersion });

/** A loader that counts its calls and answers what `current` holds. */
function countingLoader(initial: SessionFacts | null) {
  const loader = { calls: 0, current: initial, load: async () => {
    loader.calls += 1;
    return loader.current;
  } };
  return loader;
}

describe('session cache', () => {
  it('reads an account once while fresh, again once the TTL passed', async () => {
    const clock = createTestClock('2026-03-01T00:00:00Z');
    const cache = createSessionCache({ clock });
    const loader = countingLoader(facts(0));
    assert.deepEqual(await cache.get('u1', loader.load), facts(0));
    loader.current = facts(1);
    clock.advance(SESSION_CACHE_TTL_MS - 1);
    assert.deepEqual(await cache.get('u1', loader.load), facts(0));
    assert.equal(loader.calls, 1);
    clock.advance(1);
    assert.deepEqual(await cache.get('u1', loader.load), facts(1));
    assert.equal(loader.calls, 2);
    // A clock set back does not stretch an entry's life.
    clock.advance(-1);
    await cache.get('u1', loader.load);
    assert.equal(loader.calls, 3);
  });

  it('reads again at once after accountChanged, and tells the other processes', async () => {
    const announced: string[] = [];
    const fanOut: KeyChangeFanOut = { announce: (userId) => announced.push(userId), onAnnounced: () => undefined };
    const cache = createSessionCache({ clock: createTestClock('2026-03-01T00:00:00Z'), fanOut });
    const loader = countingLoader(facts(0));
    await cache.get('u1', loader.load);
    loader.current = facts(1);
    cache.accountChanged('u1');
    assert.deepEqual(await cache.get('u1', loader.load), facts(1));
    assert.deepEqual(announced, ['u1']);
  });

  it('drops an entry another process announces, without announcing it again', async () => {
    let deliver: (userId: string) => void = () => undefined;
    const announced: string[] = [];
    const fanOut: KeyChangeFanOut = { announce: (userId) => announced.push(userId), onAnnounced: (handler) => (deliver = handler) };
    const cache = createSessionCache({ clock: createTestClock('2026-03-01T00:00:00Z'), fanOut });
    const loader = countingLoader(facts(0));
    await cache.get('u1', loader.load);
    loader.current = facts(1);
    deliver('u1');
    assert.deepEqual(await cache.get('u1', loader.load), facts(1));
    assert.deepEqual(announced, []);
  });

  it('does not keep a read that a change overtook (it may hold the old row)', async () => {
    const cache = createSessionCache({ clock: createTestClock('2026-03-01T00:00:00Z') });
    let release: (value: SessionFacts) => void = () => undefined;
    const slow = cache.get('u1', () => new Promise<SessionFacts>((resolve) => (release = resolve)));
    cache.accountChanged('u1');
    release(facts(0));
    assert.deepEqual(await slow, facts(0));
    const loader = countingLoader(facts(1));
    assert.deepEqual(await cache.get('u1', loader.load), facts(1));
    assert.equal(loader.calls, 1);
  });

  it('reads an account once for gets that arrive while it is being read, and anew for a get after a change', async () => {
    const cache = createSessionCache({ clock: createTestClock('2026-03-01T00:00:00Z') });
    const releases: Array<(value: SessionFacts) => void> = [];
    let calls = 0;
    const load = () => {
      calls += 1;
      return new Promise<SessionFacts>((resolve) => releases.push(resolve));
    };
    const first = cache.get('u1', load);
    const second = cache.get('u1', load);
    const other = cache.get('u2', load);
    assert.equal(calls, 2, 'u1 once, u2 once');
    cache.accountChanged('u1');
    const afterChange = cache.get('u1', load);
    assert.equal(calls, 3, 'the change is not answered by the read it overtook');
    releases[0](facts(0));
    releases[1](facts(5));
    releases[2](facts(1));
    assert.deepEqual(await Promise.all([first, second, other, afterChange]), [facts(0), facts(0), facts(5), facts(1)]);
  });

  it('lets the next get read again after a read failed, and tells every caller that joined it', async () => {
    const cache = createSessionCache({ clock: createTestClock('2026-03-01T00:00:00Z') });
    let fail: (error: Error) => void = () => undefined;
    const failing = () => new Promise<SessionFacts>((_resolve, reject) => (fail = reject));
    const joined = [cache.get('u1', failing), cache.get('u1', failing)];
    fail(new Error('database gone'));
    for (const get of joined) await assert.rejects(get, /database gone/);
    const loader = countingLoader(facts(2));
    assert.deepEqual(await cache.get('u1', loader.load), facts(2));
    assert.equal(loader.calls, 1);
  });

  it('never keeps a missing account, and holds at most maxEntries accounts (the oldest goes)', async () => {
    const cache = createSessionCache({ clock: createTestClock('2026-03-01T00:00:00Z'), maxEntries: 2 });
    const missing = countingLoader(null);
    await cache.get('gone', missing.load);
    await cache.get('gone', missing.load);
    assert.equal(missing.calls, 2);
    const loader = countingLoader(facts(0));
    for (const id of ['a', 'b', 'c']) await cache.get(id, loader.load);
    assert.equal(loader.calls, 3);
    await cache.get('c', loader.load);
    await cache.get('b', loader.load);
    assert.equal(loader.calls, 3);
    await cache.get('a', loader.load);
    assert.equal(loader.calls, 4);
  });
});

describeEachDatabase('auth hooks with the session cache', (kind) => {
  let t: TestApp;
  const clock = createTestClock('2026-03-01T00:00:00Z');
  before(async () => {
    t = await createTestApp(kind, { clock });
  });
  after(() => t.close());

  const verify = (headers: Record<string, string>, app: FastifyInstance = t.app) => app.inject({ url: '/api/users/verify', headers });

  it('logout and password change revoke a token the hooks just trusted', async () => {
    const me = await signedInUser(t.app);
    assert.equal((await verify(me.headers)).statusCode, 200);
    assert.equal((await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: me.headers })).statusCode, 200);
    assert.equal((await verify(me.headers)).statusCode, 401);

    const other = await signedInUser(t.app);
    assert.equal((await verify(other.headers)).statusCode, 200);
    await changePassword(t.app, other, 'Adobo2Rice');
    assert.equal((await verify(other.headers)).statusCode, 401);
  });

  it("an admin's edit of premium and role counts on the member's next request, and a deleted member's token at once stops", async () => {
    const admin = await signedInUser(t.app, { role: 'Boss' });
    await makeAdmin(t, admin.user.id);
    const member = await signedInUser(t.app, { role: 'Boss' });
    const asMember = () => t.app.inject({ url: '/api/users/admin/audit-log', headers: member.headers });
    assert.equal((await asMember()).statusCode, 403);

    const promote = await t.app.inject({ method: 'PUT', url: `/api/users/${member.user.id}`, headers: admin.headers, payload: form(member.user, { premium: 'Admin' }) });
    assert.equal(promote.statusCode, 200, promote.body);
    assert.equal((await asMember()).statusCode, 200);
    const demote = await t.app.inject({ method: 'PUT', url: `/api/users/${member.user.id}`, headers: admin.headers, payload: form(member.user, { premium: 'Not Verified' }) });
    assert.equal(demote.statusCode, 200, demote.body);
    assert.equal((await asMember()).statusCode, 403);

    const roles = await t.app.inject({ method: 'PUT', url: `/api/users/${member.user.id}`, headers: admin.headers, payload: form(member.user, { role: 'Assistant' }) });
    assert.equal(roles.statusCode, 200, roles.body);
    assert.equal((await verify(member.headers)).json<User>().role, 'Assistant');

    const deleted = await t.app.inject({ method: 'DELETE', url: `/api/users/admin/${member.user.id}`, headers: admin.headers });
    assert.equal(deleted.statusCode, 200, deleted.body);
    assert.equal((await verify(member.headers)).statusCode, 401);
  });

  it('answers the session check from the cached row, which every committed change to it refreshes at once', async () => {
    const me = await signedInUser(t.app);
    const self = async () => {
      const response = await verify(me.headers);
      assert.equal(response.statusCode, 200, response.body);
      return response.json<User>();
    };
    const before = await self();
    assert.equal(before.referralCount, 0);

    await registerUser(t.app, { referralCode: before.referralCode });
    assert.equal((await self()).referralCount, 1);

    const edit = await t.app.inject({ method: 'PUT', url: `/api/users/${me.user.id}`, headers: me.headers, payload: form(me.user, { location: 'Davao City, Philippines' }) });
    assert.equal(edit.statusCode, 200, edit.body);
    assert.equal((await self()).location, 'Davao City, Philippines');

    const image = await storeUploadedImage(t.storage, me.user.id);
    const added = await t.app.inject({ method: 'POST', url: '/api/users/images', headers: me.headers, payload: { images: [image] } });
    assert.equal(added.statusCode, 200, added.body);
    assert.deepEqual((await self()).images, [image]);
    const removed = await t.app.inject({ method: 'DELETE', url: '/api/users/images', headers: me.headers, payload: { imageUrl: image } });
    assert.equal(removed.statusCode, 200, removed.body);
    assert.deepEqual((await self()).images, []);

    const picture = await storeUploadedImage(t.storage, me.user.id, 'avatar');
    const set = await t.app.inject({ method: 'PUT', url: `/api/users/${me.user.id}/initial-profile-picture`, headers: me.headers, payload: { profilePicture: picture } });
    assert.equal(set.statusCode, 200, set.body);
    assert.equal((await self()).avatar, picture);
  });

  it(`sees a change made behind the app's back within ${SESSION_CACHE_TTL_MS} ms`, async () => {
    const me = await signedInUser(t.app);
    assert.equal((await verify(me.headers)).statusCode, 200);
    await t.database.db.update(users).set({ sessionVersion: sql`${users.sessionVersion} + 1` }).where(eq(users.id, me.user.id));
    // The documented bound: trusted until the entry is SESSION_CACHE_TTL_MS old, not after.
    clock.advance(SESSION_CACHE_TTL_MS - 1);
    assert.equal((await verify(me.headers)).statusCode, 200);
    clock.advance(1);
    assert.equal((await verify(me.headers)).statusCode, 401);
  });
});

// Two server processes on one database, sharing news through Redis (REDIS_URL).
describe('session cache across two servers through Redis', { skip: !process.env.TEST_REDIS_URL }, () => {
  let first: TestApp;
  let second: FastifyInstance;
  before(async () => {
    first = await createTestApp('pglite', { redisUrl: process.env.TEST_REDIS_URL });
    second = await createAppOnSameDatabase(first, { redisUrl: process.env.TEST_REDIS_URL });
  });
  after(async () => {
    await second.close();
    await first.close();
  });

  const verify = (headers: Record<string, string>) => second.inject({ url: '/api/users/verify', headers });

  it('a logout on one server revokes the token on the other once the announcement arrives', { timeout: 15_000 }, async () => {
    const me = await signedInUser(first.app);
    assert.equal((await verify(me.headers)).statusCode, 200);
    const arrived = new Promise<string>((resolve) => {
      second.realtime.accountChanges.onAnnounced((userId) => {
        if (userId === me.user.id) resolve(userId);
      });
    });
    assert.equal((await first.app.inject({ method: 'POST', url: '/api/auth/logout', headers: me.headers })).statusCode, 200);
    assert.equal(await arrived, me.user.id);
    assert.equal((await verify(me.headers)).statusCode, 401);
  });
});
