// The busy calendars are read again on a schedule: a sweep job (plugins/sweeps.ts)
// claims the calendars checked longest ago (SKIP LOCKED, stamping them checked,
// so another process takes others) and reads each outside the claiming
// transaction; a read failing keeps the last good copy and records the error.
import { and, inArray, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { assistantAvailability } from '../../db/schema/index';
import type { Sweeps } from '../../plugins/sweeps';

export const CALENDAR_SWEEP = 'availability.calendars';
/** How old a read may get before the sweep reads the calendar again. */
export const CALENDAR_REFRESH_MS = 30 * 60_000;
/** Calendars one run reads. */
export const CALENDARS_PER_RUN = 10;

export function registerCalendarSweep(
  sweeps: Sweeps,
  { db, readCalendar }: { db: Database; readCalendar: (userId: string, url: string) => Promise<void> },
): void {
  sweeps.register(CALENDAR_SWEEP, async ({ now }) => {
    const due = new Date(now.getTime() - CALENDAR_REFRESH_MS);
    const claimed = await db.transaction(async (tx) => {
      const rows = await tx
        .select({ userId: assistantAvailability.userId, url: assistantAvailability.calendarUrl })
        .from(assistantAvailability)
        .where(
          and(
            isNotNull(assistantAvailability.calendarUrl),
            or(isNull(assistantAvailability.calendarCheckedAt), lt(assistantAvailability.calendarCheckedAt, due)),
          ),
        )
        .orderBy(sql`${assistantAvailability.calendarCheckedAt} asc nulls first`)
        .limit(CALENDARS_PER_RUN)
        .for('update', { skipLocked: true });
      if (rows.length === 0) return [];
      await tx
        .update(assistantAvailability)
        .set({ calendarCheckedAt: now })
        .where(inArray(assistantAvailability.userId, rows.map((row) => row.userId)));
      return rows;
    });
    for (const { userId, url } of claimed) if (url) await readCalendar(userId, url);
  });
}
