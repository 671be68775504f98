// Reviews, on PGlite and PostgreSQL: only a booking's parties write,
// only for their completed and paid booking, once, within 14 days of completion;
// double-blind until both wrote or the window closed (judged by the clock, no
// job); the assistant answers once; admins hide with a reason (audit-logged);
// the rating on the cards and the profile's list count only published client
// reviews; minRating filters the search; REVIEW notifications ask and tell.
import assert from 'node:assert/strict';
import { it } from 'node:test';
import { and, eq } from 'drizzle-orm';
import type { Booking, BookingReviews, ProfilePost, PublishedReview, ReviewsPage } from '@marketplace/shared-api/types';
import { adminAuditLog, notifications } from '../../db/schema/index';
import { login, makeAdmin, signedInUser } from '../../test/fixtures';
import { describeEachDatabase } from '../../test/test-app';
import { TEST_NOW, type TestUser } from '../bookings/booking-test-helpers';
import { paymentSuite } from '../payments/payment-test-helpers';
import { REVIEWS_ANNOUNCE_SWEEP } from './announce-sweep';
import {
  ALREADY_ANSWERED,
  ALREADY_REVIEWED,
  ANSWER_AFTER_PUBLISHING,
  ANSWER_BY_ASSISTANT_ONLY,
  BOOKING_NOT_FOUND,
  NOT_REVIEWABLE,
  OWN_REVIEW_ONLY,
  PUBLISHED_LOCKED,
  WINDOW_CLOSED,
} from './service';

/** Tomorrow 17:00 in Manila: the session booked for tomorrow morning has ended. */
const SESSION_OVER = '2026-06-02T09:00:00.000Z';
const DAY_MS = 24 * 60 * 60 * 1000;
const at = (ms: number) => new Date(new Date(SESSION_OVER).getTime() + ms).toISOString();

describeEachDatabase('reviews', (kind) => {
  const s = paymentSuite(kind);

  const call = (user: TestUser | null, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    s.t.app.inject({ method, url, payload, headers: user?.headers ?? {} });

  /** A paid booking, ended and completed by its consultant at SESSION_OVER. */
  async function completedSession(options: { pay?: boolean; complete?: boolean } = {}) {
    const fresh = await s.freshBooking();
    if (options.pay !== false) await s.pay.pay(fresh.client, fresh.booking);
    if (options.complete !== false) {
      s.clock.set(SESSION_OVER);
      const response = await s.bookings.setStatus(fresh.consultant, fresh.booking.id, 'COMPLETED');
      assert.equal(response.statusCode, 200, response.body);
    }
    return fresh;
  }

  const write = (user: TestUser, booking: Booking, body: object = { stars: 5, text: 'Great session' }) =>
    call(user, 'POST', `/api/reviews/bookings/${booking.id}`, body);

  async function written(user: TestUser, booking: Booking, body?: object): Promise<BookingReviews> {
    const response = await write(user, booking, body);
    assert.equal(response.statusCode, 201, response.body);
    return response.json<BookingReviews>();
  }

  const view = async (user: TestUser, booking: Booking) => {
    const response = await call(user, 'GET', `/api/reviews/bookings/${booking.id}`);
    assert.equal(response.statusCode, 200, response.body);
    return response.json<BookingReviews>();
  };

  const profileReviews = async (userId: string, query = '') => {
    const response = await call(null, 'GET', `/api/reviews/users/${userId}${query}`);
    assert.equal(response.statusCode, 200, response.body);
    return response.json<ReviewsPage>();
  };

  /** Sessions last less than the 14 days these tests move the clock by: sign in again. */
  async function again(user: TestUser): Promise<TestUser> {
    const { token } = await login(s.t.app, user.user.username, user.password);
    return { ...user, token, headers: { authorization: `Bearer ${token}` } };
  }

  const reviewNotices = (userId: string) =>
    s.t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.type, 'REVIEW')));

  it('asks the client for a review when a paid session is completed', async () => {
    const { client, booking } = await completedSession();
    const notices = await reviewNotices(client.user.id);
    assert.equal(notices.length, 1);
    assert.equal(notices[0].title, 'Review your session');
    assert.equal(notices[0].entityId, booking.id);
  });

  it("refuses a review of someone else's booking (404, nothing learned)", async () => {
    const { outsider, booking } = await completedSession();
    const response = await write(outsider, booking);
    assert.equal(response.statusCode, 404);
    assert.equal(response.json().message, BOOKING_NOT_FOUND);
    assert.equal((await call(outsider, 'GET', `/api/reviews/bookings/${booking.id}`)).statusCode, 404);
  });

  it('refuses an unpaid booking and a paid one not yet completed (409)', async () => {
    const unpaid = await completedSession({ pay: false, complete: false });
    const response = await write(unpaid.client, unpaid.booking);
    assert.equal(response.statusCode, 409);
    assert.equal(response.json().message, NOT_REVIEWABLE);
    const notEnded = await completedSession({ complete: false });
    const early = await write(notEnded.client, notEnded.booking);
    assert.equal(early.statusCode, 409);
    assert.equal(early.json().message, NOT_REVIEWABLE);
    assert.equal((await view(notEnded.client, notEnded.booking)).reviewable, false);
  });

  it('takes one review per party: a second one is refused, even when sent at once', async () => {
    const { client, booking } = await completedSession();
    const results = await Promise.all([write(client, booking), write(client, booking)]);
    assert.deepEqual(results.map((response) => response.statusCode).sort(), [201, 409]);
    const again = await write(client, booking);
    assert.equal(again.statusCode, 409);
    assert.equal(again.json().message, ALREADY_REVIEWED);
  });

  it('refuses bad input with 400 on the field', async () => {
    const { client, booking } = await completedSession();
    for (const [body, field] of [
      [{ stars: 0 }, 'stars'],
      [{ stars: 6 }, 'stars'],
      [{ stars: 4.5 }, 'stars'],
      [{ stars: 4, text: 'x'.repeat(1001) }, 'text'],
    ] as const) {
      const response = await write(client, booking, body);
      assert.equal(response.statusCode, 400, JSON.stringify(body));
      assert.equal(response.json().field, field);
    }
  });

  it('closes writing and editing 14 days after completion', async () => {
    const { client, consultant, booking } = await completedSession();
    const mine = await written(consultant, booking, { stars: 4 });
    s.clock.set(at(14 * DAY_MS));
    const late = await write(await again(client), booking);
    assert.equal(late.statusCode, 409);
    assert.equal(late.json().message, WINDOW_CLOSED);
    const edit = await call(await again(consultant), 'PUT', `/api/reviews/${mine.mine?.id}`, { stars: 5 });
    assert.equal(edit.statusCode, 409);
    assert.equal(edit.json().message, WINDOW_CLOSED);
  });

  it('keeps reviews blind until both wrote, then publishes both and tells both', async () => {
    const { client, consultant, booking } = await completedSession();
    const first = await written(client, booking, { stars: 4, text: 'Helpful' });
    assert.equal(first.mine?.publishedAt, null);
    const assistantView = await view(consultant, booking);
    assert.equal(assistantView.theirs, null, 'not readable before the assistant wrote theirs');
    assert.equal(assistantView.theirsWritten, true);
    assert.equal((await profileReviews(consultant.user.id)).reviews.length, 0);

    s.clock.set(at(DAY_MS));
    const second = await written(consultant, booking, { stars: 5, text: 'Clear brief' });
    assert.equal(second.theirs?.stars, 4);
    assert.equal(second.theirs?.text, 'Helpful');
    assert.equal((await view(client, booking)).theirs?.text, 'Clear brief');
    const page = await profileReviews(consultant.user.id);
    assert.deepEqual(page.summary, { average: 4, count: 1 });
    assert.equal(page.reviews[0].reviewer.firstName, 'Ben');
    assert.equal(page.reviews[0].sessionDate, booking.date);
    // The assistant's review of the client is not part of anyone's public rating list.
    assert.equal((await profileReviews(client.user.id)).reviews.length, 0);
    for (const party of [client, consultant]) {
      assert.ok((await reviewNotices(party.user.id)).some((notice) => notice.title === 'Reviews published'), 'both told');
    }
  });

  it('publishes a lone review when the window closes, by the clock alone; the sweep only tells', async () => {
    const { client, consultant, booking } = await completedSession();
    await written(client, booking, { stars: 3 });
    s.clock.set(at(14 * DAY_MS - 1));
    assert.equal((await profileReviews(consultant.user.id)).summary.count, 0);
    s.clock.set(at(14 * DAY_MS));
    assert.deepEqual((await profileReviews(consultant.user.id)).summary, { average: 3, count: 1 });
    assert.equal((await view(await again(consultant), booking)).theirs?.stars, 3);
    assert.equal((await reviewNotices(consultant.user.id)).length, 0);
    await s.t.app.sweeps.run(REVIEWS_ANNOUNCE_SWEEP);
    await s.t.app.sweeps.run(REVIEWS_ANNOUNCE_SWEEP);
    assert.equal((await reviewNotices(consultant.user.id)).filter((notice) => notice.title === 'Review published').length, 1);
  });

  it('lets the author edit until published, and nobody else', async () => {
    const { client, consultant, booking } = await completedSession();
    const mine = await written(client, booking, { stars: 2, text: 'Late' });
    const id = mine.mine?.id;
    const other = await call(consultant, 'PUT', `/api/reviews/${id}`, { stars: 1 });
    assert.equal(other.statusCode, 403);
    assert.equal(other.json().message, OWN_REVIEW_ONLY);
    const edited = await call(client, 'PUT', `/api/reviews/${id}`, { stars: 4, text: 'On time after all' });
    assert.equal(edited.statusCode, 200, edited.body);
    assert.equal(edited.json<BookingReviews>().mine?.stars, 4);
    await written(consultant, booking);
    const locked = await call(client, 'PUT', `/api/reviews/${id}`, { stars: 1 });
    assert.equal(locked.statusCode, 409);
    assert.equal(locked.json().message, PUBLISHED_LOCKED);
  });

  it('lets only the reviewed assistant answer, once, a published review', async () => {
    const { client, consultant, outsider, booking } = await completedSession();
    const mine = await written(client, booking);
    const id = mine.mine?.id;
    const early = await call(consultant, 'POST', `/api/reviews/${id}/answer`, { text: 'Thanks!' });
    assert.equal(early.statusCode, 409);
    assert.equal(early.json().message, ANSWER_AFTER_PUBLISHING);
    await written(consultant, booking);
    for (const someone of [client, outsider]) {
      const refused = await call(someone, 'POST', `/api/reviews/${id}/answer`, { text: 'Not mine' });
      assert.equal(refused.statusCode, 403);
      assert.equal(refused.json().message, ANSWER_BY_ASSISTANT_ONLY);
    }
    const answered = await call(consultant, 'POST', `/api/reviews/${id}/answer`, { text: 'Thanks!' });
    assert.equal(answered.statusCode, 201, answered.body);
    assert.equal(answered.json<PublishedReview>().answer?.text, 'Thanks!');
    const twice = await call(consultant, 'POST', `/api/reviews/${id}/answer`, { text: 'Again' });
    assert.equal(twice.statusCode, 409);
    assert.equal(twice.json().message, ALREADY_ANSWERED);
    assert.equal((await profileReviews(consultant.user.id)).reviews[0].answer?.text, 'Thanks!');
  });

  it('lets only admins hide a review: audit-logged, out of the rating, the reason shown to both parties', async () => {
    const { client, consultant, booking } = await completedSession();
    const mine = await written(client, booking, { stars: 1, text: 'Rude words' });
    await written(consultant, booking);
    const id = mine.mine?.id ?? '';
    const admin = await signedInUser(s.t.app, { role: 'Boss' });
    await makeAdmin(s.t, admin.user.id);
    assert.equal((await call(consultant, 'POST', `/api/reviews/${id}/hide`, { reason: 'Mine' })).statusCode, 403);
    assert.equal((await call(admin, 'POST', `/api/reviews/${id}/hide`, {})).statusCode, 400);
    const hidden = await call(admin, 'POST', `/api/reviews/${id}/hide`, { reason: 'Insults' });
    assert.equal(hidden.statusCode, 200, hidden.body);
    const [entry] = await s.t.database.db.select().from(adminAuditLog).where(eq(adminAuditLog.targetId, id));
    assert.equal(entry.action, 'review.hide');
    assert.equal(entry.reason, 'Insults');
    assert.deepEqual((await profileReviews(consultant.user.id)).summary, { average: null, count: 0 });
    assert.equal((await view(client, booking)).mine?.hidden?.reason, 'Insults');
    assert.equal((await view(consultant, booking)).theirs?.hidden?.reason, 'Insults');
    assert.ok((await reviewNotices(client.user.id)).some((notice) => notice.content.includes('Insults')));
  });

  it('pages the profile list newest first, and shows the rating on cards with minRating filtering', async () => {
    s.clock.set(TEST_NOW);
    const sessions = [await completedSession(), await completedSession(), await completedSession()];
    const { consultant } = sessions[0];
    // Three sessions, three consultants: reviewed 5, 4 and 2 stars, each published by both writing.
    for (const [index, session] of sessions.entries()) {
      s.clock.set(at(index * 1000));
      await written(session.client, session.booking, { stars: [5, 4, 2][index] });
      await written(session.consultant, session.booking);
      const post = await call(session.consultant, 'POST', '/api/profiles/profile', { title: 'Profile', firstName: 'Maria', lastName: `R${index}` });
      assert.ok(post.statusCode < 300, post.body);
    }
    const first = await profileReviews(consultant.user.id, '?limit=1');
    assert.equal(first.reviews.length, 1);
    assert.equal(first.nextCursor, null);
    const viewer = sessions[0].client;
    const search = async (query: string) => {
      const response = await call(viewer, 'GET', `/api/profiles/posts?userName=Maria${query}`);
      assert.equal(response.statusCode, 200, response.body);
      return response.json<{ posts: ProfilePost[] }>().posts;
    };
    const ids = sessions.map((session) => session.consultant.user.id);
    const all = (await search('')).filter((post) => ids.includes(post.userId));
    assert.deepEqual(
      ids.map((id) => all.find((post) => post.userId === id)?.rating),
      [{ average: 5, count: 1 }, { average: 4, count: 1 }, { average: 2, count: 1 }],
    );
    const fourPlus = (await search('&minRating=4')).map((post) => post.userId).filter((id) => ids.includes(id));
    assert.deepEqual(fourPlus.sort(), ids.slice(0, 2).sort());
    assert.equal((await call(viewer, 'GET', '/api/profiles/posts?minRating=7')).statusCode, 400);
  });

  it('pages with a cursor, newest first', async () => {
    s.clock.set(TEST_NOW);
    const consultant = await signedInUser(s.t.app, { role: 'Assistant' });
    for (let index = 0; index < 3; index += 1) {
      s.clock.set(TEST_NOW);
      const client = await signedInUser(s.t.app, { role: 'Boss', firstName: `C${index}` });
      const booking = await s.bookings.book(client, consultant, { date: ['2026-06-02', '2026-06-03', '2026-06-04'][index] });
      await s.pay.pay(client, booking);
      s.clock.set('2026-06-05T09:00:00.000Z');
      assert.equal((await s.bookings.setStatus(consultant, booking.id, 'COMPLETED')).statusCode, 200);
      s.clock.set(new Date(new Date('2026-06-05T10:00:00.000Z').getTime() + index * 60_000).toISOString());
      await written(client, booking, { stars: 5 });
      await written(consultant, booking);
    }
    const first = await profileReviews(consultant.user.id, '?limit=2');
    assert.deepEqual(first.reviews.map((review) => review.reviewer.firstName), ['C2', 'C1']);
    assert.ok(first.nextCursor);
    const second = await profileReviews(consultant.user.id, `?limit=2&cursor=${first.nextCursor}`);
    assert.deepEqual(second.reviews.map((review) => review.reviewer.firstName), ['C0']);
    assert.equal(second.nextCursor, null);
    assert.deepEqual(second.summary, { average: 5, count: 3 });
    assert.equal((await call(null, 'GET', `/api/reviews/users/${consultant.user.id}?cursor=nope!`)).statusCode, 400);
  });
});
