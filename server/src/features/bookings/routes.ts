// Booking routes of SPEC section 7 under /api/bookings, plus the .ics file of a
// booking, the private calendar feed, and what cancelling a booking now would refund. Every route but the feed needs a
// signed-in user; the service checks that the caller is a party to the booking.
// Static paths (/made, /user, /total-hours, /available, /booked/..., /consultant/...,
// /calendar-feed) never collide with /:id: Fastify's router prefers static segments.
// Calendar files are stamped (DTSTAMP) with the app's clock.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  availableQuerySchema,
  bookingIdParamsSchema,
  bookingsRoleQuerySchema,
  bookingStatusSchema,
  calendarFeedParamsSchema,
  consultantIdParamsSchema,
  createBookingSchema,
  rescheduleSchema,
} from '@marketplace/shared-api/schemas/bookings';
import {
  availableSlotsSchema,
  bookedSlotsSchema,
  bookingConsultantSchema,
  bookingCreatedSchema,
  bookingListSchema,
  bookingSchema,
  bookingTotalsSchema,
  calendarFeedSchema,
  cancellationQuoteSchema,
} from '@marketplace/shared-api/schemas/bookings-responses';
import type { LimitHook } from '../../plugins/limits';
import { callerOf } from '../../plugins/auth';
import { trustedResponse } from '../../plugins/response-serializer';
import { notFound } from '../../http-error';
import type { Clock } from '../../clock';
import { toBooking } from './booking-response';
import type { CalendarFeeds } from './calendar-feed';
import type { CancellationQuotes } from './cancellation-quote';
import { buildCalendar, ICS_CONTENT_TYPE } from './ical';
import type { SeriesCalendar } from './series/series-calendar';
import { BOOKING_CREATED, type BookingsService } from './service';

export interface BookingRoutesOptions {
  service: BookingsService;
  feeds: CalendarFeeds;
  /** Series patterns and occurrences, so a series is written as one recurring event. */
  seriesCalendar: SeriesCalendar;
  clock: Clock;
  timeZone: string;
  /** Per-user limit on booking creation (a preHandler, after the auth hook). */
  creationLimit: LimitHook;
  quote: CancellationQuotes;
}

export const FEED_NOT_FOUND = 'Unknown calendar feed';

export const bookingRoutes: FastifyPluginAsyncZod<BookingRoutesOptions> = async (app, { service, feeds, seriesCalendar, clock, timeZone, creationLimit, quote }) => {
  const signedIn = { onRequest: app.auth.requireUser };

  app.get(
    '/api/bookings/available',
    { ...signedIn, schema: { querystring: availableQuerySchema, response: { 200: availableSlotsSchema } } },
    async (request) => service.available(request.query, callerOf(request)),
  );

  app.get(
    '/api/bookings/booked/:consultantId',
    {
      ...signedIn,
      // Exactly the two selected columns (queries.ts): trusted, see plugins/response-serializer.ts.
      schema: { params: consultantIdParamsSchema, response: { 200: trustedResponse(bookedSlotsSchema) } },
    },
    async (request) => service.bookedSlots(request.params.consultantId),
  );

  app.get(
    '/api/bookings/consultant/:id',
    { ...signedIn, schema: { params: bookingIdParamsSchema, response: { 200: bookingConsultantSchema } } },
    async (request) => service.consultant(request.params.id),
  );

  // SPEC: POST /bookings/create, and POST /bookings as the same call.
  for (const path of ['/api/bookings/create', '/api/bookings']) {
    app.post(path, { ...signedIn, preValidation: creationLimit, schema: { body: createBookingSchema, response: { 201: bookingCreatedSchema } } }, async (request, reply) => {
      const booking = await service.create(request.body, callerOf(request));
      return reply.code(201).send({ success: true as const, message: BOOKING_CREATED, booking });
    });
  }

  app.get('/api/bookings/made', { ...signedIn, schema: { response: { 200: bookingListSchema } } }, async (request) =>
    service.list('client', callerOf(request)),
  );

  app.get(
    '/api/bookings/user',
    { ...signedIn, schema: { querystring: bookingsRoleQuerySchema, response: { 200: bookingListSchema } } },
    async (request) => service.list(request.query.role, callerOf(request)),
  );

  app.get(
    '/api/bookings/total-hours',
    { ...signedIn, schema: { response: { 200: bookingTotalsSchema } } },
    async (request) => service.totals(callerOf(request)),
  );

  const feedUrl = (protocol: string, host: string, token: string) => `${protocol}://${host}/api/bookings/feed/${token}.ics`;

  app.get('/api/bookings/calendar-feed', { ...signedIn, schema: { response: { 200: calendarFeedSchema } } }, async (request) => ({
    url: feedUrl(request.protocol, request.host, await feeds.tokenFor(callerOf(request).userId)),
  }));

  app.post('/api/bookings/calendar-feed', { ...signedIn, schema: { response: { 200: calendarFeedSchema } } }, async (request) => ({
    url: feedUrl(request.protocol, request.host, await feeds.reset(callerOf(request).userId)),
  }));

  // No sign-in: calendar apps cannot send a bearer token; the unguessable token is the key.
  app.get('/api/bookings/feed/:file', { schema: { params: calendarFeedParamsSchema } }, async (request, reply) => {
    const userId = await feeds.ownerOf(request.params.file.replace(/\.ics$/, ''));
    if (!userId) throw notFound(FEED_NOT_FOUND);
    const bookings = (await service.everyBookingOf(userId)).map(toBooking);
    const body = buildCalendar(bookings, {
      timeZone,
      viewerId: userId,
      name: 'Marketplace bookings',
      now: clock.now(),
      seriesPatterns: await seriesCalendar.patterns(bookings.flatMap((booking) => (booking.seriesId ? [booking.seriesId] : []))),
    });
    return reply.header('content-type', ICS_CONTENT_TYPE).header('cache-control', 'private, max-age=300').send(body);
  });

  app.get('/api/bookings/:id', { ...signedIn, schema: { params: bookingIdParamsSchema, response: { 200: bookingSchema } } }, async (request) =>
    service.get(request.params.id, callerOf(request)),
  );

  app.get(
    '/api/bookings/:id/cancellation',
    { ...signedIn, schema: { params: bookingIdParamsSchema, response: { 200: cancellationQuoteSchema } } },
    async (request) => quote(request.params.id, callerOf(request)),
  );

  app.get('/api/bookings/:id/calendar.ics', { ...signedIn, schema: { params: bookingIdParamsSchema } }, async (request, reply) => {
    const caller = callerOf(request);
    const booking = toBooking(await service.bookingForCalendar(request.params.id, caller));
    // An occurrence's file carries its whole series as one recurring event.
    const body = booking.seriesId
      ? buildCalendar(await seriesCalendar.occurrences(booking.seriesId), {
          timeZone,
          viewerId: caller.userId,
          now: clock.now(),
          seriesPatterns: await seriesCalendar.patterns([booking.seriesId]),
        })
      : buildCalendar([booking], { timeZone, viewerId: caller.userId, now: clock.now() });
    return reply
      .header('content-type', ICS_CONTENT_TYPE)
      .header('content-disposition', `attachment; filename="booking-${booking.reference}.ics"`)
      .header('cache-control', 'no-store')
      .send(body);
  });

  app.put(
    '/api/bookings/:id/status',
    { ...signedIn, schema: { params: bookingIdParamsSchema, body: bookingStatusSchema, response: { 200: bookingSchema } } },
    async (request) => service.updateStatus(request.params.id, request.body.status, callerOf(request)),
  );

  app.put(
    '/api/bookings/:id/reschedule',
    { ...signedIn, schema: { params: bookingIdParamsSchema, body: rescheduleSchema, response: { 200: bookingSchema } } },
    async (request) => service.reschedule(request.params.id, request.body, callerOf(request)),
  );
};
