// Referral routes of SPEC section 7 (Referrals).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PREMIUM_VALUES, ROLES } from '@marketplace/shared-api/constants';
import { applyRewardSchema } from '@marketplace/shared-api/schemas/referrals';
import { callerOf } from '../../plugins/auth';
import type { ReferralsService } from './service';

const userReferralsSchema = z.object({
  stats: z.object({ totalReferrals: z.number(), earnings: z.number() }),
  referrals: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      avatar: z.string().nullable(),
      role: z.enum(ROLES),
      premium: z.enum(PREMIUM_VALUES),
      status: z.string(),
      bookingHours: z.number(),
    }),
  ),
});
const applyRewardResponseSchema = z.object({ success: z.boolean(), applied: z.boolean(), amount: z.number() });

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
