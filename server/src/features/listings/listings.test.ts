// Listings (/{id}), the profile page's projects and the Save toggle. Public
// reads stay public; the saved flag is the viewer's own.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { OwnPosts } from '@marketplace/shared-api/api/profiles';
import type { Listing, Project } from '@marketplace/shared-api/types';
import { createTestApp, describeEachDatabase, type TestApp } from '../../test/test-app';
import { bearer, insertListing, insertUser } from '../../test/test-rows';

const MISSING_ID = '00000000-0000-4000-8000-000000000000';

describeEachDatabase('listings, projects and saves', (kind) => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp(kind);
  });
  after(() => t.close());

  const get = (url: string, userId?: string) => t.app.inject({ method: 'GET', url, headers: userId ? bearer(t.app, userId) : undefined });
  const save = (postId: string, userId?: string) =>
    t.app.inject({ method: 'POST', url: '/api/users/save', payload: { postId }, headers: userId ? bearer(t.app, userId) : undefined });

  describe('GET /api/posts/{id}', () => {
    it('answers the listing with its owner and post details, isSaved false for visitors', async () => {
      const owner = await insertUser(t.database.db, { username: 'lst_owner', avatar: '/uploads/avatar/x.webp' });
      const listing = await insertListing(t.database.db, owner.id, { title: 'Bookkeeping', rateCents: 1999, images: ['/uploads/a.webp'], days: 3, bathroom: 1 });
      const response = await get(`/api/posts/${listing.id}`);
      assert.equal(response.statusCode, 200, response.body);
      assert.deepEqual(response.json<Listing>(), {
        id: listing.id,
        title: 'Bookkeeping',
        address: 'Cebu City',
        rate: 19.99,
        images: ['/uploads/a.webp'],
        days: 3,
        bathroom: 1,
        isSaved: false,
        user: { id: owner.id, avatar: '/uploads/avatar/x.webp', username: 'lst_owner' },
        postDetail: { desc: 'A week of inbox cleanup', size: 20, school: 'UP Diliman', restaurant: 1 },
        createdAt: listing.createdAt.toISOString(),
      });
    });

    it('gives empty details when a listing has none, and 404 / 400 for missing or bad ids', async () => {
      const owner = await insertUser(t.database.db);
      const listing = await insertListing(t.database.db, owner.id, {}, null);
      assert.deepEqual((await get(`/api/posts/${listing.id}`)).json<Listing>().postDetail, { desc: '', size: null, school: null, restaurant: null });
      const missing = await get(`/api/posts/${MISSING_ID}`);
      assert.equal(missing.statusCode, 404);
      assert.deepEqual(missing.json(), { message: 'Post not found' });
      assert.equal((await get('/api/posts/%27%20OR%201%3D1')).statusCode, 400);
    });
  });

  describe('POST /api/users/save', () => {
    it('toggles the caller’s save and shows it in isSaved and in savedPosts', async () => {
      const owner = await insertUser(t.database.db);
      const boss = await insertUser(t.database.db, { role: 'Boss' });
      const other = await insertUser(t.database.db, { role: 'Boss' });
      const listing = await insertListing(t.database.db, owner.id);
      assert.deepEqual((await save(listing.id, boss.id)).json(), { isSaved: true });
      assert.equal((await get(`/api/posts/${listing.id}`, boss.id)).json<Listing>().isSaved, true);
      assert.equal((await get(`/api/posts/${listing.id}`, other.id)).json<Listing>().isSaved, false, 'saves are per user');
      const own = (await get('/api/users/profile-posts', boss.id)).json<OwnPosts>();
      assert.deepEqual(own.savedPosts.map((saved) => [saved.id, saved.isSaved]), [[listing.id, true]]);
      assert.deepEqual((await save(listing.id, boss.id)).json(), { isSaved: false });
      assert.equal((await get(`/api/posts/${listing.id}`, boss.id)).json<Listing>().isSaved, false);
    });

    it('answers 401 anonymous, 404 for an unknown listing, 400 for a bad id', async () => {
      const user = await insertUser(t.database.db);
      assert.equal((await save(MISSING_ID)).statusCode, 401);
      assert.equal((await save(MISSING_ID, user.id)).statusCode, 404);
      assert.equal((await save('nope', user.id)).statusCode, 400);
    });
  });

  describe('GET /api/profiles/user-posts', () => {
    it('answers a user’s projects newest first, publicly, as {id, title, images, rate, createdAt}', async () => {
      const owner = await insertUser(t.database.db);
      const older = await insertListing(t.database.db, owner.id, { title: 'Older', createdAt: new Date('2025-01-01T00:00:00Z') });
      const newer = await insertListing(t.database.db, owner.id, { title: 'Newer', rateCents: 4000, images: ['/uploads/n.webp'] });
      const response = await get(`/api/profiles/user-posts?userId=${owner.id}`);
      assert.equal(response.statusCode, 200);
      const projects = response.json<Project[]>();
      assert.deepEqual(projects.map((project) => project.id), [newer.id, older.id]);
      assert.deepEqual(projects[0], { id: newer.id, title: 'Newer', images: ['/uploads/n.webp'], rate: 40, createdAt: newer.createdAt.toISOString() });
    });

    it('answers the caller’s own projects without userId; 401 for an anonymous caller', async () => {
      const owner = await insertUser(t.database.db);
      const listing = await insertListing(t.database.db, owner.id);
      assert.deepEqual((await get('/api/profiles/user-posts', owner.id)).json<Project[]>().map((project) => project.id), [listing.id]);
      assert.equal((await get('/api/profiles/user-posts')).statusCode, 401);
    });

    it('answers [] for a user without projects, 404 for an unknown user, 400 for a bad id', async () => {
      const user = await insertUser(t.database.db);
      assert.deepEqual((await get(`/api/profiles/user-posts?userId=${user.id}`)).json(), []);
      assert.equal((await get(`/api/profiles/user-posts?userId=${MISSING_ID}`)).statusCode, 404);
      assert.equal((await get('/api/profiles/user-posts?userId=%25')).statusCode, 400);
    });
  });
});
