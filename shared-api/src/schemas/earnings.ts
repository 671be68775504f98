// Validation for the money calls of assistants, clients and admins: the payout
// destination, a withdrawal, a dispute and its resolution, a statement's month
// and a finance period. The screens check with these, and the server again.
import '@marketplace/shared-api/schemas/zod-config';
import { z } from 'zod';
import { DISPUTE_OUTCOMES, DISPUTE_REASONS, PAYOUT_METHODS, PH_MOBILE_PATTERN } from '@marketplace/shared-api/constants';

export const MOBILE_NUMBER_INVALID = 'Enter the wallet’s mobile number as 09XXXXXXXXX (11 digits).';
export const ACCOUNT_NAME_REQUIRED = 'Enter the name on the wallet account.';
export const DISPUTE_TEXT_REQUIRED = 'Say what happened, so an admin can look into it.';
export const DISPUTE_TEXT_MAX_LENGTH = 1000;
export const RESOLUTION_NOTE_REQUIRED = 'Write a note: both parties read it.';
export const REFUND_AMOUNT_REQUIRED = 'Enter the amount to refund, more than ₱0.00 and less than what was paid.';

/** PUT /api/earnings/destination: a new destination needs the password again. */
export const payoutDestinationSchema = z
  .object({
    method: z.enum(PAYOUT_METHODS, { error: 'method must be gcash or maya' }),
    mobileNumber: z
      .string({ error: 'mobileNumber must be text' })
      .trim()
      .transform((value) => value.replace(/[\s-]/g, ''))
      .pipe(z.string().regex(PH_MOBILE_PATTERN, MOBILE_NUMBER_INVALID)),
    accountName: z.string({ error: 'accountName must be text' }).trim().min(1, ACCOUNT_NAME_REQUIRED).max(100, 'accountName must be at most 100 characters'),
    password: z.string({ error: 'password must be text' }).min(1, 'Enter your password to change where you are paid.').max(200),
  })
  .strict();
export type PayoutDestinationInput = z.input<typeof payoutDestinationSchema>;

/** POST /api/earnings/payouts: Withdraw. The key makes a retried request one payout. */
export const withdrawSchema = z
  .object({
    amountCentavos: z.number({ error: 'amountCentavos must be a number' }).int('amountCentavos must be whole centavos').positive('amountCentavos must be more than 0'),
    idempotencyKey: z.string({ error: 'idempotencyKey must be text' }).regex(/^[A-Za-z0-9_-]{8,64}$/, 'idempotencyKey must be 8 to 64 letters, digits, _ or -'),
  })
  .strict();
export type WithdrawInput = z.input<typeof withdrawSchema>;

/** GET /api/earnings/statements/{month} */
export const statementParamsSchema = z.object({ month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'month must be YYYY-MM') }).strict();

/** POST /api/bookings/{id}/disputes: 'Report a problem' on a session that ended. */
export const disputeSchema = z
  .object({
    reason: z.enum(DISPUTE_REASONS, { error: 'reason must be no_show, left_early or other' }),
    text: z.string({ error: 'text must be text' }).trim().min(1, DISPUTE_TEXT_REQUIRED).max(DISPUTE_TEXT_MAX_LENGTH, `text must be at most ${DISPUTE_TEXT_MAX_LENGTH} characters`),
  })
  .strict();
export type DisputeInput = z.input<typeof disputeSchema>;

/** POST /api/admin/disputes/{id}/resolve */
export const resolveDisputeSchema = z
  .object({
    outcome: z.enum(DISPUTE_OUTCOMES, { error: 'outcome must be release, refund_partial or refund_full' }),
    refundCentavos: z.number({ error: 'refundCentavos must be a number' }).int('refundCentavos must be whole centavos').positive(REFUND_AMOUNT_REQUIRED).optional(),
    note: z.string({ error: 'note must be text' }).trim().min(1, RESOLUTION_NOTE_REQUIRED).max(1000, 'note must be at most 1000 characters'),
  })
  .strict()
  .superRefine((value, context) => {
    if (value.outcome === 'refund_partial' && value.refundCentavos === undefined) {
      context.addIssue({ code: 'custom', path: ['refundCentavos'], message: REFUND_AMOUNT_REQUIRED });
    }
  });
export type ResolveDisputeInput = z.input<typeof resolveDisputeSchema>;

/** GET /api/admin/finance?from=&to= (dates, YYYY-MM-DD, in the marketplace's zone; to is included). */
export const financePeriodSchema = z
  .object({
    from: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'from must be YYYY-MM-DD'),
    to: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'to must be YYYY-MM-DD'),
  })
  .strict()
  .refine((value) => value.from <= value.to, { path: ['to'], message: 'to must not be before from' });
