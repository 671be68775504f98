// Reading an assistant's rules and what they are judged against: the rules row
// (the defaults when there is none), the busy times of their calendar over a
// range of dates, and the sessions per date the limits count. Every query is one
// index range: the row by its key, busy times by (user, end), bookings by
// (consultant, date).
import { and, eq, gt, gte, lt, lte, ne, sql } from 'drizzle-orm';
import {
  DEFAULT_AVAILABILITY_RULES,
  instantOf,
  weekStartOf,
  type AvailabilityRules,
  type BusyTime,
  type DaySessions,
} from '@marketplace/shared-api/availability/rules';
import { addDaysToKey } from '@marketplace/shared-api/time/wall-clock';
import type { Executor } from '../../db/database';
import { assistantAvailability, availabilityBusyTimes, bookings, type AssistantAvailabilityRow } from '../../db/schema/index';

export function rulesOf(row: AssistantAvailabilityRow | undefined | null): AvailabilityRules {
  if (!row) return DEFAULT_AVAILABILITY_RULES;
  return {
    weekly: row.weekly,
    daysOff: row.daysOff,
    noticeHours: row.noticeHours,
    horizonMonths: row.horizonMonths,
    maxPerDay: row.maxPerDay,
    maxPerWeek: row.maxPerWeek,
  };
}

export async function findRulesRow(executor: Executor, userId: string): Promise<AssistantAvailabilityRow | null> {
  const [row] = await executor.select().from(assistantAvailability).where(eq(assistantAvailability.userId, userId)).limit(1);
  return row ?? null;
}

/** Busy times overlapping the dates from..to (marketplace wall clock), soonest first. */
export async function busyTimesOver(executor: Executor, userId: string, range: { from: string; to: string }, zone: string): Promise<BusyTime[]> {
  const start = instantOf(range.from, '00:00', zone);
  const end = instantOf(addDaysToKey(range.to, 1), '00:00', zone);
  const rows = await executor
    .select({ startsAt: availabilityBusyTimes.startsAt, endsAt: availabilityBusyTimes.endsAt })
    .from(availabilityBusyTimes)
    .where(and(eq(availabilityBusyTimes.userId, userId), gt(availabilityBusyTimes.endsAt, start), lt(availabilityBusyTimes.startsAt, end)))
    .orderBy(availabilityBusyTimes.startsAt);
  return rows.map((row) => ({ start: row.startsAt.toISOString(), end: row.endsAt.toISOString() }));
}

/** Sessions (bookings not cancelled) per date over the whole weeks holding from..to, leaving one booking out. */
export async function sessionsOver(
  executor: Executor,
  consultantId: string,
  range: { from: string; to: string },
  exceptBookingId?: string,
): Promise<DaySessions[]> {
  const rows = await executor
    .select({ date: bookings.date, count: sql<number>`count(*)::int` })
    .from(bookings)
    .where(
      and(
        eq(bookings.consultantId, consultantId),
        gte(bookings.date, weekStartOf(range.from)),
        lte(bookings.date, addDaysToKey(weekStartOf(range.to), 6)),
        ne(bookings.status, 'CANCELLED'),
        exceptBookingId ? ne(bookings.id, exceptBookingId) : undefined,
      ),
    )
    .groupBy(bookings.date);
  return rows;
}

/** True when a limit is set, so the sessions must be counted. */
export const hasLimits = (rules: AvailabilityRules) => rules.maxPerDay !== null || rules.maxPerWeek !== null;
