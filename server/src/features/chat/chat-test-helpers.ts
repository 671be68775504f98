// Shared by the chat and notification tests: signed-in users and calls made
// the way the screens make them.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Chat, Message, MessagesPage } from '@marketplace/shared-api/types';
import { signedInUser } from '../../test/fixtures';
import type { TestDatabaseKind } from '../../test/databases';
import { createTestApp, suiteFixture } from '../../test/test-app';

export type TestUser = Awaited<ReturnType<typeof signedInUser>>;

export function chatClient(app: FastifyInstance) {
  const call = (user: TestUser | null, method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    app.inject({ method, url, payload, headers: user ? user.headers : {} });

  return {
    call,
    async openChat(user: TestUser, receiver: TestUser): Promise<Chat> {
      const response = await call(user, 'POST', '/api/chats', { receiverId: receiver.user.id });
      if (response.statusCode !== 201 && response.statusCode !== 200) throw new Error(`openChat: ${response.statusCode} ${response.body}`);
      return response.json<Chat>();
    },
    async post(user: TestUser, chatId: string, text: string, id: string = randomUUID()): Promise<Message> {
      const response = await call(user, 'POST', `/api/messages/${chatId}`, { text, id });
      if (response.statusCode !== 201) throw new Error(`post: ${response.statusCode} ${response.body}`);
      return response.json<Message>();
    },
    async page(user: TestUser, chatId: string, query = ''): Promise<MessagesPage> {
      const response = await call(user, 'GET', `/api/messages/${chatId}${query}`);
      if (response.statusCode !== 200) throw new Error(`page: ${response.statusCode} ${response.body}`);
      return response.json<MessagesPage>();
    },
    async unread(user: TestUser): Promise<number> {
      return (await call(user, 'GET', '/api/users/notification')).json<{ count: number }>().count;
    },
  };
}

/** Three users: two who chat and an outsider who must learn nothing. */
export async function threeUsers(app: FastifyInstance) {
  const boss = await signedInUser(app, { role: 'Boss', firstName: 'Ben', lastName: 'Cruz' });
  const assistant = await signedInUser(app, { role: 'Assistant', firstName: 'Maria', lastName: 'Santos' });
  const outsider = await signedInUser(app, { role: 'Assistant', firstName: 'Eve', lastName: 'Outsider' });
  return { boss, assistant, outsider };
}

/** A chat suite's app, its client and threeUsers: s.t, s.client, s.boss, s.assistant, s.outsider. */
export function chatSuite(kind: TestDatabaseKind) {
  return suiteFixture(async () => {
    const t = await createTestApp(kind);
    return { t, client: chatClient(t.app), ...(await threeUsers(t.app)) };
  });
}
