// The first day, from today, on which a consultant can still be booked: the widget's
// way forward when the days it lists (weekdays to the month's end) are few, taken or off
// ('Next free: Wed, Dec 9'). Weekends (sessions are held Monday to Friday) and days their
// rules refuse (a day off, notice, the horizon) are skipped on the screen's copy of the
// rules, once it has arrived; each remaining day is asked of
// the server's GET /bookings/available, which judges the rules and the holds, one day at a
// time until one has a time that has not started, or MAX_DAYS_ASKED days have been asked
// (a fully booked assistant must not cost a request for every day to the horizon).
import { useEffect, useState } from 'react';
import { skipToken } from '@marketplace/shared-api/api/api';
import { useGetAvailableTimesQuery } from '@marketplace/shared-api/api/bookings';
import { LIST_SLOT_HOURS } from '@marketplace/shared-api/constants';
import type { SlotTime } from '@marketplace/shared-api/schemas/bookings';
import { useWallClock } from '@marketplace/shared-api/time/use-wall-clock';
import { addDaysToKey, hasStarted, isWeekendDate, lastBookableDate } from '@marketplace/shared-api/time/wall-clock';
import type { AvailabilityJudge } from './use-availability-rules';

/** How many days the server is asked about before the search gives up. */
export const MAX_DAYS_ASKED = 20;

export interface NextFreeDay {
  date: string;
  /** Its first free start time, carried into the wizard. */
  startTime: SlotTime;
}

/** The first weekday from `from` to `last` the rules do not refuse; null when none is left (or the rules are not in yet). */
export function nextAllowedDay(from: string, last: string, judge: AvailabilityJudge): string | null {
  if (!judge.ready) return null;
  for (let day = from; day <= last; day = addDaysToKey(day, 1)) {
    if (!isWeekendDate(day) && judge.dayReason(day, LIST_SLOT_HOURS) === null) return day;
  }
  return null;
}

export function useNextFreeDay(consultantId: string, judge: AvailabilityJudge): NextFreeDay | null {
  const clock = useWallClock();
  const today = clock.today();
  const last = lastBookableDate(today);
  // The day being asked about; it moves on while the server finds nothing free on it.
  const [asked, setAsked] = useState<string | null>(() => nextAllowedDay(today, last, judge));
  const [askedCount, setAskedCount] = useState(1);
  // currentData: the answer for this day, never the last day's while this one loads.
  const { currentData: data } = useGetAvailableTimesQuery(asked ? { date: asked, consultantId } : skipToken);
  const now = clock.now();
  const free = asked && data ? data.filter((startTime) => !hasStarted({ date: asked, startTime }, now)) : null;
  const exhausted = free !== null && free.length === 0;

  useEffect(() => {
    if (!exhausted || !asked) return;
    setAsked(askedCount < MAX_DAYS_ASKED ? nextAllowedDay(addDaysToKey(asked, 1), last, judge) : null);
    setAskedCount((count) => count + 1);
  }, [exhausted, asked, askedCount, last, judge]);

  // The rules arrived (or changed) after the search began: start again from today on them.
  useEffect(() => {
    setAsked(nextAllowedDay(today, last, judge));
    setAskedCount(1);
  }, [today, last, judge]);

  return asked && free && free.length > 0 ? { date: asked, startTime: free[0] } : null;
}
