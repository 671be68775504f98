// API-shaped data for this remote's screen tests, on the shared fixtures (jest/fixtures.ts).
import type { EarningEntry, EarningsOverview, EarningsStatement, Payout, PayoutDestination, Receipt, User } from '@marketplace/shared-api/types';
import { apiAssistant, apiBooking, apiUser, ASSISTANT_ID, BOOKING_ID, VIEWER_ID } from '../../../jest/fixtures';

export const IDS = { boss: VIEWER_ID, maria: ASSISTANT_ID, booking: BOOKING_ID } as const;

/** Ben Cruz, the client who paid. */
export const aClient = (overrides: Partial<User> = {}) => apiUser({ id: IDS.boss, ...overrides });
export const aConsultantUser = apiAssistant;

/** Booked for Monday 15 June 2026. */
export const aBooking = apiBooking;

/** A paid 4-hour session with Ben: ₱5,000.00 paid, the 10% fee, ₱4,500.00 to the assistant, available. */
export function anEarningEntry(overrides: Partial<EarningEntry> = {}): EarningEntry {
  return {
    id: 'earning-1',
    kind: 'booking',
    bookingId: IDS.booking,
    bookingReference: '123456ABCD',
    date: '2026-06-15',
    counterpartName: 'Ben Cruz',
    grossCentavos: 500_000,
    feeCentavos: 50_000,
    netCentavos: 450_000,
    refundedCentavos: 0,
    state: 'available',
    availableAt: null,
    disputed: false,
    ...overrides,
  };
}

export function aPayout(overrides: Partial<Payout> = {}): Payout {
  return {
    id: 'payout-1',
    amountCentavos: 300_000,
    status: 'paid',
    method: 'gcash',
    mobileNumberMasked: '0917 ••• 4567',
    requestedAt: '2026-05-20T02:00:00.000Z',
    settledAt: '2026-05-21T02:00:00.000Z',
    failureReason: null,
    trigger: 'request',
    ...overrides,
  };
}

/** Maria's GCash wallet. */
export function aDestination(overrides: Partial<PayoutDestination> = {}): PayoutDestination {
  return { method: 'gcash', mobileNumber: '09171234567', accountName: 'Maria Santos', updatedAt: '2026-05-01T02:00:00.000Z', ...overrides };
}

/** GET /api/earnings: ₱4,500.00 available of one session, a GCash destination, a ₱500.00 minimum. */
export function anEarningsOverview(overrides: Partial<EarningsOverview> = {}): EarningsOverview {
  return {
    balances: { upcomingCentavos: 250_000, inReviewCentavos: 90_000, availableCentavos: 450_000, pendingPayoutCentavos: 0, paidOutCentavos: 300_000 },
    entries: [anEarningEntry()],
    payouts: [aPayout()],
    destination: aDestination(),
    payoutMinimumCentavos: 50_000,
    platformFeePercent: 10,
    disputeWindowHours: 48,
    ...overrides,
  };
}

export function aStatement(overrides: Partial<EarningsStatement> = {}): EarningsStatement {
  return {
    month: '2026-06',
    name: 'Maria Santos',
    lines: [
      {
        date: '2026-06-15',
        description: 'Session with Ben Cruz',
        bookingReference: '123456ABCD',
        grossCentavos: 500_000,
        refundedCentavos: 125_000,
        feeCentavos: 37_500,
        netCentavos: 337_500,
      },
      { date: '2026-06-20', description: 'Referral reward: Jose Reyes', bookingReference: null, grossCentavos: 12_500, refundedCentavos: 0, feeCentavos: 0, netCentavos: 12_500 },
      {
        date: '2026-06-25',
        description: 'Refund after payout: session with Ana Lim',
        bookingReference: '654321WXYZ',
        grossCentavos: 0,
        refundedCentavos: 50_000,
        feeCentavos: -5_000,
        netCentavos: -45_000,
      },
    ],
    totals: { grossCentavos: 512_500, refundedCentavos: 175_000, feeCentavos: 32_500, netCentavos: 305_000, paidOutCentavos: 300_000 },
    ...overrides,
  };
}

/** The receipt of the ₱5,000.00 payment of the default booking. */
export function aReceipt(overrides: Partial<Receipt> = {}): Receipt {
  return {
    productName: 'AssistMe',
    bookingId: IDS.booking,
    bookingReference: '123456ABCD',
    clientName: 'Ben Cruz',
    assistantName: 'Maria Santos',
    sessionDate: '2026-06-15',
    sessionTime: '09:00',
    lines: [{ kind: 'payment', at: '2026-06-01T02:15:00.000Z', amountCentavos: 500_000, method: 'gcash', transactionId: 'pay_7Hx2Q9' }],
    paidCentavos: 500_000,
    refundedCentavos: 0,
    ...overrides,
  };
}
