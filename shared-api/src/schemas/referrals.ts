// Validation for the referral calls (SPEC section 7, Referrals).
import '@marketplace/shared-api/schemas/zod-config';
import { z } from 'zod';

/**
 * POST /api/referrals/apply-reward. The server computes the reward; amount (pesos)
 * is checked against it and a different figure is refused with 400 on amount.
 */
export const applyRewardSchema = z
  .object({
    referrerId: z.uuid('referrerId must be a valid id'),
    bookingId: z.uuid('bookingId must be a valid id'),
    amount: z.number({ error: 'amount must be a number of pesos' }).min(0, 'amount cannot be below 0').max(1_000_000),
  })
  .strict();
export type ApplyRewardInput = z.input<typeof applyRewardSchema>;
