// The notifications feature: builds the one NotificationsService (the bell's
// reads for their owner; creation for bookings, chat and the features to come)
// and registers its routes. app.ts hands the service to the features that notify.
import type { FastifyInstance } from 'fastify';
import { notificationRoutes } from './routes';
import { createNotificationsService, type NotificationsServiceDeps, type NotificationsService } from './service';

export async function registerNotifications(app: FastifyInstance, deps: NotificationsServiceDeps): Promise<NotificationsService> {
  const service = createNotificationsService(deps);
  await app.register(notificationRoutes, { service });
  return service;
}
