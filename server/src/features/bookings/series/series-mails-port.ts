// The mails of a series change, written in its transaction: one mail per party per
// series action (its request, the assistant's answer, a period's payment, cancelling
// or moving from an occurrence on), naming the dates it touched, instead of one per occurrence
// (a series of twelve is one mail, not twelve). The email feature implements it
// (mails/series-mails.ts); reminders stay per occurrence (mails/reminders.ts).
import type { Executor } from '../../../db/database';
import type { BookingCancellation } from '../cancellation';

export type SeriesMailKind = 'requested' | 'extended' | 'accepted' | 'declined' | 'cancelled' | 'changed' | 'lapsed' | 'paid';

export interface SeriesMailChange {
  kind: SeriesMailKind;
  seriesId: string;
  actorId: string;
  /** The occurrences the action touched, by id; nothing is written when empty. */
  bookingIds: string[];
  /** declined / cancelled / lapsed: each occurrence's cancellation, for the reason and what the policy gives back. */
  cancellations?: BookingCancellation[];
  /** paid: the period's checkout and what it paid for the occurrences it confirmed. */
  payment?: { paymentId: string; amountCentavos: number };
}

export interface SeriesMails {
  inTransaction(tx: Executor, change: SeriesMailChange): Promise<void>;
}
