// The answers of the money routes (shared-api/types), as zod schemas: the routes'
// response schemas, so an accidental extra column is stripped, not leaked.
import { z } from 'zod';
import { DISPUTE_OUTCOMES, DISPUTE_REASONS, DISPUTE_STATUSES, EARNING_STATES, PAYOUT_METHODS, PAYOUT_STATUSES } from '@marketplace/shared-api/constants';
import type { Dispute, EarningsOverview, EarningsStatement, FinanceReport, Payout, PayoutDestination, Receipt } from '@marketplace/shared-api/types';

const centavos = z.number().int();
const balancesSchema = z.object({
  upcomingCentavos: centavos,
  inReviewCentavos: centavos,
  availableCentavos: centavos,
  pendingPayoutCentavos: centavos,
  paidOutCentavos: centavos,
});

export const payoutSchema = z.object({
  id: z.string(),
  amountCentavos: centavos,
  status: z.enum(PAYOUT_STATUSES),
  method: z.enum(PAYOUT_METHODS),
  mobileNumberMasked: z.string(),
  requestedAt: z.string(),
  settledAt: z.string().nullable(),
  failureReason: z.string().nullable(),
  trigger: z.enum(['request', 'weekly']),
}) satisfies z.ZodType<Payout>;

export const payoutDestinationResponseSchema = z.object({
  method: z.enum(PAYOUT_METHODS),
  mobileNumber: z.string(),
  accountName: z.string(),
  updatedAt: z.string(),
}) satisfies z.ZodType<PayoutDestination>;

export const earningsOverviewSchema = z.object({
  balances: balancesSchema,
  entries: z.array(
    z.object({
      id: z.string(),
      kind: z.enum(['booking', 'referral']),
      bookingId: z.string().nullable(),
      bookingReference: z.string().nullable(),
      date: z.string(),
      counterpartName: z.string(),
      grossCentavos: centavos,
      feeCentavos: centavos,
      netCentavos: centavos,
      refundedCentavos: centavos,
      state: z.enum(EARNING_STATES),
      availableAt: z.string().nullable(),
      disputed: z.boolean(),
    }),
  ),
  payouts: z.array(payoutSchema),
  destination: payoutDestinationResponseSchema.nullable(),
  payoutMinimumCentavos: centavos,
  platformFeePercent: z.number(),
  disputeWindowHours: z.number(),
}) satisfies z.ZodType<EarningsOverview>;

export const statementSchema = z.object({
  month: z.string(),
  name: z.string(),
  lines: z.array(
    z.object({
      date: z.string(),
      description: z.string(),
      bookingReference: z.string().nullable(),
      grossCentavos: centavos,
      refundedCentavos: centavos,
      feeCentavos: centavos,
      netCentavos: centavos,
    }),
  ),
  totals: z.object({ grossCentavos: centavos, refundedCentavos: centavos, feeCentavos: centavos, netCentavos: centavos, paidOutCentavos: centavos }),
}) satisfies z.ZodType<EarningsStatement>;

export const receiptSchema = z.object({
  productName: z.string(),
  bookingId: z.string(),
  bookingReference: z.string(),
  clientName: z.string(),
  assistantName: z.string(),
  sessionDate: z.string(),
  sessionTime: z.string(),
  lines: z.array(z.object({ kind: z.enum(['payment', 'refund']), at: z.string(), amountCentavos: centavos, method: z.enum(PAYOUT_METHODS), transactionId: z.string() })),
  paidCentavos: centavos,
  refundedCentavos: centavos,
}) satisfies z.ZodType<Receipt>;

export const disputeResponseSchema = z.object({
  id: z.string(),
  bookingId: z.string(),
  bookingReference: z.string(),
  clientName: z.string(),
  assistantName: z.string(),
  reason: z.enum(DISPUTE_REASONS),
  text: z.string(),
  status: z.enum(DISPUTE_STATUSES),
  outcome: z.enum(DISPUTE_OUTCOMES).nullable(),
  refundCentavos: centavos.nullable(),
  note: z.string().nullable(),
  openedAt: z.string(),
  resolvedAt: z.string().nullable(),
  paidCentavos: centavos,
}) satisfies z.ZodType<Dispute>;

export const financeReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  totals: z.object({
    collectedCentavos: centavos,
    refundedCentavos: centavos,
    feesEarnedCentavos: centavos,
    referralRewardsCentavos: centavos,
    feesCentavos: centavos,
    owedToAssistantsCentavos: centavos,
    owedToReferrersCentavos: centavos,
    owedToClosedAccountsCentavos: centavos,
    heldForRefundCentavos: centavos,
    paidOutToAssistantsCentavos: centavos,
    paidOutToReferrersCentavos: centavos,
  }),
  balanced: z.boolean(),
  assistants: z.array(z.object({ id: z.string().nullable(), name: z.string(), closed: z.boolean(), balances: balancesSchema })),
  failedPayouts: z.array(payoutSchema.extend({ userId: z.string().nullable(), name: z.string() })),
  disputes: z.array(disputeResponseSchema),
}) satisfies z.ZodType<FinanceReport>;
