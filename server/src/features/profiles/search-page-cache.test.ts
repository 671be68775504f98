// The cached pages of the profile list: the cache on its own (freshness,
// changes, fills a change overtook, the instant a rating changes by time), then
// through the app with a clock that never moves, so only invalidation can make a
// change show: a profile edit, a post published or deleted, premium, an account
// deleted, a review published now, by time or hidden all show in the very next
// answer; its ETag and 304, of a first page and of a next one; and on a second
// server once Redis brings the news.
import assert from 'node:assert/strict';
import { brotliDecompressSync } from 'node:zlib';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import type { ProfilePostsPage } from '@marketplace/shared-api/api/profiles';
import type { ProfilePost } from '@marketplace/shared-api/types';
import { reviews } from '../../db/schema/index';
import { makeAdmin, profileForm, signedInUser } from '../../test/fixtures';
import { createTestClock } from '../../test/test-clock';
import { createAppOnSameDatabase, createTestApp, describeEachDatabase, type TestApp } from '../../test/test-app';
import { TEST_NOW, type TestUser } from '../bookings/booking-test-helpers';
import { paymentSuite } from '../payments/payment-test-helpers';
import type { ChangeFanOut } from '../../read-cache';
import { createSearchPageCache, SEARCH_PAGE_MAX_AGE_MS, SEARCH_PAGES_MAX, type PageFill } from './search-page-cache';

const pageOf = (marker: string): ProfilePostsPage => ({ posts: [], nextCursor: marker });

/** A search's key, as the search service names one (any string does for the cache). */
const KEY = 'nothing searched';

/** A fill that counts its calls and answers what `current` holds. */
function countingFill(marker: string, until: Date | null = null) {
  const fill = {
    calls: 0,
    current: { page: pageOf(marker), until } as PageFill,
    run: async () => {
      fill.calls += 1;
      return fill.current;
    },
  };
  return fill;
}

describe('first page cache', () => {
  it('reads once while fresh, again after SEARCH_PAGE_MAX_AGE_MS, and again at once after changed (announced)', async () => {
    const clock = createTestClock('2026-03-01T00:00:00Z');
    const announced: string[] = [];
    const cache = createSearchPageCache({ clock, fanOut: { announce: () => announced.push('changed'), onAnnounced: () => undefined } });
    const fill = countingFill('a');
    const first = await cache.get(KEY, fill.run);
    assert.equal((await cache.get(KEY, fill.run)).etag, first.etag);
    clock.advance(SEARCH_PAGE_MAX_AGE_MS - 1);
    await cache.get(KEY, fill.run);
    assert.equal(fill.calls, 1);
    clock.advance(1);
    await cache.get(KEY, fill.run);
    assert.equal(fill.calls, 2);

    fill.current = { page: pageOf('b'), until: null };
    cache.changed();
    const changed = await cache.get(KEY, fill.run);
    assert.equal(changed.page.nextCursor, 'b');
    assert.notEqual(changed.etag, first.etag);
    assert.deepEqual(announced, ['changed']);
  });

  it("drops the page when another process announces a change, without announcing it again", async () => {
    let deliver = () => undefined as void;
    const announced: string[] = [];
    const fanOut: ChangeFanOut = { announce: () => announced.push('changed'), onAnnounced: (handler) => (deliver = handler) };
    const cache = createSearchPageCache({ clock: createTestClock('2026-03-01T00:00:00Z'), fanOut });
    const fill = countingFill('a');
    await cache.get(KEY, fill.run);
    deliver();
    await cache.get(KEY, fill.run);
    assert.equal(fill.calls, 2);
    assert.deepEqual(announced, []);
  });

  it('holds a page only until the instant its fill said (a review publishing by time)', async () => {
    const clock = createTestClock('2026-03-01T00:00:00Z');
    const cache = createSearchPageCache({ clock });
    const fill = countingFill('a', new Date('2026-03-01T00:00:01Z'));
    await cache.get(KEY, fill.run);
    clock.advance(999);
    await cache.get(KEY, fill.run);
    assert.equal(fill.calls, 1);
    clock.advance(1);
    await cache.get(KEY, fill.run);
    assert.equal(fill.calls, 2);
  });

  it('shares one fill among concurrent misses, but keeps no fill a change overtook and lets no later request join it', async () => {
    const cache = createSearchPageCache({ clock: createTestClock('2026-03-01T00:00:00Z') });
    let release: (fill: PageFill) => void = () => undefined;
    let slowCalls = 0;
    const slow = () => {
      slowCalls += 1;
      return new Promise<PageFill>((resolve) => (release = resolve));
    };
    const first = cache.get(KEY, slow);
    const joined = cache.get(KEY, slow);
    assert.equal(slowCalls, 1);
    cache.changed();
    const fresh = countingFill('new');
    const after = cache.get(KEY, fresh.run);
    release({ page: pageOf('old'), until: null });
    assert.equal((await first).page.nextCursor, 'old');
    assert.equal((await joined).page.nextCursor, 'old');
    assert.equal((await after).page.nextCursor, 'new');
    // The overtaken fill was not kept; the one after the change was.
    assert.equal((await cache.get(KEY, fresh.run)).page.nextCursor, 'new');
    assert.equal(fresh.calls, 1);
  });

  it('keeps each search under its own key, and changed drops them all', async () => {
    const cache = createSearchPageCache({ clock: createTestClock('2026-03-01T00:00:00Z') });
    const plain = countingFill('plain');
    const filtered = countingFill('filtered');
    assert.equal((await cache.get(KEY, plain.run)).page.nextCursor, 'plain');
    assert.equal((await cache.get('skills=seo', filtered.run)).page.nextCursor, 'filtered');
    await cache.get(KEY, plain.run);
    await cache.get('skills=seo', filtered.run);
    assert.deepEqual([plain.calls, filtered.calls], [1, 1]);
    cache.changed();
    await cache.get(KEY, plain.run);
    await cache.get('skills=seo', filtered.run);
    assert.deepEqual([plain.calls, filtered.calls], [2, 2]);
  });

  it('keeps at most SEARCH_PAGES_MAX pages, dropping the least recently asked', async () => {
    const cache = createSearchPageCache({ clock: createTestClock('2026-03-01T00:00:00Z') });
    const fills = Array.from({ length: SEARCH_PAGES_MAX + 1 }, (_, index) => countingFill(String(index)));
    for (const [index, fill] of fills.entries()) {
      await cache.get(String(index), fill.run);
      // The first key is asked again before the last is added: the second is then the oldest.
      if (index === SEARCH_PAGES_MAX - 1) await cache.get('0', fills[0].run);
    }
    await cache.get('0', fills[0].run);
    await cache.get('1', fills[1].run);
    assert.deepEqual([fills[0].calls, fills[1].calls], [1, 2]);
  });
});

type Caller = { headers: Record<string, string> };

/** The unfiltered first page, as the list page asks for it. */
async function firstPage(app: FastifyInstance, viewer: Caller): Promise<ProfilePost[]> {
  const response = await app.inject({ url: '/api/profiles/posts', headers: viewer.headers });
  assert.equal(response.statusCode, 200, response.body);
  return response.json<ProfilePostsPage>().posts;
}

/** The first page of a filtered search (query: the query string, with its "?"). */
async function searchPage(app: FastifyInstance, viewer: Caller, query: string): Promise<ProfilePost[]> {
  const response = await app.inject({ url: `/api/profiles/posts${query}`, headers: viewer.headers });
  assert.equal(response.statusCode, 200, response.body);
  return response.json<ProfilePostsPage>().posts;
}

/** A signed-in assistant with a published profile post. */
async function postedAssistant(app: FastifyInstance, overrides: Record<string, unknown> = {}) {
  const assistant = await signedInUser(app, { role: 'Assistant', ...overrides });
  const published = await app.inject({ method: 'POST', url: '/api/profiles/profile', headers: assistant.headers, payload: { title: 'My Profile', description: 'Hello', firstName: 'Test', lastName: 'User' } });
  assert.equal(published.statusCode, 201, published.body);
  return { ...assistant, post: published.json<ProfilePost>() };
}

describeEachDatabase('the cached first page of the profile list', (kind) => {
  let t: TestApp;
  // Never moves: only an invalidation can make a change show while the page is cached.
  const clock = createTestClock('2026-03-01T00:00:00Z');
  before(async () => {
    t = await createTestApp(kind, { clock });
  });
  after(() => t.close());

  it('shows a post published, a profile edit and a post deleted in the next answer', async () => {
    const viewer = await signedInUser(t.app, { role: 'Boss' });
    await firstPage(t.app, viewer);
    const assistant = await postedAssistant(t.app);
    assert.ok((await firstPage(t.app, viewer)).some((post) => post.id === assistant.post.id));

    const edit = await t.app.inject({ method: 'PUT', url: `/api/users/${assistant.user.id}`, headers: assistant.headers, payload: profileForm(assistant.user, { firstName: 'Renamed' }) });
    assert.equal(edit.statusCode, 200, edit.body);
    assert.equal((await firstPage(t.app, viewer)).find((post) => post.userId === assistant.user.id)?.firstName, 'Renamed');

    const card = (await firstPage(t.app, viewer)).find((post) => post.userId === assistant.user.id)!;
    const deleted = await t.app.inject({ method: 'DELETE', url: `/api/profiles/posts/${card.id}`, headers: assistant.headers });
    assert.equal(deleted.statusCode, 204, deleted.body);
    assert.ok(!(await firstPage(t.app, viewer)).some((post) => post.userId === assistant.user.id));
  });

  it('shows a profile edit and a premium change in the next answer to a filtered search', async () => {
    const admin = await signedInUser(t.app, { role: 'Boss' });
    await makeAdmin(t, admin.user.id);
    const assistant = await postedAssistant(t.app, { location: 'Filterville', skills: ['SEO'] });
    const byPlace = '?location=filterville&skills=SEO';
    const inPlace = (posts: ProfilePost[]) => posts.find((post) => post.userId === assistant.user.id);
    assert.equal(inPlace(await searchPage(t.app, admin, byPlace))?.premium, 'Not Verified');
    // The same search written otherwise (spaces, a skill's case, repeated) is the same cached page.
    assert.ok(inPlace(await searchPage(t.app, admin, '?location=%20filterville%20&skills=seo,SEO')));

    const verified = await t.app.inject({ method: 'PUT', url: `/api/users/${assistant.user.id}`, headers: admin.headers, payload: profileForm(assistant.user, { premium: 'Verified' }) });
    assert.equal(verified.statusCode, 200, verified.body);
    assert.equal(inPlace(await searchPage(t.app, admin, byPlace))?.premium, 'Verified');

    const moved = await t.app.inject({ method: 'PUT', url: `/api/users/${assistant.user.id}`, headers: admin.headers, payload: profileForm(assistant.user, { premium: 'Verified', location: 'Elsewhere' }) });
    assert.equal(moved.statusCode, 200, moved.body);
    assert.equal(inPlace(await searchPage(t.app, admin, byPlace)), undefined);
  });

  it("shows an admin's premium change at once, and drops a deleted account's card", async () => {
    const admin = await signedInUser(t.app, { role: 'Boss' });
    await makeAdmin(t, admin.user.id);
    const older = await postedAssistant(t.app);
    // Listed a second later, so it sorts first while neither is Verified.
    clock.advance(1_000);
    await postedAssistant(t.app);
    assert.notEqual((await firstPage(t.app, admin))[0].userId, older.user.id);
    const verified = await t.app.inject({ method: 'PUT', url: `/api/users/${older.user.id}`, headers: admin.headers, payload: profileForm(older.user, { premium: 'Verified' }) });
    assert.equal(verified.statusCode, 200, verified.body);
    const page = await firstPage(t.app, admin);
    assert.equal(page[0].userId, older.user.id);
    assert.equal(page[0].premium, 'Verified');

    const deleted = await t.app.inject({ method: 'DELETE', url: `/api/users/admin/${older.user.id}`, headers: admin.headers });
    assert.equal(deleted.statusCode, 200, deleted.body);
    assert.ok(!(await firstPage(t.app, admin)).some((post) => post.userId === older.user.id));
  });

  it('answers 304 to a client holding the current page, and the new page once it changed', async () => {
    const viewer = await signedInUser(t.app, { role: 'Boss' });
    const first = await t.app.inject({ url: '/api/profiles/posts', headers: viewer.headers });
    const etag = first.headers.etag as string;
    assert.match(etag, /^W\/"/);
    assert.equal(first.headers['cache-control'], 'private, no-cache');
    // Sent as the JSON written when it was cached: the same answer a fresh read gives.
    assert.match(String(first.headers['content-type']), /^application\/json/);
    assert.ok(Array.isArray(first.json<ProfilePostsPage>().posts));
    const again = await t.app.inject({ url: '/api/profiles/posts', headers: { ...viewer.headers, 'if-none-match': etag } });
    assert.equal(again.statusCode, 304);
    assert.equal(again.body, '');
    // Another viewer gets the same page, so the same validator.
    const other = await signedInUser(t.app, { role: 'Boss' });
    assert.equal((await t.app.inject({ url: '/api/profiles/posts', headers: other.headers })).headers.etag, etag);

    await postedAssistant(t.app);
    // A browser gets it compressed like any answer (several cards: above the threshold).
    const compressed = await t.app.inject({ url: '/api/profiles/posts', headers: { ...viewer.headers, 'accept-encoding': 'br' } });
    assert.equal(compressed.headers['content-encoding'], 'br');
    assert.deepEqual(JSON.parse(brotliDecompressSync(compressed.rawPayload).toString()), (await t.app.inject({ url: '/api/profiles/posts', headers: viewer.headers })).json());
    const changed = await t.app.inject({ url: '/api/profiles/posts', headers: { ...viewer.headers, 'if-none-match': etag } });
    assert.equal(changed.statusCode, 200);
    assert.notEqual(changed.headers.etag, etag);
    // A filtered search's first page is cached too, with a validator of its own.
    const filtered = await t.app.inject({ url: '/api/profiles/posts?userName=test', headers: viewer.headers });
    assert.match(String(filtered.headers.etag), /^W\/"/);
    const filteredAgain = await t.app.inject({ url: '/api/profiles/posts?userName=test', headers: { ...viewer.headers, 'if-none-match': filtered.headers.etag } });
    assert.equal(filteredAgain.statusCode, 304);
  });

  it('keeps a next page under its cursor: 304 to a client holding it, and a deletion shows in the next answer to it', async () => {
    const viewer = await signedInUser(t.app, { role: 'Boss' });
    const older = await postedAssistant(t.app, { location: 'Pageville' });
    clock.advance(1_000);
    await postedAssistant(t.app, { location: 'Pageville' });
    const first = await t.app.inject({ url: '/api/profiles/posts?location=pageville&limit=1', headers: viewer.headers });
    const { nextCursor } = first.json<ProfilePostsPage>();
    assert.ok(nextCursor, first.body);
    const url = `/api/profiles/posts?location=pageville&limit=1&cursor=${encodeURIComponent(nextCursor)}`;
    const next = await t.app.inject({ url, headers: viewer.headers });
    assert.deepEqual(next.json<ProfilePostsPage>().posts.map((post) => post.userId), [older.user.id]);
    const etag = String(next.headers.etag);
    assert.notEqual(etag, first.headers.etag);
    assert.equal((await t.app.inject({ url, headers: { ...viewer.headers, 'if-none-match': etag } })).statusCode, 304);

    const deleted = await t.app.inject({ method: 'DELETE', url: `/api/profiles/posts/${older.post.id}`, headers: older.headers });
    assert.equal(deleted.statusCode, 204, deleted.body);
    const after = await t.app.inject({ url, headers: { ...viewer.headers, 'if-none-match': etag } });
    assert.equal(after.statusCode, 200);
    assert.deepEqual(after.json<ProfilePostsPage>(), { posts: [], nextCursor: null });
  });
});

/** Tomorrow 17:00 in Manila: the session booked for tomorrow morning has ended (as reviews.test.ts). */
const SESSION_OVER = '2026-06-02T09:00:00.000Z';

describeEachDatabase('the cached first page and ratings', (kind) => {
  const s = paymentSuite(kind);

  async function completedSession() {
    const fresh = await s.freshBooking();
    await s.pay.pay(fresh.client, fresh.booking);
    s.clock.set(SESSION_OVER);
    const response = await s.bookings.setStatus(fresh.consultant, fresh.booking.id, 'COMPLETED');
    assert.equal(response.statusCode, 200, response.body);
    return fresh;
  }

  const write = async (user: TestUser, bookingId: string, stars: number) => {
    const response = await s.t.app.inject({ method: 'POST', url: `/api/reviews/bookings/${bookingId}`, headers: user.headers, payload: { stars, text: 'Session' } });
    assert.equal(response.statusCode, 201, response.body);
  };

  /** The consultant's card on the first page, published for this test. */
  async function ratingOn(viewer: Caller, consultantId: string) {
    const card = (await firstPage(s.t.app, viewer)).find((post) => post.userId === consultantId);
    assert.ok(card, 'the consultant is on the first page');
    return card.rating;
  }

  async function publishedConsultant() {
    const session = await completedSession();
    const published = await s.t.app.inject({ method: 'POST', url: '/api/profiles/profile', headers: session.consultant.headers, payload: { title: 'My Profile', description: 'Hello', firstName: 'Test', lastName: 'User' } });
    assert.equal(published.statusCode, 201, published.body);
    return session;
  }

  it('shows a rating published now by the second review, and drops a hidden one, in the next answer', async () => {
    const { client, consultant, booking } = await publishedConsultant();
    await write(client, booking.id, 4);
    assert.deepEqual(await ratingOn(client, consultant.user.id), { average: null, count: 0 });
    await write(consultant, booking.id, 5);
    assert.deepEqual(await ratingOn(client, consultant.user.id), { average: 4, count: 1 });

    const admin = await signedInUser(s.t.app, { role: 'Boss' });
    await makeAdmin(s.t, admin.user.id);
    const [review] = (await (await s.t.app.inject({ url: `/api/reviews/users/${consultant.user.id}` })).json<{ reviews: Array<{ id: string }> }>()).reviews;
    const hidden = await s.t.app.inject({ method: 'POST', url: `/api/reviews/${review.id}/hide`, headers: admin.headers, payload: { reason: 'Off-topic' } });
    assert.ok(hidden.statusCode < 300, hidden.body);
    assert.deepEqual(await ratingOn(client, consultant.user.id), { average: null, count: 0 });
  });

  it('shows a rating published by time from the instant its window closes, not a moment later', async () => {
    const { client, consultant, booking } = await publishedConsultant();
    await write(client, booking.id, 3);
    const [{ visibleAt }] = await s.t.database.db.select({ visibleAt: reviews.visibleAt }).from(reviews).where(eq(reviews.bookingId, booking.id));
    // The page cached one millisecond before: fresh by its age, but not past the publication.
    s.clock.set(new Date(visibleAt.getTime() - 1).toISOString());
    const viewer = await signedInUser(s.t.app, { role: 'Boss' });
    assert.deepEqual(await ratingOn(viewer, consultant.user.id), { average: null, count: 0 });
    s.clock.set(visibleAt.toISOString());
    assert.deepEqual(await ratingOn(viewer, consultant.user.id), { average: 3, count: 1 });
    s.clock.set(TEST_NOW);
  });
});

// Two server processes on one database, sharing news through Redis (REDIS_URL).
describe('the cached first page across two servers through Redis', { skip: !process.env.TEST_REDIS_URL }, () => {
  let first: TestApp;
  let second: FastifyInstance;
  const clock = createTestClock('2026-03-01T00:00:00Z');
  before(async () => {
    first = await createTestApp('pglite', { redisUrl: process.env.TEST_REDIS_URL, clock });
    second = await createAppOnSameDatabase(first, { redisUrl: process.env.TEST_REDIS_URL, clock });
  });
  after(async () => {
    await second.close();
    await first.close();
  });

  it('a post published on one server shows on the other once the announcement arrives', { timeout: 15_000 }, async () => {
    const viewer = await signedInUser(first.app, { role: 'Boss' });
    await firstPage(second, viewer);
    const arrived = new Promise<void>((resolve) => second.realtime.listChanges.onAnnounced(resolve));
    const assistant = await postedAssistant(first.app);
    await arrived;
    assert.ok((await firstPage(second, viewer)).some((post) => post.id === assistant.post.id));
  });
});
