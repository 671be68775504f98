// Message routes: text rules, idempotent sends by client id, cursor paging of a
// long conversation, reconnect catch-up, POST /messages/send and status changes,
// each for participants only.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, it } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import { MESSAGE_MAX_LENGTH, MESSAGES_PAGE_DEFAULT } from '@marketplace/shared-api/schemas/chat';
import type { Chat, Message, SentMessage } from '@marketplace/shared-api/types';
import { chats, messages } from '../../db/schema/index';
import { createTestApp, describeEachDatabase, type TestApp } from '../../test/test-app';
import { chatClient, threeUsers, type TestUser } from './chat-test-helpers';

describeEachDatabase('messages', (kind) => {
  let t: TestApp;
  let client: ReturnType<typeof chatClient>;
  let boss: TestUser;
  let assistant: TestUser;
  let outsider: TestUser;
  let chat: Chat;

  before(async () => {
    t = await createTestApp(kind);
    client = chatClient(t.app);
    ({ boss, assistant, outsider } = await threeUsers(t.app));
    chat = await client.openChat(boss, assistant);
  });
  after(() => t.close());

  it('stores a message trimmed, with the client id, as sent (201)', async () => {
    const id = randomUUID();
    const response = await client.call(boss, 'POST', `/api/messages/${chat.id}`, { text: '  Hello there  ', id });
    assert.equal(response.statusCode, 201);
    const message = response.json<Message>();
    assert.equal(message.id, id);
    assert.equal(message.text, 'Hello there');
    assert.equal(message.userId, boss.user.id);
    assert.equal(message.chatId, chat.id);
    assert.equal(message.status, 'sent');
    assert.ok(!Number.isNaN(Date.parse(message.createdAt)));
  });

  it('generates an id when the client sends none', async () => {
    const response = await client.call(boss, 'POST', `/api/messages/${chat.id}`, { text: 'No id' });
    assert.equal(response.statusCode, 201);
    assert.match(response.json<Message>().id, /^[0-9a-f-]{36}$/);
  });

  it('stores a retried send with the same id once, answering 200 with the stored message', async () => {
    const id = randomUUID();
    const first = await client.call(assistant, 'POST', `/api/messages/${chat.id}`, { text: 'Once only', id });
    const retries = await Promise.all(
      [1, 2, 3].map(() => client.call(assistant, 'POST', `/api/messages/${chat.id}`, { text: 'Once only', id })),
    );
    assert.equal(first.statusCode, 201);
    for (const retry of retries) {
      assert.equal(retry.statusCode, 200);
      assert.deepEqual(retry.json(), first.json());
    }
    const stored = await t.database.db.select().from(messages).where(eq(messages.id, id));
    assert.equal(stored.length, 1);
  });

  it('refuses an id already used for a different message (409), even in another chat', async () => {
    const id = (await client.post(boss, chat.id, 'Original')).id;
    const changed = await client.call(boss, 'POST', `/api/messages/${chat.id}`, { text: 'Changed', id });
    assert.equal(changed.statusCode, 409);
    assert.equal(changed.json<{ field: string }>().field, 'id');
    const otherChat = await client.openChat(boss, outsider);
    assert.equal((await client.call(boss, 'POST', `/api/messages/${otherChat.id}`, { text: 'Original', id })).statusCode, 409);
    const byOther = await client.call(assistant, 'POST', `/api/messages/${chat.id}`, { text: 'Original', id });
    assert.equal(byOther.statusCode, 409, 'the other participant cannot claim the id');
  });

  it('refuses blank, whitespace-only and over-long text with the limit in the message, storing nothing', async () => {
    const before = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(messages);
    for (const text of ['', '   ', '\n\t ']) {
      const response = await client.call(boss, 'POST', `/api/messages/${chat.id}`, { text });
      assert.equal(response.statusCode, 400, JSON.stringify(text));
      assert.deepEqual(response.json(), { message: 'Message cannot be empty', field: 'text' });
    }
    const tooLong = await client.call(boss, 'POST', `/api/messages/${chat.id}`, { text: 'x'.repeat(MESSAGE_MAX_LENGTH + 1) });
    assert.equal(tooLong.statusCode, 400);
    assert.deepEqual(tooLong.json(), { message: `Message must be at most ${MESSAGE_MAX_LENGTH} characters`, field: 'text' });
    const missing = await client.call(boss, 'POST', `/api/messages/${chat.id}`, {});
    assert.equal(missing.statusCode, 400);
    const longest = await client.call(boss, 'POST', `/api/messages/${chat.id}`, { text: 'y'.repeat(MESSAGE_MAX_LENGTH) });
    assert.equal(longest.statusCode, 201, 'exactly the limit is fine');
    const afterCount = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(messages);
    assert.equal(afterCount[0].n, before[0].n + 1);
  });

  it('lets only participants post (404 for outsiders) and only as themselves (403 for another senderId)', async () => {
    const byOutsider = await client.call(outsider, 'POST', `/api/messages/${chat.id}`, { text: 'Let me in' });
    assert.equal(byOutsider.statusCode, 404);
    const spoofed = await client.call(boss, 'POST', `/api/messages/${chat.id}`, { text: 'Hi', senderId: assistant.user.id });
    assert.equal(spoofed.statusCode, 403);
    const asSelf = await client.call(boss, 'POST', `/api/messages/${chat.id}`, { text: 'Hi', senderId: boss.user.id });
    assert.equal(asSelf.statusCode, 201);
    assert.equal((await client.call(null, 'POST', `/api/messages/${chat.id}`, { text: 'Hi' })).statusCode, 401);
  });

  it('lets only participants read history (404 for outsiders, 401 signed out)', async () => {
    assert.equal((await client.call(outsider, 'GET', `/api/messages/${chat.id}`)).statusCode, 404);
    assert.equal((await client.call(null, 'GET', `/api/messages/${chat.id}`)).statusCode, 401);
    assert.equal((await client.call(assistant, 'GET', `/api/messages/${chat.id}`)).statusCode, 200);
  });

  it('pages a 10,000-message conversation by cursor: newest page first, then older pages, oldest first within a page', async () => {
    const long = await threeUsers(t.app);
    const longChat = await client.openChat(long.boss, long.assistant);
    const total = 10_000;
    // Inserted in bulk, numbered as the service numbers them.
    await t.database.db.execute(sql`
      insert into messages (id, chat_id, user_id, seq, text, created_at)
      select gen_random_uuid(), ${longChat.id}::uuid,
             case when n % 2 = 0 then ${long.boss.user.id}::uuid else ${long.assistant.user.id}::uuid end,
             n, 'Message ' || n, now() - make_interval(secs => ${total} - n)
      from generate_series(1, ${total}) as n`);
    await t.database.db.update(chats).set({ lastSeq: total }).where(eq(chats.id, longChat.id));

    const started = performance.now();
    const newest = await client.page(long.assistant, longChat.id);
    const firstPageMs = performance.now() - started;
    assert.equal(newest.messages.length, MESSAGES_PAGE_DEFAULT);
    assert.equal(newest.hasMore, true);
    assert.equal(newest.messages.at(-1)?.text, `Message ${total}`);
    assert.equal(newest.messages[0].text, `Message ${total - MESSAGES_PAGE_DEFAULT + 1}`);
    assert.ok(firstPageMs < 1000, `the newest page took ${firstPageMs.toFixed(0)} ms`);

    const older = await client.page(long.assistant, longChat.id, `?before=${newest.messages[0].id}&limit=100`);
    assert.equal(older.messages.length, 100);
    assert.equal(older.messages.at(-1)?.text, `Message ${total - MESSAGES_PAGE_DEFAULT}`);
    assert.equal(older.messages[0].text, `Message ${total - MESSAGES_PAGE_DEFAULT - 99}`);

    // Walking back to the start ends with hasMore false.
    let cursor = older.messages[0].id;
    let seen = MESSAGES_PAGE_DEFAULT + 100;
    for (;;) {
      const page = await client.page(long.assistant, longChat.id, `?before=${cursor}&limit=200`);
      seen += page.messages.length;
      if (!page.hasMore) {
        assert.equal(page.messages[0].text, 'Message 1');
        break;
      }
      cursor = page.messages[0].id;
    }
    assert.equal(seen, total);
  });

  it('answers what a reconnecting client missed with ?after=<last id it holds>, in order, paged', async () => {
    const fresh = await threeUsers(t.app);
    const freshChat = await client.openChat(fresh.boss, fresh.assistant);
    const held = await client.post(fresh.boss, freshChat.id, 'Held by the client');
    const missed: string[] = [];
    for (let index = 1; index <= 5; index += 1) {
      missed.push((await client.post(index % 2 ? fresh.assistant : fresh.boss, freshChat.id, `Missed ${index}`)).text);
    }
    const caughtUp = await client.page(fresh.boss, freshChat.id, `?after=${held.id}`);
    assert.deepEqual(
      caughtUp.messages.map((message) => message.text),
      missed,
    );
    assert.equal(caughtUp.hasMore, false);

    const firstTwo = await client.page(fresh.boss, freshChat.id, `?after=${held.id}&limit=2`);
    assert.deepEqual(
      firstTwo.messages.map((message) => message.text),
      missed.slice(0, 2),
    );
    assert.equal(firstTwo.hasMore, true);
    const upToDate = await client.page(fresh.boss, freshChat.id, `?after=${caughtUp.messages.at(-1)?.id}`);
    assert.deepEqual(upToDate, { messages: [], hasMore: false });
  });

  it('numbers concurrent sends without gaps or duplicates, so catch-up can never skip one', async () => {
    const fresh = await threeUsers(t.app);
    const freshChat = await client.openChat(fresh.boss, fresh.assistant);
    const first = await client.post(fresh.boss, freshChat.id, 'start');
    await Promise.all(
      Array.from({ length: 20 }, (_, index) => client.post(index % 2 ? fresh.boss : fresh.assistant, freshChat.id, `burst ${index}`)),
    );
    const rows = await t.database.db.select({ seq: messages.seq }).from(messages).where(eq(messages.chatId, freshChat.id));
    assert.deepEqual(
      rows.map((row) => row.seq).sort((a, b) => a - b),
      Array.from({ length: 21 }, (_, index) => index + 1),
    );
    assert.equal((await client.page(fresh.assistant, freshChat.id, `?after=${first.id}&limit=200`)).messages.length, 20);
  });

  it('refuses cursors that are not messages of this chat, both cursors at once, and bad limits (400)', async () => {
    const otherChat = await client.openChat(boss, outsider);
    const foreign = await client.post(boss, otherChat.id, 'elsewhere');
    const wrongChat = await client.call(boss, 'GET', `/api/messages/${chat.id}?before=${foreign.id}`);
    assert.equal(wrongChat.statusCode, 400);
    assert.equal(wrongChat.json<{ field: string }>().field, 'before');
    const mine = await client.post(boss, chat.id, 'mine');
    for (const query of [`?before=${mine.id}&after=${mine.id}`, '?limit=0', '?limit=1000', '?after=nope', '?page=2']) {
      assert.equal((await client.call(boss, 'GET', `/api/messages/${chat.id}${query}`)).statusCode, 400, query);
    }
  });

  it('POST /api/messages/send finds or creates the chat, posts, and is idempotent on the id', async () => {
    const fresh = await threeUsers(t.app);
    const id = randomUUID();
    const sent = await client.call(fresh.boss, 'POST', '/api/messages/send', { recipientId: fresh.assistant.user.id, message: 'Hello!', id });
    assert.equal(sent.statusCode, 201);
    const { chatId, message } = sent.json<SentMessage>();
    assert.equal(message.text, 'Hello!');
    assert.equal(message.id, id);
    const found = (await client.call(fresh.assistant, 'GET', `/api/chat/find/${fresh.assistant.user.id}/${fresh.boss.user.id}`)).json<Chat>();
    assert.equal(found.id, chatId);
    assert.equal(found.startedBy, fresh.boss.user.id);

    const retried = await client.call(fresh.boss, 'POST', '/api/messages/send', { recipientId: fresh.assistant.user.id, message: 'Hello!', id });
    assert.equal(retried.statusCode, 200);
    assert.equal((await client.page(fresh.boss, chatId)).messages.length, 1);

    const second = await client.call(fresh.assistant, 'POST', '/api/messages/send', { recipientId: fresh.boss.user.id, message: 'Hi Ben' });
    assert.equal(second.json<SentMessage>().chatId, chatId, 'the same pair reuses its chat');
  });

  it('POST /api/messages/send refuses blank text, oneself, unknown users and signed-out callers', async () => {
    const blank = await client.call(boss, 'POST', '/api/messages/send', { recipientId: assistant.user.id, message: '  ' });
    assert.deepEqual([blank.statusCode, blank.json()], [400, { message: 'Message cannot be empty', field: 'message' }]);
    const self = await client.call(boss, 'POST', '/api/messages/send', { recipientId: boss.user.id, message: 'me' });
    assert.equal(self.statusCode, 400);
    assert.equal((await client.call(boss, 'POST', '/api/messages/send', { recipientId: randomUUID(), message: 'x' })).statusCode, 404);
    assert.equal((await client.call(null, 'POST', '/api/messages/send', { recipientId: assistant.user.id, message: 'x' })).statusCode, 401);
  });

  it('PATCH /api/messages/{id}/status: the sender only (403 for the other participant, 404 for outsiders and unknown ids)', async () => {
    const message = await client.post(boss, chat.id, 'status test');
    const url = `/api/messages/${message.id}/status`;
    const bySender = await client.call(boss, 'PATCH', url, { status: 'failed' });
    assert.equal(bySender.statusCode, 200);
    assert.equal(bySender.json<Message>().status, 'failed');
    assert.equal((await client.call(assistant, 'PATCH', url, { status: 'sent' })).statusCode, 403);
    const byOutsider = await client.call(outsider, 'PATCH', url, { status: 'sent' });
    const unknown = await client.call(outsider, 'PATCH', `/api/messages/${randomUUID()}/status`, { status: 'sent' });
    assert.equal(byOutsider.statusCode, 404);
    assert.deepEqual(byOutsider.json(), unknown.json());
    assert.equal((await client.call(boss, 'PATCH', url, { status: 'delivered' })).statusCode, 400);
  });
});
