// The booking status state machine the server enforces (SPEC section 4 lists
// the statuses; which moves are allowed is ours to decide, per the issue):
//   PENDING   -> CONFIRMED  the consultant accepts
//   PENDING   -> CANCELLED  the consultant declines, or the client cancels
//   CONFIRMED -> CANCELLED  either party cancels
//   CONFIRMED -> COMPLETED  the consultant completes
// Nothing leaves COMPLETED or CANCELLED. Either party may move a live booking
// whose session has not started to another date or time (SPEC section 2 offers
// 'Reschedule booking' in the consultant's Edit menu and to the client on the dashboard).
import type { BookingStatus } from '@marketplace/shared-api/types';
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
export type BookingEventKind = 'created' | 'accepted' | 'declined' | 'cancelled' | 'completed' | 'rescheduled';

export function eventOf(from: BookingStatus, to: BookingStatus, party: Party): BookingEventKind {
  if (to === 'CONFIRMED') return 'accepted';
  if (to === 'COMPLETED') return 'completed';
  return from === 'PENDING' && party === 'consultant' ? 'declined' : 'cancelled';
}
