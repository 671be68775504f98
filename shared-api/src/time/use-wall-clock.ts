// The marketplace's wall clock for a screen: the zone from GET /api/config (the
// server's default until it answers) and "now" from NowContext, which is the
// real clock in the site and a fixed instant in tests (the render harness's `now`).
//
//   const clock = useWallClock();
//   const today = clock.today();           // '2026-06-10' in Manila
//   hasStarted(booking, clock.now());
import { useGetConfigQuery } from '@marketplace/shared-api/api/config';
import { useNow } from '@marketplace/shared-api/time/now';
import { DEFAULT_MARKETPLACE_TIME_ZONE, wallTime, type WallTime } from '@marketplace/shared-api/time/wall-clock';

/** Where "now" comes from (time/now.ts); kept here for the screens that import it with the wall clock. */
export { NowContext } from '@marketplace/shared-api/time/now';

export interface WallClock {
  zone: string;
  /** The marketplace's wall-clock time now. */
  now: () => WallTime;
  /** The marketplace's today, 'yyyy-MM-dd'. */
  today: () => string;
}

export function useWallClock(): WallClock {
  const { data } = useGetConfigQuery();
  const instant = useNow();
  const zone = data?.marketplaceTimeZone ?? DEFAULT_MARKETPLACE_TIME_ZONE;
  return { zone, now: () => wallTime(zone, instant()), today: () => wallTime(zone, instant()).date };
}
