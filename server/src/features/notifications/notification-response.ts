// How a notification row becomes the Notification of the API (shared-api/types).
import { z } from 'zod';
import { NOTIFICATION_TYPES } from '@marketplace/shared-api/constants';
import type { Notification } from '@marketplace/shared-api/types';
import type { NotificationRow } from '../../db/schema/index';

export const notificationResponseSchema = z.object({
  id: z.string(),
  type: z.enum(NOTIFICATION_TYPES),
  title: z.string(),
  content: z.string(),
  read: z.boolean(),
  createdAt: z.string(),
  chatId: z.string().nullable(),
  entityId: z.string().nullable(),
}) satisfies z.ZodType<Notification>;

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
