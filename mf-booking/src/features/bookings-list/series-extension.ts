// How far a series may still grow, and the pattern that judges the weeks the client
// would add, so the added dates are checked before anything is asked of the assistant. The
// weeks are counted as the server counts them (from the week of pattern.firstDate, at most
// SERIES_MAX_WEEKS), and the added dates are those the server would add.
import { SERIES_MAX_WEEKS } from '@marketplace/shared-api/constants';
import type { JudgeSeriesInput } from '@marketplace/shared-api/schemas/series';
import { lastSeriesDate, mondayOf, weeksBetween } from '@marketplace/shared-api/series/pattern';
import { addDaysToKey } from '@marketplace/shared-api/time/wall-clock';
import type { RecurringSeries } from '@marketplace/shared-api/types';

type Extendable = Pick<RecurringSeries, 'consultantId' | 'pattern'>;

/** The weeks the series spans now, from the week of its first date to its last week. */
export function seriesWeeks({ pattern }: Pick<RecurringSeries, 'pattern'>): number {
  return pattern.weeks ?? weeksBetween(pattern.firstDate, pattern.until ?? pattern.firstDate) + 1;
}

/** How many weeks may still be added (0 when the series is as long as a series may be). */
export const weeksLeft = (series: Pick<RecurringSeries, 'pattern'>) => Math.max(0, SERIES_MAX_WEEKS - seriesWeeks(series));

/**
 * The pattern of `weeks` more weeks. A series bounded by weeks grows from the Monday after its
 * last week; one bounded by a date grows from the day after it to the end of its new last week,
 * as the server extends it (its last week's later weekdays come first).
 */
export function extensionPattern(series: Extendable, weeks: number): JudgeSeriesInput {
  const { pattern } = series;
  const base = {
    consultantId: series.consultantId,
    weekdays: pattern.weekdays,
    startTime: pattern.startTime as JudgeSeriesInput['startTime'],
    duration: pattern.duration as JudgeSeriesInput['duration'],
  };
  if (pattern.until === null) {
    return { ...base, firstDate: addDaysToKey(mondayOf(pattern.firstDate), seriesWeeks(series) * 7), weeks };
  }
  return { ...base, firstDate: addDaysToKey(pattern.until, 1), until: lastSeriesDate(pattern.firstDate, seriesWeeks(series) + weeks) };
}
