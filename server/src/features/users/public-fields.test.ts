// One response shape per audience: every route that answers a user answers
// anyone but the user themself and admins with the public shape, checked
// against the strict public schema (a private field fails it): GET
// /api/users/{id}, /api/users/find/{id}, /api/profiles/{id} and the admins
// list a member reads (GET /api/users?premium=Admin); the user and admins get
// every field. Cards and embeds (profile posts, bookings' parties, chats'
// people and messages) carry none.
import assert from 'node:assert/strict';
import { after, before, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { PRIVATE_USER_FIELDS } from '@marketplace/shared-api/constants';
import { users } from '../../db/schema/index';
import { createTestApp, describeEachDatabase, type TestApp } from '../../test/test-app';
import { bearer, insertPostedUser, insertUser } from '../../test/test-rows';
import type { TestUser } from '../bookings/booking-test-helpers';
import { paymentSuite } from '../payments/payment-test-helpers';
import { publicUserSchema, userSchema } from '@marketplace/shared-api/schemas/users-responses';

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
        const parsed = publicUserSchema.safeParse(response.json());
        assert.ok(parsed.success, `${url} as ${viewer ?? 'a visitor'}: ${parsed.success ? '' : parsed.error.message}`);
      }
      for (const viewer of [owner.id, adminRow.id]) {
        const full = userSchema.strict().safeParse((await get(url, viewer)).json());
        assert.ok(full.success, `${url}: the user and admins get every field`);
      }
    }
    const admins = await get('/api/users?premium=Admin', member.id);
    assert.equal(admins.statusCode, 200);
    for (const user of admins.json<{ users: unknown[] }>().users) {
      assert.ok(publicUserSchema.safeParse(user).success, JSON.stringify(user));
    }
    // Cards: the list search's posts carry none of the private fields.
    const cards = await get('/api/profiles/posts?limit=100');
    for (const field of PRIVATE_USER_FIELDS) assert.ok(!cards.body.includes(`"${field}"`), field);
  });
});

/** Every object with a username anywhere in a JSON answer: the people it embeds. */
function people(value: unknown): Array<Record<string, unknown>> {
  if (Array.isArray(value)) return value.flatMap(people);
  if (!value || typeof value !== 'object') return [];
  const record = value as Record<string, unknown>;
  return [...('username' in record ? [record] : []), ...Object.values(record).flatMap(people)];
}

// Embeds: a booking's parties and a chat's people, on every route that answers
// them, to both sides: never a private field of the other person (nor their own,
// since an embed is a summary), even when those fields hold values.
describeEachDatabase('public user embeds', (kind) => {
  const s = paymentSuite(kind);

  it("bookings and chats embed people with public fields only, on every route that answers them", async () => {
    const { consultant, client, booking } = await s.freshBooking();
    const referrer = await insertUser(s.t.database.db);
    for (const party of [consultant, client]) {
      await s.t.database.db
        .update(users)
        .set({ referredBy: referrer.id, referralCount: 3, referralBookings: 8, moneyEarnedCentavos: 150_000 })
        .where(eq(users.id, party.user.id));
    }
    const sent = await s.t.app.inject({ method: 'POST', url: '/api/messages/send', payload: { recipientId: consultant.user.id, message: 'Hello' }, headers: client.headers });
    assert.equal(sent.statusCode, 201, sent.body);
    const chats = await s.t.app.inject({ url: '/api/chats', headers: client.headers });
    const [chat] = chats.json<Array<{ id: string }>>();
    const routes: Array<[viewer: TestUser, url: string]> = [
      [client, '/api/bookings/made'],
      [client, '/api/bookings/user?role=client'],
      [consultant, '/api/bookings/user?role=consultant'],
      [consultant, `/api/bookings/consultant/${consultant.user.id}`],
      [client, `/api/bookings/${booking.id}`],
      [consultant, `/api/bookings/${booking.id}`],
      [client, '/api/chats'],
      [consultant, '/api/chats'],
      [client, `/api/chats/${chat.id}`],
      [client, `/api/chat/find/${client.user.id}/${consultant.user.id}`],
      [consultant, `/api/messages/${chat.id}`],
    ];
    for (const [viewer, url] of routes) {
      const response = await s.t.app.inject({ url, headers: viewer.headers });
      assert.equal(response.statusCode, 200, `${url} ${response.body}`);
      // Every person in the answer (an object with a username) has no private field...
      for (const person of people(response.json())) {
        for (const field of [...PRIVATE_USER_FIELDS, 'passwordHash', 'sessionVersion']) {
          assert.ok(!(field in person), `${url} gives ${field} of ${String(person.username)}`);
        }
      }
      // ...and no private value appears anywhere in it.
      for (const party of [consultant, client]) {
        for (const value of [party.user.email, party.user.referralCode]) assert.ok(value && !response.body.includes(value), `${url} carries ${value}`);
      }
    }
  });
});
