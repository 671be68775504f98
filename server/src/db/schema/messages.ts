// Messages of a chat. The id is the client's (a UUID it generates before
// sending), so a retried send stores one message. seq is the message's number
// in its chat (see chats.ts); (chat_id, seq) orders and pages history, and a
// cursor is a message id resolved to its seq.
import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { MESSAGE_MAX_LENGTH, MESSAGE_STATUSES } from '@marketplace/shared-api/schemas/chat';
import { chats } from './chats';
import { users } from './users';

const statusList = sql.raw(MESSAGE_STATUSES.map((status) => `'${status}'`).join(', '));

export const messages = pgTable(
  'messages',
  {
    id: uuid('id').primaryKey(),
    chatId: uuid('chat_id')
      .notNull()
      .references(() => chats.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    text: text('text').notNull(),
    status: text('status', { enum: MESSAGE_STATUSES }).notNull().default('sent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // Pages of a 10,000-message chat are index range scans: newest first, before or after a seq.
    uniqueIndex('messages_chat_seq_unique').on(table.chatId, table.seq),
    check('messages_text_check', sql`length(btrim(${table.text})) between 1 and ${sql.raw(String(MESSAGE_MAX_LENGTH))}`),
    check('messages_status_check', sql`${table.status} in (${statusList})`),
  ],
);

export type MessageRow = typeof messages.$inferSelect;
