// GET /api/users: admins list every user (every field, searched, paged);
// members only premium=Admin (how they find the admins), in the public shape;
// and the static /api/users paths of this feature win over /api/users/{id}.
import assert from 'node:assert/strict';
import { after, before, it } from 'node:test';
import { sql } from 'drizzle-orm';
import type { UsersPage } from '@marketplace/shared-api/api/profiles';
import type { Database } from '../../db/database';
import { createTestApp, describeEachDatabase, type TestApp } from '../../test/test-app';
import { bearer, insertUser } from '../../test/test-rows';
import { usersPageQuery } from './users-list-service';

describeEachDatabase('GET /api/users', (kind) => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp(kind);
  });
  after(() => t.close());

  const list = (query: string, userId?: string) =>
    t.app.inject({ method: 'GET', url: `/api/users${query}`, headers: userId ? bearer(t.app, userId) : undefined });

  it('finds the admins with premium=Admin, hiding their emails from a non-admin', async () => {
    const admins = [await insertUser(t.database.db, { username: 'zz_admin_b', role: 'Boss', premium: 'Admin' }), await insertUser(t.database.db, { username: 'ZZ_admin_a', role: 'Boss', premium: 'Admin' })];
    const boss = await insertUser(t.database.db, { role: 'Boss' });
    const response = await list('?premium=Admin', boss.id);
    assert.equal(response.statusCode, 200, response.body);
    const page = response.json<UsersPage>();
    assert.deepEqual(page.users.map((user) => user.username), ['ZZ_admin_a', 'zz_admin_b']);
    assert.ok(page.users.every((user) => user.email === undefined && user.referralCode === undefined && user.premium === 'Admin'));
    assert.equal(page.nextCursor, null);
    const asAdmin = (await list('?premium=Admin', admins[0].id)).json<UsersPage>();
    assert.ok(asAdmin.users.every((user) => user.email !== null), 'admins see emails');
  });

  it('pages alphabetically by username with a cursor until nextCursor is null', async () => {
    for (let index = 0; index < 5; index += 1) await insertUser(t.database.db, { username: `pg_list_${index}` });
    const viewer = await insertUser(t.database.db, { role: 'Boss', premium: 'Admin' });
    const all = (await list('?limit=50', viewer.id)).json<UsersPage>().users.map((user) => user.id);
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: UsersPage = (await list(`?limit=2${cursor ? `&cursor=${cursor}` : ''}`, viewer.id)).json<UsersPage>();
      seen.push(...page.users.map((user) => user.id));
      cursor = page.nextCursor;
    } while (cursor);
    assert.deepEqual(seen, all);
  });

  it('answers 401 anonymous and 400 for bad filters, limits or cursors', async () => {
    const viewer = await insertUser(t.database.db, { premium: 'Admin' });
    assert.equal((await list('')).statusCode, 401);
    for (const query of ['?premium=God', '?limit=0', '?limit=51', '?cursor=%25%25', `?cursor=${Buffer.from("x' OR 1=1").toString('base64url')}`]) {
      assert.equal((await list(query, viewer.id)).statusCode, 400, query);
    }
  });

  it('answers 403 to a member listing anything but the admins, and searches by name, username or email for admins', async () => {
    const member = await insertUser(t.database.db, { role: 'Boss' });
    const admin = await insertUser(t.database.db, { role: 'Boss', premium: 'Admin' });
    for (const query of ['', '?premium=Verified', '?search=a']) {
      assert.equal((await list(query, member.id)).statusCode, 403, query);
    }
    const found = await insertUser(t.database.db, { username: 'srch_target', firstName: 'Rosalind', lastName: 'Quiambao', email: 'rq_unique@example.com' });
    for (const search of ['Rosalind Quiambao', 'quiamb', 'SRCH_TARG', 'rq_unique@']) {
      const page = (await list(`?search=${encodeURIComponent(search)}`, admin.id)).json<UsersPage>();
      assert.deepEqual(page.users.map((user) => user.id), [found.id], search);
      assert.equal(page.users[0].email, 'rq_unique@example.com', 'admins see every field');
    }
    assert.deepEqual((await list('?search=50%25_', admin.id)).json<UsersPage>().users, [], 'LIKE wildcards match literally');
  });

  it("can answer the admin search from the trigram index users_search_trgm_idx (its expression is the query's)", async () => {
    // At a test's few rows the planner prefers reading the table; forbidding
    // sequential and plain index scans leaves a bitmap scan, which exists only
    // when the index's expression matches the query's text exactly.
    const plan = await t.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      await tx.execute(sql`set local enable_indexscan = off`);
      const explained = await tx.execute(sql`explain ${usersPageQuery(tx as Database, { limit: 20, search: 'quiamb' }, true)}`);
      return (explained as unknown as { rows: Array<Record<string, string>> }).rows.map((row) => Object.values(row)[0]).join('\n');
    });
    assert.match(plan, /Bitmap Index Scan on users_search_trgm_idx/, plan);
  });

  it('routes /api/users/images, /save and /profile-posts to this feature, not to /api/users/{id}', async () => {
    const viewer = await insertUser(t.database.db);
    assert.equal((await list('/images', viewer.id)).statusCode, 200);
    assert.equal((await list('/profilePosts', viewer.id)).statusCode, 200);
    assert.equal((await list('/profile-posts', viewer.id)).statusCode, 200);
    assert.equal((await list(`/${viewer.id}`, viewer.id)).statusCode, 200);
  });
});
