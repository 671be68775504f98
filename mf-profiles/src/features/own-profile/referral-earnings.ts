// SPEC section 1: referral earnings are REFERRAL_PESOS_PER_HOUR pesos per booked
// hour. The screen shows the larger of that figure over the listed referrals and
// the server's own sum (its ledger also holds completion rewards).
import { REFERRAL_PESOS_PER_HOUR } from '@marketplace/shared-api/constants';
import type { ReferralEntry } from '@marketplace/shared-api/types';

export function shownEarnings(referrals: readonly ReferralEntry[], serverEarnings: number): number {
  const hours = referrals.reduce((sum, entry) => sum + (Number.isFinite(entry.bookingHours) ? entry.bookingHours : 0), 0);
  return Math.max(hours * REFERRAL_PESOS_PER_HOUR, serverEarnings);
}

/** The sign-up link that prefills the referral field (SPEC section 2, /register). */
export function referralLink(origin: string, code: string): string {
  return `${origin}/register?referralCode=${encodeURIComponent(code)}`;
}
