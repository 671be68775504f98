// A recurring series' pattern, expanded into the dates it falls on, and how those
// dates fall into payment periods. Pure and shared: the wizard lists the same
// occurrences the server judges and books, from the same function.
import { SERIES_MAX_WEEKS, SERIES_PAY_AHEAD_DAYS, SERIES_PERIOD_WEEKS } from '@marketplace/shared-api/constants';
import { addDaysToKey, weekdayOf } from '@marketplace/shared-api/time/wall-clock';
import type { SeriesPattern } from '@marketplace/shared-api/types';

/** The Monday of the week holding the date (weeks run Monday to Sunday). */
export const mondayOf = (date: string) => addDaysToKey(date, -((weekdayOf(date) + 6) % 7));

/** The last date a series starting on firstDate may fall on: the Sunday ending its SERIES_MAX_WEEKS-th week. */
export const lastSeriesDate = (firstDate: string, weeks: number = SERIES_MAX_WEEKS) => addDaysToKey(mondayOf(firstDate), weeks * 7 - 1);

/** Whole weeks from the week of `from` to the week of `date` (0 for the same week). */
export const weeksBetween = (from: string, date: string) =>
  Math.round((Date.parse(`${mondayOf(date)}T00:00:00Z`) - Date.parse(`${mondayOf(from)}T00:00:00Z`)) / (7 * 86_400_000));

/**
 * The dates of a pattern, soonest first: each chosen weekday of each week, from the
 * week of firstDate (no date before firstDate) for `weeks` weeks, or up to `until`.
 */
export function seriesDates(pattern: Pick<SeriesPattern, 'weekdays' | 'firstDate' | 'weeks' | 'until'>): string[] {
  const weekdays = [...new Set(pattern.weekdays)].sort((a, b) => a - b);
  const last = pattern.until ?? lastSeriesDate(pattern.firstDate, pattern.weeks ?? 1);
  const monday = mondayOf(pattern.firstDate);
  const dates: string[] = [];
  for (let week = 0; ; week += 1) {
    const weekStart = addDaysToKey(monday, week * 7);
    if (weekStart > last) break;
    for (const weekday of weekdays) {
      const date = addDaysToKey(weekStart, weekday - 1);
      if (date >= pattern.firstDate && date <= last) dates.push(date);
    }
  }
  return dates;
}

/** The payment period an occurrence falls in: its week since the series' first week, in blocks of SERIES_PERIOD_WEEKS. */
export const periodOf = (seriesFirstDate: string, seriesDate: string) => Math.floor(weeksBetween(seriesFirstDate, seriesDate) / SERIES_PERIOD_WEEKS);

/** The first day of a period (its Monday; the series' first date for the first period). */
export function periodStart(seriesFirstDate: string, period: number): string {
  return period === 0 ? seriesFirstDate : addDaysToKey(mondayOf(seriesFirstDate), period * SERIES_PERIOD_WEEKS * 7);
}

/** When a later period's checkout opens: SERIES_PAY_AHEAD_DAYS before it starts (the first period is paid when the series is booked). */
export function periodPayableFrom(seriesFirstDate: string, period: number): string {
  return period === 0 ? seriesFirstDate : addDaysToKey(periodStart(seriesFirstDate, period), -SERIES_PAY_AHEAD_DAYS);
}

/**
 * Where a series change puts an occurrence: the same week, its n-th weekday of the old
 * pattern becoming the n-th of the new one (both hold as many days). A date not on the old
 * pattern stays where it is.
 */
export function changedSeriesDate(seriesDate: string, fromWeekdays: readonly number[], toWeekdays: readonly number[]): string {
  const from = [...fromWeekdays].sort((a, b) => a - b);
  const to = [...toWeekdays].sort((a, b) => a - b);
  const index = from.indexOf(weekdayOf(seriesDate));
  if (index === -1 || to[index] === undefined) return seriesDate;
  return addDaysToKey(mondayOf(seriesDate), to[index] - 1);
}

/** True when an occurrence is not where its series' pattern puts it: moved on its own, kept back from a change, or booked before the pattern changed. */
export function isOffPattern(
  occurrence: { date: string; startTime: string; seriesDate: string | null },
  pattern: Pick<SeriesPattern, 'startTime' | 'since'>,
): boolean {
  if (occurrence.seriesDate === null) return false;
  if (pattern.since !== null && occurrence.seriesDate < pattern.since) return true;
  return occurrence.date !== occurrence.seriesDate || occurrence.startTime !== pattern.startTime;
}
