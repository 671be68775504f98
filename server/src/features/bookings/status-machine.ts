// The status moves a party asks for (PUT /api/bookings/{id}/status and the
// reschedule route), answered from the declared booking process
// (process/declaration.ts): who may make a move, from which status, in which phase
// of the session and with what payment. What the table does not say is how a
// refusal reads, which is here: 403 when the party may never set that status,
// 409 when the booking's state or the time forbids it. Once a session has
// started nobody can cancel it: its money then moves only through completion,
// the dispute window, or a dispute.
import { AWAITING_PAYMENT_MESSAGE, CANCEL_REASONS } from '@marketplace/shared-api/constants';
import type { BookingPaymentStatus, BookingStatus } from '@marketplace/shared-api/types';
import { LIVE_STATUSES } from '../../db/schema/index';
import { forbidden, HttpError } from '../../http-error';
import { BOOKING_PROCESS, phaseAllows, transitionsOf, type Guard, type PaymentGuard, type SessionPhase, type Transition } from './process/declaration';

export type Party = 'consultant' | 'client';

const PARTIES: readonly Party[] = ['consultant', 'client'];


export const isLive = (status: BookingStatus) => (LIVE_STATUSES as readonly BookingStatus[]).includes(status);

/** A party's moves from one status to another (a reschedule keeps the status, and is asked for apart). */
const statusMoves = (party: Party, from: BookingStatus, to: BookingStatus) => (from === to ? [] : transitionsOf(party, from, to));

/** Who may ever set a status, whatever the booking's state: a role check comes before a state check. */
const mayEverSet = (party: Party, to: BookingStatus) =>
  BOOKING_PROCESS.some((move) => move.actor === party && move.from !== null && move.from !== move.to && move.to === to);

export const STATUS_MESSAGES = {
  onlyConsultantAccepts: 'Only the consultant can accept a booking.',
  onlyConsultantCompletes: 'Only the consultant can complete a booking.',
  noBackToPending: 'A booking cannot be set back to pending.',
  startedNoReschedule: 'This booking has already started and can no longer be rescheduled.',
  startedNoCancel: 'This session has already started and can no longer be cancelled.',
  finished: (status: BookingStatus) => `This booking is ${status.toLowerCase()} and can no longer be changed.`,
  already: (status: BookingStatus) => `This booking is already ${status.toLowerCase()}.`,
  completeConfirmedOnly: 'Only a confirmed booking can be completed.',
  notEndedYet: 'This session has not ended yet. You can complete it once it is over.',
  awaitingPayment: AWAITING_PAYMENT_MESSAGE,
} as const;

const conflict = (message: string) => new HttpError(409, message);

/** What the guards of a party's move are checked against. */
export interface MoveContext {
  phase: SessionPhase;
  priceCentavos: number;
  paymentStatus: BookingPaymentStatus;
}

const paymentMeets = (condition: PaymentGuard, booking: MoveContext) =>
  condition === 'nothing_due' ? booking.priceCentavos === 0 : booking.paymentStatus === condition;

const paymentAllows = (guard: Guard, booking: MoveContext) => !guard.payment || guard.payment.some((condition) => paymentMeets(condition, booking));

/** Why a move's phase guard refuses it, as the party reads it. */
function tooLate(move: Transition): string {
  if (move.to === 'CANCELLED') return STATUS_MESSAGES.startedNoCancel;
  if (move.to === 'COMPLETED') return STATUS_MESSAGES.notEndedYet;
  return STATUS_MESSAGES.startedNoReschedule;
}

/** Throws 403 when this party may never set the status, 409 when the booking's state, payment or session phase forbids it. */
export function assertTransition(from: BookingStatus, to: BookingStatus, party: Party, booking: MoveContext): Transition {
  if (!mayEverSet(party, to)) {
    if (to === 'PENDING') throw conflict(STATUS_MESSAGES.noBackToPending);
    throw forbidden(to === 'CONFIRMED' ? STATUS_MESSAGES.onlyConsultantAccepts : STATUS_MESSAGES.onlyConsultantCompletes);
  }
  if (!isLive(from)) throw conflict(STATUS_MESSAGES.finished(from));
  if (from === to) throw conflict(STATUS_MESSAGES.already(to));
  const moves = statusMoves(party, from, to);
  if (moves.length === 0) {
    // The other party has this move: the role is wrong, not the state.
    if (PARTIES.some((other) => statusMoves(other, from, to).length > 0)) throw forbidden(STATUS_MESSAGES.onlyConsultantAccepts);
    throw conflict(STATUS_MESSAGES.completeConfirmedOnly);
  }
  const paid = moves.filter((move) => paymentAllows(move.guard, booking));
  if (paid.length === 0) throw conflict(STATUS_MESSAGES.awaitingPayment);
  const move = paid.find((candidate) => phaseAllows(candidate.guard, booking.phase));
  if (!move) throw conflict(tooLate(paid[0]));
  return move;
}

/** Why a party's cancellation happened, as both parties' lists show it. */
export function partyCancelReason(from: BookingStatus, party: Party): string {
  if (party === 'client') return CANCEL_REASONS.cancelledByClient;
  return from === 'PENDING' ? CANCEL_REASONS.declinedByConsultant : CANCEL_REASONS.cancelledByConsultant;
}

/**
 * Throws unless the booking may move to another date or time: the table has a
 * reschedule of its status for this party, in the session's phase. Either party
 * may move it (the caller is checked to be one of them before this); the other
 * party is told.
 */
export function assertReschedule(status: BookingStatus, party: Party, phase: SessionPhase): Transition {
  const moves = transitionsOf(party, status, status).filter((move) => move.name === 'reschedule');
  if (moves.length === 0) throw conflict(STATUS_MESSAGES.finished(status));
  const move = moves.find((candidate) => phaseAllows(candidate.guard, phase));
  if (!move) throw conflict(STATUS_MESSAGES.startedNoReschedule);
  return move;
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
