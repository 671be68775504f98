// What the admin console's routes answer (their response schemas on the
// server); the types of shared-api/types are inferred from them.
import '@marketplace/shared-api/schemas/zod-config';
import { z } from 'zod';
import { AUDIT_ACTIONS } from '@marketplace/shared-api/constants';
import { bookingSchema } from '@marketplace/shared-api/schemas/bookings-responses';
import { recurringSeriesSchema } from '@marketplace/shared-api/schemas/series-responses';
import { userSummarySchema } from '@marketplace/shared-api/schemas/users-responses';

/**
 * One user's bookings as an admin sees them (GET /api/users/admin/{id}/bookings):
 * single bookings on either side, newest first, and the series on either side with
 * their occurrences; an occurrence is only ever in its series, never in `bookings`.
 */
export const adminUserBookingsSchema = z.object({
  bookings: z.array(bookingSchema),
  series: z.array(recurringSeriesSchema),
});

/** One admin write, as the console's audit log shows it. */
export const auditLogEntrySchema = z.object({
  id: z.string(),
  at: z.string(),
  /** The admin who made the write; null once their account is deleted. */
  actor: userSummarySchema.nullable(),
  /** Who made the write when it was not an admin: a release token's name. */
  actorLabel: z.string().nullable(),
  action: z.enum(AUDIT_ACTIONS),
  /** 'user', 'post', 'premium-application', 'review' or 'release'. */
  targetType: z.string(),
  targetId: z.string(),
  /**
   * The person the write concerned: the user edited or deleted, the applicant,
   * the post's owner, the review's author. Null for a release, and once that
   * account is deleted.
   */
  targetUser: userSummarySchema.nullable(),
  /** Field by field, what the write changed; null when nothing field-like changed (a delete). */
  changes: z.record(z.string(), z.object({ from: z.unknown(), to: z.unknown() })).nullable(),
  reason: z.string().nullable(),
});

export const auditLogPageSchema = z.object({
  entries: z.array(auditLogEntrySchema),
  nextCursor: z.string().nullable(),
});
