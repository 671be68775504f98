// The booking process, declared once: every move a booking and its money may
// make, who makes it, when (the session's phase, the payment, the dispute) and
// what it sets off. The SPEC's four statuses are what the API and screens show;
// the money's finer states (an earning upcoming, in review, available; a dispute
// open) move beside them, so those transitions go from a status to itself.
// status-machine.ts answers every party's request from this table, and the
// diagram in docs/money.md is drawn from it (diagram.ts), so neither can drift
// from the rules.
import type { BookingPaymentStatus, BookingStatus } from '@marketplace/shared-api/types';

export type Actor = 'client' | 'consultant' | 'admin' | 'system';

/** Where the clock stands against the session: its start, its end, and the end of the dispute window after it. */
export type SessionPhase = 'before_start' | 'in_session' | 'ended' | 'window_passed';

export const SESSION_PHASES = ['before_start', 'in_session', 'ended', 'window_passed'] as const satisfies readonly SessionPhase[];
/** Every phase from the session's start on. */
export const STARTED: readonly SessionPhase[] = ['in_session', 'ended', 'window_passed'];
export const ENDED: readonly SessionPhase[] = ['ended', 'window_passed'];

/** A payment condition: a status the booking shows, or 'nothing_due' for a booking whose price is 0. */
export type PaymentGuard = BookingPaymentStatus | 'nothing_due';

export type DisputeGuard = 'none' | 'open';

export interface Guard {
  /** The phases in which the move is allowed; any phase when absent. */
  session?: readonly SessionPhase[];
  payment?: readonly PaymentGuard[];
  dispute?: DisputeGuard;
  /** A condition the table cannot name in the terms above (read by people, checked by the code named). */
  also?: string;
}

/** What a transition runs, in its transaction or (provider calls, pushes) after its commit. */
export type Action =
  | 'hold_slots'
  | 'release_slots'
  | 'move_slots'
  | 'clear_hold'
  | 'expire_checkouts'
  | 'journal_payment_split'
  | 'journal_refund'
  | 'refund_through_provider'
  | 'move_earning_dates'
  | 'earning_to_in_review'
  | 'earning_to_available'
  | 'hold_earning'
  | 'open_dispute'
  | 'reward_referrer'
  | 'mail_parties'
  | 'notify_parties'
  | 'chat_message'
  | 'socket_booking_changed';

export interface Transition {
  /** The move's name as people say it. */
  name: string;
  actor: Actor;
  /** null: the booking does not exist yet. */
  from: BookingStatus | null;
  to: BookingStatus;
  guard: Guard;
  actions: readonly Action[];
}

const TELL: readonly Action[] = ['mail_parties', 'notify_parties', 'socket_booking_changed'];
/** A request is never paid (its payment confirms it): cancelling one frees its slots and closes its checkout. */
const WITHDRAW: readonly Action[] = ['release_slots', 'expire_checkouts', ...TELL];
/** A confirmed booking's payment goes back to the client, and its split comes back out of the journal. */
const CANCEL: readonly Action[] = ['release_slots', 'expire_checkouts', 'refund_through_provider', 'journal_refund', ...TELL, 'chat_message'];

export const BOOKING_PROCESS: readonly Transition[] = [
  { name: 'request', actor: 'client', from: null, to: 'PENDING', guard: { session: ['before_start'], also: 'the slots are free and offered' }, actions: ['hold_slots', ...TELL] },
  { name: 'pay', actor: 'system', from: 'PENDING', to: 'CONFIRMED', guard: { payment: ['UNPAID'], also: 'the provider captured the price' }, actions: ['clear_hold', 'journal_payment_split', ...TELL] },
  { name: 'accept', actor: 'consultant', from: 'PENDING', to: 'CONFIRMED', guard: { payment: ['nothing_due'] }, actions: [...TELL] },
  { name: 'decline', actor: 'consultant', from: 'PENDING', to: 'CANCELLED', guard: { session: ['before_start'] }, actions: WITHDRAW },
  { name: 'cancel', actor: 'client', from: 'PENDING', to: 'CANCELLED', guard: { session: ['before_start'] }, actions: WITHDRAW },
  { name: 'cancel', actor: 'client', from: 'CONFIRMED', to: 'CANCELLED', guard: { session: ['before_start'] }, actions: CANCEL },
  { name: 'cancel', actor: 'consultant', from: 'CONFIRMED', to: 'CANCELLED', guard: { session: ['before_start'] }, actions: CANCEL },
  {
    name: 'account deleted',
    actor: 'admin',
    from: 'PENDING',
    to: 'CANCELLED',
    guard: { session: ['before_start'], also: "a party's account is deleted" },
    actions: WITHDRAW,
  },
  {
    name: 'account deleted',
    actor: 'admin',
    from: 'CONFIRMED',
    to: 'CANCELLED',
    guard: { session: ['before_start'], also: "a party's account is deleted; the refund comes from the booking's own split" },
    actions: CANCEL,
  },
  { name: 'hold expires', actor: 'system', from: 'PENDING', to: 'CANCELLED', guard: { payment: ['UNPAID'], also: 'holdExpiresAt passed' }, actions: WITHDRAW },
  { name: 'payment declined', actor: 'system', from: 'PENDING', to: 'CANCELLED', guard: { payment: ['UNPAID'] }, actions: WITHDRAW },
  { name: 'not accepted', actor: 'system', from: 'PENDING', to: 'CANCELLED', guard: { session: STARTED }, actions: WITHDRAW },
  {
    name: 'late payment',
    actor: 'system',
    from: 'CANCELLED',
    to: 'CONFIRMED',
    guard: { session: ['before_start'], payment: ['UNPAID'], also: 'cancelled by its hold or a declined payment, its slots still free' },
    actions: ['hold_slots', 'journal_payment_split', ...TELL],
  },
  { name: 'refund', actor: 'system', from: 'CANCELLED', to: 'CANCELLED', guard: { payment: ['PAID'], also: 'the provider refunded it' }, actions: ['journal_refund', ...TELL] },
  { name: 'reschedule', actor: 'client', from: 'PENDING', to: 'PENDING', guard: { session: ['before_start'] }, actions: ['move_slots', ...TELL] },
  { name: 'reschedule', actor: 'consultant', from: 'PENDING', to: 'PENDING', guard: { session: ['before_start'] }, actions: ['move_slots', ...TELL] },
  { name: 'reschedule', actor: 'client', from: 'CONFIRMED', to: 'CONFIRMED', guard: { session: ['before_start'] }, actions: ['move_slots', 'move_earning_dates', ...TELL] },
  { name: 'reschedule', actor: 'consultant', from: 'CONFIRMED', to: 'CONFIRMED', guard: { session: ['before_start'] }, actions: ['move_slots', 'move_earning_dates', ...TELL] },
  { name: 'session ends', actor: 'system', from: 'CONFIRMED', to: 'CONFIRMED', guard: { session: ENDED, payment: ['PAID'] }, actions: ['earning_to_in_review'] },
  { name: 'complete', actor: 'consultant', from: 'CONFIRMED', to: 'COMPLETED', guard: { session: ENDED }, actions: ['reward_referrer', 'chat_message', ...TELL] },
  // Completed at once at the end, a session may be completed before the sweep reached its earning.
  { name: 'session ends', actor: 'system', from: 'COMPLETED', to: 'COMPLETED', guard: { session: ENDED, payment: ['PAID'] }, actions: ['earning_to_in_review'] },
  {
    name: 'report a problem',
    actor: 'client',
    from: 'CONFIRMED',
    to: 'CONFIRMED',
    guard: { session: ['ended'], payment: ['PAID'], dispute: 'none' },
    actions: ['open_dispute', 'hold_earning', ...TELL],
  },
  {
    name: 'report a problem',
    actor: 'client',
    from: 'COMPLETED',
    to: 'COMPLETED',
    guard: { session: ['ended'], payment: ['PAID'], dispute: 'none' },
    actions: ['open_dispute', 'hold_earning', ...TELL],
  },
  { name: 'release', actor: 'admin', from: 'CONFIRMED', to: 'CONFIRMED', guard: { session: ENDED, dispute: 'open' }, actions: ['earning_to_available', ...TELL] },
  { name: 'release', actor: 'admin', from: 'COMPLETED', to: 'COMPLETED', guard: { session: ENDED, dispute: 'open' }, actions: ['earning_to_available', ...TELL] },
  {
    name: 'refund part or all',
    actor: 'admin',
    from: 'CONFIRMED',
    to: 'CONFIRMED',
    guard: { session: ENDED, dispute: 'open' },
    actions: ['refund_through_provider', 'journal_refund', 'earning_to_available', ...TELL],
  },
  {
    name: 'refund part or all',
    actor: 'admin',
    from: 'COMPLETED',
    to: 'COMPLETED',
    guard: { session: ENDED, dispute: 'open' },
    actions: ['refund_through_provider', 'journal_refund', 'earning_to_available', ...TELL],
  },
  { name: 'window ends', actor: 'system', from: 'CONFIRMED', to: 'CONFIRMED', guard: { session: ['window_passed'], payment: ['PAID'], dispute: 'none' }, actions: ['earning_to_available'] },
  { name: 'window ends', actor: 'system', from: 'COMPLETED', to: 'COMPLETED', guard: { session: ['window_passed'], payment: ['PAID'], dispute: 'none' }, actions: ['earning_to_available'] },
];

/** The transitions an actor may make from a status to another, in the table's order. */
export const transitionsOf = (actor: Actor, from: BookingStatus | null, to: BookingStatus) =>
  BOOKING_PROCESS.filter((transition) => transition.actor === actor && transition.from === from && transition.to === to);

/** What a booking's payment meets: its status, and 'nothing_due' when its price is 0. */
export const paymentConditions = (booking: { priceCentavos: number; paymentStatus: BookingPaymentStatus }): PaymentGuard[] =>
  booking.priceCentavos === 0 ? [booking.paymentStatus, 'nothing_due'] : [booking.paymentStatus];

/** A move the code was about to make that the process does not declare: a defect, never a person's mistake. */
export class UndeclaredMove extends Error {
  constructor(actor: Actor, name: string, from: BookingStatus, to: BookingStatus, why: string) {
    super(`undeclared booking move: ${actor} '${name}' ${from} -> ${to} (${why})`);
    this.name = 'UndeclaredMove';
  }
}

/**
 * The declared move the code is about to make, checked against the table at run time:
 * the move exists for this actor from this status, and its guards hold for the
 * session's phase and the booking's payment. A party's request is answered with
 * status-machine.ts's messages first; this stops every other path (the sweeps, the
 * payment, an account's deletion) from moving a booking where the process does not.
 */
export function declaredMove(actor: Actor, name: string, from: BookingStatus, to: BookingStatus, booking: BookingNow): Transition {
  const move = allowedMove(actor, name, from, to, booking);
  if (move) return move;
  const declared = transitionsOf(actor, from, to).some((candidate) => candidate.name === name);
  throw new UndeclaredMove(actor, name, from, to, declared ? `not allowed ${booking.phase}, payment ${booking.payment.join('/')}` : 'no such move');
}

/** What a move's guards are checked against: where the clock stands against the session, and what the payment meets. */
export interface BookingNow {
  phase: SessionPhase;
  payment: readonly PaymentGuard[];
}

/** The declared move, when the table has it for this actor and its guards hold now; null otherwise. */
export function allowedMove(actor: Actor, name: string, from: BookingStatus, to: BookingStatus, booking: BookingNow): Transition | null {
  const moves = transitionsOf(actor, from, to).filter((move) => move.name === name);
  return (
    moves.find(
      (candidate) => phaseAllows(candidate.guard, booking.phase) && (!candidate.guard.payment || candidate.guard.payment.some((condition) => booking.payment.includes(condition))),
    ) ?? null
  );
}

/**
 * The phase of a session at an instant, from its start, its end and the dispute
 * window. Without the window (bookings do not keep it; earnings do) every instant
 * after the end is 'ended', which is all a party's moves need to know.
 */
export function sessionPhase(session: { startsAt: Date; endsAt: Date }, now: Date, windowMs?: number): SessionPhase {
  const at = now.getTime();
  if (at < session.startsAt.getTime()) return 'before_start';
  if (at < session.endsAt.getTime()) return 'in_session';
  return windowMs === undefined || at < session.endsAt.getTime() + windowMs ? 'ended' : 'window_passed';
}

/** True when the guard lets the move happen in this phase. */
export const phaseAllows = (guard: Guard, phase: SessionPhase) => !guard.session || guard.session.includes(phase);
