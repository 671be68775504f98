// Validation for the email calls: a member's choice for one kind, the admin's
// outbox list filters, and an unsubscribe link's token. The screens check with
// these, and the server again.
import '@marketplace/shared-api/schemas/zod-config';
import { z } from 'zod';
import { EMAIL_KINDS, OUTBOX_STATUSES } from '@marketplace/shared-api/constants';

export const emailKindSchema = z.enum(EMAIL_KINDS, { error: 'kind must be one of the email kinds' });

/** PUT /api/email/preferences: one kind on or off. */
export const emailPreferenceInputSchema = z
  .object({
    kind: emailKindSchema,
    enabled: z.boolean({ error: 'enabled must be true or false' }),
  })
  .strict();
export type EmailPreferenceInput = z.input<typeof emailPreferenceInputSchema>;

/** GET /api/admin/outbox?status=&cursor= */
export const outboxQuerySchema = z
  .object({
    status: z.enum(OUTBOX_STATUSES, { error: 'status must be held, pending, sent or failed' }).optional(),
    cursor: z.string().max(200, 'cursor is not valid').optional(),
  })
  .strict();
export type OutboxQuery = z.input<typeof outboxQuerySchema>;

/** GET and POST /api/email/unsubscribe?token=: the signed link of one member and kind. */
export const unsubscribeQuerySchema = z.object({ token: z.string().min(1, 'token is required').max(400, 'token is not valid') }).strict();
