// Notification routes of SPEC section 7, registered under /api/users beside
// the users feature: the static paths (notification, notifications,
// notifications/read-all) win over the users' /:id by the router's rules, not
// by registration order. Each caller sees and marks only their own.
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notificationIdParamsSchema } from '@marketplace/shared-api/schemas/chat';
import { callerOf } from '../../plugins/auth';
import { notificationResponseSchema } from './notification-response';
import { countUnread, listNotifications, markAllNotificationsRead, markNotificationRead } from './service';

export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, realtime } = app;
  const signedIn = { onRequest: app.auth.requireUser };

  app.get(
    '/notification',
    { ...signedIn, schema: { response: { 200: z.object({ count: z.number().int().min(0) }) } } },
    async (request) => ({ count: await countUnread(db, callerOf(request).userId) }),
  );

  app.get(
    '/notifications',
    { ...signedIn, schema: { response: { 200: z.array(notificationResponseSchema) } } },
    async (request) => listNotifications(db, callerOf(request).userId),
  );

  app.put('/notifications/read-all', signedIn, async (request, reply) => {
    await markAllNotificationsRead(db, realtime, callerOf(request).userId);
    return reply.code(204).send();
  });

  app.put(
    '/notifications/:id/read',
    { ...signedIn, schema: { params: notificationIdParamsSchema } },
    async (request, reply) => {
      await markNotificationRead(db, realtime, callerOf(request).userId, request.params.id);
      return reply.code(204).send();
    },
  );
};
