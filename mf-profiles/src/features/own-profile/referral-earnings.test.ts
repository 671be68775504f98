import type { ReferralEntry } from '@marketplace/shared-api/types';
import { referralLink, shownEarnings } from './referral-earnings';

const entry = (bookingHours: number): ReferralEntry => ({
  id: `r${bookingHours}`,
  name: 'Jo',
  avatar: null,
  role: 'Boss',
  premium: 'Not Verified',
  status: 'active',
  bookingHours,
});

describe('shownEarnings', () => {
  it('pays 125 pesos per booked hour of the referrals', () => {
    expect(shownEarnings([entry(4), entry(8)], 0)).toBe(1500);
  });

  it("shows the server's figure when it is larger (completion rewards)", () => {
    expect(shownEarnings([entry(4)], 1000)).toBe(1000);
    expect(shownEarnings([], 0)).toBe(0);
  });
});

describe('referralLink', () => {
  it('is the /register URL with the referralCode query, encoded', () => {
    expect(referralLink('https://market.example', 'AB CD')).toBe('https://market.example/register?referralCode=AB%20CD');
  });
});
