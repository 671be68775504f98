// What the Boss has chosen under 'Repeat weekly' and the pattern the server judges
// from it: the weekdays, the booking's own start time and length, from the chosen date for a
// number of weeks or until a date. Pure, so the wizard's rules are tested without a screen.
import { SERIES_MAX_WEEKS, SERIES_MIN_WEEKS, type SERIES_PAY_MODES } from '@marketplace/shared-api/constants';
import type { SlotTime } from '@marketplace/shared-api/schemas/bookings';
import type { JudgeSeriesInput } from '@marketplace/shared-api/schemas/series';
import { lastSeriesDate } from '@marketplace/shared-api/series/pattern';
import { weekdayOf } from '@marketplace/shared-api/time/wall-clock';

export interface SeriesDraft {
  weekdays: number[];
  end: 'weeks' | 'until';
  weeks: number;
  /** '' until a date is chosen. */
  until: string;
  payMode: (typeof SERIES_PAY_MODES)[number];
}

export const DEFAULT_WEEKS = 4;

/** Another time the Boss picked for one refused occurrence (createSeries' replacements). */
export interface ReplacementChoice {
  seriesDate: string;
  date: string;
  startTime: SlotTime;
}

/** A fresh draft: the chosen date's weekday, four weeks, paid once. */
export const draftFor = (firstDate: string): SeriesDraft => ({ weekdays: [weekdayOf(firstDate)], end: 'weeks', weeks: DEFAULT_WEEKS, until: '', payMode: 'once' });

/** Why the draft cannot be judged yet, field by field (the server says the same in its 400s); empty when it can. */
export function draftProblems(draft: SeriesDraft, firstDate: string): Partial<Record<'weekdays' | 'weeks' | 'until', string>> {
  const problems: Partial<Record<'weekdays' | 'weeks' | 'until', string>> = {};
  if (draft.weekdays.length === 0) problems.weekdays = 'Choose one or more weekdays.';
  if (draft.end === 'weeks' && !(Number.isInteger(draft.weeks) && draft.weeks >= SERIES_MIN_WEEKS && draft.weeks <= SERIES_MAX_WEEKS)) {
    problems.weeks = `Choose ${SERIES_MIN_WEEKS} to ${SERIES_MAX_WEEKS} weeks.`;
  }
  if (draft.end === 'until') {
    if (!draft.until) problems.until = 'Choose the last date.';
    else if (draft.until < firstDate) problems.until = 'The last date cannot be before the first.';
    else if (draft.until > lastSeriesDate(firstDate)) problems.until = `A series lasts at most ${SERIES_MAX_WEEKS} weeks.`;
  }
  return problems;
}

/** The pattern as POST /bookings/series/judge takes it. */
export function patternOf(draft: SeriesDraft, base: { consultantId: string; firstDate: string; startTime: string; duration: number }): JudgeSeriesInput {
  return {
    consultantId: base.consultantId,
    weekdays: draft.weekdays,
    startTime: base.startTime as JudgeSeriesInput['startTime'],
    duration: base.duration as JudgeSeriesInput['duration'],
    firstDate: base.firstDate,
    ...(draft.end === 'weeks' ? { weeks: draft.weeks } : { until: draft.until }),
  };
}
