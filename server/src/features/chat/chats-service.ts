// The chat operations of the routes: open (find or create), find, list, get,
// mark read and delete. Every one is for participants only (chat-queries.ts).
import { desc, eq, inArray, or, sql } from 'drizzle-orm';
import { MESSAGES_PAGE_DEFAULT } from '@marketplace/shared-api/schemas/chat';
import { SOCKET_EVENTS } from '@marketplace/shared-api/socket/events';
import type { Chat, UserSummary } from '@marketplace/shared-api/types';
import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import { chats, users, type ChatRow } from '../../db/schema/index';
import { forbidden, notFound } from '../../http-error';
import type { NotificationsService, UserEmitter } from '../notifications/service';
import { USER_NOT_FOUND } from '../users/service';
import { userSummaryColumns } from '../users/user-summary';
import { otherParticipant, toChat } from './chat-response';
import { assertCanChatWith, CHAT_NOT_FOUND, findChatBetween, findOrCreateChat, participantChat } from './chat-queries';
import { messageHistory } from './message-history';

export const OWN_CHATS_ONLY = 'You can only look up your own chats';

export interface ChatsServiceDeps {
  db: Database;
  clock: Clock;
  realtime: UserEmitter;
  notifications: Pick<NotificationsService, 'markChatRead' | 'pushUnreadCount'>;
}

export function createChatsService({ db, clock, realtime, notifications }: ChatsServiceDeps) {
  async function summaries(ids: string[]): Promise<Map<string, UserSummary>> {
    if (ids.length === 0) return new Map();
    const rows = await db.select(userSummaryColumns(users)).from(users).where(inArray(users.id, [...new Set(ids)]));
    return new Map(rows.map((row) => [row.id, row]));
  }

  async function present(row: ChatRow, viewerId: string, withMessages = false): Promise<Chat> {
    const receiverId = otherParticipant(row, viewerId);
    const receiver = (await summaries([receiverId])).get(receiverId);
    // Both users are foreign keys with cascade: a chat without its user cannot exist.
    if (!receiver) throw notFound(USER_NOT_FOUND);
    const messages = withMessages ? (await messageHistory(db, row, { limit: MESSAGES_PAGE_DEFAULT })).messages : [];
    return toChat(row, receiver, messages);
  }

  return {
    /** POST /api/chats: the caller's chat with receiverId, created when new. */
    async open(callerId: string, receiverId: string): Promise<{ chat: Chat; created: boolean }> {
      await assertCanChatWith(db, callerId, receiverId, 'receiverId');
      const { chat, created } = await findOrCreateChat(db, callerId, receiverId, clock.now());
      return { chat: await present(chat, callerId), created };
    },

    /** GET /api/chat/find/{userId}/{otherId}: only one of the two may ask. */
    async find(callerId: string, userId: string, otherId: string): Promise<Chat> {
      if (callerId !== userId && callerId !== otherId) throw forbidden(OWN_CHATS_ONLY);
      const row = userId === otherId ? null : await findChatBetween(db, userId, otherId);
      if (!row) throw notFound(CHAT_NOT_FOUND);
      return present(row, callerId);
    },

    /** GET /api/chats: the caller's chats, most recently active first. */
    async list(callerId: string): Promise<Chat[]> {
      const rows = await db
        .select()
        .from(chats)
        .where(or(eq(chats.userLow, callerId), eq(chats.userHigh, callerId)))
        .orderBy(desc(sql`coalesce(${chats.lastMessageAt}, ${chats.createdAt})`), desc(chats.id));
      const receivers = await summaries(rows.map((row) => otherParticipant(row, callerId)));
      return rows.flatMap((row) => {
        const receiver = receivers.get(otherParticipant(row, callerId));
        return receiver ? [toChat(row, receiver)] : [];
      });
    },

    /** GET /api/chats/{id}: the chat with its newest page of messages. */
    async get(callerId: string, chatId: string): Promise<Chat> {
      return present(await participantChat(db, chatId, callerId), callerId, true);
    },

    /** PUT /api/chats/read/{id}: the caller has seen the newest message; its notification is read too. */
    async markRead(callerId: string, chatId: string): Promise<Chat> {
      const row = await participantChat(db, chatId, callerId);
      const [updated] = await db
        .update(chats)
        .set({ seenBy: sql`array_append(array_remove(${chats.seenBy}, ${callerId}::uuid), ${callerId}::uuid)` })
        .where(eq(chats.id, row.id))
        .returning();
      await notifications.markChatRead(callerId, chatId);
      return present(updated ?? row, callerId);
    },

    /** DELETE /api/chats/{id}: removes the chat and all its messages, for both participants. */
    async delete(callerId: string, chatId: string): Promise<void> {
      const row = await participantChat(db, chatId, callerId);
      const deleted = await db.delete(chats).where(eq(chats.id, row.id)).returning({ id: chats.id });
      if (deleted.length === 0) throw notFound(CHAT_NOT_FOUND);
      for (const userId of [row.userLow, row.userHigh]) {
        realtime.emitToUser(userId, SOCKET_EVENTS.chatDeleted, { chatId });
        // The chat's notifications went with it (cascade): the badge must not count them.
        await notifications.pushUnreadCount(userId);
      }
    },
  };
}

export type ChatsService = ReturnType<typeof createChatsService>;
