// Availability routes: an assistant's own settings under
// /api/availability (Assistants only), and the public view of anyone's rules a
// client's booking screens judge days and slots with. A save that would put new
// days off over bookings answers 409 with those bookings unless confirm is sent.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AvailabilityRules } from '@marketplace/shared-api/availability/rules';
import type { AvailabilitySettings, AvailabilityView, DayOffConflictBody } from '@marketplace/shared-api/availability/types';
import { availabilityUpdateSchema } from '@marketplace/shared-api/schemas/availability';
import { consultantIdParamsSchema, slotTimeSchema } from '@marketplace/shared-api/schemas/bookings';
import { callerOf } from '../../plugins/auth';
import type { AvailabilityService } from './service';

// The week as the rules hold it: Monday first, each day its slot start times.
const slots = z.array(slotTimeSchema);
const rulesResponse = z.object({
  weekly: z.array(slots),
  daysOff: z.array(z.object({ from: z.string(), to: z.string(), note: z.string().nullable().optional() })),
  noticeHours: z.number(),
  horizonMonths: z.number(),
  maxPerDay: z.number().nullable(),
  maxPerWeek: z.number().nullable(),
}) satisfies z.ZodType<AvailabilityRules>;
const settingsResponse = z.object({
  rules: rulesResponse,
  calendar: z.object({
    url: z.string().nullable(),
    readAt: z.string().nullable(),
    eventsFound: z.number().nullable(),
    error: z.string().nullable(),
    errorAt: z.string().nullable(),
  }),
}) satisfies z.ZodType<AvailabilitySettings>;
const viewResponse = z.object({
  name: z.string(),
  rules: rulesResponse,
  busy: z.array(z.object({ start: z.string(), end: z.string() })),
  sessions: z.array(z.object({ date: z.string(), count: z.number() })),
}) satisfies z.ZodType<AvailabilityView>;
const conflictResponse = z.object({
  message: z.string(),
  field: z.literal('daysOff'),
  bookings: z.array(
    z.object({ id: z.string(), reference: z.string(), date: z.string(), startTime: z.string(), duration: z.number(), clientName: z.string() }),
  ),
}) satisfies z.ZodType<DayOffConflictBody>;

export const availabilityRoutes: FastifyPluginAsyncZod<{ service: AvailabilityService }> = async (app, { service }) => {
  const signedIn = { onRequest: app.auth.requireUser };

  app.get('/api/availability', { ...signedIn, schema: { response: { 200: settingsResponse } } }, async (request) =>
    service.settings(callerOf(request)),
  );

  app.put(
    '/api/availability',
    { ...signedIn, schema: { body: availabilityUpdateSchema, response: { 200: settingsResponse, 409: conflictResponse } } },
    async (request) => service.save(callerOf(request), request.body),
  );

  app.post('/api/availability/calendar/refresh', { ...signedIn, schema: { response: { 200: settingsResponse } } }, async (request) =>
    service.refreshCalendar(callerOf(request)),
  );

  app.get(
    '/api/bookings/availability/:consultantId',
    { ...signedIn, schema: { params: consultantIdParamsSchema, response: { 200: viewResponse } } },
    async (request) => service.view(request.params.consultantId),
  );
};
