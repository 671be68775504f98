// Referral routes of SPEC section 7 (Referrals).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { applyRewardSchema } from '@marketplace/shared-api/schemas/referrals';
import { applyRewardResponseSchema, userReferralsSchema } from '@marketplace/shared-api/schemas/referrals-responses';
import { callerOf } from '../../plugins/auth';
import type { ReferralsService } from './service';

export const referralRoutes: FastifyPluginAsyncZod<{ service: ReferralsService }> = async (app, { service }) => {
  const signedIn = { onRequest: app.auth.requireUser };

  app.get('/api/referrals/user-referrals', { ...signedIn, schema: { response: { 200: userReferralsSchema } } }, async (request) =>
    service.userReferrals(callerOf(request)),
  );

  app.post(
    '/api/referrals/apply-reward',
    { ...signedIn, schema: { body: applyRewardSchema, response: { 200: applyRewardResponseSchema } } },
    async (request) => service.applyReward(request.body, callerOf(request)),
  );
};
