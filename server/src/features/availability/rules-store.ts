// An assistant's rules row: the rules as saved (the defaults when there is no
// row) and the calendar's state, read by its key. What the rules judge a request
// against is read with them in one query (judged-consultant.ts).
import { eq } from 'drizzle-orm';
import { DEFAULT_AVAILABILITY_RULES, type AvailabilityRules } from '@marketplace/shared-api/availability/rules';
import type { Executor } from '../../db/database';
import { assistantAvailability, type AssistantAvailabilityRow } from '../../db/schema/index';

type RulesColumns = Pick<AssistantAvailabilityRow, 'weekly' | 'daysOff' | 'noticeHours' | 'horizonMonths' | 'maxPerDay' | 'maxPerWeek'>;

export function rulesOf(row: RulesColumns | undefined | null): AvailabilityRules {
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
