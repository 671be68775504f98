// Live pushes over socket.io on a listening app: a new message reaches the
// other participant's sockets with its notification and unread count; a socket
// that claims another user's room hears nothing; a client that was offline
// catches up by id.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, it } from 'node:test';
import { SOCKET_EVENTS } from '@marketplace/shared-api/socket/events';
import { createTestApp, describeEachDatabase, type TestApp } from '../../test/test-app';
import { chatClient, threeUsers, type TestUser } from './chat-test-helpers';
import { connectAs, nextEvent, noEvent, type TestSocket } from './socket-test-client';

describeEachDatabase('chat over socket.io', (kind) => {
  let t: TestApp;
  let baseUrl: string;
  let client: ReturnType<typeof chatClient>;
  let boss: TestUser;
  let assistant: TestUser;
  let outsider: TestUser;
  const sockets: TestSocket[] = [];

  const connect = async (user: TestUser) => {
    const socket = await connectAs(baseUrl, user.token, user.user.id);
    sockets.push(socket);
    return socket;
  };

  before(async () => {
    t = await createTestApp(kind);
    baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
    client = chatClient(t.app);
    ({ boss, assistant, outsider } = await threeUsers(t.app));
  });
  after(async () => {
    for (const socket of sockets) socket.disconnect();
    await t.close();
  });

  it('delivers a new message and its notification (with the unread count) to the recipient at once', async () => {
    const chat = await client.openChat(boss, assistant);
    const assistantSocket = await connect(assistant);
    const bossSocket = await connect(boss);
    const received = nextEvent(assistantSocket, SOCKET_EVENTS.newMessage);
    const notified = nextEvent(assistantSocket, SOCKET_EVENTS.notification);
    const echoed = nextEvent(bossSocket, SOCKET_EVENTS.newMessage);
    const sent = await client.post(boss, chat.id, 'Are you there?');

    assert.deepEqual(await received, { chatId: chat.id, message: sent });
    assert.deepEqual(await echoed, { chatId: chat.id, message: sent }, "the sender's other tabs get it too");
    const { notification, unreadCount } = await notified;
    assert.equal(notification.type, 'MESSAGE');
    assert.equal(notification.chatId, chat.id);
    assert.equal(unreadCount, 1);
  });

  it('pushes the lowered unread count when the recipient reads', async () => {
    const fresh = await threeUsers(t.app);
    const chat = await client.openChat(fresh.boss, fresh.assistant);
    await client.post(fresh.boss, chat.id, 'Ping');
    const socket = await connect(fresh.assistant);
    const counted = nextEvent(socket, SOCKET_EVENTS.notificationCount);
    await client.call(fresh.assistant, 'PUT', `/api/chats/read/${chat.id}`);
    assert.deepEqual(await counted, { unreadCount: 0 });
  });

  it('tells both participants when a chat is deleted', async () => {
    const fresh = await threeUsers(t.app);
    const chat = await client.openChat(fresh.boss, fresh.assistant);
    const socket = await connect(fresh.assistant);
    const deleted = nextEvent(socket, SOCKET_EVENTS.chatDeleted);
    await client.call(fresh.boss, 'DELETE', `/api/chats/${chat.id}`);
    assert.deepEqual(await deleted, { chatId: chat.id });
  });

  it('does not let a socket join another user’s room, so it hears none of their messages', async () => {
    const chat = await client.openChat(boss, assistant);
    await assert.rejects(connectAs(baseUrl, outsider.token, assistant.user.id), /refused newUser/);
    const outsiderSocket = await connect(outsider);
    const silence = noEvent(outsiderSocket, SOCKET_EVENTS.newMessage, 500);
    await client.post(boss, chat.id, 'Private');
    await silence;
  });

  it('a client that was offline fetches exactly what it missed with ?after=<last id it holds>', async () => {
    const fresh = await threeUsers(t.app);
    const chat = await client.openChat(fresh.boss, fresh.assistant);
    const socket = await connect(fresh.assistant);
    const first = nextEvent(socket, SOCKET_EVENTS.newMessage);
    await client.post(fresh.boss, chat.id, 'Before the drop');
    const held = (await first).message;

    socket.disconnect();
    const missed = [await client.post(fresh.boss, chat.id, 'While offline 1'), await client.post(fresh.boss, chat.id, 'While offline 2')];

    const back = await connect(fresh.assistant);
    const live = nextEvent(back, SOCKET_EVENTS.newMessage);
    const caughtUp = await client.page(fresh.assistant, chat.id, `?after=${held.id}`);
    assert.deepEqual(caughtUp.messages, missed);
    const next = await client.post(fresh.boss, chat.id, 'After the reconnect', randomUUID());
    assert.deepEqual((await live).message, next);
  });
});
