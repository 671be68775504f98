// The referrals feature: its rewards are the journal's (earnings/journal.ts). Builds the referrals service once
// (the reward rule, the rewards, the stats), registers /api/referrals/*, and
// returns the service: bookings reward the referrer through it when a booking
// is completed, inside the completing transaction, and once that has committed
// ('booking.completed' on the event bus) the referrer is told.
import type { FastifyInstance } from 'fastify';
import type { EventBus } from '../../events';
import type { BookingEvents } from '../bookings/events';
import type { NotificationsService } from '../notifications/service';
import { referralRoutes } from './routes';
import { createReferralsService, type ReferralsDeps, type ReferralsService } from './service';

export interface ReferralsFeatureDeps extends Omit<ReferralsDeps, 'notify' | 'sessions'> {
  notifications: Pick<NotificationsService, 'create'>;
  events: Pick<EventBus<BookingEvents>, 'on'>;
}

export async function registerReferrals(app: FastifyInstance, deps: ReferralsFeatureDeps): Promise<ReferralsService> {
  const service = createReferralsService({
    ...deps,
    sessions: app.sessions,
    notify: async (input) => {
      await deps.notifications.create({ ...input, type: 'REFERRAL' });
    },
  });
  deps.events.on('booking.completed', (completed) => service.tellReferrer(completed));
  await app.register(referralRoutes, { service });
  return service;
}
