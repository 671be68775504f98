// Notifications: creating them (for any feature) and reading them (for their
// owner). Every write that changes what a user sees is pushed live to that
// user's sockets: a new or updated notification with the new unread count, or
// the count alone when notifications were read.
//
// For other features:
//   createNotification(db, realtime, { userId, type: 'BOOKING', title, content, entityId: booking.id })
//     stores the notification and emits SOCKET_EVENTS.notification
//     { notification, unreadCount } to userRoom(userId); resolves to the Notification.
//   notifyChatMessage(db, realtime, { userId, chatId, title, content })
//     the chat feature's variant: one unread MESSAGE notification per chat,
//     refreshed by each new message instead of piling up.
// Call them after your own transaction has committed, so nobody is told about
// something a rollback then undoes.
import { and, count, desc, eq, sql } from 'drizzle-orm';
import { newNotificationSchema, type NewNotification } from '@marketplace/shared-api/schemas/chat';
import { SOCKET_EVENTS } from '@marketplace/shared-api/socket/events';
import type { Notification } from '@marketplace/shared-api/types';
import type { Database } from '../../db/database';
import { notifications } from '../../db/schema/index';
import { notFound } from '../../http-error';
import type { RealtimeService } from '../../plugins/realtime';

/** All these services need of the realtime plugin: pushing an event to one user's sockets. */
export type UserEmitter = Pick<RealtimeService, 'emitToUser'>;
import { toNotification } from './notification-response';

export const NOTIFICATION_NOT_FOUND = 'Notification not found';
export const NOTIFICATIONS_LIST_LIMIT = 100;

export async function countUnread(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.read, false)));
  return row?.value ?? 0;
}

async function pushNotification(db: Database, realtime: UserEmitter, notification: Notification, userId: string) {
  realtime.emitToUser(userId, SOCKET_EVENTS.notification, { notification, unreadCount: await countUnread(db, userId) });
}

/** Tells the user's sockets their unread count after reads or deletions that created nothing. */
export async function pushUnreadCount(db: Database, realtime: UserEmitter, userId: string): Promise<void> {
  realtime.emitToUser(userId, SOCKET_EVENTS.notificationCount, { unreadCount: await countUnread(db, userId) });
}

/** Stores a notification for input.userId and pushes it live. Throws on invalid input (a programming error). */
export async function createNotification(db: Database, realtime: UserEmitter, input: NewNotification): Promise<Notification> {
  const values = newNotificationSchema.parse(input);
  const [row] = await db
    .insert(notifications)
    .values({
      userId: values.userId,
      type: values.type,
      title: values.title,
      content: values.content,
      chatId: values.chatId ?? null,
      entityId: values.entityId ?? null,
    })
    .returning();
  const notification = toNotification(row);
  await pushNotification(db, realtime, notification, values.userId);
  return notification;
}

export interface ChatMessageNotice {
  userId: string;
  chatId: string;
  title: string;
  content: string;
}

/**
 * A MESSAGE notification for a chat: refreshes the user's unread one for that
 * chat (newest text, newest time) or creates it, in one atomic upsert.
 */
export async function notifyChatMessage(db: Database, realtime: UserEmitter, notice: ChatMessageNotice): Promise<Notification> {
  const values = newNotificationSchema.parse({ ...notice, type: 'MESSAGE' });
  const [row] = await db
    .insert(notifications)
    .values({ userId: values.userId, type: 'MESSAGE', title: values.title, content: values.content, chatId: notice.chatId })
    .onConflictDoUpdate({
      target: [notifications.userId, notifications.chatId],
      // Must restate the partial index's predicate so PostgreSQL picks that index.
      targetWhere: sql`${notifications.type} = 'MESSAGE' and ${notifications.read} = false and ${notifications.chatId} is not null`,
      set: { title: values.title, content: values.content, createdAt: sql`now()` },
    })
    .returning();
  const notification = toNotification(row);
  await pushNotification(db, realtime, notification, values.userId);
  return notification;
}

/** The user's newest notifications first, read or not. */
export async function listNotifications(db: Database, userId: string, limit = NOTIFICATIONS_LIST_LIMIT): Promise<Notification[]> {
  const rows = await db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(limit);
  return rows.map(toNotification);
}

/** Marks one of the user's notifications read; another user's answers 404, as if it did not exist. */
export async function markNotificationRead(db: Database, realtime: UserEmitter, userId: string, id: string): Promise<void> {
  const [row] = await db
    .select({ read: notifications.read })
    .from(notifications)
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .limit(1);
  if (!row) throw notFound(NOTIFICATION_NOT_FOUND);
  if (row.read) return;
  await db.update(notifications).set({ read: true }).where(eq(notifications.id, id));
  await pushUnreadCount(db, realtime, userId);
}

export async function markAllNotificationsRead(db: Database, realtime: UserEmitter, userId: string): Promise<void> {
  const changed = await db
    .update(notifications)
    .set({ read: true })
    .where(and(eq(notifications.userId, userId), eq(notifications.read, false)))
    .returning({ id: notifications.id });
  if (changed.length > 0) await pushUnreadCount(db, realtime, userId);
}

/** Opening a chat reads its MESSAGE notification, so the badge does not count what the user has seen. */
export async function markChatNotificationsRead(db: Database, realtime: UserEmitter, userId: string, chatId: string): Promise<void> {
  const changed = await db
    .update(notifications)
    .set({ read: true })
    .where(and(eq(notifications.userId, userId), eq(notifications.chatId, chatId), eq(notifications.read, false)))
    .returning({ id: notifications.id });
  if (changed.length > 0) await pushUnreadCount(db, realtime, userId);
}
