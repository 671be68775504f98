// How a series' weekly rhythm reads (the Recurring tab): its weekdays and time on
// Manila's clock, and beside them the same on the viewer's clock when theirs differs. The
// time range comes from the formatter the booking list uses ('Your time'); the weekdays move
// with it, since 9:00 AM Monday in Manila is Sunday evening in New York.
import { formatDate } from '@marketplace/shared-api/time/date-format';
import { addDaysToKey } from '@marketplace/shared-api/time/wall-clock';
import type { ViewerTime, ZonedSession } from '@marketplace/shared-api/time/viewer-time';
import type { RecurringSeries } from '@marketplace/shared-api/types';

/** A Sunday: the date key weekday n (0 Sunday .. 6 Saturday) is counted from, only for its name. */
const A_SUNDAY = '2026-06-07';

const weekdayName = (weekday: number) => formatDate(addDaysToKey(A_SUNDAY, ((weekday % 7) + 7) % 7), 'weekday');

export interface SeriesSchedule {
  /** 'Mon, Wed · 9:00 AM - 1:00 PM Manila' */
  marketplace: string;
  /** 'Sun, Tue · 8:00 PM - 12:00 AM New York, the day before'; null when the viewer's clock is Manila's. */
  viewer: string | null;
}

/**
 * The series' rhythm in both zones. The viewer's side is read from one of its occurrences
 * (the next, else the first day of the pattern), so a daylight-saving change is taken at
 * the date it is about.
 */
export function seriesSchedule(series: Pick<RecurringSeries, 'pattern' | 'nextOccurrence'>, timeFor: (session: ZonedSession) => ViewerTime): SeriesSchedule {
  const { weekdays, startTime, duration, firstDate } = series.pattern;
  const days = [...weekdays].sort((a, b) => a - b);
  const sample = series.nextOccurrence ?? { date: firstDate, startTime, duration };
  const time = timeFor({ date: sample.date, startTime, duration });
  const marketplace = `${days.map(weekdayName).join(', ')} · ${time.marketplace}`;
  if (!time.viewer) return { marketplace, viewer: null };
  // The day words ('the day before') already say the shift; the names say which days.
  return { marketplace, viewer: `${days.map((day) => weekdayName(day + time.dayDifference)).join(', ')} · ${time.viewer}` };
}

/** A weekday's short name (1 'Mon' .. 5 'Fri'), for the wizard's choices. */
export const weekdayLabel = (weekday: number) => weekdayName(weekday);

/** The weekdays with `day` added or taken out, Monday first. */
export const toggleWeekday = (weekdays: readonly number[], day: number) =>
  (weekdays.includes(day) ? weekdays.filter((chosen) => chosen !== day) : [...weekdays, day]).sort((a, b) => a - b);
