// Notification routes of SPEC section 7. Their paths sit under /api/users, the
// users feature's prefix, as static segments, which Fastify's router matches
// before /api/users/:id whatever the registration order. Each caller sees and
// marks only their own.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notificationIdParamsSchema } from '@marketplace/shared-api/schemas/chat';
import { notificationListSchema, unreadCountSchema } from '@marketplace/shared-api/schemas/notifications-responses';
import { callerOf } from '../../plugins/auth';
import type { NotificationsService } from './service';

export const notificationRoutes: FastifyPluginAsyncZod<{ service: NotificationsService }> = async (app, { service }) => {
  const signedIn = { onRequest: app.auth.requireUser };

  app.get(
    '/api/users/notification',
    { ...signedIn, schema: { response: { 200: unreadCountSchema } } },
    async (request) => ({ count: await service.countUnread(callerOf(request).userId) }),
  );

  app.get(
    '/api/users/notifications',
    { ...signedIn, schema: { response: { 200: notificationListSchema } } },
    async (request) => service.list(callerOf(request).userId),
  );

  app.put('/api/users/notifications/read-all', signedIn, async (request, reply) => {
    await service.markAllRead(callerOf(request).userId);
    return reply.code(204).send();
  });

  app.put(
    '/api/users/notifications/:id/read',
    { ...signedIn, schema: { params: notificationIdParamsSchema } },
    async (request, reply) => {
      await service.markOneRead(callerOf(request).userId, request.params.id);
      return reply.code(204).send();
    },
  );
};
