// An earning is dated by its session: the sweep moves it to in review at the
// session's end and to available at the end of the dispute window after it, and
// the client may report a problem in between. A rescheduled session carries
// those dates with it (in the reschedule's transaction); only a session that has
// not started can move, so its earning is still upcoming and no journal entry
// depends on the old dates.
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { earnings } from '../../db/schema/index';
import { sessionEndsAt } from '../../session-times';

export interface SessionDates {
  date: string;
  startTime: string;
  duration: number;
}

/** When a session's earning goes into review (its end) and becomes available (the end plus the window). */
export function earningDates(session: SessionDates, { timeZone, disputeWindowMs }: { timeZone: string; disputeWindowMs: number }) {
  const endsAt = sessionEndsAt(session, timeZone);
  return { sessionDate: session.date, endsAt, availableAt: new Date(endsAt.getTime() + disputeWindowMs) };
}

/** The reschedule hook: the booking's earning, if it has one, takes its session's new dates. */
export function moveEarningWithSession(settings: { timeZone: string; disputeWindowMs: number }) {
  return async (tx: Executor, moved: SessionDates & { id: string }, now: Date): Promise<void> => {
    await tx
      .update(earnings)
      .set({ ...earningDates(moved, settings), updatedAt: now })
      .where(eq(earnings.bookingId, moved.id));
  };
}
