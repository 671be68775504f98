// The demo chats: the demo boss logs in to two conversations and an unread
// message notification, through the same routes the screens call.
import assert from 'node:assert/strict';
import { after, before, it } from 'node:test';
import type { Chat, MessagesPage, Notification } from '@marketplace/shared-api/types';
import { createTestApp, describeEachDatabase, type TestApp } from '../test/test-app';
import { login } from '../test/fixtures';
import { DEMO_BOSS } from './demo-people';
import { seedDemoData } from './index';

describeEachDatabase('demo chats', (kind) => {
  let t: TestApp;
  let headers: { authorization: string };

  before(async () => {
    t = await createTestApp(kind);
    await seedDemoData({ app: t.app, db: t.database.db, storage: t.storage, passwords: t.app.passwords, clock: t.app.clock });
    const { token } = await login(t.app, DEMO_BOSS.username, DEMO_BOSS.password);
    headers = { authorization: `Bearer ${token}` };
  });
  after(() => t.close());

  it('gives the demo boss two chats, newest first, with their history in order', async () => {
    const chats = (await t.app.inject({ method: 'GET', url: '/api/chats', headers })).json<Chat[]>();
    assert.deepEqual(
      chats.map((chat) => chat.receiver.username),
      ['maria_santos', 'jose_reyes'],
    );
    const page = (await t.app.inject({ method: 'GET', url: `/api/messages/${chats[0].id}`, headers })).json<MessagesPage>();
    assert.equal(page.messages.length, 5);
    assert.equal(page.messages.at(-1)?.text, chats[0].lastMessage);
    const times = page.messages.map((message) => Date.parse(message.createdAt));
    assert.deepEqual(times, [...times].sort((a, b) => a - b));
  });

  it('leaves one unread message notification that opens the chat', async () => {
    const count = (await t.app.inject({ method: 'GET', url: '/api/users/notification', headers })).json<{ count: number }>();
    assert.equal(count.count, 1);
    const list = (await t.app.inject({ method: 'GET', url: '/api/users/notifications', headers })).json<Notification[]>();
    const unread = list.filter((notification) => !notification.read);
    assert.equal(unread.length, 1);
    assert.equal(unread[0].type, 'MESSAGE');
    assert.ok(unread[0].chatId);
  });
});
