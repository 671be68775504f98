// Recurring series routes under /api/bookings/series. Every route needs a
// signed-in user; the service checks the caller is a party (404 otherwise) and which
// party may do what. Static segments (/judge) win over /:id in Fastify's router.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bookingsRoleQuerySchema } from '@marketplace/shared-api/schemas/bookings';
import { cancelFollowingSchema, changeSeriesSchema, createSeriesSchema, extendSeriesSchema, judgeSeriesChangeSchema, judgeSeriesSchema, seriesIdParamsSchema, seriesQuoteQuerySchema, seriesStatusSchema } from '@marketplace/shared-api/schemas/series';
import { recurringSeriesSchema, seriesCancellationQuoteSchema, seriesChangeJudgementSchema, seriesCreatedSchema, seriesJudgementSchema, seriesListSchema } from '@marketplace/shared-api/schemas/series-responses';
import { callerOf } from '../../../plugins/auth';
import type { LimitHook } from '../../../plugins/limits';
import { SERIES_CREATED, type SeriesService } from './series-service';

export interface SeriesRoutesOptions {
  service: SeriesService;
  /** The per-user limit on booking creation: a series is one request. */
  creationLimit: LimitHook;
}

export const seriesRoutes: FastifyPluginAsyncZod<SeriesRoutesOptions> = async (app, { service, creationLimit }) => {
  const signedIn = { onRequest: app.auth.requireUser };

  app.post('/api/bookings/series/judge', { ...signedIn, schema: { body: judgeSeriesSchema, response: { 200: seriesJudgementSchema } } }, async (request) =>
    service.judge(request.body, callerOf(request)),
  );

  app.post(
    '/api/bookings/series',
    { ...signedIn, preValidation: creationLimit, schema: { body: createSeriesSchema, response: { 201: seriesCreatedSchema } } },
    async (request, reply) => {
      const series = await service.create(request.body, callerOf(request));
      return reply.code(201).send({ success: true as const, message: SERIES_CREATED, series });
    },
  );

  app.get(
    '/api/bookings/series',
    { ...signedIn, schema: { querystring: bookingsRoleQuerySchema, response: { 200: seriesListSchema } } },
    async (request) => service.list(request.query.role, callerOf(request)),
  );

  app.get('/api/bookings/series/:id', { ...signedIn, schema: { params: seriesIdParamsSchema, response: { 200: recurringSeriesSchema } } }, async (request) =>
    service.get(request.params.id, callerOf(request)),
  );

  app.put(
    '/api/bookings/series/:id/status',
    { ...signedIn, schema: { params: seriesIdParamsSchema, body: seriesStatusSchema, response: { 200: recurringSeriesSchema } } },
    async (request) => service.answer(request.params.id, request.body, callerOf(request)),
  );

  app.get(
    '/api/bookings/series/:id/cancellation',
    { ...signedIn, schema: { params: seriesIdParamsSchema, querystring: seriesQuoteQuerySchema, response: { 200: seriesCancellationQuoteSchema } } },
    async (request) => service.quote(request.params.id, request.query.from, callerOf(request)),
  );

  // The client's alone (403 for its assistant, 404 for anyone else); a series is one request, so the creation limit applies.
  app.post(
    '/api/bookings/series/:id/extend',
    { ...signedIn, preValidation: creationLimit, schema: { params: seriesIdParamsSchema, body: extendSeriesSchema, response: { 200: recurringSeriesSchema } } },
    async (request) => service.extend(request.params.id, request.body, callerOf(request)),
  );

  // The client's alone, like extending. Judging holds nothing; the change moves each occurrence as a reschedule would.
  app.post(
    '/api/bookings/series/:id/change/judge',
    { ...signedIn, schema: { params: seriesIdParamsSchema, body: judgeSeriesChangeSchema, response: { 200: seriesChangeJudgementSchema } } },
    async (request) => service.judgeChange(request.params.id, request.body, callerOf(request)),
  );

  app.post(
    '/api/bookings/series/:id/change',
    { ...signedIn, schema: { params: seriesIdParamsSchema, body: changeSeriesSchema, response: { 200: recurringSeriesSchema } } },
    async (request) => service.change(request.params.id, request.body, callerOf(request)),
  );

  app.post(
    '/api/bookings/series/:id/cancel',
    { ...signedIn, schema: { params: seriesIdParamsSchema, body: cancelFollowingSchema, response: { 200: recurringSeriesSchema } } },
    async (request) => service.cancelFollowing(request.params.id, request.body.fromBookingId, callerOf(request)),
  );
};
