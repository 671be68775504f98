// The consultant's availability rules on a booking screen: the widget,
// the picker and the dashboard's reschedule dialog judge each day and slot with
// the same module the server enforces (shared-api/availability/rules.ts), from
// GET /bookings/availability/{id} (refetched on every live slot event). Until it
// answers, or if it fails, nothing is refused here: the server still is the judge.
import { useContext, useMemo } from 'react';
import { useGetAvailabilityViewQuery } from '@marketplace/shared-api/api/availability';
import { skipToken } from '@marketplace/shared-api/api/api';
import { dayRefusal, outsideHours, sessionCounter, slotRefusal, type RuleContext } from '@marketplace/shared-api/availability/rules';
import type { SlotTime } from '@marketplace/shared-api/schemas/bookings';
import { NowContext, useWallClock } from '@marketplace/shared-api/time/use-wall-clock';

export interface AvailabilityJudge {
  /** False until the consultant's rules have arrived (until then nothing is refused). */
  ready: boolean;
  /** Why no session of `duration` hours can be booked that day; null when one can. */
  dayReason(date: string, duration: number): string | null;
  /** Why a session may not start at this slot; null when it may. */
  slotReason(date: string, time: SlotTime, duration: number): string | null;
}

const ALLOW_ALL: AvailabilityJudge = { ready: false, dayReason: () => null, slotReason: () => null };

/** `moving`: the date of a booking being rescheduled, whose own session the limits do not count. */
export function useAvailabilityRules(consultantId: string | null | undefined, moving?: string): AvailabilityJudge {
  const { data } = useGetAvailabilityViewQuery(consultantId ?? skipToken);
  const { zone } = useWallClock();
  const instant = useContext(NowContext);
  const now = instant();
  const minute = Math.floor(now.getTime() / 60_000);
  return useMemo(() => {
    if (!data) return ALLOW_ALL;
    const counted = sessionCounter(data.sessions);
    const context: RuleContext = {
      name: data.name,
      rules: data.rules,
      busy: data.busy,
      sessionsOn: (date) => counted(date) - (date === moving ? 1 : 0),
      zone,
      now: new Date(minute * 60_000),
    };
    return {
      ready: true,
      dayReason: (date, duration) => dayRefusal(context, date, duration)?.message ?? null,
      slotReason: (date, time, duration) => slotRefusal(context, date, time, duration)?.message ?? null,
    };
    // Judged again each minute, so notice follows the clock without re-rendering every instant.
  }, [data, zone, minute, moving]);
}

/**
 * An assistant's own bookings that their weekly hours and days off now leave out (they stay
 * booked): 'dayOff' or 'slotOff' for one, null when it is inside. Nothing is out until the rules arrive.
 */
export function useOutsideHours(consultantId: string | null | undefined): (session: { date: string; startTime: string; duration: number }) => 'dayOff' | 'slotOff' | null {
  const { data } = useGetAvailabilityViewQuery(consultantId ?? skipToken);
  return useMemo(() => {
    if (!data) return () => null;
    return ({ date, startTime, duration }) => outsideHours(data.rules, date, startTime as SlotTime, duration);
  }, [data]);
}
