// Demo profile data: every demo Assistant is listed, several have projects
// with details and local images, and the demo Boss has a saved listing.
import assert from 'node:assert/strict';
import { after, before, it } from 'node:test';
import type { OwnPosts, ProfilePostsPage } from '@marketplace/shared-api/api/profiles';
import type { Listing, Project } from '@marketplace/shared-api/types';
import { createPasswordHasher } from '../features/auth/passwords';
import { bearer } from '../test/test-rows';
import { createTestApp, describeEachDatabase, TEST_PASSWORD_HASH_COST, type TestApp } from '../test/test-app';
import { seedDemoData } from './index';
import type { SeededUsers } from './users';

describeEachDatabase('demo seed: profiles', (kind) => {
  let t: TestApp;
  let seeded: SeededUsers;
  before(async () => {
    t = await createTestApp(kind);
    const result = await seedDemoData({ app: t.app, db: t.database.db, storage: t.storage, passwords: createPasswordHasher(TEST_PASSWORD_HASH_COST), clock: t.app.clock });
    assert.ok(result);
    seeded = result;
  });
  after(() => t.close());

  const get = (url: string, userId?: string) => t.app.inject({ url, headers: userId ? bearer(t.app, userId) : undefined });

  it('lists every demo Assistant, Verified first', async () => {
    const { posts } = (await get('/api/profiles/posts?limit=100', seeded.boss.id)).json<ProfilePostsPage>();
    assert.equal(posts.length, seeded.assistants.length);
    const firstPlain = posts.findIndex((post) => post.premium !== 'Verified');
    assert.ok(firstPlain > 0 && posts.slice(firstPlain).every((post) => post.premium !== 'Verified'));
    assert.ok(posts.every((post) => /Profile/.test(post.title) && post.avatar?.startsWith('/uploads/')));
  });

  it('gives several assistants 1 to 3 projects with details and served local images', async () => {
    const counts = [];
    for (const assistant of seeded.assistants) {
      const projects = (await get(`/api/profiles/user-posts?userId=${assistant.id}`)).json<Project[]>();
      counts.push(projects.length);
      for (const project of projects) {
        assert.ok(project.images.length > 0 && project.images.every((url) => url.startsWith('/uploads/')));
        const listing = (await get(`/api/posts/${project.id}`)).json<Listing>();
        assert.ok(listing.postDetail.desc.length > 0 && listing.postDetail.size !== null);
        assert.equal((await get(project.images[0])).statusCode, 200);
      }
    }
    assert.ok(counts.filter((count) => count > 0).length >= 5);
    assert.ok(counts.every((count) => count <= 3));
  });

  it('has a saved listing for the demo Boss', async () => {
    const own = (await get('/api/users/profile-posts', seeded.boss.id)).json<OwnPosts>();
    assert.equal(own.savedPosts.length, 1);
    assert.equal(own.savedPosts[0].isSaved, true);
  });
});
