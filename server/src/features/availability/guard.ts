// The server's side of the availability rules: every route that offers or takes
// a slot (available, create, reschedule) asks here, and the shared rules module
// (shared-api/availability/rules.ts) decides, so the server and the screens
// agree. A refused request gets 409 with the reason people read.
// Called inside the transaction that holds the consultant's row lock, the limits
// count cannot be outrun by a parallel request (the second waits, then counts the first).
import { slotRefusal, sessionCounter, type RuleContext } from '@marketplace/shared-api/availability/rules';
import type { SlotTime } from '@marketplace/shared-api/schemas/bookings';
import type { Executor } from '../../db/database';
import { HttpError } from '../../http-error';
import { busyTimesOver, findRulesRow, hasLimits, rulesOf, sessionsOver } from './rules-store';

export interface SlotRequest {
  consultant: { id: string; firstName: string };
  date: string;
  duration: number;
  /** A booking being moved: its own session is not counted against the limits. */
  exceptBookingId?: string;
  now: Date;
}

export function createAvailabilityGuard({ timeZone }: { timeZone: string }) {
  /** The rules, busy times and load of one consultant on one date. */
  async function contextFor(executor: Executor, request: SlotRequest): Promise<RuleContext> {
    const row = await findRulesRow(executor, request.consultant.id);
    const rules = rulesOf(row);
    const range = { from: request.date, to: request.date };
    const busy = row?.calendarReadAt ? await busyTimesOver(executor, request.consultant.id, range, timeZone) : [];
    const sessions = hasLimits(rules) ? await sessionsOver(executor, request.consultant.id, range, request.exceptBookingId) : [];
    return { name: request.consultant.firstName, rules, busy, sessionsOn: sessionCounter(sessions), zone: timeZone, now: request.now };
  }

  return {
    /** 409 with the reason when the rules refuse a session starting at startTime. */
    async assertOffered(executor: Executor, request: SlotRequest & { startTime: SlotTime }): Promise<void> {
      const refused = slotRefusal(await contextFor(executor, request), request.date, request.startTime, request.duration);
      if (refused) throw new HttpError(409, refused.message, refused.kind === 'notice' || refused.kind === 'slotOff' || refused.kind === 'busy' ? 'startTime' : 'date');
    },

    /** The start times among `starts` that the rules allow. */
    async offered(executor: Executor, request: SlotRequest & { starts: SlotTime[] }): Promise<SlotTime[]> {
      if (request.starts.length === 0) return [];
      const context = await contextFor(executor, request);
      return request.starts.filter((start) => !slotRefusal(context, request.date, start, request.duration));
    },
  };
}

export type AvailabilityGuard = ReturnType<typeof createAvailabilityGuard>;
