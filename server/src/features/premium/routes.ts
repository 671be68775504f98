// Premium routes: the applicant's GET and POST /api/users/premium-application-status
// (SPEC section 7), and the console's list and decision (admins only, checked
// from the token: 401 visitors, 403 members).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PREMIUM_APPLICATION_STATUSES } from '@marketplace/shared-api/constants';
import { premiumDecisionSchema } from '@marketplace/shared-api/schemas/admin';
import { premiumApplySchema } from '@marketplace/shared-api/schemas/premium';
import { userIdParamsSchema } from '@marketplace/shared-api/schemas/users';
import { callerOf } from '../../plugins/auth';
import { userSummarySchema } from '../users/user-summary';
import type { PremiumService } from './service';

const stateSchema = z.object({ hasApplied: z.boolean(), status: z.enum(PREMIUM_APPLICATION_STATUSES), reason: z.string().nullable() });
const applicationSchema = z.object({
  user: userSummarySchema,
  appliedAt: z.string(),
  status: z.enum(['pending', 'accepted', 'declined', 'paid']),
  reason: z.string().nullable(),
  decidedAt: z.string().nullable(),
});

export const premiumRoutes: FastifyPluginAsyncZod<{ service: PremiumService }> = async (app, { service }) => {
  const signedIn = { onRequest: app.auth.requireUser };
  const adminOnly = { onRequest: app.auth.requireAdmin };

  app.get('/api/users/premium-application-status', { ...signedIn, schema: { response: { 200: stateSchema } } }, async (request) =>
    service.status(callerOf(request)),
  );

  app.post(
    '/api/users/premium-application-status',
    { ...signedIn, schema: { body: premiumApplySchema, response: { 200: stateSchema } } },
    async (request) => service.apply(callerOf(request)),
  );

  app.get(
    '/api/users/admin/premium-applications',
    { ...adminOnly, schema: { response: { 200: z.object({ applications: z.array(applicationSchema) }) } } },
    async () => service.list(),
  );

  app.post(
    '/api/users/admin/premium-applications/:userId',
    { ...adminOnly, schema: { params: userIdParamsSchema, body: premiumDecisionSchema, response: { 200: applicationSchema } } },
    async (request) => service.decide(request.params.userId, request.body, callerOf(request)),
  );
};
