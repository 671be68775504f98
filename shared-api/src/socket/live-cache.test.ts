// Away and back: data a screen loaded, left unmounted (the user went to another
// page), is brought up to date by the live cache when the server says something
// changed, so coming back shows the change, not what was held.
import { bookingsApi } from '@marketplace/shared-api/api/bookings';
import { chatApi } from '@marketplace/shared-api/api/chat';
import { notificationsApi } from '@marketplace/shared-api/api/notifications';
import { paymentsApi } from '@marketplace/shared-api/api/payments';
import { reviewsApi } from '@marketplace/shared-api/api/reviews';
import { makeStore } from '@marketplace/shared-api/store/make-store';
import type { BookingReviews, Chat, Message, Notification, PaymentVerification } from '@marketplace/shared-api/types';
import { subscribeLiveCache } from './live-cache';
import { apiBooking, BOOKING_ID } from '../../../jest/fixtures';
import { FakeSocket } from '../../../jest/fake-socket';
import { mockFetch } from '../../../jest/mock-fetch';

const CHAT_ID = '77777777-7777-4777-8777-777777777777';
const TRANSACTION = 'ONSVP-123456ABCD';

function liveApp() {
  const store = makeStore({ user: null, token: 't', loading: false });
  const socket = new FakeSocket();
  subscribeLiveCache(socket.asAppSocket(), store.dispatch);
  return { store, socket };
}

/** A screen's read: mounted, loaded, then left (unsubscribed), as navigating away does. */
async function visitAndLeave<T>(subscription: { unwrap(): Promise<T>; unsubscribe(): void }): Promise<T> {
  const data = await subscription.unwrap();
  subscription.unsubscribe();
  return data;
}

const message = (overrides: Partial<Message> = {}): Message => ({
  id: '88888888-8888-4888-8888-888888888888',
  chatId: CHAT_ID,
  text: 'Are you free on Monday?',
  userId: 'someone',
  createdAt: '2026-06-01T10:00:00.000Z',
  status: 'sent',
  ...overrides,
});

const notification = (overrides: Partial<Notification> = {}): Notification => ({
  id: '99999999-9999-4999-8999-999999999991',
  type: 'BOOKING',
  title: 'Booking cancelled',
  content: '',
  read: false,
  createdAt: '2026-06-01T10:00:00.000Z',
  chatId: null,
  entityId: BOOKING_ID,
  ...overrides,
});

describe('the live cache, away and back', () => {
  it('bookings: a booking the other party cancelled shows as cancelled on coming back, in the lists and alone', async () => {
    let status: 'PENDING' | 'CANCELLED' = 'PENDING';
    const api = mockFetch({
      'GET /api/bookings/made': () => [200, [apiBooking({ status })]],
      'GET /api/bookings/:id': () => [200, apiBooking({ status })],
      'GET /api/bookings/user': () => [200, [apiBooking({ status })]],
    });
    const { store, socket } = liveApp();
    await visitAndLeave(store.dispatch(bookingsApi.endpoints.getBookingsMade.initiate()));
    await visitAndLeave(store.dispatch(bookingsApi.endpoints.getBooking.initiate(BOOKING_ID)));
    status = 'CANCELLED';
    socket.serverSends('bookingChanged', { bookingId: BOOKING_ID });

    const before = api.requests.length;
    const [list] = await visitAndLeave(store.dispatch(bookingsApi.endpoints.getBookingsMade.initiate()));
    const one = await visitAndLeave(store.dispatch(bookingsApi.endpoints.getBooking.initiate(BOOKING_ID)));
    expect([list.status, one.status]).toEqual(['CANCELLED', 'CANCELLED']);
    expect(api.requests.length - before).toBe(2);
  });

  it('chats: a message that arrived while away is in the conversation and lifts its chat, with no request', async () => {
    const chat = { id: CHAT_ID, lastMessage: null, lastMessageAt: null } as Chat;
    const other = { id: 'another-chat', lastMessage: 'Hi', lastMessageAt: '2026-06-01T09:00:00.000Z' } as Chat;
    const api = mockFetch({
      'GET /api/chats': [200, [other, chat]],
      [`GET /api/messages/${CHAT_ID}`]: [200, { messages: [], hasMore: false }],
    });
    const { store, socket } = liveApp();
    await visitAndLeave(store.dispatch(chatApi.endpoints.getChats.initiate()));
    await visitAndLeave(store.dispatch(chatApi.endpoints.getMessages.initiate(CHAT_ID)));
    socket.serverSends('newMessage', { chatId: CHAT_ID, message: message() });

    const before = api.requests.length;
    const chats = await visitAndLeave(store.dispatch(chatApi.endpoints.getChats.initiate()));
    const messages = await visitAndLeave(store.dispatch(chatApi.endpoints.getMessages.initiate(CHAT_ID)));
    expect(chats.map((held) => [held.id, held.lastMessage])).toEqual([
      [CHAT_ID, 'Are you free on Monday?'],
      ['another-chat', 'Hi'],
    ]);
    expect(messages.pages.flatMap((page) => page.messages.map((held) => held.text))).toEqual(['Are you free on Monday?']);
    expect(api.requests.length).toBe(before);
  });

  it('notifications: one pushed while away is at the top with the new unread count, with no request', async () => {
    const api = mockFetch({ 'GET /api/users/notifications': [200, []], 'GET /api/users/notification': [200, { count: 0 }] });
    const { store, socket } = liveApp();
    await visitAndLeave(store.dispatch(notificationsApi.endpoints.getNotifications.initiate()));
    await visitAndLeave(store.dispatch(notificationsApi.endpoints.getUnreadCount.initiate()));
    socket.serverSends('notification', { notification: notification(), unreadCount: 1 });

    const before = api.requests.length;
    const list = await visitAndLeave(store.dispatch(notificationsApi.endpoints.getNotifications.initiate()));
    const unread = await visitAndLeave(store.dispatch(notificationsApi.endpoints.getUnreadCount.initiate()));
    expect(list.map((held) => held.title)).toEqual(['Booking cancelled']);
    expect(unread.count).toBe(1);
    expect(api.requests.length).toBe(before);
  });

  it("payments: a booking's payment settled while away is read again on coming back", async () => {
    let verification: PaymentVerification = { status: 'pending', transactionId: TRANSACTION, bookingId: BOOKING_ID, message: '' };
    mockFetch({
      [`GET /api/payments/verify/${TRANSACTION}`]: () => [200, verification],
      'GET /api/bookings/:id': [200, apiBooking({ status: 'CONFIRMED', paymentStatus: 'PAID' })],
      'GET /api/bookings/user': [200, []],
    });
    const { store, socket } = liveApp();
    await visitAndLeave(store.dispatch(paymentsApi.endpoints.verifyPayment.initiate(TRANSACTION)));
    verification = { ...verification, status: 'completed' };
    socket.serverSends('bookingChanged', { bookingId: BOOKING_ID });

    const back = await visitAndLeave(store.dispatch(paymentsApi.endpoints.verifyPayment.initiate(TRANSACTION)));
    expect(back.status).toBe('completed');
  });

  it("reviews: a booking's reviews published while away are read again on coming back, by the booking or the notification", async () => {
    let theirsWritten = false;
    const reviews = (): BookingReviews => ({ bookingId: BOOKING_ID, side: 'client', reviewable: true, windowClosesAt: null, mine: null, theirs: null, theirsWritten });
    mockFetch({ [`GET /api/reviews/bookings/${BOOKING_ID}`]: () => [200, reviews()] });
    const { store, socket } = liveApp();
    await visitAndLeave(store.dispatch(reviewsApi.endpoints.getBookingReviews.initiate(BOOKING_ID)));
    theirsWritten = true;
    socket.serverSends('notification', { notification: notification({ type: 'REVIEW', title: 'Ben reviewed your session' }), unreadCount: 1 });
    expect((await visitAndLeave(store.dispatch(reviewsApi.endpoints.getBookingReviews.initiate(BOOKING_ID)))).theirsWritten).toBe(true);

    theirsWritten = false;
    socket.serverSends('bookingChanged', { bookingId: BOOKING_ID });
    expect((await visitAndLeave(store.dispatch(reviewsApi.endpoints.getBookingReviews.initiate(BOOKING_ID)))).theirsWritten).toBe(false);
  });

  it('stops applying events once unsubscribed', async () => {
    const api = mockFetch({ 'GET /api/bookings/made': [200, [apiBooking()]] });
    const store = makeStore({ user: null, token: 't', loading: false });
    const socket = new FakeSocket();
    const stop = subscribeLiveCache(socket.asAppSocket(), store.dispatch);
    await visitAndLeave(store.dispatch(bookingsApi.endpoints.getBookingsMade.initiate()));
    stop();
    socket.serverSends('bookingChanged', { bookingId: BOOKING_ID });
    const before = api.requests.length;
    await visitAndLeave(store.dispatch(bookingsApi.endpoints.getBookingsMade.initiate()));
    expect(api.requests.length).toBe(before);
  });
});
