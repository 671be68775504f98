// Everything the availability rules judge one consultant's slots with, read in
// one query: who they are, their rules (the defaults when they set none), the
// busy times of their calendar and their sessions per date over a range, and
// the start times held on one day. The slot routes are read far more than
// anything else a client does, and answering them from four queries cost four
// round trips where booked slots costs one (bench/availability.bench.ts).
// Each part is one index range (users by key, rules by key, busy times by
// (user, end), bookings by (consultant, date), holds by (consultant, date)), and
// busy times and sessions are read only when the rules need them: a calendar was
// read, a limit is set.
import { sql, type Placeholder } from 'drizzle-orm';
import {
  instantOf,
  weekStartOf,
  type AvailabilityRules,
  type BusyTime,
  type DaySessions,
} from '@marketplace/shared-api/availability/rules';
import { addDaysToKey } from '@marketplace/shared-api/time/wall-clock';
import type { Executor } from '../../db/database';
import { NO_TABLE, prepared } from '../../db/prepared';
import { assistantAvailability, availabilityBusyTimes, bookings, bookingSlots, users } from '../../db/schema/index';
import { rulesOf } from './rules-store';

export interface JudgedConsultant {
  firstName: string;
  role: string;
  rules: AvailabilityRules;
  /** Busy times overlapping the range, soonest first (none unless a calendar was read). */
  busy: BusyTime[];
  /** Sessions (bookings not cancelled) per date over the whole weeks holding the range (none unless a limit is set). */
  sessions: DaySessions[];
  /** The start times held on the day asked for (empty when none was). */
  held: Set<string>;
}

export interface JudgedRange {
  consultantId: string;
  /** Marketplace dates, inclusive. */
  from: string;
  to: string;
  /** MARKETPLACE_TIME_ZONE: the dates' days start at midnight there. */
  zone: string;
  /** The day whose held start times are wanted. */
  heldOn?: string;
  /** A booking being moved: its holds and its session are left out. */
  exceptBookingId?: string;
}

const PARAMETERS = ['consultantId', 'heldOn', 'exceptBookingId', 'busyFrom', 'busyTo', 'weeksFrom', 'weeksTo'] as const;
/** The placeholders' values of judgedConsultantColumn. */
export type JudgedValues = Record<(typeof PARAMETERS)[number], string | null>;
type Bound = Record<keyof JudgedValues, Placeholder>;

export function judgedValuesOf(range: JudgedRange): JudgedValues {
  return {
    consultantId: range.consultantId,
    heldOn: range.heldOn ?? null,
    exceptBookingId: range.exceptBookingId ?? null,
    busyFrom: instantOf(range.from, '00:00', range.zone).toISOString(),
    busyTo: instantOf(addDaysToKey(range.to, 1), '00:00', range.zone).toISOString(),
    weeksFrom: weekStartOf(range.from),
    weeksTo: addDaysToKey(weekStartOf(range.to), 6),
  };
}

/** The consultant as one JSON value (null when there is no such user), as judgedOf reads it. */
export interface JudgedJson {
  firstName: string;
  role: string;
  /** Null when they saved no rules. */
  rules: AvailabilityRules | null;
  held: string[] | null;
  busy: { start: string; end: string }[] | null;
  sessions: DaySessions[] | null;
}

function judgedColumnOf(p: Bound) {
  const except = sql`${p.exceptBookingId}::uuid`;
  const held = sql`(
    select json_agg(${bookingSlots.startTime}) from ${bookingSlots}
    where ${bookingSlots.consultantId} = ${users.id} and ${bookingSlots.date} = ${p.heldOn}::date and ${bookingSlots.live}
      and (${except} is null or ${bookingSlots.bookingId} <> ${except}))`;
  const busy = sql`case when ${assistantAvailability.calendarReadAt} is not null then (
    select json_agg(json_build_object('start', ${availabilityBusyTimes.startsAt}, 'end', ${availabilityBusyTimes.endsAt}) order by ${availabilityBusyTimes.startsAt})
    from ${availabilityBusyTimes}
    where ${availabilityBusyTimes.userId} = ${users.id}
      and ${availabilityBusyTimes.endsAt} > ${p.busyFrom}::timestamptz and ${availabilityBusyTimes.startsAt} < ${p.busyTo}::timestamptz) end`;
  const sessions = sql`case when ${assistantAvailability.maxPerDay} is not null or ${assistantAvailability.maxPerWeek} is not null then (
    select json_agg(json_build_object('date', per_day.date, 'count', per_day.count)) from (
      select ${bookings.date} as date, count(*)::int as count from ${bookings}
      where ${bookings.consultantId} = ${users.id} and ${bookings.date} between ${p.weeksFrom}::date and ${p.weeksTo}::date
        and ${bookings.status} <> 'CANCELLED' and (${except} is null or ${bookings.id} <> ${except})
      group by ${bookings.date}) as per_day) end`;
  const rules = sql`case when ${assistantAvailability.userId} is not null then json_build_object(
    'weekly', ${assistantAvailability.weekly}, 'daysOff', ${assistantAvailability.daysOff},
    'noticeHours', ${assistantAvailability.noticeHours}, 'horizonMonths', ${assistantAvailability.horizonMonths},
    'maxPerDay', ${assistantAvailability.maxPerDay}, 'maxPerWeek', ${assistantAvailability.maxPerWeek}) end`;
  return sql<JudgedJson | null>`(
    select json_build_object('firstName', ${users.firstName}, 'role', ${users.role}, 'rules', ${rules}, 'held', ${held}, 'busy', ${busy}, 'sessions', ${sessions})
    from ${users} left join ${assistantAvailability} on ${assistantAvailability.userId} = ${users.id}
    where ${users.id} = ${p.consultantId}::uuid)`;
}

/**
 * The consultant as the rules judge them, as a column of any read that gives judgedValuesOf's
 * placeholders: a caller that reads other facts under the same lock reads these with them.
 */
export const judgedConsultantColumn = judgedColumnOf(Object.fromEntries(PARAMETERS.map((key) => [key, sql.placeholder(key)])) as Bound);

const judgedStatement = prepared('judged_consultant', (db) => db.select({ judged: judgedConsultantColumn }).from(NO_TABLE));

/** What judgedConsultantColumn read, in the rules' terms. */
export function judgedOf(judged: JudgedJson | null): JudgedConsultant | null {
  if (!judged) return null;
  return {
    firstName: judged.firstName,
    role: judged.role,
    rules: rulesOf(judged.rules),
    // JSON carries the database's rendering of an instant; the rules compare ISO strings.
    busy: (judged.busy ?? []).map((time) => ({ start: new Date(time.start).toISOString(), end: new Date(time.end).toISOString() })),
    sessions: judged.sessions ?? [],
    held: new Set(judged.held ?? []),
  };
}

/**
 * The consultant as the rules judge them, read through an executor (inside a transaction:
 * under its locks), by a statement built once: building this SQL on every call cost
 * about what PostgreSQL takes to answer it.
 */
export async function readJudgedConsultant(executor: Executor, range: JudgedRange): Promise<JudgedConsultant | null> {
  const [row] = await judgedStatement(executor, judgedValuesOf(range));
  return judgedOf(row?.judged ?? null);
}
