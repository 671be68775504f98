// Validation for premium verification (SPEC section 4, Premium).
import '@marketplace/shared-api/schemas/zod-config';
import { z } from 'zod';
import { accountNumberSchema, paymentMethodSchema } from '@marketplace/shared-api/schemas/payments';

/** POST /api/users/premium-application-status */
export const premiumApplySchema = z
  .object({ hasApplied: z.literal(true, { error: 'hasApplied must be true' }) })
  .strict();
export type PremiumApplyInput = z.input<typeof premiumApplySchema>;

/** POST /api/payments/premium: the 50-peso fee of an accepted application. */
export const premiumPaymentSchema = z
  .object({ method: paymentMethodSchema, accountNumber: accountNumberSchema })
  .strict();
export type PremiumPaymentInput = z.input<typeof premiumPaymentSchema>;
