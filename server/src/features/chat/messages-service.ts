// Reading a chat's history by cursor, and changing a message's status.
// Pages are ranges of the (chat_id, seq) index, so a 10,000-message chat
// opens as fast as a short one; cursors are message ids the client holds.
import { and, asc, desc, eq, gt, lt } from 'drizzle-orm';
import type { MessagesPageQuery } from '@marketplace/shared-api/schemas/chat';
import { SOCKET_EVENTS } from '@marketplace/shared-api/socket/events';
import type { Message, MessagesPage } from '@marketplace/shared-api/types';
import type { Database } from '../../db/database';
import { chats, messages, type ChatRow } from '../../db/schema/index';
import { forbidden, HttpError, notFound } from '../../http-error';
import { isParticipant } from './chat-access';
import { toMessage } from './chat-response';
import type { UserEmitter } from '../notifications/service';

export const MESSAGE_NOT_FOUND = 'Message not found';
export const SENDER_ONLY_STATUS = "Only the sender can change a message's status";
export const cursorNotInChat = (field: 'before' | 'after') => `${field} must be the id of a message in this chat`;

async function cursorSeq(db: Database, chatId: string, messageId: string, field: 'before' | 'after'): Promise<number> {
  const [row] = await db
    .select({ seq: messages.seq })
    .from(messages)
    .where(and(eq(messages.id, messageId), eq(messages.chatId, chatId)))
    .limit(1);
  if (!row) throw new HttpError(400, cursorNotInChat(field), field);
  return row.seq;
}

/** A page of the chat's messages, oldest first; the caller checked the chat is theirs. */
export async function listMessages(
  db: Database,
  chat: Pick<ChatRow, 'id'>,
  query: Pick<MessagesPageQuery, 'limit'> & Partial<Pick<MessagesPageQuery, 'before' | 'after'>>,
): Promise<MessagesPage> {
  const { limit } = query;
  // One row more than asked tells whether there is more beyond the page.
  if (query.after) {
    const seq = await cursorSeq(db, chat.id, query.after, 'after');
    const rows = await db
      .select()
      .from(messages)
      .where(and(eq(messages.chatId, chat.id), gt(messages.seq, seq)))
      .orderBy(asc(messages.seq))
      .limit(limit + 1);
    return { messages: rows.slice(0, limit).map(toMessage), hasMore: rows.length > limit };
  }
  const before = query.before ? await cursorSeq(db, chat.id, query.before, 'before') : null;
  const rows = await db
    .select()
    .from(messages)
    .where(before === null ? eq(messages.chatId, chat.id) : and(eq(messages.chatId, chat.id), lt(messages.seq, before)))
    .orderBy(desc(messages.seq))
    .limit(limit + 1);
  return { messages: rows.slice(0, limit).reverse().map(toMessage), hasMore: rows.length > limit };
}

/** PATCH /api/messages/{id}/status: the sender's own message; both participants hear of it. */
export async function setMessageStatus(
  db: Database,
  realtime: UserEmitter,
  callerId: string,
  messageId: string,
  status: Message['status'],
): Promise<Message> {
  const [found] = await db
    .select({ message: messages, chat: chats })
    .from(messages)
    .innerJoin(chats, eq(chats.id, messages.chatId))
    .where(eq(messages.id, messageId))
    .limit(1);
  // Outsiders learn nothing, not even that the id exists.
  if (!found || !isParticipant(found.chat, callerId)) throw notFound(MESSAGE_NOT_FOUND);
  if (found.message.userId !== callerId) throw forbidden(SENDER_ONLY_STATUS);
  const [row] = await db.update(messages).set({ status }).where(eq(messages.id, messageId)).returning();
  const message = toMessage(row ?? found.message);
  for (const userId of [found.chat.userLow, found.chat.userHigh]) {
    realtime.emitToUser(userId, SOCKET_EVENTS.messageStatus, { chatId: found.chat.id, messageId, status: message.status });
  }
  return message;
}
