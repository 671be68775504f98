// What the money routes answer (their response schemas on the server, so an
// accidental extra column is stripped, not leaked); the types of
// shared-api/types are inferred from them. Every amount is integer centavos.
import '@marketplace/shared-api/schemas/zod-config';
import { z } from 'zod';
import { DISPUTE_OUTCOMES, DISPUTE_REASONS, DISPUTE_STATUSES, EARNING_STATES, PAYOUT_METHODS, PAYOUT_STATUSES } from '@marketplace/shared-api/constants';

const centavos = z.number().int();

export const earningBalancesSchema = z.object({
  /** Paid bookings whose session is still ahead. */
  upcomingCentavos: centavos,
  /** Sessions ended, inside the dispute window (or held by an open dispute). */
  inReviewCentavos: centavos,
  /** Free to withdraw (earnings and referral rewards). */
  availableCentavos: centavos,
  /** In a payout on its way. */
  pendingPayoutCentavos: centavos,
  paidOutCentavos: centavos,
});

/** One booking's earning, or one referral reward, on the Earnings page. */
export const earningEntrySchema = z.object({
  id: z.string(),
  kind: z.enum(['booking', 'referral']),
  bookingId: z.string().nullable(),
  bookingReference: z.string().nullable(),
  /** The session's date (YYYY-MM-DD) for a booking; the day it was earned for a referral. */
  date: z.string(),
  /** The client, or for a referral the referred member. */
  counterpartName: z.string(),
  /** What the client paid (a booking), or the reward (a referral). */
  grossCentavos: centavos,
  /** The platform's fee (0 for a referral). */
  feeCentavos: centavos,
  /** What the assistant receives: gross less the fee, less any refund. */
  netCentavos: centavos,
  refundedCentavos: centavos,
  state: z.enum(EARNING_STATES),
  /** When an in-review earning becomes available, if no dispute holds it. */
  availableAt: z.string().nullable(),
  disputed: z.boolean(),
});

export const payoutSchema = z.object({
  id: z.string(),
  amountCentavos: centavos,
  status: z.enum(PAYOUT_STATUSES),
  method: z.enum(PAYOUT_METHODS),
  /** The number as a person checks it: 0917 ••• 4567. */
  mobileNumberMasked: z.string(),
  requestedAt: z.string(),
  settledAt: z.string().nullable(),
  /** Why a failed payout failed, in the provider's words made plain. */
  failureReason: z.string().nullable(),
  /** 'request' (Withdraw) or 'weekly' (the weekly payout). */
  trigger: z.enum(['request', 'weekly']),
});

export const payoutDestinationResponseSchema = z.object({
  method: z.enum(PAYOUT_METHODS),
  mobileNumber: z.string(),
  accountName: z.string(),
  updatedAt: z.string(),
});

/** GET /api/earnings: the caller's balances, entries, payouts and destination. */
export const earningsOverviewSchema = z.object({
  balances: earningBalancesSchema,
  entries: z.array(earningEntrySchema),
  payouts: z.array(payoutSchema),
  destination: payoutDestinationResponseSchema.nullable(),
  payoutMinimumCentavos: centavos,
  platformFeePercent: z.number(),
  disputeWindowHours: z.number(),
});

/** One month's statement (GET /api/earnings/statements/{YYYY-MM}); the CSV has the same lines. */
export const statementSchema = z.object({
  month: z.string(),
  name: z.string(),
  /**
   * Every line (and the totals) adds up: gross - refunded - fee = net ('You receive').
   * A session is listed under its current date; a refund made once its earning could
   * be paid out is its own negative line, dated when it was made.
   */
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
});

/** A receipt for a booking's payment and any refund of it (GET /api/bookings/{id}/receipt). */
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
});

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
  /** The admin's note, which both parties see. */
  note: z.string().nullable(),
  openedAt: z.string(),
  resolvedAt: z.string().nullable(),
  /** What the client paid. */
  paidCentavos: centavos,
});

/** GET /api/admin/finance?from=&to=: the operator's books for a period. */
export const financeReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  /**
   * Movements in the period, except the three balances (owed to assistants, owed to
   * referrers, held for refunds), which are what stands at the period's end (now, for a
   * period that has not ended): never lifetime sums, never negative.
   */
  totals: z.object({
    collectedCentavos: centavos,
    refundedCentavos: centavos,
    /** The platform's fees on bookings and premium, after refunds, before referral rewards. */
    feesEarnedCentavos: centavos,
    /** Referral rewards granted, paid from the fees. */
    referralRewardsCentavos: centavos,
    /** What the platform kept: fees earned less referral rewards (negative when rewards exceeded fees). */
    feesCentavos: centavos,
    owedToAssistantsCentavos: centavos,
    owedToReferrersCentavos: centavos,
    /**
     * Of what is owed to assistants and referrers, what is owed to accounts deleted since:
     * no payout run reaches them (their payout details went with the account), so the
     * operator settles it by hand.
     */
    owedToClosedAccountsCentavos: centavos,
    /** Refunds decided and not yet made through the provider. */
    heldForRefundCentavos: centavos,
    paidOutToAssistantsCentavos: centavos,
    paidOutToReferrersCentavos: centavos,
  }),
  /** Whether client payments = refunds + fees + assistant payables + referral payables + held for refunds holds for the period's movements. */
  balanced: z.boolean(),
  /** Each assistant's and referrer's balances; `closed` when the account was deleted (its name is the one the books kept). */
  assistants: z.array(z.object({ id: z.string().nullable(), name: z.string(), closed: z.boolean(), balances: earningBalancesSchema })),
  failedPayouts: z.array(payoutSchema.extend({ userId: z.string().nullable(), name: z.string() })),
  disputes: z.array(disputeResponseSchema),
});
