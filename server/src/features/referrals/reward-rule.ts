// The referral rules of SPEC sections 4 and 9, with the real span: a referred
// user's booking earns its referrer 125 pesos per booked hour, and completing
// it adds a reward of 1000 pesos when it spans 8 hours or more, else 500. (The
// original measured every booking as 4 hours, so it always paid 500.)
// Only for a booking that was paid, has ended and was completed, and never to
// the booking's own client or consultant.
import { REFERRAL_PESOS_PER_HOUR, REFERRAL_REWARD_FULL_DAY, REFERRAL_REWARD_STANDARD } from '@marketplace/shared-api/constants';
import type { BookingPaymentStatus, BookingStatus } from '@marketplace/shared-api/types';
import { formatPesos } from '../../money';
import { sessionEndsAt } from '../../session-times';
import { withArticle } from '../notifications/indefinite-article';

export const FULL_DAY_HOURS = 8;

/** The referrer's notification, one text whichever path applied the reward (completion or the apply-reward route). */
export const referralRewardNotice = (earnedPesos: number, clientName: string, hours: number) => ({
  title: 'Referral reward',
  content: `You earned ${formatPesos(earnedPesos)}: ${clientName} completed ${withArticle(`${hours}-hour booking`)}.`,
});

export const rewardPesos = (spanHours: number): number => (spanHours >= FULL_DAY_HOURS ? REFERRAL_REWARD_FULL_DAY : REFERRAL_REWARD_STANDARD);
export const hoursEarningPesos = (hours: number): number => hours * REFERRAL_PESOS_PER_HOUR;

export interface RewardableBooking {
  clientId: string;
  consultantId: string;
  date: string;
  startTime: string;
  duration: number;
  status: BookingStatus;
  paymentStatus: BookingPaymentStatus;
}

export const NOT_REWARDABLE = {
  notCompleted: 'The booking is not completed.',
  notPaid: 'The booking was not paid.',
  notEnded: 'The booking has not ended yet.',
  selfDealt: "A booking's own client or consultant cannot be its referrer.",
  notReferrer: 'This user did not refer this booking.',
} as const;

/** Why this booking cannot reward referrerId now, or null when it can. */
export function whyNotRewardable(booking: RewardableBooking, referrerId: string, now: Date, timeZone: string): string | null {
  if (referrerId === booking.clientId || referrerId === booking.consultantId) return NOT_REWARDABLE.selfDealt;
  if (booking.status !== 'COMPLETED') return NOT_REWARDABLE.notCompleted;
  if (booking.paymentStatus !== 'PAID') return NOT_REWARDABLE.notPaid;
  if (sessionEndsAt(booking, timeZone).getTime() > now.getTime()) return NOT_REWARDABLE.notEnded;
  return null;
}
