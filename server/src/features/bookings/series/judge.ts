// Judging a series' occurrences before anything is held, and again under the
// assistant's lock when they are booked: each against the marketplace's time rules
// (past, weekend, too far ahead, a full day starts in the morning), the assistant's
// availability rules (weekly slots, days off, notice, horizon, limits, busy calendar)
// and the slots already held. One read of the assistant over the series' whole range,
// one of its holds, then pure rules per occurrence (the same ones a single booking
// meets), so judging twelve weeks costs about what judging one day does.
// Occurrences accepted earlier in the list count toward the limits and holds of later
// ones: a series never books itself past a daily or weekly limit.
import { and, between, eq, inArray, not } from 'drizzle-orm';
import { sessionCounter, slotRefusal, type RuleContext } from '@marketplace/shared-api/availability/rules';
import type { SessionDuration, SlotTime } from '@marketplace/shared-api/schemas/bookings';
import type { JudgedOccurrence } from '@marketplace/shared-api/types';
import type { Executor } from '../../../db/database';
import { bookingSlots } from '../../../db/schema/index';
import { HttpError } from '../../../http-error';
import { readJudgedConsultant } from '../../availability/judged-consultant';
import { assertBookableTime, heldSlots, SLOT_TAKEN } from '../slot-rules';

/** Where one occurrence is asked for: the pattern's date, and where it would be booked. */
export interface WantedOccurrence {
  seriesDate: string;
  date: string;
  startTime: SlotTime;
}

export interface JudgeInput {
  consultantId: string;
  duration: SessionDuration;
  occurrences: readonly WantedOccurrence[];
  timeZone: string;
  now: Date;
  /** Bookings being moved (a series' own occurrences): their holds and sessions are not counted. */
  exceptBookingIds?: readonly string[];
}

const refusedBy = (occurrence: WantedOccurrence, refusal: string, field: 'date' | 'startTime'): JudgedOccurrence => ({ ...occurrence, refusal, field });

/** Each occurrence with its verdict, in the order given; null when the consultant does not exist. */
export async function judgeOccurrences(executor: Executor, input: JudgeInput): Promise<JudgedOccurrence[] | null> {
  const { occurrences, timeZone, now, duration } = input;
  if (occurrences.length === 0) return [];
  const dates = occurrences.map((occurrence) => occurrence.date).sort();
  const range = { from: dates[0], to: dates[dates.length - 1] };
  const except = input.exceptBookingIds ?? [];
  // readJudgedConsultant leaves out one booking; a series' own occurrences are taken out of the counts below.
  const judged = await readJudgedConsultant(executor, { consultantId: input.consultantId, ...range, zone: timeZone });
  if (!judged) return null;
  const holds = await executor
    .select({ bookingId: bookingSlots.bookingId, date: bookingSlots.date, time: bookingSlots.startTime })
    .from(bookingSlots)
    .where(
      and(
        eq(bookingSlots.consultantId, input.consultantId),
        eq(bookingSlots.live, true),
        between(bookingSlots.date, range.from, range.to),
        except.length > 0 ? not(inArray(bookingSlots.bookingId, [...except])) : undefined,
      ),
    );
  const held = new Set(holds.map((hold) => `${hold.date} ${hold.time}`));
  // Sessions per date: the assistant's (less the series' own being moved), plus those this judgement accepts.
  const ownSessions = new Map<string, number>();
  const ownDays = new Set(holds.filter((row) => except.includes(row.bookingId)).map((row) => `${row.bookingId} ${row.date}`));
  for (const day of ownDays) {
    const date = day.slice(-10);
    ownSessions.set(date, (ownSessions.get(date) ?? 0) - 1);
  }
  const base = sessionCounter(judged.sessions);
  const added = new Map<string, number>();
  const context: RuleContext = {
    name: judged.firstName,
    rules: judged.rules,
    busy: judged.busy,
    sessionsOn: (date) => Math.max(0, base(date) + (ownSessions.get(date) ?? 0)) + (added.get(date) ?? 0),
    zone: timeZone,
    now,
  };
  return occurrences.map((occurrence) => {
    try {
      assertBookableTime({ date: occurrence.date, startTime: occurrence.startTime, duration }, timeZone, now);
    } catch (error) {
      if (error instanceof HttpError) return refusedBy(occurrence, error.message, error.field === 'startTime' ? 'startTime' : 'date');
      throw error;
    }
    const refusal = slotRefusal(context, occurrence.date, occurrence.startTime, duration);
    if (refusal) return refusedBy(occurrence, refusal.message, refusal.kind === 'notice' || refusal.kind === 'slotOff' || refusal.kind === 'busy' ? 'startTime' : 'date');
    const slots = heldSlots(occurrence.startTime, duration).map((slot) => `${occurrence.date} ${slot}`);
    if (slots.some((slot) => held.has(slot))) return refusedBy(occurrence, SLOT_TAKEN, 'startTime');
    for (const slot of slots) held.add(slot);
    added.set(occurrence.date, (added.get(occurrence.date) ?? 0) + 1);
    return { ...occurrence, refusal: null, field: null };
  });
}
