// Publishing, reading and deleting profile posts, with every permission rule
// (owner, other user, admin, anonymous), the caller's own posts, and the premium sync.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import type { OwnPosts, ProfilePostsPage } from '@marketplace/shared-api/api/profiles';
import type { ProfilePost } from '@marketplace/shared-api/types';
import { systemClock } from '../../clock';
import { listings, profilePosts } from '../../db/schema/index';
import { createTestApp, describeEachDatabase, TEST_LIMITS, type TestApp } from '../../test/test-app';
import { bearer, insertListing, insertPostedUser, insertUser, storeUploadedImage } from '../../test/test-rows';
import { createUploadsService } from '../uploads/service';
import { createProfilePostsService } from './profile-posts-service';

const MISSING_ID = '00000000-0000-4000-8000-000000000000';

describeEachDatabase('profile posts', (kind) => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp(kind);
  });
  after(() => t.close());

  const postsOf = (userId: string) => t.database.db.select().from(profilePosts).where(eq(profilePosts.userId, userId));
  const body = (overrides: Record<string, unknown> = {}) => ({
    title: "Someone's Profile",
    description: 'Reliable and fast.',
    firstName: 'Forged',
    lastName: 'Name',
    avatar: 'https://evil.example/a.png',
    skills: ['Forged'],
    location: 'Nowhere',
    role: 'Assistant',
    salaryRate: 1,
    experience: '10+ years',
    availability: 'Full-time',
    ...overrides,
  });

  for (const path of ['/api/profiles/profile', '/api/posts/profile']) {
    describe(`POST ${path}`, () => {
      it('publishes the caller’s post from their account, 201 with the post', async () => {
        const user = await insertUser(t.database.db, { firstName: 'Real', lastName: 'Person', skills: ['SEO'] });
        const response = await t.app.inject({ method: 'POST', url: path, payload: body(), headers: bearer(t.app, user.id) });
        assert.equal(response.statusCode, 201, response.body);
        const post = response.json<ProfilePost>();
        assert.ok(post.id);
        assert.equal(post.userId, user.id);
        assert.equal(post.title, "Someone's Profile");
        assert.equal(post.description, 'Reliable and fast.');
        // Identity fields come from the account, not the body.
        assert.equal(post.firstName, 'Real');
        assert.deepEqual(post.skills, ['SEO']);
        assert.equal(post.salaryRate, 1250);
        assert.equal(post.avatar, user.avatar);
      });

      it('replaces an existing post: one post per user', async () => {
        const { user, post } = await insertPostedUser(t.database.db);
        const response = await t.app.inject({ method: 'POST', url: path, payload: body({ description: 'v2' }), headers: bearer(t.app, user.id) });
        assert.equal(response.statusCode, 201);
        const rows = await postsOf(user.id);
        assert.equal(rows.length, 1);
        assert.notEqual(rows[0].id, post.id);
        assert.equal(rows[0].description, 'v2');
      });

      it('gives a title without the word Profile the default title', async () => {
        const user = await insertUser(t.database.db, { firstName: 'Tess', lastName: 'Uy' });
        const response = await t.app.inject({ method: 'POST', url: path, payload: body({ title: 'Hire me' }), headers: bearer(t.app, user.id) });
        assert.equal(response.json<ProfilePost>().title, "Tess Uy's Profile");
      });

      it('answers 401 anonymous and 403 to a non-Assistant', async () => {
        assert.equal((await t.app.inject({ method: 'POST', url: path, payload: body() })).statusCode, 401);
        const boss = await insertUser(t.database.db, { role: 'Boss', salaryRateCentavos: null });
        const response = await t.app.inject({ method: 'POST', url: path, payload: body(), headers: bearer(t.app, boss.id) });
        assert.equal(response.statusCode, 403);
        assert.deepEqual(response.json(), { message: 'Only assistants can publish a profile post' });
      });

      it('refuses bad bodies with 400', async () => {
        const user = await insertUser(t.database.db);
        for (const payload of [body({ title: '' }), body({ salaryRate: -1 }), body({ extra: 1 }), body({ description: 'x'.repeat(6000) })]) {
          const response = await t.app.inject({ method: 'POST', url: path, payload, headers: bearer(t.app, user.id) });
          assert.equal(response.statusCode, 400);
        }
      });
    });
  }

  describe('POST /api/profiles/profile-post', () => {
    const publishFor = (userId: string, headers?: { authorization: string }, extra: Record<string, unknown> = {}) =>
      t.app.inject({ method: 'POST', url: '/api/profiles/profile-post', payload: { userId, description: 'By request', type: 'profile', ...extra }, headers });

    it('lets the user themself publish', async () => {
      const user = await insertUser(t.database.db);
      const response = await publishFor(user.id, bearer(t.app, user.id));
      assert.equal(response.statusCode, 201, response.body);
      assert.equal(response.json<ProfilePost>().description, 'By request');
    });

    it('lets an admin publish for a user, and refuses other users with 403', async () => {
      const user = await insertUser(t.database.db);
      const other = await insertUser(t.database.db);
      const admin = await insertUser(t.database.db, { role: 'Boss', premium: 'Admin' });
      const refused = await publishFor(user.id, bearer(t.app, other.id));
      assert.equal(refused.statusCode, 403);
      assert.deepEqual(refused.json(), { message: 'You can only publish your own profile' });
      assert.equal((await publishFor(user.id, bearer(t.app, admin.id))).statusCode, 201);
      assert.equal((await postsOf(user.id)).length, 1);
    });

    it('answers 401 anonymous and 404 for an unknown user', async () => {
      const admin = await insertUser(t.database.db, { role: 'Boss', premium: 'Admin' });
      assert.equal((await publishFor(admin.id)).statusCode, 401);
      assert.equal((await publishFor(MISSING_ID, bearer(t.app, admin.id))).statusCode, 404);
    });

    it('takes an image only when it is one of ours', async () => {
      const user = await insertUser(t.database.db);
      const image = await storeUploadedImage(t.storage, user.id);
      const ok = await publishFor(user.id, bearer(t.app, user.id), { image });
      assert.equal(ok.json<ProfilePost>().image, image);
      const foreign = await publishFor(user.id, bearer(t.app, user.id), { image: 'https://evil.example/x.png' });
      assert.equal(foreign.statusCode, 400);
      assert.equal(foreign.json<{ field: string }>().field, 'image');
    });

    it("refuses another user's upload (the admin's avatar) as the post image", async () => {
      const user = await insertUser(t.database.db);
      const admin = await insertUser(t.database.db, { role: 'Boss', premium: 'Admin' });
      const adminAvatar = await storeUploadedImage(t.storage, admin.id);
      const response = await publishFor(user.id, bearer(t.app, user.id), { image: adminAvatar });
      assert.equal(response.statusCode, 400, response.body);
      assert.equal(response.json<{ field: string }>().field, 'image');
      assert.equal((await postsOf(user.id)).length, 0);
    });
  });

  describe('GET /api/profiles/posts/{id}', () => {
    it('answers the post to a signed-in user, 404 when missing, 401 anonymous, 400 for a bad id', async () => {
      const { user, post } = await insertPostedUser(t.database.db);
      const headers = bearer(t.app, user.id);
      const response = await t.app.inject({ method: 'GET', url: `/api/profiles/posts/${post.id}`, headers });
      assert.equal(response.statusCode, 200);
      assert.equal(response.json<ProfilePost>().id, post.id);
      assert.equal((await t.app.inject({ method: 'GET', url: `/api/profiles/posts/${MISSING_ID}`, headers })).statusCode, 404);
      assert.equal((await t.app.inject({ method: 'GET', url: `/api/profiles/posts/${post.id}` })).statusCode, 401);
      assert.equal((await t.app.inject({ method: 'GET', url: "/api/profiles/posts/1'%20OR%201=1", headers })).statusCode, 400);
    });
  });

  for (const prefix of ['/api/profiles/posts', '/api/posts/posts']) {
    describe(`DELETE ${prefix}/{id}`, () => {
      const remove = (id: string, headers?: { authorization: string }) => t.app.inject({ method: 'DELETE', url: `${prefix}/${id}`, headers });

      it('lets the owner delete their post (204)', async () => {
        const { user, post } = await insertPostedUser(t.database.db);
        assert.equal((await remove(post.id, bearer(t.app, user.id))).statusCode, 204);
        assert.equal((await postsOf(user.id)).length, 0);
      });

      it('refuses another user with 403 and keeps the post', async () => {
        const { user, post } = await insertPostedUser(t.database.db);
        const other = await insertUser(t.database.db);
        const response = await remove(post.id, bearer(t.app, other.id));
        assert.equal(response.statusCode, 403);
        assert.deepEqual(response.json(), { message: 'You can only delete your own post' });
        assert.equal((await postsOf(user.id)).length, 1);
      });

      it('lets an admin delete any post', async () => {
        const { user, post } = await insertPostedUser(t.database.db);
        const admin = await insertUser(t.database.db, { role: 'Boss', premium: 'Admin' });
        assert.equal((await remove(post.id, bearer(t.app, admin.id))).statusCode, 204);
        assert.equal((await postsOf(user.id)).length, 0);
      });

      it('answers 401 anonymous and 404 for an unknown post', async () => {
        const { user, post } = await insertPostedUser(t.database.db);
        assert.equal((await remove(post.id)).statusCode, 401);
        assert.equal((await remove(MISSING_ID, bearer(t.app, user.id))).statusCode, 404);
      });
    });
  }

  describe('DELETE /api/posts/posts/{id} on a listing', () => {
    it('deletes the owner’s listing, refuses others, lets admins', async () => {
      const owner = await insertUser(t.database.db);
      const other = await insertUser(t.database.db);
      const admin = await insertUser(t.database.db, { role: 'Boss', premium: 'Admin' });
      const first = await insertListing(t.database.db, owner.id);
      const second = await insertListing(t.database.db, owner.id);
      const remove = (id: string, userId: string) => t.app.inject({ method: 'DELETE', url: `/api/posts/posts/${id}`, headers: bearer(t.app, userId) });
      assert.equal((await remove(first.id, other.id)).statusCode, 403);
      assert.equal((await remove(first.id, owner.id)).statusCode, 204);
      assert.equal((await remove(second.id, admin.id)).statusCode, 204);
      assert.equal((await t.database.db.select().from(listings).where(eq(listings.userId, owner.id))).length, 0);
    });
  });

  describe('profilePosts.syncPremium', () => {
    it('moves a user who becomes Verified to the front of the list', async () => {
      const viewer = await insertUser(t.database.db, { role: 'Boss' });
      const { user } = await insertPostedUser(t.database.db, { username: 'sync_late' }, { createdAt: new Date('2020-01-01T00:00:00Z') });
      await insertPostedUser(t.database.db, { username: 'sync_fresh' });
      const first = async (query = '') =>
        (await t.app.inject({ method: 'GET', url: `/api/profiles/posts?userName=sync_${query}`, headers: bearer(t.app, viewer.id) })).json<ProfilePostsPage>().posts[0];
      // Another search than the one after: every first page is cached, and this service tells no cache.
      assert.notEqual((await first('&limit=2')).userId, user.id);
      const profilePosts = createProfilePostsService({
        db: t.database.db,
        clock: systemClock,
        uploads: createUploadsService({ db: t.database.db, storage: t.storage, clock: systemClock, storedBytesPerUser: TEST_LIMITS.storedBytesPerUser }),
        listChanged: () => undefined,
      });
      await profilePosts.syncPremium(t.database.db, user.id, 'Verified');
      const now = await first();
      assert.equal(now.userId, user.id);
      assert.equal(now.premium, 'Verified');
    });
  });

  describe('GET /api/users/profilePosts and /api/users/profile-posts', () => {
    const get = (url: string, userId?: string) => t.app.inject({ method: 'GET', url, headers: userId ? bearer(t.app, userId) : undefined });
    it('answer the same {userPosts, savedPosts} for the caller only', async () => {
      const { user, post } = await insertPostedUser(t.database.db);
      await insertPostedUser(t.database.db);
      for (const path of ['/api/users/profilePosts', '/api/users/profile-posts']) {
        const response = await get(path, user.id);
        assert.equal(response.statusCode, 200, response.body);
        const body = response.json<OwnPosts>();
        assert.deepEqual(body.userPosts.map((own) => own.id), [post.id]);
        assert.deepEqual(body.savedPosts, []);
        assert.equal((await get(path)).statusCode, 401);
      }
    });
  });
});
