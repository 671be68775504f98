// What the bookings feature tells other features once a change has committed, on the
// app's event bus (src/events.ts), and what it asks of the referrals feature inside the
// completing transaction. Listeners import these types; bookings imports none of theirs.
import type { Booking } from '@marketplace/shared-api/types';
import type { Executor } from '../../db/database';
import type { BookingRow } from '../../db/schema/index';

/** What a completed booking earned its client's referrer (written to the journal in the completing transaction). */
export interface ReferralCredit {
  referrerId: string;
  /** Everything this booking earned the referrer, in pesos (hours earning plus completion reward). */
  rewardPesos: number;
  hours: number;
}

/** The referrals feature's rule, run inside the transaction that completes a booking. */
export interface ReferralRewards {
  rewardInTransaction(tx: Executor, booking: BookingRow, now: Date): Promise<ReferralCredit | undefined>;
}

export interface BookingEvents {
  /** A session was marked completed; `referral` when it earned a referrer their reward. */
  'booking.completed': { booking: Booking; referral?: ReferralCredit };
}
