// The answers of the email routes (shared-api/types), as zod schemas: the routes'
// response schemas, so an accidental extra column is stripped, not leaked.
import { z } from 'zod';
import { EMAIL_KINDS, OUTBOX_STATUSES } from '@marketplace/shared-api/constants';
import type { EmailPreference, OutboxMail, OutboxPage } from '@marketplace/shared-api/types';

export const emailPreferencesSchema = z.array(
  z.object({ kind: z.enum(EMAIL_KINDS), label: z.string(), enabled: z.boolean(), alwaysOn: z.boolean() }) satisfies z.ZodType<EmailPreference>,
);

const summary = z.object({
  id: z.string(),
  kind: z.enum(EMAIL_KINDS),
  recipientEmail: z.string(),
  recipientName: z.string(),
  subject: z.string(),
  status: z.enum(OUTBOX_STATUSES),
  attempts: z.number().int(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  nextAttemptAt: z.string().nullable(),
  lastError: z.string().nullable(),
});

export const outboxPageSchema = z.object({ mails: z.array(summary), nextCursor: z.string().nullable() }) satisfies z.ZodType<OutboxPage>;

export const outboxMailSchema = summary.extend({
  text: z.string(),
  html: z.string(),
  linkUrl: z.string(),
  unsubscribeUrl: z.string().nullable(),
  attemptLog: z.array(z.object({ at: z.string(), outcome: z.enum(['sent', 'refused']), detail: z.string() })),
}) satisfies z.ZodType<OutboxMail>;
