// The server's side of the availability rules: every route that offers or takes
// a slot (available, create, reschedule) asks here, and the shared rules module
// (shared-api/availability/rules.ts) decides, so the server and the screens
// agree. A refused request gets 409 with the reason people read.
// Called inside the transaction that holds the consultant's row lock, the limits
// count cannot be outrun by a parallel request (the second waits, then counts the first).
import { offeredStarts, slotRefusal, sessionCounter, type RuleContext } from '@marketplace/shared-api/availability/rules';
import type { SessionDuration, SlotTime } from '@marketplace/shared-api/schemas/bookings';
import type { Database, Executor } from '../../db/database';
import { HttpError } from '../../http-error';
import { judgedConsultantColumn, judgedOf, judgedValuesOf, readJudgedConsultant, type JudgedConsultant, type JudgedJson, type JudgedValues } from './judged-consultant';

export interface SlotRequest {
  consultantId: string;
  date: string;
  duration: SessionDuration;
  /** A booking being moved: its own holds and session are not counted. */
  exceptBookingId?: string;
  now: Date;
}

/** A consultant's day as the picker offers it. */
export interface OfferedDay {
  /** Start times other bookings hold. */
  held: ReadonlySet<string>;
  /** The start times among `starts` that the rules allow. */
  offered(starts: readonly SlotTime[]): SlotTime[];
}

/**
 * What assertOffered reads, as columns a read of other facts under the consultant's lock
 * can carry (with offeredFactValues' placeholders), so that read judges in one round trip.
 */
export const offeredFactColumns = { judged: judgedConsultantColumn };

export function createAvailabilityGuard({ db, timeZone }: { db: Database; timeZone: string }) {
  const rangeOf = (request: SlotRequest) => ({
    consultantId: request.consultantId,
    from: request.date,
    to: request.date,
    zone: timeZone,
    exceptBookingId: request.exceptBookingId,
  });

  const contextOf = (judged: JudgedConsultant, now: Date): RuleContext => ({
    name: judged.firstName,
    rules: judged.rules,
    busy: judged.busy,
    sessionsOn: sessionCounter(judged.sessions),
    zone: timeZone,
    now,
  });

  function assertAllowed(judged: JudgedConsultant | null, request: SlotRequest & { startTime: SlotTime }): void {
    if (!judged) return;
    const refused = slotRefusal(contextOf(judged, request.now), request.date, request.startTime, request.duration);
    if (refused) throw new HttpError(409, refused.message, refused.kind === 'notice' || refused.kind === 'slotOff' || refused.kind === 'busy' ? 'startTime' : 'date');
  }

  return {
    /** The placeholders' values of offeredFactColumns for this request. */
    offeredFactValues(request: SlotRequest): JudgedValues {
      return judgedValuesOf(rangeOf(request));
    },

    /** assertOffered on offeredFactColumns as read. */
    judgeOffered(facts: { judged: JudgedJson | null }, request: SlotRequest & { startTime: SlotTime }): void {
      assertAllowed(judgedOf(facts.judged), request);
    },

    /** 409 with the reason when the rules refuse a session starting at startTime (the consultant is known to exist). */
    async assertOffered(executor: Executor, request: SlotRequest & { startTime: SlotTime }): Promise<void> {
      assertAllowed(await readJudgedConsultant(executor, rangeOf(request)), request);
    },

    /** The day's holds and rules in one read; null when the consultant is not an assistant. */
    async day(request: SlotRequest): Promise<OfferedDay | null> {
      const judged = await readJudgedConsultant(db, { ...rangeOf(request), heldOn: request.date });
      if (!judged || judged.role !== 'Assistant') return null;
      const context = contextOf(judged, request.now);
      return {
        held: judged.held,
        offered: (starts) => offeredStarts(context, request.date, starts, request.duration),
      };
    },
  };
}

export type AvailabilityGuard = ReturnType<typeof createAvailabilityGuard>;
