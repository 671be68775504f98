// API-shaped data for this remote's screen tests.
import type { AuditLogEntry, Dispute, FinanceReport, PremiumApplication, User } from '@marketplace/shared-api/types';
import { apiUser, userSummary } from '../../../jest/fixtures';

export const IDS = {
  admin: '99999999-9999-4999-8999-999999999999',
  maria: '22222222-2222-4222-8222-222222222222',
  jose: '33333333-3333-4333-8333-333333333333',
} as const;

export const anAdmin = (overrides: Partial<User> = {}) =>
  apiUser({ id: IDS.admin, username: 'admin', firstName: 'Ada', lastName: 'Admin', premium: 'Admin', ...overrides });

export const maria = (overrides: Partial<User> = {}) =>
  apiUser({
    id: IDS.maria,
    username: 'maria_santos',
    email: 'maria@example.com',
    firstName: 'Maria',
    lastName: 'Santos',
    role: 'Assistant',
    salaryRate: 1250,
    skills: ['SEO'],
    experience: '5+ years',
    availability: 'Full-time',
    ...overrides,
  });

export const jose = (overrides: Partial<User> = {}) =>
  apiUser({ id: IDS.jose, username: 'jose_reyes', email: 'jose@example.com', firstName: 'Jose', lastName: 'Reyes', ...overrides });

export const summary = userSummary;

export function anApplication(overrides: Partial<PremiumApplication> = {}): PremiumApplication {
  return {
    user: summary(maria()),
    appliedAt: '2026-06-15T01:00:00.000Z',
    status: 'pending',
    reason: null,
    decidedAt: null,
    ...overrides,
  };
}

export function anAuditEntry(overrides: Partial<AuditLogEntry> = {}): AuditLogEntry {
  return {
    id: 'a1',
    at: '2026-06-15T02:00:00.000Z',
    actor: summary(anAdmin()),
    actorLabel: null,
    action: 'user.update',
    targetType: 'user',
    targetId: IDS.maria,
    targetUser: summary(maria()),
    changes: { role: { from: 'Boss', to: 'Assistant' } },
    reason: null,
    ...overrides,
  };
}

/** Ben's report of Maria's no-show on booking 123456ABCD, which he paid ₱5,000.00 for; still open. */
export function aDispute(overrides: Partial<Dispute> = {}): Dispute {
  return {
    id: 'dispute-1',
    bookingId: '11111111-1111-4111-8111-111111111111',
    bookingReference: '123456ABCD',
    clientName: 'Ben Cruz',
    assistantName: 'Maria Santos',
    reason: 'no_show',
    text: 'Nobody joined the call.',
    status: 'open',
    outcome: null,
    refundCentavos: null,
    note: null,
    openedAt: '2026-06-09T01:30:00.000Z',
    resolvedAt: null,
    paidCentavos: 500_000,
    ...overrides,
  };
}

type FailedPayout = FinanceReport['failedPayouts'][number];

/** A ₱4,500.00 GCash payout to Maria that the provider refused. */
export function aFailedPayout(overrides: Partial<FailedPayout> = {}): FailedPayout {
  return {
    id: 'payout-1',
    amountCentavos: 450_000,
    status: 'failed',
    method: 'gcash',
    mobileNumberMasked: '0917 ••• 4567',
    requestedAt: '2026-06-05T02:00:00.000Z',
    settledAt: null,
    failureReason: 'The wallet account is not verified.',
    trigger: 'weekly',
    userId: IDS.maria,
    name: 'Maria Santos',
    ...overrides,
  };
}

/** June 2026's books: one assistant, one failed payout, one open dispute; they balance. */
export function aFinanceReport(overrides: Partial<FinanceReport> = {}): FinanceReport {
  return {
    from: '2026-06-01',
    to: '2026-06-30',
    totals: {
      collectedCentavos: 1_000_000,
      refundedCentavos: 125_000,
      feesEarnedCentavos: 100_000,
      referralRewardsCentavos: 12_500,
      feesCentavos: 87_500,
      owedToAssistantsCentavos: 675_000,
      owedToReferrersCentavos: 12_500,
      owedToClosedAccountsCentavos: 0,
      heldForRefundCentavos: 0,
      paidOutToAssistantsCentavos: 100_000,
      paidOutToReferrersCentavos: 0,
    },
    balanced: true,
    assistants: [
      {
        id: IDS.maria,
        name: 'Maria Santos',
        closed: false,
        balances: { upcomingCentavos: 450_000, inReviewCentavos: 225_000, availableCentavos: 100_000, pendingPayoutCentavos: 0, paidOutCentavos: 300_000 },
      },
    ],
    failedPayouts: [aFailedPayout()],
    disputes: [aDispute()],
    ...overrides,
  };
}
