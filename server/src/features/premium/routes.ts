// Premium routes: the applicant's GET and POST /api/users/premium-application-status
// (SPEC section 7), and the console's list and decision (admins only, checked
// from the token: 401 visitors, 403 members).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { premiumDecisionSchema } from '@marketplace/shared-api/schemas/admin';
import { premiumApplySchema } from '@marketplace/shared-api/schemas/premium';
import { premiumApplicationSchema, premiumApplicationsListSchema, premiumApplicationStateSchema } from '@marketplace/shared-api/schemas/premium-responses';
import { userIdParamsSchema } from '@marketplace/shared-api/schemas/users';
import { callerOf } from '../../plugins/auth';
import type { PremiumService } from './service';

export const premiumRoutes: FastifyPluginAsyncZod<{ service: PremiumService }> = async (app, { service }) => {
  const signedIn = { onRequest: app.auth.requireUser };
  const adminOnly = { onRequest: app.auth.requireAdmin };

  app.get('/api/users/premium-application-status', { ...signedIn, schema: { response: { 200: premiumApplicationStateSchema } } }, async (request) =>
    service.status(callerOf(request)),
  );

  app.post(
    '/api/users/premium-application-status',
    { ...signedIn, schema: { body: premiumApplySchema, response: { 200: premiumApplicationStateSchema } } },
    async (request) => service.apply(callerOf(request)),
  );

  app.get(
    '/api/users/admin/premium-applications',
    { ...adminOnly, schema: { response: { 200: premiumApplicationsListSchema } } },
    async () => service.list(),
  );

  app.post(
    '/api/users/admin/premium-applications/:userId',
    { ...adminOnly, schema: { params: userIdParamsSchema, body: premiumDecisionSchema, response: { 200: premiumApplicationSchema } } },
    async (request) => service.decide(request.params.userId, request.body, callerOf(request)),
  );
};
