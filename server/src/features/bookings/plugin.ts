// Puts the booking feature together: the service with its reactions wired to
// the real chat, notification and socket services, the socket slot watch, and
// the routes under /api/bookings. app.ts registers this once.
import type { FastifyInstance } from 'fastify';
import { sendMessageBetween } from '../chat/service';
import { createNotification } from '../notifications/service';
import { createCalendarFeeds } from './calendar-feed';
import { bookedSlotsFrom } from './queries';
import { createBookingReactions, type ChatPort, type NotificationPort } from './reactions';
import { bookingRoutes } from './routes';
import { createBookingsService } from './service';
import { registerSlotWatch } from './slot-watch';
import { wallClockAt } from './time-zone';

export interface BookingsPluginOptions {
  /** MARKETPLACE_TIME_ZONE: slot dates and times are wall-clock values there. */
  timeZone: string;
  now?: () => Date;
}

export async function registerBookings(app: FastifyInstance, { timeZone, now = () => new Date() }: BookingsPluginOptions) {
  const { db, realtime } = app;
  const chat: ChatPort = {
    async postMessage({ fromUserId, toUserId, text }) {
      await sendMessageBetween(db, realtime, { senderId: fromUserId, recipientId: toUserId, text });
    },
  };
  const notifications: NotificationPort = {
    async notify(input) {
      await createNotification(db, realtime, input);
    },
  };
  const reactions = createBookingReactions({
    realtime,
    chat,
    notifications,
    bookedSlots: (consultantId) => bookedSlotsFrom(db, consultantId, wallClockAt(now(), timeZone).date),
    log: app.log,
  });
  const service = createBookingsService({ db, timeZone, reactions, now });
  registerSlotWatch(realtime, app.log);
  await app.register(bookingRoutes, { prefix: '/api/bookings', service, feeds: createCalendarFeeds(db), timeZone });
}
