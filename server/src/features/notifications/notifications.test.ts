// Notifications: the unread count and list of SPEC section 7, mark one and mark
// all read (each user only their own), a MESSAGE notification per chat for new
// messages, and the live pushes that keep the badge right.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { it } from 'node:test';
import { SOCKET_EVENTS, type ServerToClientEvents } from '@marketplace/shared-api/socket/events';
import type { Chat, Notification } from '@marketplace/shared-api/types';
import { describeEachDatabase } from '../../test/test-app';
import { chatSuite, threeUsers, type TestUser } from '../chat/chat-test-helpers';
import { systemClock } from '../../clock';
import { createNotificationsService, type UserEmitter } from './service';

interface Emitted {
  userId: string;
  event: keyof ServerToClientEvents;
  payload: unknown;
}

/** A RealtimeService that records what would have been pushed. */
function recordingRealtime(): UserEmitter & { emitted: Emitted[] } {
  const emitted: Emitted[] = [];
  return {
    emitted,
    emitToUser(userId, event, ...payload) {
      emitted.push({ userId, event, payload: payload[0] });
    },
  };
}

/** A BOOKING notification for the user about the booking, as bookings' reactions send one. */
const bookingNotice = (userId: string, bookingId: string) => ({
  userId,
  type: 'BOOKING' as const,
  title: 'Booking confirmed',
  content: 'Your booking on Monday at 09:00 is confirmed',
  entityId: bookingId,
});

describeEachDatabase('notifications', (kind) => {
  const s = chatSuite(kind);
  /** The service as other features get it, pushing to a recording emitter instead of sockets. */
  const serviceWith = (realtime: UserEmitter) => createNotificationsService({ db: s.t.database.db, clock: systemClock, realtime });

  const list = async (user: TestUser) => (await s.client.call(user, 'GET', '/api/users/notifications')).json<Notification[]>();

  it('starts at zero with an empty list, and needs a sign-in', async () => {
    const fresh = await threeUsers(s.t.app);
    assert.deepEqual((await s.client.call(fresh.boss, 'GET', '/api/users/notification')).json(), { count: 0 });
    assert.deepEqual(await list(fresh.boss), []);
    for (const [method, url] of [
      ['GET', '/api/users/notification'],
      ['GET', '/api/users/notifications'],
      ['PUT', '/api/users/notifications/read-all'],
      ['PUT', `/api/users/notifications/${randomUUID()}/read`],
    ] as const) {
      assert.equal((await s.client.call(null, method, url)).statusCode, 401, `${method} ${url}`);
    }
  });

  it('a new message notifies the recipient only, once per chat while unread, with the newest text', async () => {
    const fresh = await threeUsers(s.t.app);
    const chat = await s.client.openChat(fresh.boss, fresh.assistant);
    await s.client.post(fresh.boss, chat.id, 'Hello Maria');
    assert.equal(await s.client.unread(fresh.assistant), 1);
    assert.equal(await s.client.unread(fresh.boss), 0, 'the sender is not notified');

    await s.client.post(fresh.boss, chat.id, 'Are you free on Monday?');
    assert.equal(await s.client.unread(fresh.assistant), 1, 'a burst of messages is one unread notification');
    const [notification] = await list(fresh.assistant);
    assert.equal(notification.type, 'MESSAGE');
    assert.equal(notification.title, 'New message from Ben Cruz');
    assert.equal(notification.content, 'Are you free on Monday?');
    assert.equal(notification.chatId, chat.id);
    assert.equal(notification.read, false);

    // Another chat is another notification.
    const other = await s.client.openChat(fresh.outsider, fresh.assistant);
    await s.client.post(fresh.outsider, other.id, 'Hi from Eve');
    assert.equal(await s.client.unread(fresh.assistant), 2);
    assert.deepEqual(
      (await list(fresh.assistant)).map((item) => item.content),
      ['Hi from Eve', 'Are you free on Monday?'],
      'newest first',
    );
  });

  it('once read, the next message of that chat makes a new unread notification', async () => {
    const fresh = await threeUsers(s.t.app);
    const chat = await s.client.openChat(fresh.boss, fresh.assistant);
    await s.client.post(fresh.boss, chat.id, 'One');
    const [first] = await list(fresh.assistant);
    assert.equal((await s.client.call(fresh.assistant, 'PUT', `/api/users/notifications/${first.id}/read`)).statusCode, 204);
    assert.equal(await s.client.unread(fresh.assistant), 0);
    await s.client.post(fresh.boss, chat.id, 'Two');
    assert.equal(await s.client.unread(fresh.assistant), 1);
    assert.equal((await list(fresh.assistant)).length, 2);
  });

  it('a long message is previewed, not copied whole', async () => {
    const fresh = await threeUsers(s.t.app);
    const chat = await s.client.openChat(fresh.boss, fresh.assistant);
    await s.client.post(fresh.boss, chat.id, 'z'.repeat(1500));
    const [notification] = await list(fresh.assistant);
    assert.equal(notification.content.length, 140);
    assert.ok(notification.content.endsWith('…'));
  });

  it('marking one read lowers the count by one, twice is harmless, and never below zero', async () => {
    const fresh = await threeUsers(s.t.app);
    const realtime = recordingRealtime();
    const made: Notification[] = [];
    for (const type of ['BOOKING', 'REFERRAL'] as const) {
      made.push(await serviceWith(realtime).create({ userId: fresh.boss.user.id, type, title: type, content: 'x' }));
    }
    assert.equal(await s.client.unread(fresh.boss), 2);
    const url = `/api/users/notifications/${made[0].id}/read`;
    assert.equal((await s.client.call(fresh.boss, 'PUT', url)).statusCode, 204);
    assert.equal((await s.client.call(fresh.boss, 'PUT', url)).statusCode, 204);
    assert.equal(await s.client.unread(fresh.boss), 1);
    assert.equal((await list(fresh.boss)).find((item) => item.id === made[0].id)?.read, true);
  });

  it('nobody reads or marks another user’s notification: 404, and the owner’s stays unread', async () => {
    const realtime = recordingRealtime();
    const mine = await serviceWith(realtime).create(bookingNotice(s.assistant.user.id, randomUUID()));
    const byOther = await s.client.call(s.outsider, 'PUT', `/api/users/notifications/${mine.id}/read`);
    const unknown = await s.client.call(s.outsider, 'PUT', `/api/users/notifications/${randomUUID()}/read`);
    assert.equal(byOther.statusCode, 404);
    assert.deepEqual(byOther.json(), unknown.json());
    assert.ok(!(await list(s.outsider)).some((item) => item.id === mine.id));
    assert.equal((await list(s.assistant)).find((item) => item.id === mine.id)?.read, false);
    assert.equal((await s.client.call(s.assistant, 'PUT', '/api/users/notifications/not-an-id/read')).statusCode, 400);
  });

  it('read-all zeroes the caller’s count and touches no one else’s', async () => {
    const fresh = await threeUsers(s.t.app);
    const realtime = recordingRealtime();
    for (const userId of [fresh.boss.user.id, fresh.boss.user.id, fresh.outsider.user.id]) {
      await serviceWith(realtime).create({ userId, type: 'REFERRAL', title: 'Reward', content: '500 pesos' });
    }
    const response = await s.client.call(fresh.boss, 'PUT', '/api/users/notifications/read-all');
    assert.equal(response.statusCode, 204);
    assert.equal(await s.client.unread(fresh.boss), 0);
    assert.equal(await s.client.unread(fresh.outsider), 1);
    assert.equal((await s.client.call(fresh.boss, 'PUT', '/api/users/notifications/read-all')).statusCode, 204);
  });

  it('opening a chat (PUT /api/chats/read/{id}) reads its MESSAGE notification; deleting a chat removes them', async () => {
    const fresh = await threeUsers(s.t.app);
    const chat = await s.client.openChat(fresh.boss, fresh.assistant);
    await s.client.post(fresh.boss, chat.id, 'Hello');
    assert.equal(await s.client.unread(fresh.assistant), 1);
    await s.client.call(fresh.assistant, 'PUT', `/api/chats/read/${chat.id}`);
    assert.equal(await s.client.unread(fresh.assistant), 0);

    await s.client.post(fresh.boss, chat.id, 'Still there?');
    assert.equal(await s.client.unread(fresh.assistant), 1);
    await s.client.call(fresh.boss, 'DELETE', `/api/chats/${chat.id}`);
    assert.equal(await s.client.unread(fresh.assistant), 0);
    assert.deepEqual(await list(fresh.assistant), []);
  });

  it('notifications.create stores the fields of SPEC section 3 and pushes it with the new unread count', async () => {
    const fresh = await threeUsers(s.t.app);
    const realtime = recordingRealtime();
    const bookingId = randomUUID();
    const created = await serviceWith(realtime).create(bookingNotice(fresh.assistant.user.id, bookingId));
    assert.equal(created.entityId, bookingId);
    assert.equal(created.chatId, null);
    assert.deepEqual(realtime.emitted, [
      { userId: fresh.assistant.user.id, event: SOCKET_EVENTS.notification, payload: { notification: created, unreadCount: 1 } },
    ]);
    assert.deepEqual(await list(fresh.assistant), [created]);
    await assert.rejects(
      serviceWith(realtime).create({ userId: fresh.assistant.user.id, type: 'BOOKING', title: ' ', content: '' }),
      'an empty title is a programming error',
    );
  });

  it('notifications.createAll stores several in one go and pushes each with its reader’s count, one more per row of the same reader', async () => {
    const fresh = await threeUsers(s.t.app);
    const realtime = recordingRealtime();
    const service = serviceWith(realtime);
    const [assistant, boss] = [fresh.assistant.user.id, fresh.boss.user.id];
    await service.create(bookingNotice(assistant, randomUUID()));
    realtime.emitted.length = 0;
    const created = await service.createAll([bookingNotice(assistant, randomUUID()), bookingNotice(boss, randomUUID()), bookingNotice(assistant, randomUUID())]);
    assert.equal(created.length, 3);
    const counts = realtime.emitted.map(({ userId, payload }) => [userId, (payload as { unreadCount: number }).unreadCount]);
    assert.deepEqual(counts.filter(([userId]) => userId === assistant), [[assistant, 2], [assistant, 3]]);
    assert.deepEqual(counts.filter(([userId]) => userId === boss), [[boss, 1]]);
    assert.deepEqual(
      realtime.emitted.map(({ payload }) => (payload as { notification: Notification }).notification).sort((a, b) => a.id.localeCompare(b.id)),
      [...created].sort((a, b) => a.id.localeCompare(b.id)),
    );
    assert.equal((await list(fresh.assistant)).length, 3);
    assert.equal((await list(fresh.boss)).length, 1);
    assert.deepEqual(await service.createAll([]), []);
  });

  it('reads push the lowered count to the user’s sockets', async () => {
    const fresh = await threeUsers(s.t.app);
    const realtime = recordingRealtime();
    const service = serviceWith(realtime);
    const one = await service.create({ userId: fresh.boss.user.id, type: 'REFERRAL', title: 'a', content: '' });
    await service.create({ userId: fresh.boss.user.id, type: 'REFERRAL', title: 'b', content: '' });
    realtime.emitted.length = 0;
    await service.markOneRead(fresh.boss.user.id, one.id);
    await service.markAllRead(fresh.boss.user.id);
    await service.markAllRead(fresh.boss.user.id);
    assert.deepEqual(realtime.emitted, [
      { userId: fresh.boss.user.id, event: SOCKET_EVENTS.notificationCount, payload: { unreadCount: 1 } },
      { userId: fresh.boss.user.id, event: SOCKET_EVENTS.notificationCount, payload: { unreadCount: 0 } },
    ]);
  });

  it('the static /api/users/notification paths are not taken for a user id', async () => {
    const response = await s.client.call(s.boss, 'GET', '/api/users/notifications');
    assert.equal(response.statusCode, 200);
    assert.ok(Array.isArray(response.json()));
    const chat: Chat = await s.client.openChat(s.boss, s.assistant);
    assert.ok(chat.id);
  });
});
