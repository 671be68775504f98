// What the referral routes answer (their response schemas on the server); the
// types of shared-api/types are inferred from them.
import '@marketplace/shared-api/schemas/zod-config';
import { z } from 'zod';
import { PREMIUM_VALUES, ROLES } from '@marketplace/shared-api/constants';

export const referralEntrySchema = z.object({
  id: z.string(),
  name: z.string(),
  avatar: z.string().nullable(),
  role: z.enum(ROLES),
  premium: z.enum(PREMIUM_VALUES),
  status: z.string(),
  bookingHours: z.number(),
});

export const referralStatsSchema = z.object({ totalReferrals: z.number(), earnings: z.number() });

/** GET /api/referrals/user-referrals. earnings in pesos, summed from the referral ledger. */
export const userReferralsSchema = z.object({
  stats: referralStatsSchema,
  referrals: z.array(referralEntrySchema),
});

/**
 * POST /api/referrals/apply-reward. amount: the pesos this booking credited its referrer
 * (125 per booked hour plus the completion reward), whichever call credited it; applied
 * is false when the booking was already rewarded (then this call credited nothing more).
 */
export const applyRewardResponseSchema = z.object({ success: z.boolean(), applied: z.boolean(), amount: z.number() });
