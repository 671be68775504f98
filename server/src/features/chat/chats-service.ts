// The chat operations of the routes: open (find or create), find, list, get,
// mark read and delete. Every one is for participants only (chat-access.ts).
import { desc, eq, inArray, or, sql } from 'drizzle-orm';
import { MESSAGES_PAGE_DEFAULT } from '@marketplace/shared-api/schemas/chat';
import { SOCKET_EVENTS } from '@marketplace/shared-api/socket/events';
import type { Chat, UserSummary } from '@marketplace/shared-api/types';
import type { Database } from '../../db/database';
import { chats, users, type ChatRow } from '../../db/schema/index';
import { forbidden, notFound } from '../../http-error';
import { markChatNotificationsRead, pushUnreadCount, type UserEmitter } from '../notifications/service';
import { assertCanChatWith, CHAT_NOT_FOUND, participantChat, USER_NOT_FOUND } from './chat-access';
import { otherParticipant, toChat, userSummaryColumns } from './chat-response';
import { findChatBetween, findOrCreateChat } from './chat-store';
import { listMessages } from './messages-service';

export const OWN_CHATS_ONLY = 'You can only look up your own chats';

async function summaries(db: Database, ids: string[]): Promise<Map<string, UserSummary>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select(userSummaryColumns).from(users).where(inArray(users.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.id, row]));
}

async function present(db: Database, row: ChatRow, viewerId: string, withMessages = false): Promise<Chat> {
  const receiverId = otherParticipant(row, viewerId);
  const receiver = (await summaries(db, [receiverId])).get(receiverId);
  // Both users are foreign keys with cascade: a chat without its user cannot exist.
  if (!receiver) throw notFound(USER_NOT_FOUND);
  const messages = withMessages ? (await listMessages(db, row, { limit: MESSAGES_PAGE_DEFAULT })).messages : [];
  return toChat(row, receiver, messages);
}

/** POST /api/chats: the caller's chat with receiverId, created when new. */
export async function openChat(db: Database, callerId: string, receiverId: string): Promise<{ chat: Chat; created: boolean }> {
  await assertCanChatWith(db, callerId, receiverId, 'receiverId');
  const { chat, created } = await findOrCreateChat(db, callerId, receiverId);
  return { chat: await present(db, chat, callerId), created };
}

/** GET /api/chat/find/{userId}/{otherId}: only one of the two may ask. */
export async function findChat(db: Database, callerId: string, userId: string, otherId: string): Promise<Chat> {
  if (callerId !== userId && callerId !== otherId) throw forbidden(OWN_CHATS_ONLY);
  const row = userId === otherId ? null : await findChatBetween(db, userId, otherId);
  if (!row) throw notFound(CHAT_NOT_FOUND);
  return present(db, row, callerId);
}

/** GET /api/chats: the caller's chats, most recently active first. */
export async function listChats(db: Database, callerId: string): Promise<Chat[]> {
  const rows = await db
    .select()
    .from(chats)
    .where(or(eq(chats.userLow, callerId), eq(chats.userHigh, callerId)))
    .orderBy(desc(sql`coalesce(${chats.lastMessageAt}, ${chats.createdAt})`), desc(chats.id));
  const receivers = await summaries(
    db,
    rows.map((row) => otherParticipant(row, callerId)),
  );
  return rows.flatMap((row) => {
    const receiver = receivers.get(otherParticipant(row, callerId));
    return receiver ? [toChat(row, receiver)] : [];
  });
}

/** GET /api/chats/{id}: the chat with its newest page of messages. */
export async function getChat(db: Database, callerId: string, chatId: string): Promise<Chat> {
  return present(db, await participantChat(db, chatId, callerId), callerId, true);
}

/** PUT /api/chats/read/{id}: the caller has seen the newest message; its notification is read too. */
export async function markChatRead(db: Database, realtime: UserEmitter, callerId: string, chatId: string): Promise<Chat> {
  const row = await participantChat(db, chatId, callerId);
  const [updated] = await db
    .update(chats)
    .set({ seenBy: sql`array_append(array_remove(${chats.seenBy}, ${callerId}::uuid), ${callerId}::uuid)` })
    .where(eq(chats.id, row.id))
    .returning();
  await markChatNotificationsRead(db, realtime, callerId, chatId);
  return present(db, updated ?? row, callerId);
}

/** DELETE /api/chats/{id}: removes the chat and all its messages, for both participants. */
export async function deleteChat(db: Database, realtime: UserEmitter, callerId: string, chatId: string): Promise<void> {
  const row = await participantChat(db, chatId, callerId);
  const deleted = await db.delete(chats).where(eq(chats.id, row.id)).returning({ id: chats.id });
  if (deleted.length === 0) throw notFound(CHAT_NOT_FOUND);
  for (const userId of [row.userLow, row.userHigh]) {
    realtime.emitToUser(userId, SOCKET_EVENTS.chatDeleted, { chatId });
    // The chat's notifications went with it (cascade): the badge must not count them.
    await pushUnreadCount(db, realtime, userId);
  }
}

