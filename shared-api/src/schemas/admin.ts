// Validation for the admin console's calls (SPEC section 7, Admin).
import '@marketplace/shared-api/schemas/zod-config';
import { z } from 'zod';
import { ADMIN_USERS_PAGE_MAX, PREMIUM_DECISIONS } from '@marketplace/shared-api/constants';
import { DESCRIPTION_MAX_LENGTH } from '@marketplace/shared-api/schemas/profiles';

export const DECLINE_REASON_REQUIRED = 'A reason is required to decline an application.';
export const REASON_MAX_LENGTH = 500;
export const SEARCH_MAX_LENGTH = 100;

/** DELETE /api/users/admin/{id}, POST /api/users/admin/profile-post/{id} */
export { idParamsSchema as adminIdParamsSchema } from '@marketplace/shared-api/schemas/users';

/** POST /api/users/admin/profile-post/{id}: post the user to the listing. */
export const adminProfilePostSchema = z
  .object({ description: z.string({ error: 'description must be text' }).trim().max(DESCRIPTION_MAX_LENGTH).default('') })
  .strict();
export type AdminProfilePostInput = z.input<typeof adminProfilePostSchema>;

/** POST /api/users/admin/premium-applications/{userId} */
export const premiumDecisionSchema = z
  .object({
    decision: z.enum(PREMIUM_DECISIONS, { error: 'decision must be accept or decline' }),
    reason: z.string().trim().max(REASON_MAX_LENGTH, `reason must be at most ${REASON_MAX_LENGTH} characters`).optional(),
  })
  .strict()
  .superRefine((value, context) => {
    if (value.decision === 'decline' && !value.reason) {
      context.addIssue({ code: 'custom', path: ['reason'], message: DECLINE_REASON_REQUIRED });
    }
  });
export type PremiumDecisionInput = z.input<typeof premiumDecisionSchema>;

/** GET /api/users/admin/audit-log */
export const auditLogQuerySchema = z.object({
  cursor: z.string().trim().max(200, 'cursor is not valid').optional(),
  limit: z.coerce.number({ error: 'limit must be a number' }).int().min(1).max(ADMIN_USERS_PAGE_MAX).default(ADMIN_USERS_PAGE_MAX),
});
export type AuditLogQuery = z.input<typeof auditLogQuerySchema>;
