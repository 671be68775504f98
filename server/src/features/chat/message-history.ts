// Reading a chat's history by cursor. Pages are ranges of the (chat_id, seq)
// index, so a 10,000-message chat opens as fast as a short one; cursors are
// message ids the client holds.
import { and, asc, desc, eq, gt, lt } from 'drizzle-orm';
import type { MessagesPageQuery } from '@marketplace/shared-api/schemas/chat';
import type { MessagesPage } from '@marketplace/shared-api/types';
import type { Executor } from '../../db/database';
import { messages, type ChatRow } from '../../db/schema/index';
import { HttpError } from '../../http-error';
import { toMessage } from './chat-response';

export const cursorNotInChat = (field: 'before' | 'after') => `${field} must be the id of a message in this chat`;

export type HistoryQuery = Pick<MessagesPageQuery, 'limit'> & Partial<Pick<MessagesPageQuery, 'before' | 'after'>>;

async function cursorSeq(db: Executor, chatId: string, messageId: string, field: 'before' | 'after'): Promise<number> {
  const [row] = await db
    .select({ seq: messages.seq })
    .from(messages)
    .where(and(eq(messages.id, messageId), eq(messages.chatId, chatId)))
    .limit(1);
  if (!row) throw new HttpError(400, cursorNotInChat(field), field);
  return row.seq;
}

/** A page of the chat's messages, oldest first; the caller checked the chat is theirs. */
export async function messageHistory(db: Executor, chat: Pick<ChatRow, 'id'>, query: HistoryQuery): Promise<MessagesPage> {
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
