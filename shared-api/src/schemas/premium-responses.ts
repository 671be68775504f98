// What the premium application routes answer (their response schemas on the
// server); the types of shared-api/types are inferred from them.
import '@marketplace/shared-api/schemas/zod-config';
import { z } from 'zod';
import { PREMIUM_APPLICATION_STATUSES } from '@marketplace/shared-api/constants';
import { userSummarySchema } from '@marketplace/shared-api/schemas/users-responses';

/** GET and POST /api/users/premium-application-status */
export const premiumApplicationStateSchema = z.object({
  hasApplied: z.boolean(),
  status: z.enum(PREMIUM_APPLICATION_STATUSES),
  /** Why an admin declined; null otherwise. */
  reason: z.string().nullable(),
});

/** One application in the admin console (GET /api/users/admin/premium-applications). */
export const premiumApplicationSchema = z.object({
  user: userSummarySchema,
  appliedAt: z.string(),
  status: z.enum(PREMIUM_APPLICATION_STATUSES).exclude(['none']),
  reason: z.string().nullable(),
  decidedAt: z.string().nullable(),
});

export const premiumApplicationsListSchema = z.object({
  /** Pending first (oldest first), then the decided ones, newest decision first. */
  applications: z.array(premiumApplicationSchema),
});
