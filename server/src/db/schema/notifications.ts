// Notifications of SPEC section 3. Features create them through
// features/notifications/service.ts; the unread count and the newest-first
// list are served by the (user_id, read, created_at) index.
import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { NOTIFICATION_TYPES } from '@marketplace/shared-api/constants';
import { chats } from './chats';
import { users } from './users';

const typeList = sql.raw(NOTIFICATION_TYPES.map((type) => `'${type}'`).join(', '));

export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type', { enum: NOTIFICATION_TYPES }).notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    read: boolean('read').notNull().default(false),
    /** MESSAGE: the chat to open. Deleting the chat removes its notifications. */
    chatId: uuid('chat_id').references(() => chats.id, { onDelete: 'cascade' }),
    /** BOOKING: the booking id; other types may name what they are about. */
    entityId: text('entity_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('notifications_user_read_created_idx').on(table.userId, table.read, table.createdAt),
    // One unread MESSAGE notification per chat: a burst of messages updates it
    // (an upsert on this index) instead of flooding the list and the count.
    uniqueIndex('notifications_unread_chat_unique')
      .on(table.userId, table.chatId)
      .where(sql`${table.type} = 'MESSAGE' and ${table.read} = false and ${table.chatId} is not null`),
    check('notifications_type_check', sql`${table.type} in (${typeList})`),
  ],
);

export type NotificationRow = typeof notifications.$inferSelect;
