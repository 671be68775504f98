// A reschedule moves more than the booking: features that date things by its
// session (earnings: when the session ends and when its dispute window closes)
// move them inside the reschedule's own transaction, so no reader ever sees a
// booking on its new date with money still dated by the old one.
import type { Executor } from '../../db/database';
import type { BookingRow } from '../../db/schema/index';

/** Runs inside the rescheduling transaction, with the booking at its new date and time; writes only through tx. */
export type SessionMoveHook = (tx: Executor, moved: BookingRow, now: Date) => Promise<void>;

export interface SessionMoveHooks {
  add(hook: SessionMoveHook): void;
  inTransaction(tx: Executor, moved: BookingRow, now: Date): Promise<void>;
}

export function createSessionMoveHooks(): SessionMoveHooks {
  const hooks: SessionMoveHook[] = [];
  return {
    add(hook) {
      hooks.push(hook);
    },
    async inTransaction(tx, moved, now) {
      for (const hook of hooks) await hook(tx, moved, now);
    },
  };
}
