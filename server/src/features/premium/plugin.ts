// The premium feature: owns premium_applications. Builds the premium service
// once, registers the application and decision routes, and returns the service:
// payments charge the fee through it (lockForPayment, captured, afterPaid).
import type { FastifyInstance } from 'fastify';
import type { MessagesService } from '../chat/messages-service';
import type { NotificationsService } from '../notifications/service';
import { premiumRoutes } from './routes';
import { createPremiumService, type PremiumDeps, type PremiumService } from './service';

export interface PremiumFeatureDeps extends Omit<PremiumDeps, 'sendMessage' | 'notify' | 'log'> {
  chat: Pick<MessagesService, 'sendBetween'>;
  notifications: Pick<NotificationsService, 'create'>;
}

export async function registerPremium(app: FastifyInstance, deps: PremiumFeatureDeps): Promise<PremiumService> {
  const service = createPremiumService({
    ...deps,
    sendMessage: async (input) => {
      await deps.chat.sendBetween(input);
    },
    notify: async (input) => {
      await deps.notifications.create({ ...input, type: 'MESSAGE' });
    },
    log: app.log,
  });
  await app.register(premiumRoutes, { service });
  return service;
}
