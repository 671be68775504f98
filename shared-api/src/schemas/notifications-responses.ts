// What the notification routes answer (their response schemas on the server);
// the types of shared-api/types are inferred from them.
import '@marketplace/shared-api/schemas/zod-config';
import { z } from 'zod';
import { NOTIFICATION_TYPES } from '@marketplace/shared-api/constants';

export const notificationSchema = z.object({
  id: z.string(),
  type: z.enum(NOTIFICATION_TYPES),
  title: z.string(),
  content: z.string(),
  read: z.boolean(),
  createdAt: z.string(),
  chatId: z.string().nullable(),
  entityId: z.string().nullable(),
});

export const notificationListSchema = z.array(notificationSchema);

/** GET /api/notifications/unread-count. */
export const unreadCountSchema = z.object({ count: z.number().int().min(0) });
