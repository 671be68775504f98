// Days a session may be held, for the benchmarks and tests that book ahead: a run
// books weekdays whatever day of the week it starts on.
import { addDaysToKey, isWeekendDate } from '@marketplace/shared-api/time/wall-clock';

/** The first `count` weekdays on or after `first` (YYYY-MM-DD). */
export function weekdaysFrom(first: string, count: number): string[] {
  const days: string[] = [];
  for (let day = first; days.length < count; day = addDaysToKey(day, 1)) {
    if (!isWeekendDate(day)) days.push(day);
  }
  return days;
}
