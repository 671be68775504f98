// A chat between two users. The pair is stored in a canonical order
// (user_low < user_high) so one unique index keeps it to one chat per pair,
// whoever opens it. last_seq numbers the chat's messages: taking the next
// number locks the chat row, so numbers follow commit order and a client that
// asks for what came after the last message it holds can never miss one.
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

export const chats = pgTable(
  'chats',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userLow: uuid('user_low')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    userHigh: uuid('user_high')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Who opened the chat; the other participant 'received' it. */
    startedBy: uuid('started_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Users who have seen the newest message. */
    seenBy: uuid('seen_by').array().notNull().default(sql`'{}'::uuid[]`),
    lastSeq: integer('last_seq').notNull().default(0),
    lastMessageText: text('last_message_text'),
    lastMessageUserId: uuid('last_message_user_id'),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('chats_pair_unique').on(table.userLow, table.userHigh),
    // The pair index serves lookups by user_low; this one serves "my chats" by user_high.
    index('chats_user_high_idx').on(table.userHigh),
    check('chats_pair_order_check', sql`${table.userLow} < ${table.userHigh}`),
    check('chats_started_by_check', sql`${table.startedBy} in (${table.userLow}, ${table.userHigh})`),
  ],
);

export type ChatRow = typeof chats.$inferSelect;
