// What the email routes answer (their response schemas on the server, so an
// accidental extra column is stripped, not leaked); the types of
// shared-api/types are inferred from them.
import '@marketplace/shared-api/schemas/zod-config';
import { z } from 'zod';
import { EMAIL_KINDS, OUTBOX_STATUSES } from '@marketplace/shared-api/constants';

/** One kind of email and whether the caller receives it (GET /api/email/preferences). */
export const emailPreferenceSchema = z.object({
  kind: z.enum(EMAIL_KINDS),
  label: z.string(),
  enabled: z.boolean(),
  /** A security kind: always sent, not a choice. */
  alwaysOn: z.boolean(),
});

export const emailPreferencesSchema = z.array(emailPreferenceSchema);

/** A mail in the outbox, as the admin's list shows it (GET /api/admin/outbox). */
export const outboxMailSummarySchema = z.object({
  id: z.string(),
  kind: z.enum(EMAIL_KINDS),
  /** The address it goes to, and the member's name then. */
  recipientEmail: z.string(),
  recipientName: z.string(),
  subject: z.string(),
  status: z.enum(OUTBOX_STATUSES),
  /** Delivery attempts made so far. */
  attempts: z.number().int(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  /** When a pending mail is tried (again). */
  nextAttemptAt: z.string().nullable(),
  lastError: z.string().nullable(),
});

export const outboxPageSchema = z.object({ mails: z.array(outboxMailSummarySchema), nextCursor: z.string().nullable() });

/** One mail whole (GET /api/admin/outbox/{id}): both parts as sent, and every attempt. */
export const outboxMailSchema = outboxMailSummarySchema.extend({
  text: z.string(),
  html: z.string(),
  /** The page the mail is about. */
  linkUrl: z.string(),
  /** Its one-click unsubscribe link; null for a security mail. */
  unsubscribeUrl: z.string().nullable(),
  attemptLog: z.array(z.object({ at: z.string(), outcome: z.enum(['sent', 'refused']), detail: z.string() })),
});
