// How a notification row becomes the Notification of the API (shared-api/types).
import type { Notification } from '@marketplace/shared-api/types';
import type { NotificationRow } from '../../db/schema/index';

export function toNotification(row: NotificationRow): Notification {
  return {
    id: row.id,
    type: row.type,
    title: row.title,
    content: row.content,
    read: row.read,
    createdAt: row.createdAt.toISOString(),
    chatId: row.chatId,
    entityId: row.entityId,
  };
}
