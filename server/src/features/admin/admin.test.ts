// The admin console's server side: every admin route as an admin, a member and
// a visitor (401 visitor, 403 member, from the token); the edit with every admin
// field and its audit entry; the audit log naming the admin and the person each
// entry concerns; posting and deleting profile posts; deleting a user in one
// transaction (no row anywhere still naming them, their files gone, a paid
// booking with someone else cancelled, refunded and that person told).
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { it } from 'node:test';
import { eq, sql, type SQL } from 'drizzle-orm';
import type { AdminUsersPage, AuditAction, AuditLogEntry, AuditLogPage, ProfilePost, User } from '@marketplace/shared-api/types';
import { adminAuditLog, listings, notifications, payments, profilePosts, reviews, savedPosts, users } from '../../db/schema/index';
import { describeEachDatabase } from '../../test/test-app';
import { makeAdmin, profileForm as form, signedInUser } from '../../test/fixtures';
import { storeUploadedImage } from '../../test/test-rows';
import { TEST_NOW, type TestUser } from '../bookings/booking-test-helpers';
import { paymentSuite } from '../payments/payment-test-helpers';

const MISSING = '00000000-0000-4000-8000-000000000000';

describeEachDatabase('admin console', (kind) => {
  const s = paymentSuite(kind);
  const admin = async () => {
    const user = await signedInUser(s.t.app, { role: 'Boss' });
    await makeAdmin(s.t, user.user.id);
    return user;
  };
  const call = (user: TestUser | null, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    s.t.app.inject({ method, url, payload, headers: user?.headers ?? {} });

  it('answers 401 to visitors and 403 to members on every admin route', async () => {
    const member = await signedInUser(s.t.app, { role: 'Assistant' });
    const routes: Array<[method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: object]> = [
      ['GET', '/api/users'],
      ['GET', '/api/users?search=a'],
      ['DELETE', `/api/users/admin/${MISSING}`],
      ['DELETE', `/api/users/admin/post/${MISSING}`],
      ['POST', `/api/users/admin/profile-post/${MISSING}`, { description: 'x' }],
      ['GET', '/api/users/admin/premium-applications'],
      ['POST', `/api/users/admin/premium-applications/${MISSING}`, { decision: 'accept' }],
      ['GET', '/api/users/admin/audit-log'],
    ];
    for (const [method, url, body] of routes) {
      assert.equal((await call(null, method, url, body)).statusCode, 401, `${method} ${url} as a visitor`);
      const asMember = await call(member, method, url, body);
      assert.equal(asMember.statusCode, 403, `${method} ${url} as a member`);
      assert.deepEqual(asMember.json(), { message: 'Only admins can do this' });
    }
    // PUT /api/users/{id} on someone else: 403 for a member, 401 for a visitor.
    const other = await signedInUser(s.t.app);
    assert.equal((await call(null, 'PUT', `/api/users/${other.user.id}`, form(other.user))).statusCode, 401);
    assert.equal((await call(member, 'PUT', `/api/users/${other.user.id}`, form(other.user))).statusCode, 403);
  });

  it('lists every user with every field for an admin, searched and paged', async () => {
    const boss = await admin();
    const response = await call(boss, 'GET', '/api/users?limit=2');
    assert.equal(response.statusCode, 200, response.body);
    const page = response.json<AdminUsersPage>();
    assert.equal(page.users.length, 2);
    assert.ok(page.nextCursor);
    assert.ok(page.users.every((user) => typeof user.email === 'string' && typeof user.referralCode === 'string' && 'moneyEarned' in user));
  });

  it('lets an admin set every admin field, records it in the audit log, and refuses premium changes from members', async () => {
    const boss = await admin();
    const target = await signedInUser(s.t.app, { role: 'Assistant' });
    const own = await call(target, 'PUT', `/api/users/${target.user.id}`, form(target.user, { premium: 'Verified' }));
    assert.equal(own.statusCode, 403, 'a member cannot make themself Verified');
    const response = await call(
      boss,
      'PUT',
      `/api/users/${target.user.id}`,
      form(target.user, { premium: 'Verified', salaryRate: 0, skills: ['SEO', ' ', 'seo', 'Writing', ''], firstName: 'Renamed' }),
    );
    assert.equal(response.statusCode, 200, response.body);
    const updated = response.json<User>();
    assert.equal(updated.premium, 'Verified');
    assert.equal(updated.salaryRate, 0);
    assert.deepEqual(updated.skills, ['SEO', 'Writing'], 'blank and duplicate skills are dropped');
    const negative = await call(boss, 'PUT', `/api/users/${target.user.id}`, form(target.user, { salaryRate: -1 }));
    assert.equal(negative.statusCode, 400);
    assert.equal(negative.json<{ field: string }>().field, 'salaryRate');

    const log = (await call(boss, 'GET', '/api/users/admin/audit-log')).json<AuditLogPage>();
    const entry = log.entries.find((candidate) => candidate.targetId === target.user.id && candidate.action === 'user.update');
    assert.ok(entry, 'the edit is in the audit log');
    assert.equal(entry.actor?.id, boss.user.id);
    assert.deepEqual(entry.changes?.premium, { from: 'Not Verified', to: 'Verified' });
    assert.deepEqual(entry.changes?.firstName, { from: target.user.firstName, to: 'Renamed' });
  });

  it('posts a user to the listing and deletes a post, each in the audit log; 404 for unknown ones', async () => {
    const boss = await admin();
    const assistant = await signedInUser(s.t.app, { role: 'Assistant' });
    const posted = await call(boss, 'POST', `/api/users/admin/profile-post/${assistant.user.id}`, { description: 'Recommended by the team' });
    assert.equal(posted.statusCode, 200, posted.body);
    const post = posted.json<ProfilePost>();
    assert.equal(post.userId, assistant.user.id);
    assert.equal(post.description, 'Recommended by the team');
    assert.equal((await call(boss, 'DELETE', `/api/users/admin/post/${post.id}`)).statusCode, 200);
    assert.equal((await s.t.database.db.select().from(profilePosts).where(eq(profilePosts.id, post.id))).length, 0);
    assert.equal((await call(boss, 'DELETE', `/api/users/admin/post/${post.id}`)).statusCode, 404);
    assert.equal((await call(boss, 'POST', `/api/users/admin/profile-post/${MISSING}`, { description: '' })).statusCode, 404);
    const actions = (await s.t.database.db.select().from(adminAuditLog).where(eq(adminAuditLog.actorId, boss.user.id))).map((row) => row.action);
    assert.deepEqual(actions.sort(), ['post.create', 'post.delete']);
  });

  it('pages the audit log newest first with a cursor', async () => {
    const boss = await admin();
    const target = await signedInUser(s.t.app, { role: 'Assistant' });
    for (let index = 0; index < 3; index += 1) {
      s.clock.advance(1000);
      await call(boss, 'PUT', `/api/users/${target.user.id}`, form(target.user, { firstName: `Name${index}` }));
    }
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: AuditLogPage = (await call(boss, 'GET', `/api/users/admin/audit-log?limit=2${cursor ? `&cursor=${cursor}` : ''}`)).json<AuditLogPage>();
      seen.push(...page.entries.map((entry) => entry.at));
      cursor = page.nextCursor;
    } while (cursor);
    assert.deepEqual(seen, [...seen].sort().reverse());
    assert.equal((await call(boss, 'GET', '/api/users/admin/audit-log?cursor=%25%25')).statusCode, 400);
  });

  it('names the admin and the person each audit entry concerns, and neither once their account is deleted', async () => {
    const db = s.t.database.db;
    const boss = await admin();
    const target = await signedInUser(s.t.app, { role: 'Assistant', firstName: 'Jose', lastName: 'Reyes' });
    const edited = await call(boss, 'PUT', `/api/users/${target.user.id}`, form(target.user, { location: 'Cebu' }));
    assert.equal(edited.statusCode, 200, edited.body);
    const posted = await call(boss, 'POST', `/api/users/admin/profile-post/${target.user.id}`, { description: 'Recommended' });
    assert.equal(posted.statusCode, 200, posted.body);
    const post = posted.json<ProfilePost>();
    assert.equal((await call(boss, 'DELETE', `/api/users/admin/post/${post.id}`)).statusCode, 200);
    // The other kinds of target, written as their features write them: an application (its
    // applicant's id), a review (its author is the person), a release (no person).
    const { client, consultant, booking } = await s.freshBooking();
    const now = new Date(TEST_NOW);
    const [review] = await db
      .insert(reviews)
      .values({ bookingId: booking.id, authorId: client.user.id, subjectId: consultant.user.id, side: 'client', stars: 1, createdAt: now, updatedAt: now, windowClosesAt: now, visibleAt: now })
      .returning();
    const release = randomUUID();
    await db.insert(adminAuditLog).values([
      { at: now, actorId: boss.user.id, action: 'premium.accept', targetType: 'premium-application', targetId: target.user.id },
      { at: now, actorId: boss.user.id, action: 'review.hide', targetType: 'review', targetId: review.id, reason: 'Insults' },
      { at: now, actorId: boss.user.id, action: 'release.promote', targetType: 'release', targetId: release, changes: { 'mf-chat': { from: null, to: '0123456789abcdef' } } },
    ]);

    const entry = async (action: AuditAction, targetId: string): Promise<AuditLogEntry> => {
      const found = (await auditLog(boss)).find((candidate) => candidate.action === action && candidate.targetId === targetId);
      assert.ok(found, `${action} of ${targetId} is in the audit log`);
      return found;
    };
    const targetOf = async (action: AuditAction, targetId: string) => (await entry(action, targetId)).targetUser?.id ?? null;
    const edit = await entry('user.update', target.user.id);
    const { id, username, firstName, lastName } = boss.user;
    assert.deepEqual(edit.actor, { id, username, firstName, lastName, avatar: null, role: 'Boss', premium: 'Admin' });
    const person = { id: target.user.id, username: target.user.username, firstName: 'Jose', lastName: 'Reyes' };
    assert.deepEqual(edit.targetUser, { ...person, avatar: null, role: 'Assistant', premium: 'Not Verified' });
    assert.equal(await targetOf('post.create', post.id), target.user.id, "a post's person is its owner");
    assert.equal(await targetOf('post.delete', post.id), target.user.id, 'also once the post is gone');
    assert.equal(await targetOf('premium.accept', target.user.id), target.user.id);
    assert.equal(await targetOf('review.hide', review.id), client.user.id, "a review's person is its author");
    assert.equal(await targetOf('release.promote', release), null, 'a release concerns nobody');

    // Deleted: the user (their entries keep their ids, without a person) and, by another admin, an admin.
    assert.equal((await call(boss, 'DELETE', `/api/users/admin/${target.user.id}`)).statusCode, 200);
    assert.equal(await targetOf('user.delete', target.user.id), null);
    assert.equal(await targetOf('user.update', target.user.id), null);
    assert.equal(await targetOf('post.delete', post.id), null);
    const gone = await admin();
    assert.equal((await call(gone, 'PUT', `/api/users/${consultant.user.id}`, form(consultant.user, { location: 'Cebu' }))).statusCode, 200);
    assert.equal((await call(boss, 'DELETE', `/api/users/admin/${gone.user.id}`)).statusCode, 200);
    assert.equal((await entry('user.update', consultant.user.id)).actor, null);
  });

  it('deletes a user and everything that is theirs in one go: no row names them, their files are gone, a paid booking is refunded and the other party told', async () => {
    s.clock.set(TEST_NOW);
    const boss = await admin();
    const victim = await signedInUser(s.t.app, { role: 'Assistant', firstName: 'Gone' });
    const client = await signedInUser(s.t.app, { role: 'Boss' });
    const db = s.t.database.db;
    // Files and posts: an avatar, a portfolio image, a profile post with a picture, a listing with an image.
    const avatar = await storeUploadedImage(s.t.storage, victim.user.id, 'avatar');
    const portfolio = await storeUploadedImage(s.t.storage, victim.user.id, 'portfolio');
    await db.update(users).set({ avatar, images: [portfolio] }).where(eq(users.id, victim.user.id));
    assert.equal((await call(victim, 'POST', '/api/profiles/profile-post', { userId: victim.user.id, description: 'Hi', image: portfolio })).statusCode < 300, true);
    const [listing] = await db.insert(listings).values({ userId: victim.user.id, title: 'Project', rateCents: 1000, images: [portfolio] }).returning();
    await db.insert(savedPosts).values({ userId: client.user.id, listingId: listing.id });
    // A chat both ways, notifications, and a paid booking the client made with the victim.
    assert.equal((await call(client, 'POST', '/api/messages/send', { recipientId: victim.user.id, message: 'Hello' })).statusCode, 201);
    assert.equal((await call(victim, 'POST', '/api/messages/send', { recipientId: client.user.id, message: 'Hi back' })).statusCode < 300, true);
    const booking = await s.bookings.book(client, victim);
    const payment = await s.pay.pay(client, booking);
    const before = await tableCounts();

    const response = await call(boss, 'DELETE', `/api/users/admin/${victim.user.id}`);
    assert.equal(response.statusCode, 200, response.body);
    assert.deepEqual(response.json(), { success: true });
    await s.t.app.background.drain();

    // No row anywhere still names the victim (every uuid column of every table), but the audit entry and the
    // books: money they were owed (their earning of the booking, and its reversal when the booking was
    // refunded from its own split) keeps whose it was.
    const naming = await rowsNaming(victim.user.id);
    assert.deepEqual(naming, { 'admin_audit_log.target_id': 1, 'earnings.assistant_id': 1, 'money_entries.party_id': 2 });
    // Their files are gone.
    for (const url of [avatar, portfolio]) assert.equal(await s.t.storage.exists(s.t.storage.keyFromUrl(url) ?? ''), false, url);
    // The client's payment went back and the client was told.
    const [paid] = await db.select().from(payments).where(eq(payments.transactionId, payment.transactionId));
    assert.equal(paid.status, 'refunded');
    assert.equal(paid.bookingId, null, 'the money record stays, without its booking');
    const told = await db.select().from(notifications).where(eq(notifications.userId, client.user.id));
    assert.ok(told.some((row) => row.title === 'Booking cancelled' && row.content.includes('refunded in full')), JSON.stringify(told.map((row) => row.title)));
    // What went: counted table by table.
    const afterCounts = await tableCounts();
    assert.equal(afterCounts.users, before.users - 1);
    assert.equal(afterCounts.profile_posts, before.profile_posts - 1);
    assert.equal(afterCounts.listings, before.listings - 1);
    assert.equal(afterCounts.saved_posts, before.saved_posts - 1);
    assert.equal(afterCounts.chats, before.chats - 1);
    assert.equal(afterCounts.messages, before.messages - 2);
    assert.equal(afterCounts.bookings, before.bookings - 1);
    assert.equal(afterCounts.payments, before.payments, 'payments are kept');
    assert.equal(afterCounts.admin_audit_log, before.admin_audit_log + 1);
    // The victim's token stops working, and deleting again is 404; an admin cannot delete themself.
    assert.equal((await call(victim, 'GET', '/api/users/verify')).statusCode, 401);
    assert.equal((await call(boss, 'DELETE', `/api/users/admin/${victim.user.id}`)).statusCode, 404);
    assert.equal((await call(boss, 'DELETE', `/api/users/admin/${boss.user.id}`)).statusCode, 400);
  });

  /** Every entry of the audit log, as the admin reads it page by page. */
  async function auditLog(reader: TestUser): Promise<AuditLogEntry[]> {
    const entries: AuditLogEntry[] = [];
    let cursor: string | null = null;
    do {
      const response = await call(reader, 'GET', `/api/users/admin/audit-log${cursor ? `?cursor=${cursor}` : ''}`);
      assert.equal(response.statusCode, 200, response.body);
      const page: AuditLogPage = response.json<AuditLogPage>();
      entries.push(...page.entries);
      cursor = page.nextCursor;
    } while (cursor);
    return entries;
  }

  /** The rows of a raw query (PGlite and node-postgres both answer { rows }). */
  async function rowsOf<T>(query: SQL): Promise<T[]> {
    return ((await s.t.database.db.execute(query)) as unknown as { rows: T[] }).rows;
  }

  /** Rows per table, for every table of the schema. */
  async function tableCounts(): Promise<Record<string, number>> {
    const tables = await rowsOf<{ table_name: string }>(
      sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' and table_name not like '%migrations%'`,
    );
    const counts: Record<string, number> = {};
    for (const { table_name: table } of tables) {
      const [{ n }] = await rowsOf<{ n: number }>(sql`select cast(count(*) as integer) as n from ${sql.identifier(table)}`);
      counts[table] = Number(n);
    }
    return counts;
  }

  /** For every uuid column of every table, how many rows hold id (only non-zero ones). */
  async function rowsNaming(id: string): Promise<Record<string, number>> {
    const columns = await rowsOf<{ table_name: string; column_name: string }>(
      sql`select table_name, column_name from information_schema.columns where table_schema = 'public' and data_type = 'uuid'`,
    );
    const found: Record<string, number> = {};
    for (const { table_name: table, column_name: column } of columns) {
      const [{ n }] = await rowsOf<{ n: number }>(
        sql`select cast(count(*) as integer) as n from ${sql.identifier(table)} where ${sql.identifier(column)} = ${id}`,
      );
      if (Number(n) > 0) found[`${table}.${column}`] = Number(n);
    }
    return found;
  }
});
