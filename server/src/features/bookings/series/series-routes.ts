// Recurring series routes under /api/bookings/series. Every route needs a
// signed-in user; the service checks the caller is a party (404 otherwise) and which
// party may do what. Static segments (/judge) win over /:id in Fastify's router.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bookingsRoleQuerySchema } from '@marketplace/shared-api/schemas/bookings';
import { cancelFollowingSchema, changeSeriesSchema, createSeriesSchema, extendSeriesSchema, judgeSeriesChangeSchema, judgeSeriesSchema, seriesIdParamsSchema, seriesQuoteQuerySchema, seriesStatusSchema } from '@marketplace/shared-api/schemas/series';
import type { SeriesCancellationQuote, SeriesChangeJudgement, SeriesJudgement } from '@marketplace/shared-api/types';
import { callerOf } from '../../../plugins/auth';
import type { LimitHook } from '../../../plugins/limits';
import { seriesResponseSchema } from './series-response';
import { SERIES_CREATED, type SeriesService } from './series-service';

export interface SeriesRoutesOptions {
  service: SeriesService;
  /** The per-user limit on booking creation: a series is one request. */
  creationLimit: LimitHook;
}

const judgedOccurrenceSchema = z.object({
  seriesDate: z.string(),
  date: z.string(),
  startTime: z.string(),
  refusal: z.string().nullable(),
  field: z.enum(['date', 'startTime']).nullable(),
});

const judgementSchema = z.object({
  occurrences: z.array(judgedOccurrenceSchema),
  pricePerOccurrence: z.number(),
  total: z.number(),
}) satisfies z.ZodType<SeriesJudgement>;

const changeJudgementSchema = z.object({
  occurrences: z.array(judgedOccurrenceSchema.extend({ bookingId: z.string(), previousDate: z.string(), previousStartTime: z.string() })),
}) satisfies z.ZodType<SeriesChangeJudgement>;

const quoteSchema = z.object({
  occurrences: z.array(
    z.object({
      bookingId: z.string(),
      date: z.string(),
      startTime: z.string(),
      quote: z.object({
        paid: z.boolean(),
        refundCentavos: z.number().int(),
        assistantReceivesCentavos: z.number().int(),
        late: z.boolean(),
        lateCancelHours: z.number().int(),
        lateCancelPayPercent: z.number().int(),
      }),
    }),
  ),
  refundCentavos: z.number().int(),
}) satisfies z.ZodType<SeriesCancellationQuote>;

const createdSchema = z.object({ success: z.literal(true), message: z.string(), series: seriesResponseSchema });

export const seriesRoutes: FastifyPluginAsyncZod<SeriesRoutesOptions> = async (app, { service, creationLimit }) => {
  const signedIn = { onRequest: app.auth.requireUser };

  app.post('/api/bookings/series/judge', { ...signedIn, schema: { body: judgeSeriesSchema, response: { 200: judgementSchema } } }, async (request) =>
    service.judge(request.body, callerOf(request)),
  );

  app.post(
    '/api/bookings/series',
    { ...signedIn, preValidation: creationLimit, schema: { body: createSeriesSchema, response: { 201: createdSchema } } },
    async (request, reply) => {
      const series = await service.create(request.body, callerOf(request));
      return reply.code(201).send({ success: true as const, message: SERIES_CREATED, series });
    },
  );

  app.get(
    '/api/bookings/series',
    { ...signedIn, schema: { querystring: bookingsRoleQuerySchema, response: { 200: z.array(seriesResponseSchema) } } },
    async (request) => service.list(request.query.role, callerOf(request)),
  );

  app.get('/api/bookings/series/:id', { ...signedIn, schema: { params: seriesIdParamsSchema, response: { 200: seriesResponseSchema } } }, async (request) =>
    service.get(request.params.id, callerOf(request)),
  );

  app.put(
    '/api/bookings/series/:id/status',
    { ...signedIn, schema: { params: seriesIdParamsSchema, body: seriesStatusSchema, response: { 200: seriesResponseSchema } } },
    async (request) => service.answer(request.params.id, request.body, callerOf(request)),
  );

  app.get(
    '/api/bookings/series/:id/cancellation',
    { ...signedIn, schema: { params: seriesIdParamsSchema, querystring: seriesQuoteQuerySchema, response: { 200: quoteSchema } } },
    async (request) => service.quote(request.params.id, request.query.from, callerOf(request)),
  );

  // The client's alone (403 for its assistant, 404 for anyone else); a series is one request, so the creation limit applies.
  app.post(
    '/api/bookings/series/:id/extend',
    { ...signedIn, preValidation: creationLimit, schema: { params: seriesIdParamsSchema, body: extendSeriesSchema, response: { 200: seriesResponseSchema } } },
    async (request) => service.extend(request.params.id, request.body, callerOf(request)),
  );

  // The client's alone, like extending. Judging holds nothing; the change moves each occurrence as a reschedule would.
  app.post(
    '/api/bookings/series/:id/change/judge',
    { ...signedIn, schema: { params: seriesIdParamsSchema, body: judgeSeriesChangeSchema, response: { 200: changeJudgementSchema } } },
    async (request) => service.judgeChange(request.params.id, request.body, callerOf(request)),
  );

  app.post(
    '/api/bookings/series/:id/change',
    { ...signedIn, schema: { params: seriesIdParamsSchema, body: changeSeriesSchema, response: { 200: seriesResponseSchema } } },
    async (request) => service.change(request.params.id, request.body, callerOf(request)),
  );

  app.post(
    '/api/bookings/series/:id/cancel',
    { ...signedIn, schema: { params: seriesIdParamsSchema, body: cancelFollowingSchema, response: { 200: seriesResponseSchema } } },
    async (request) => service.cancelFollowing(request.params.id, request.body.fromBookingId, callerOf(request)),
  );
};
