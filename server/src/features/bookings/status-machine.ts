// The booking status state machine the server enforces (SPEC section 4 lists
// the statuses; which moves are allowed is ours to decide, per the issue):
//   PENDING   -> CONFIRMED  the client's payment confirms it (the payments
//                          feature), or the consultant accepts a booking with
//                          nothing to pay (price 0); an unpaid priced one is 409
//   PENDING   -> CANCELLED  the consultant declines, or the client cancels
//   CONFIRMED -> CANCELLED  either party cancels
//   CONFIRMED -> COMPLETED  the consultant completes
// Nothing leaves COMPLETED or CANCELLED (but a late payment, see payment-port.ts).
// Either party may move a live booking whose session has not started to another
// date or time (SPEC section 2 offers 'Reschedule booking' in the consultant's Edit
// menu and to the client on the dashboard).
import { AWAITING_PAYMENT_MESSAGE, CANCEL_REASONS } from '@marketplace/shared-api/constants';
import type { BookingPaymentStatus, BookingStatus } from '@marketplace/shared-api/types';
import { forbidden, HttpError } from '../../http-error';

export type Party = 'consultant' | 'client';

/** Statuses whose booking still holds its slots. */
export const LIVE_STATUSES = ['PENDING', 'CONFIRMED'] as const satisfies readonly BookingStatus[];

export const isLive = (status: BookingStatus) => (LIVE_STATUSES as readonly BookingStatus[]).includes(status);

const MOVES: Record<BookingStatus, Partial<Record<BookingStatus, readonly Party[]>>> = {
  PENDING: { CONFIRMED: ['consultant'], CANCELLED: ['consultant', 'client'] },
  CONFIRMED: { CANCELLED: ['consultant', 'client'], COMPLETED: ['consultant'] },
  COMPLETED: {},
  CANCELLED: {},
};

/** Who may ever set a status, whatever the booking's state: a role check comes before a state check. */
const SETTERS: Record<BookingStatus, readonly Party[]> = {
  PENDING: [],
  CONFIRMED: ['consultant'],
  COMPLETED: ['consultant'],
  CANCELLED: ['consultant', 'client'],
};

export const STATUS_MESSAGES = {
  onlyConsultantAccepts: 'Only the consultant can accept a booking.',
  onlyConsultantCompletes: 'Only the consultant can complete a booking.',
  noBackToPending: 'A booking cannot be set back to pending.',
  startedNoReschedule: 'This booking has already started and can no longer be rescheduled.',
  finished: (status: BookingStatus) => `This booking is ${status.toLowerCase()} and can no longer be changed.`,
  already: (status: BookingStatus) => `This booking is already ${status.toLowerCase()}.`,
  completeConfirmedOnly: 'Only a confirmed booking can be completed.',
  notEndedYet: 'This session has not ended yet. You can complete it once it is over.',
  awaitingPayment: AWAITING_PAYMENT_MESSAGE,
} as const;

const conflict = (message: string) => new HttpError(409, message);

/** Throws 403 when this party may never set the status, 409 when the booking's state forbids it. */
export function assertTransition(from: BookingStatus, to: BookingStatus, party: Party): void {
  if (!SETTERS[to].includes(party)) {
    if (to === 'PENDING') throw conflict(STATUS_MESSAGES.noBackToPending);
    throw forbidden(to === 'CONFIRMED' ? STATUS_MESSAGES.onlyConsultantAccepts : STATUS_MESSAGES.onlyConsultantCompletes);
  }
  if (!isLive(from)) throw conflict(STATUS_MESSAGES.finished(from));
  if (from === to) throw conflict(STATUS_MESSAGES.already(to));
  const allowed = MOVES[from][to];
  if (!allowed) throw conflict(STATUS_MESSAGES.completeConfirmedOnly);
  if (!allowed.includes(party)) throw forbidden(STATUS_MESSAGES.onlyConsultantAccepts);
}

/** COMPLETED only once the session is over: 409 before its end. */
export function assertCompletable(to: BookingStatus, sessionEnded: boolean): void {
  if (to === 'COMPLETED' && !sessionEnded) throw conflict(STATUS_MESSAGES.notEndedYet);
}

/** A priced booking is confirmed by its payment: accepting one its client has not paid is 409. */
export function assertNothingDue(to: BookingStatus, booking: { priceCentavos: number; paymentStatus: BookingPaymentStatus }): void {
  if (to === 'CONFIRMED' && booking.priceCentavos > 0 && booking.paymentStatus !== 'PAID') {
    throw conflict(STATUS_MESSAGES.awaitingPayment);
  }
}

/** Why a party's cancellation happened, as both parties' lists show it. */
export function partyCancelReason(from: BookingStatus, party: Party): string {
  if (party === 'client') return CANCEL_REASONS.cancelledByClient;
  return from === 'PENDING' ? CANCEL_REASONS.declinedByConsultant : CANCEL_REASONS.cancelledByConsultant;
}

/**
 * Throws unless the booking may move to another date or time: it is live and its
 * session has not started. Either party may move it (the caller is checked to be
 * one of them before this); the other party is told.
 */
export function assertReschedule(status: BookingStatus, started: boolean): void {
  if (!isLive(status)) throw conflict(STATUS_MESSAGES.finished(status));
  if (started) throw conflict(STATUS_MESSAGES.startedNoReschedule);
}

/** What a move means to people: the consultant cancelling a pending booking declines it. */
export type BookingEventKind =
  | 'created'
  | 'accepted'
  | 'declined'
  | 'cancelled'
  | 'completed'
  | 'rescheduled'
  /** Its payment confirmed it (on time, or late when its slots were still free). */
  | 'paid'
  /** Its hold ran out unpaid. */
  | 'hold_expired'
  /** Its payment was declined. */
  | 'payment_declined'
  /** Its start passed while it was still PENDING (never accepted or paid). */
  | 'not_accepted'
  /** A payment for it went back to the client. */
  | 'refunded';

export function eventOf(from: BookingStatus, to: BookingStatus, party: Party): BookingEventKind {
  if (to === 'CONFIRMED') return 'accepted';
  if (to === 'COMPLETED') return 'completed';
  return from === 'PENDING' && party === 'consultant' ? 'declined' : 'cancelled';
}
