// Demo data: only on an empty database, with local images and working logins.
import assert from 'node:assert/strict';
import { after, before, it } from 'node:test';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { SKILLS } from '@marketplace/shared-api/constants';
import type { LoginResponse, User } from '@marketplace/shared-api/types';
import { createTestApp, describeEachDatabase, TEST_PASSWORD_HASH_COST, type TestApp } from '../test/test-app';
import { createPasswordHasher } from '../features/auth/passwords';
import { premiumApplications, users } from '../db/schema/index';
import { seedDemoData } from './index';
import { DEMO_ASSISTANT_PASSWORD } from './demo-people';

describeEachDatabase('demo seed', (kind) => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp(kind);
  });
  after(() => t.close());

  const seed = () =>
    seedDemoData({ app: t.app, db: t.database.db, storage: t.storage, passwords: createPasswordHasher(TEST_PASSWORD_HASH_COST), clock: t.app.clock });

  it('seeds an admin, a boss and at least 12 varied assistants on an empty database', async () => {
    const seeded = await seed();
    assert.ok(seeded);
    assert.equal(seeded.admin.premium, 'Admin');
    assert.equal(seeded.boss.role, 'Boss');
    assert.ok(seeded.assistants.length >= 12);
    assert.ok(seeded.assistants.every((assistant) => assistant.role === 'Assistant' && assistant.salaryRateCentavos === 125_000));
    assert.ok(seeded.assistants.some((assistant) => assistant.premium === 'Verified'));
    assert.ok(seeded.assistants.some((assistant) => assistant.premium === 'Not Verified'));
    assert.ok(new Set(seeded.assistants.map((assistant) => assistant.location)).size >= 10);
    assert.ok(seeded.assistants.some((assistant) => assistant.location === 'Remote'));
    assert.ok(new Set(seeded.assistants.map((assistant) => assistant.experience)).size >= 4);
    const skills = new Set(seeded.assistants.flatMap((assistant) => assistant.skills));
    assert.ok([...skills].every((skill) => (SKILLS as readonly string[]).includes(skill)));
    assert.ok(skills.size >= 8);
    // A premium application waits for the admin, and the boss referred someone.
    const pending = await t.database.db.select().from(premiumApplications);
    assert.deepEqual(pending.map((row) => row.status), ['pending']);
    const referred = await t.database.db.select().from(users).where(eq(users.referredBy, seeded.boss.id));
    assert.equal(referred.length, 1);
  });

  it('stores local images only, served by the app', async () => {
    const rows = await t.database.db.select().from(users);
    const urls = rows.flatMap((row) => [row.avatar, ...row.images]).filter((url) => url !== null);
    assert.ok(urls.every((url) => url.startsWith('/uploads/')), 'no external URLs');
    assert.ok(rows.filter((row) => row.role === 'Assistant').every((row) => row.images.length >= 2 && row.avatar));
    const response = await t.app.inject({ url: urls[0] });
    assert.equal(response.statusCode, 200);
    assert.equal((await sharp(response.rawPayload).metadata()).format, 'webp');
  });

  it('lets the demo accounts log in', async () => {
    for (const [username, password, premium] of [
      ['admin', 'Admin1234', 'Admin'],
      ['boss', 'Boss12345', 'Not Verified'],
      ['maria_santos', DEMO_ASSISTANT_PASSWORD, 'Verified'],
    ]) {
      const response = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password } });
      assert.equal(response.statusCode, 200, username);
      assert.equal(response.json<LoginResponse>().userInfo.premium, premium);
    }
    const maria = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: 'maria_santos', password: DEMO_ASSISTANT_PASSWORD } });
    assert.equal(maria.json<{ userInfo: User }>().userInfo.salaryRate, 1250);
  });

  it('does nothing on a database that already has users', async () => {
    const countBefore = (await t.database.db.select().from(users)).length;
    assert.equal(await seed(), null);
    assert.equal((await t.database.db.select().from(users)).length, countBefore);
  });
});
