// What a booking's change tells, and when: its mails inside the change's transaction
// (BookingMails), its own reactions once it has committed (BookingReactions: sockets,
// notifications, chat messages), and other features on the app's event bus
// (src/events.ts, BookingEvents); and what it asks of the referrals feature inside the
// completing transaction. Listeners import these types; bookings imports none of theirs.
import type { Booking, PaymentMethod } from '@marketplace/shared-api/types';
import type { Executor } from '../../db/database';
import type { BookingRow } from '../../db/schema/index';
import type { BookingEventKind } from './status-machine';
import type { BookingWithParties } from './booking-response';
import type { MailRecipient } from '../email/outbox';

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

/** Members' saved zones (null: none saved), as a change's transaction read them for its mails. */
export type ReaderZones = ReadonlyMap<string, string | null>;

export interface BookingEvent {
  kind: BookingEventKind;
  booking: Booking;
  /** The parties' zones as the change's mails read them, so its notices need not read them again. */
  readerZones?: ReaderZones;
  /** Who made the change. */
  actorId: string;
  /** Where the booking was before a reschedule. */
  previous?: { date: string; startTime: string };
  referral?: ReferralCredit;
  /** For the payment kinds: how much, and how it came about. */
  payment?: {
    amountPesos: number;
    /** A refund of the payment that had confirmed the booking, now cancelled (the consultant hears of it too). */
    ofCancelledBooking?: boolean;
    /** The payment that paid, for the receipt (when absent the mail reads the booking's latest payment). */
    receipt?: PaymentReceipt;
  };
}

/** What a receipt names of the payment that paid: its wallet and its transaction. */
export interface PaymentReceipt {
  method: PaymentMethod;
  transactionId: string;
}

/**
 * A change made by another feature (payments) through the port, published once its transaction committed.
 * found: the booking as that transaction left it, when it read it last (the port's told).
 */
export type BookingEventDraft = Omit<BookingEvent, 'booking'> & { bookingId: string; found?: BookingWithParties };

/**
 * The mails about a change (the email feature's), written inside the change's own
 * transaction so they exist exactly when it does. Cancellations are mailed by a
 * cancel hook instead, whatever cancelled them.
 */
export interface BookingMails {
  /**
   * `found`: the booking as tx has it, when the caller has just read it (the mails read it otherwise);
   * `recipients`: the parties as mails address them, when the caller read them so in tx (a new request's, under their locks).
   * Answers the recipients' zones as it read them (nothing when it mailed nobody).
   */
  inTransaction(tx: Executor, event: BookingEventDraft, found?: BookingWithParties, recipients?: ReadonlyMap<string, MailRecipient>): Promise<ReaderZones | undefined>;
}

/** What happens after a committed change; never throws into the request. */
export interface BookingReactions {
  afterChange(event: BookingEvent): Promise<void>;
}
