// Notifications: creating them (for any feature, through the one instance the
// notifications plugin builds) and reading them (for their owner). Every write
// that changes what a user sees is pushed live to that user's sockets: a new or
// updated notification with the new unread count, or the count alone when
// notifications were read.
//
// For other features (given the service as a dependency):
//   notifications.create({ userId, type: 'BOOKING', title, content, entityId: booking.id })
//     stores the notification and emits SOCKET_EVENTS.notification
//     { notification, unreadCount } to userRoom(userId); resolves to the Notification.
//   notifications.notifyChatMessage({ userId, chatId, title, content })
//     the chat feature's variant: one unread MESSAGE notification per chat,
//     refreshed by each new message instead of piling up.
// Call them after your own transaction has committed, so nobody is told about
// something a rollback then undoes. Notices asked for while a write of them runs
// are written together in the next (gathered-writes.ts): a rush of bookings tells
// its parties in a few statements, not one each.
import { randomUUID } from 'node:crypto';
import { and, count, desc, eq, getTableColumns, sql } from 'drizzle-orm';
import { newNotificationSchema, type NewNotification } from '@marketplace/shared-api/schemas/chat';
import { SOCKET_EVENTS } from '@marketplace/shared-api/socket/events';
import type { Notification } from '@marketplace/shared-api/types';
import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import { given, listsOf, prepared } from '../../db/prepared';
import { notifications, users } from '../../db/schema/index';
import { gatheredWrites } from '../../gathered-writes';
import { notFound } from '../../http-error';
import type { RealtimeService } from '../../plugins/realtime';
import { toNotification } from './notification-response';

/**
 * New notifications, one per element of the given lists, in one statement whatever their
 * number (a booking change tells both parties; the review sweep, many; a rush, many
 * requests' at once), each with its reader's unread count back: read in the statement's
 * snapshot, before these rows. A notice whose reader's account is gone is left out, so it
 * fails no other notice written with it. Built once (prepared.ts).
 */
const insertCountingUnread = prepared('notifications_insert', (db) =>
  db
    .insert(notifications)
    .select(
      sql`select notice.id, notice.user_id, notice.type, notice.title, notice.content, false, notice.chat_id, notice.entity_id, ${given('createdAt')}
        from unnest(${given('id')}::uuid[], ${given('userId')}::uuid[], ${given('type')}::text[], ${given('title')}::text[], ${given('content')}::text[], ${given('chatId')}::uuid[], ${given('entityId')}::text[])
        as notice(id, user_id, type, title, content, chat_id, entity_id)
        where exists (select 1 from ${users} where ${users.id} = notice.user_id)`,
    )
    .returning({
      ...getTableColumns(notifications),
      // Written out: in RETURNING, drizzle names columns without their table, which the subquery's own would shadow.
      unreadBefore: sql<number>`(select count(*)::int from ${notifications} as earlier where earlier.user_id = "notifications"."user_id" and earlier.read = false)`,
    }),
);

export const NOTIFICATION_NOT_FOUND = 'Notification not found';
export const NOTIFICATIONS_LIST_LIMIT = 100;

/** All a service needs of the realtime plugin to tell one user: pushing an event to their sockets. */
export type UserEmitter = Pick<RealtimeService, 'emitToUser'>;

/** A notification as written: its id given here, so each caller finds its own among a statement's rows. */
interface Notice {
  id: string;
  userId: string;
  type: string;
  title: string;
  content: string;
  chatId: string | null;
  entityId: string | null;
}

export interface ChatMessageNotice {
  userId: string;
  chatId: string;
  title: string;
  content: string;
}

export interface NotificationsServiceDeps {
  db: Database;
  clock: Clock;
  realtime: UserEmitter;
}

export function createNotificationsService({ db, clock, realtime }: NotificationsServiceDeps) {
  async function countUnread(userId: string): Promise<number> {
    const [row] = await db
      .select({ value: count() })
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.read, false)));
    return row?.value ?? 0;
  }

  async function push(notification: Notification, userId: string): Promise<void> {
    realtime.emitToUser(userId, SOCKET_EVENTS.notification, { notification, unreadCount: await countUnread(userId) });
  }

  /** Tells the user's sockets their unread count after reads or deletions that created nothing. */
  async function pushUnreadCount(userId: string): Promise<void> {
    realtime.emitToUser(userId, SOCKET_EVENTS.notificationCount, { unreadCount: await countUnread(userId) });
  }

  /** Marks read what `where` selects among the user's unread ones, and tells their sockets when anything changed. */
  async function markRead(userId: string, where = sql`true`): Promise<void> {
    const changed = await db
      .update(notifications)
      .set({ read: true })
      .where(and(eq(notifications.userId, userId), eq(notifications.read, false), where))
      .returning({ id: notifications.id });
    if (changed.length > 0) await pushUnreadCount(userId);
  }

  /**
   * Stores the notices, in one statement for all that are asked for while the previous one
   * runs, and pushes each live to its reader; each caller gets its own (none: its reader is gone).
   */
  const written = gatheredWrites<Notice, Notification | undefined>(async (notices) => {
    const rows = await insertCountingUnread(db, { ...listsOf(notices), createdAt: clock.now() });
    // Every row counted its reader's unread before the statement: a reader's k-th new row is the k-th more.
    const added = new Map<string, number>();
    const byId = new Map<string, Notification>();
    for (const { unreadBefore, ...row } of rows) {
      const notification = toNotification(row);
      const count = (added.get(row.userId) ?? 0) + 1;
      added.set(row.userId, count);
      realtime.emitToUser(row.userId, SOCKET_EVENTS.notification, { notification, unreadCount: unreadBefore + count });
      byId.set(notification.id, notification);
    }
    return notices.map((notice) => byId.get(notice.id));
  });

  /** Stores a notification per input and pushes each live to its reader; a reader whose account is gone gets none. Throws on invalid input (a programming error). */
  async function createAll(inputs: NewNotification[]): Promise<Notification[]> {
    const notices = inputs.map((input): Notice => {
      const { userId, type, title, content, chatId, entityId } = newNotificationSchema.parse(input);
      return { id: randomUUID(), userId, type, title, content, chatId: chatId ?? null, entityId: entityId ?? null };
    });
    const created = await Promise.all(notices.map(written));
    return created.filter((notification) => notification !== undefined);
  }

  return {
    countUnread,
    pushUnreadCount,

    /** Stores a notification for input.userId and pushes it live. Throws on invalid input (a programming error). */
    async create(input: NewNotification): Promise<Notification> {
      const [created] = await createAll([input]);
      if (!created) throw new Error(`no notification for ${input.userId}: the account is gone`);
      return created;
    },

    createAll,

    /**
     * A MESSAGE notification for a chat: refreshes the user's unread one for that
     * chat (newest text, newest time) or creates it, in one atomic upsert.
     */
    async notifyChatMessage(notice: ChatMessageNotice): Promise<Notification> {
      const values = newNotificationSchema.parse({ ...notice, type: 'MESSAGE' });
      const now = clock.now();
      const [row] = await db
        .insert(notifications)
        .values({ userId: values.userId, type: 'MESSAGE', title: values.title, content: values.content, chatId: notice.chatId, createdAt: now })
        .onConflictDoUpdate({
          target: [notifications.userId, notifications.chatId],
          // Must restate the partial index's predicate so PostgreSQL picks that index.
          targetWhere: sql`${notifications.type} = 'MESSAGE' and ${notifications.read} = false and ${notifications.chatId} is not null`,
          set: { title: values.title, content: values.content, createdAt: now },
        })
        .returning();
      const notification = toNotification(row);
      await push(notification, values.userId);
      return notification;
    },

    /** The user's newest notifications first, read or not. */
    async list(userId: string, limit = NOTIFICATIONS_LIST_LIMIT): Promise<Notification[]> {
      const rows = await db
        .select()
        .from(notifications)
        .where(eq(notifications.userId, userId))
        .orderBy(desc(notifications.createdAt), desc(notifications.id))
        .limit(limit);
      return rows.map(toNotification);
    },

    /** Marks one of the user's notifications read; another user's answers 404, as if it did not exist. */
    async markOneRead(userId: string, id: string): Promise<void> {
      const [row] = await db
        .select({ read: notifications.read })
        .from(notifications)
        .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
        .limit(1);
      if (!row) throw notFound(NOTIFICATION_NOT_FOUND);
      await markRead(userId, eq(notifications.id, id));
    },

    markAllRead: (userId: string) => markRead(userId),

    /** Opening a chat reads its MESSAGE notification, so the badge does not count what the user has seen. */
    markChatRead: (userId: string, chatId: string) => markRead(userId, eq(notifications.chatId, chatId)),
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
