// The marketplace's wall clock for a screen: the zone from GET /api/config (the
// server's default until it answers) and "now" from NowContext, which is the
// real clock in the site and a fixed instant in tests (the render harness's `now`).
//
//   const clock = useWallClock();
//   const today = clock.today();           // '2026-06-10' in Manila
//   hasStarted(booking, clock.now());
import { createContext, useContext } from 'react';
import { useGetConfigQuery } from '@marketplace/shared-api/api/config';
import { DEFAULT_MARKETPLACE_TIME_ZONE, wallTime, type WallTime } from '@marketplace/shared-api/time/wall-clock';

/** Where "now" comes from; tests provide a fixed instant. */
export const NowContext = createContext<() => Date>(() => new Date());

export interface WallClock {
  zone: string;
  /** The marketplace's wall-clock time now. */
  now: () => WallTime;
  /** The marketplace's today, 'yyyy-MM-dd'. */
  today: () => string;
}

export function useWallClock(): WallClock {
  const { data } = useGetConfigQuery();
  const instant = useContext(NowContext);
  const zone = data?.marketplaceTimeZone ?? DEFAULT_MARKETPLACE_TIME_ZONE;
  return { zone, now: () => wallTime(zone, instant()), today: () => wallTime(zone, instant()).date };
}
