// Availability routes: an assistant's own settings under
// /api/availability (Assistants only), and the public view of anyone's rules a
// client's booking screens judge days and slots with. A save that would put new
// days off over bookings answers 409 with those bookings unless confirm is sent.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { availabilityUpdateSchema } from '@marketplace/shared-api/schemas/availability';
import { availabilitySettingsSchema, availabilityViewSchema, dayOffConflictSchema } from '@marketplace/shared-api/schemas/availability-responses';
import { consultantIdParamsSchema } from '@marketplace/shared-api/schemas/bookings';
import { callerOf } from '../../plugins/auth';
import type { AvailabilityService } from './service';

export const availabilityRoutes: FastifyPluginAsyncZod<{ service: AvailabilityService }> = async (app, { service }) => {
  const signedIn = { onRequest: app.auth.requireUser };

  app.get('/api/availability', { ...signedIn, schema: { response: { 200: availabilitySettingsSchema } } }, async (request) =>
    service.settings(callerOf(request)),
  );

  app.put(
    '/api/availability',
    { ...signedIn, schema: { body: availabilityUpdateSchema, response: { 200: availabilitySettingsSchema, 409: dayOffConflictSchema } } },
    async (request) => service.save(callerOf(request), request.body),
  );

  app.post('/api/availability/calendar/refresh', { ...signedIn, schema: { response: { 200: availabilitySettingsSchema } } }, async (request) =>
    service.refreshCalendar(callerOf(request)),
  );

  app.get(
    '/api/bookings/availability/:consultantId',
    { ...signedIn, schema: { params: consultantIdParamsSchema, response: { 200: availabilityViewSchema } } },
    async (request) => service.view(request.params.consultantId),
  );
};
