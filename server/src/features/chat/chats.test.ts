// Chat routes: find-or-create, find, list, get, read, delete, and that only the
// two participants can do any of it (outsiders get 404 or 403 and learn nothing).
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { it } from 'node:test';
import { eq } from 'drizzle-orm';
import type { Chat } from '@marketplace/shared-api/types';
import { messages } from '../../db/schema/index';
import { describeEachDatabase } from '../../test/test-app';
import { chatSuite, threeUsers } from './chat-test-helpers';

describeEachDatabase('chats', (kind) => {
  const s = chatSuite(kind);

  it('POST /api/chats creates the pair chat once (201) and answers the same chat after (200), whoever opens it', async () => {
    const first = await s.client.call(s.boss, 'POST', '/api/chats', { receiverId: s.assistant.user.id });
    assert.equal(first.statusCode, 201);
    const chat = first.json<Chat>();
    assert.equal(chat.receiver.id, s.assistant.user.id);
    assert.equal(chat.receiver.firstName, 'Maria');
    assert.equal(chat.startedBy, s.boss.user.id);
    assert.deepEqual([...chat.userIDs].sort(), [s.boss.user.id, s.assistant.user.id].sort());
    assert.deepEqual(chat.messages, []);
    assert.ok(!JSON.stringify(chat).includes('email'), 'the receiver summary carries no email');

    const again = await s.client.call(s.assistant, 'POST', '/api/chats', { receiverId: s.boss.user.id });
    assert.equal(again.statusCode, 200);
    assert.equal(again.json<Chat>().id, chat.id);
    assert.equal(again.json<Chat>().receiver.id, s.boss.user.id, 'the receiver is always the other participant');
  });

  it('opening the same new chat from both sides at once still makes one chat', async () => {
    const other = await threeUsers(s.t.app);
    const [a, b] = await Promise.all([s.client.openChat(other.boss, other.assistant), s.client.openChat(other.assistant, other.boss)]);
    assert.equal(a.id, b.id);
  });

  it('refuses a chat with oneself (400), with an unknown user (404) and a malformed id (400), and needs a sign-in (401)', async () => {
    const self = await s.client.call(s.boss, 'POST', '/api/chats', { receiverId: s.boss.user.id });
    assert.equal(self.statusCode, 400);
    assert.deepEqual(self.json(), { message: 'You cannot chat with yourself', field: 'receiverId' });
    assert.equal((await s.client.call(s.boss, 'POST', '/api/chats', { receiverId: randomUUID() })).statusCode, 404);
    const malformed = await s.client.call(s.boss, 'POST', '/api/chats', { receiverId: 'nope' });
    assert.equal(malformed.statusCode, 400);
    assert.equal(malformed.json<{ field: string }>().field, 'receiverId');
    assert.equal((await s.client.call(null, 'POST', '/api/chats', { receiverId: s.assistant.user.id })).statusCode, 401);
    for (const url of ['/api/chats', `/api/chats/${randomUUID()}`, `/api/chat/find/${s.boss.user.id}/${s.assistant.user.id}`]) {
      assert.equal((await s.client.call(null, 'GET', url)).statusCode, 401, url);
    }
  });

  it('GET /api/chat/find/{userId}/{otherId} finds the chat for either participant, 404 when none, 403 for anyone else', async () => {
    const chat = await s.client.openChat(s.boss, s.assistant);
    const byBoss = await s.client.call(s.boss, 'GET', `/api/chat/find/${s.boss.user.id}/${s.assistant.user.id}`);
    assert.equal(byBoss.statusCode, 200);
    assert.equal(byBoss.json<Chat>().id, chat.id);
    const byAssistant = await s.client.call(s.assistant, 'GET', `/api/chat/find/${s.boss.user.id}/${s.assistant.user.id}`);
    assert.equal(byAssistant.json<Chat>().id, chat.id);
    assert.equal(byAssistant.json<Chat>().receiver.id, s.boss.user.id);

    const none = await s.client.call(s.boss, 'GET', `/api/chat/find/${s.boss.user.id}/${s.outsider.user.id}`);
    assert.equal(none.statusCode, 404);
    assert.deepEqual(none.json(), { message: 'Chat not found' });

    // The outsider asks about a chat that exists and one that does not: the same 403 both times.
    const existing = await s.client.call(s.outsider, 'GET', `/api/chat/find/${s.boss.user.id}/${s.assistant.user.id}`);
    const missing = await s.client.call(s.outsider, 'GET', `/api/chat/find/${s.boss.user.id}/${randomUUID()}`);
    assert.equal(existing.statusCode, 403);
    assert.deepEqual(existing.json(), missing.json());
  });

  it('GET /api/chats lists only the caller’s chats, most recently active first, with the last message', async () => {
    const fresh = await threeUsers(s.t.app);
    const withAssistant = await s.client.openChat(fresh.boss, fresh.assistant);
    const withOutsider = await s.client.openChat(fresh.outsider, fresh.boss);
    await s.client.post(fresh.boss, withAssistant.id, 'Hello Maria');

    const list = (await s.client.call(fresh.boss, 'GET', '/api/chats')).json<Chat[]>();
    assert.deepEqual(
      list.map((chat) => chat.id),
      [withAssistant.id, withOutsider.id],
    );
    assert.equal(list[0].lastMessage, 'Hello Maria');
    assert.equal(list[0].lastMessageUserId, fresh.boss.user.id);
    assert.equal(list[1].startedBy, fresh.outsider.user.id, 'the outsider opened that one: Received for the boss');

    const assistantList = (await s.client.call(fresh.assistant, 'GET', '/api/chats')).json<Chat[]>();
    assert.deepEqual(
      assistantList.map((chat) => chat.id),
      [withAssistant.id],
    );
  });

  it('GET /api/chats/{id} answers the chat with its newest messages to participants and 404 to anyone else', async () => {
    const chat = await s.client.openChat(s.boss, s.assistant);
    await s.client.post(s.boss, chat.id, 'First');
    await s.client.post(s.assistant, chat.id, 'Second');
    const got = await s.client.call(s.assistant, 'GET', `/api/chats/${chat.id}`);
    assert.equal(got.statusCode, 200);
    assert.deepEqual(
      got.json<Chat>().messages.slice(-2).map((message) => message.text),
      ['First', 'Second'],
    );
    const byOutsider = await s.client.call(s.outsider, 'GET', `/api/chats/${chat.id}`);
    const unknown = await s.client.call(s.outsider, 'GET', `/api/chats/${randomUUID()}`);
    assert.equal(byOutsider.statusCode, 404);
    assert.deepEqual(byOutsider.json(), unknown.json(), 'an outsider cannot tell an existing chat from a missing one');
  });

  it('PUT /api/chats/read/{id} adds the caller to seenBy; a new message resets it to the sender; outsiders get 404', async () => {
    const fresh = await threeUsers(s.t.app);
    const chat = await s.client.openChat(fresh.boss, fresh.assistant);
    await s.client.post(fresh.boss, chat.id, 'Are you free on Monday?');
    let seen = (await s.client.call(fresh.assistant, 'GET', `/api/chats/${chat.id}`)).json<Chat>().seenBy;
    assert.deepEqual(seen, [fresh.boss.user.id]);

    const read = await s.client.call(fresh.assistant, 'PUT', `/api/chats/read/${chat.id}`);
    assert.equal(read.statusCode, 200);
    assert.deepEqual([...read.json<Chat>().seenBy].sort(), [fresh.boss.user.id, fresh.assistant.user.id].sort());
    // Reading twice does not list the reader twice.
    seen = (await s.client.call(fresh.assistant, 'PUT', `/api/chats/read/${chat.id}`)).json<Chat>().seenBy;
    assert.equal(seen.length, 2);

    await s.client.post(fresh.assistant, chat.id, 'Yes, I am.');
    seen = (await s.client.call(fresh.boss, 'GET', `/api/chats/${chat.id}`)).json<Chat>().seenBy;
    assert.deepEqual(seen, [fresh.assistant.user.id]);

    assert.equal((await s.client.call(fresh.outsider, 'PUT', `/api/chats/read/${chat.id}`)).statusCode, 404);
  });

  it('DELETE /api/chats/{id} removes the chat and every message for both; outsiders get 404 and delete nothing', async () => {
    const fresh = await threeUsers(s.t.app);
    const chat = await s.client.openChat(fresh.boss, fresh.assistant);
    await s.client.post(fresh.boss, chat.id, 'To be removed');

    const byOutsider = await s.client.call(fresh.outsider, 'DELETE', `/api/chats/${chat.id}`);
    assert.equal(byOutsider.statusCode, 404);
    assert.equal((await s.client.call(fresh.boss, 'GET', `/api/chats/${chat.id}`)).statusCode, 200);

    const deleted = await s.client.call(fresh.assistant, 'DELETE', `/api/chats/${chat.id}`);
    assert.equal(deleted.statusCode, 204);
    assert.equal((await s.client.call(fresh.boss, 'GET', `/api/chats/${chat.id}`)).statusCode, 404);
    assert.deepEqual((await s.client.call(fresh.boss, 'GET', '/api/chats')).json(), []);
    const left = await s.t.database.db.select().from(messages).where(eq(messages.chatId, chat.id));
    assert.equal(left.length, 0, 'messages are permanently removed');
    assert.equal((await s.client.call(fresh.assistant, 'DELETE', `/api/chats/${chat.id}`)).statusCode, 404);
  });
});
