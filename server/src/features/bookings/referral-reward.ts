// SPEC sections 4 and 9: completing a booking rewards the client's referrer with
// 1000 pesos when the booking spans 8 hours or more, else 500. The SPEC computes
// the span from the listed end time (start plus LIST_SLOT_HOURS, always 4 hours),
// so the reward is effectively always 500; we keep that contract rather than
// quietly paying more than the product promises.
import { LIST_SLOT_HOURS, REFERRAL_REWARD_FULL_DAY, REFERRAL_REWARD_STANDARD } from '@marketplace/shared-api/constants';

/** The span the SPEC measures a booking by: start to the listed end. */
export const REFERRAL_SPAN_HOURS = LIST_SLOT_HOURS;

export function referralRewardPesos(spanHours: number = REFERRAL_SPAN_HOURS): number {
  return spanHours >= 8 ? REFERRAL_REWARD_FULL_DAY : REFERRAL_REWARD_STANDARD;
}
