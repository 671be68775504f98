// The booking feature: builds the bookings service once, with its reactions
// wired to the chat and notification services it is given (through the small
// ports of reactions.ts), the socket slot watch, the payment hold sweep, and
// the routes under /api/bookings, and its mails (mails/: written through the email
// feature's outbox in the transaction of each change, and the session reminders'
// sweep). It returns the payment port (payment-port.ts),
// through which the payments feature changes bookings and hears of their
// cancellations.
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import type { EventBus } from '../../events';
import { HOUR_MS, MINUTE_MS, rateLimitHook } from '../../plugins/limits';
import type { RealtimeService } from '../../plugins/realtime';
import { consultantSlotsRoom, SOCKET_EVENTS } from '@marketplace/shared-api/socket/events';
import type { AdminUserBookings } from '@marketplace/shared-api/types';
import type { MessagesService } from '../chat/messages-service';
import type { NotificationsService } from '../notifications/service';
import { createBookingAccountPort, type BookingAccountPort } from './account-deletion';
import { createAdminBookingsOf } from './admin-view';
import { createCalendarFeeds } from './calendar-feed';
import { createCancelHooks } from './cancellation';
import { createSessionMoveHooks, type SessionMoveHook } from './session-moves';
import type { Outbox } from '../email/outbox';
import { registerHoldSweep } from './hold-sweep';
import { createBookingMails } from './mails/booking-mails';
import { createReminders, REMINDER_SWEEP } from './mails/reminders';
import { registerUnacceptedSweep } from './unaccepted-sweep';
import { createBookingPaymentPort, type BookingPaymentPort } from './payment-port';
import { createBookingReactions, type NotificationPort } from './reactions';
import { createBookedSlotsCache } from './booked-slots-cache';
import { bookedSlotsFrom } from './queries';
import { instantOf } from '@marketplace/shared-api/availability/rules';
import { bookingRoutes } from './routes';
import type { BookingEvents, ReferralRewards } from './events';
import { createBookingsService } from './service';
import type { CancelPolicy } from './cancellation-policy';
import { createCancellationQuotes } from './cancellation-quote';
import { createBookingDisputePort, type BookingDisputePort } from './dispute-port';
import { registerSlotWatch } from './slot-watch';
import { createAvailabilityGuard } from '../availability/guard';
import { readersSessionWhen } from './session-time';
import { createSeriesCalendar } from './series/series-calendar';
import { createSeriesNews } from './series/series-news';
import { seriesRoutes } from './series/series-routes';
import { carriesReview } from './series/series-reviews';
import { createSeriesService } from './series/series-service';

export interface BookingsDeps {
  db: Database;
  clock: Clock;
  /** MARKETPLACE_TIME_ZONE: slot dates and times are wall-clock values there. */
  timeZone: string;
  realtime: Pick<RealtimeService, 'emitToUser' | 'emitToRoomHere' | 'watchedHere' | 'onConnection' | 'slotChanges'>;
  chat: Pick<MessagesService, 'sendBetween'>;
  notifications: Pick<NotificationsService, 'create' | 'createAll'>;
  /** How long a new priced booking holds its slots while its client pays (PAYMENT_HOLD_MINUTES). */
  holdMs: number;
  /** The referrer's reward, inside the completing transaction. */
  referrals: ReferralRewards;
  /** Facts told after the commit (events.ts): a completed session, to whoever listens. */
  events: Pick<EventBus<BookingEvents>, 'emit'>;
  /** PLATFORM_FEE_PERCENT */
  platformFeePercent: number;
  /** LATE_CANCEL_HOURS and LATE_CANCEL_PAY_PERCENT: what a cancellation gives back. */
  cancelPolicy: CancelPolicy;
  /** Where the mails of each change are written, in its transaction (mails/booking-mails.ts; its cancel hook mails every cancellation). */
  outbox: Pick<Outbox, 'write' | 'recipients' | 'writeAll'>;
}

/** What bookings give other features: the payments port, the account deletion port, and the completion reward hook. */
export interface BookingsFeature {
  payments: BookingPaymentPort;
  accounts: BookingAccountPort;
  disputes: BookingDisputePort;
  /** Tells an assistant's open pickers that what they offer changed (their rules or busy times): the live slot event. */
  slotsChanged(consultantId: string): Promise<void>;
  /** Runs hook inside every reschedule's transaction, with the booking at its new date and time. */
  onSessionMoved(hook: SessionMoveHook): void;
  /** The admin console's view of a user's single bookings and series; null for an unknown user. */
  adminBookingsOf(userId: string): Promise<AdminUserBookings | null>;
}

export async function registerBookings(app: FastifyInstance, deps: BookingsDeps): Promise<BookingsFeature> {
  const { db, clock, timeZone, realtime, chat, notifications } = deps;
  const heldSlots = createBookedSlotsCache({
    clock,
    timeZone,
    readFrom: (consultantId, fromDate) => bookedSlotsFrom(db, consultantId, fromDate),
    fanOut: realtime.slotChanges,
    onChangedElsewhere: (consultantId) => {
      tellWatchersHere(consultantId).catch((error: unknown) => app.log.error({ err: error, consultantId }, 'telling slot watchers failed'));
    },
  });
  // Each process tells the open pickers of its own sockets, and reads the holds only when one
  // watches: in a rush most consultants have no picker open anywhere.
  async function tellWatchersHere(consultantId: string): Promise<void> {
    const room = consultantSlotsRoom(consultantId);
    if (!realtime.watchedHere(room)) return;
    const booked = await heldSlots.read(consultantId);
    realtime.emitToRoomHere(room, SOCKET_EVENTS.slotsChanged, { consultantId, booked });
  }
  /** After a committed change to a consultant's holds: what is kept of them is dropped, here and in the other processes, and every open picker gets them again. */
  async function slotsChanged(consultantId: string): Promise<void> {
    heldSlots.changed(consultantId);
    await tellWatchersHere(consultantId);
  }
  const notificationPort: NotificationPort = { notifyAll: async (inputs) => void (await notifications.createAll(inputs)) };
  const reactions = createBookingReactions({
    realtime,
    chat: {
      async postMessage({ fromUserId, toUserId, text }) {
        await chat.sendBetween({ senderId: fromUserId, recipientId: toUserId, text });
      },
    },
    notifications: notificationPort,
    slotsChanged,
    events: deps.events,
    sessionWhenFor: (userIds, known) => readersSessionWhen(db, { userIds, timeZone, known }),
    invitesReview: (booking) => carriesReview(db, booking),
    sessionAhead: ({ date, startTime }) => instantOf(date, startTime, timeZone).getTime() > clock.now().getTime(),
    log: app.log,
  });
  const mails = createBookingMails({ outbox: deps.outbox, timeZone });
  const cancelHooks = createCancelHooks(app.log, { policy: deps.cancelPolicy, timeZone });
  cancelHooks.add(mails.cancelHook);
  const sessionMoves = createSessionMoveHooks();
  const { limits } = app;
  const openRequestCaps = { perConsultant: limits.openRequestsPerConsultant, overall: limits.openRequestsPerClient };
  const holdAbuse = {
    lapsedBeforeCoolOff: limits.lapsedHoldsBeforeCoolOff,
    coolOffMs: limits.holdCoolOffHours * HOUR_MS,
    perConsultant: limits.unpaidHoldsPerConsultant,
    perClientPerConsultant: limits.unpaidHoldsPerClientPerConsultant,
    holdMs: deps.holdMs,
  };
  const service = createBookingsService({
    ...deps,
    mails,
    availability: createAvailabilityGuard({ db, timeZone }),
    heldSlots,
    reactions,
    cancelHooks,
    sessionMoves,
    openRequestCaps,
    holdAbuse,
  });
  const series = createSeriesService({
    db,
    clock,
    timeZone,
    holdMs: deps.holdMs,
    platformFeePercent: deps.platformFeePercent,
    openRequestCaps,
    holdAbuse,
    cancelHooks,
    sessionMoves,
    mails: mails.series,
    news: createSeriesNews({
      realtime,
      notifications: notificationPort,
      slotsChanged,
      log: app.log,
    }),
  });
  registerSlotWatch(realtime, app.log);
  registerHoldSweep(app.sweeps, { db, cancelHooks, seriesMails: mails.series, publish: service.publish, seriesLapsed: (seriesId, bookingIds) => series.toldLapsed(seriesId, bookingIds) });
  registerUnacceptedSweep(app.sweeps, { db, timeZone, cancelHooks, publish: service.publish });
  const reminders = createReminders({ db, outbox: deps.outbox, timeZone });
  app.sweeps.register(REMINDER_SWEEP, async ({ now }) => {
    await reminders.run(now);
  });
  const creationLimit = rateLimitHook(app, { name: 'bookings-per-user', max: limits.bookingsPerUserPerMinute, windowMs: MINUTE_MS });
  await app.register(seriesRoutes, { service: series, creationLimit });
  await app.register(bookingRoutes, {
    service,
    feeds: createCalendarFeeds({ db, clock }),
    seriesCalendar: createSeriesCalendar(db),
    clock,
    timeZone,
    creationLimit,
    quote: createCancellationQuotes({ db, clock, cancelHooks }),
  });
  return {
    onSessionMoved: (hook) => sessionMoves.add(hook),
    adminBookingsOf: createAdminBookingsOf(db, series),
    slotsChanged,
    payments: createBookingPaymentPort({ timeZone, cancelHooks, mails, seriesMails: mails.series, publish: service.publish }),
    disputes: createBookingDisputePort({ timeZone }),
    accounts: createBookingAccountPort({
      cancelHooks,
      notify: async ({ userId, bookingId, title, content }) => {
        await notifications.create({ userId, type: 'BOOKING', title, content, entityId: bookingId });
      },
      slotsChanged,
      log: app.log,
    }),
  };
}
