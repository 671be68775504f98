import type { EarningBalances, PayoutDestination } from '@marketplace/shared-api/types';
import { pesosTextToCentavos } from '@marketplace/shared-api/format';
import { centavosToPesosText, withdrawAmountProblem, withdrawBlockedReason } from './withdraw-amount';

const balances = (availableCentavos: number): EarningBalances => ({
  upcomingCentavos: 0,
  inReviewCentavos: 0,
  availableCentavos,
  pendingPayoutCentavos: 0,
  paidOutCentavos: 0,
});
const destination: PayoutDestination = { method: 'gcash', mobileNumber: '09171234567', accountName: 'Maria Santos', updatedAt: '2026-06-01T00:00:00.000Z' };

describe('centavosToPesosText', () => {
  it('writes whole pesos bare and centavos as two decimals, as the field takes them back', () => {
    expect(centavosToPesosText(150_000)).toBe('1500');
    expect(centavosToPesosText(150_050)).toBe('1500.50');
    expect(centavosToPesosText(5)).toBe('0.05');
    for (const centavos of [0, 1, 99, 100, 123_456]) expect(pesosTextToCentavos(centavosToPesosText(centavos))).toBe(centavos);
  });
});

describe('withdrawBlockedReason', () => {
  it('asks for a destination first', () => {
    expect(withdrawBlockedReason({ balances: balances(900_000), destination: null, payoutMinimumCentavos: 50_000 })).toBe(
      'Set where you are paid, on your profile, before you withdraw.',
    );
  });

  it('waits for the minimum to be available', () => {
    expect(withdrawBlockedReason({ balances: balances(49_999), destination, payoutMinimumCentavos: 50_000 })).toBe(
      'You can withdraw once at least ₱500.00 is available.',
    );
    expect(withdrawBlockedReason({ balances: balances(50_000), destination, payoutMinimumCentavos: 50_000 })).toBeNull();
  });
});

describe('withdrawAmountProblem', () => {
  const limits = { availableCentavos: 450_000, minimumCentavos: 50_000 };

  it('takes an amount from the minimum to the whole available balance', () => {
    expect(withdrawAmountProblem(50_000, limits)).toBeNull();
    expect(withdrawAmountProblem(450_000, limits)).toBeNull();
  });

  it('says what is wrong otherwise', () => {
    expect(withdrawAmountProblem(null, limits)).toBe('Enter an amount in pesos, such as 1500 or 1500.50.');
    expect(withdrawAmountProblem(0, limits)).toBe('Enter an amount in pesos, such as 1500 or 1500.50.');
    expect(withdrawAmountProblem(49_999, limits)).toBe('Withdraw at least ₱500.00.');
    expect(withdrawAmountProblem(450_001, limits)).toBe('You can withdraw up to ₱4,500.00.');
  });
});
