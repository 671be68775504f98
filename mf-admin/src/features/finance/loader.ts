// /admin/finance: the report of the month the screen opens on, which is the
// marketplace's month, so the zone comes first (GET /api/config, fetched once).
import { configApi } from '@marketplace/shared-api/api/config';
import { earningsApi } from '@marketplace/shared-api/api/earnings';
import { prefetch, prefetchSignedIn } from '@marketplace/shared-api/store/prefetch';
import { DEFAULT_MARKETPLACE_TIME_ZONE, prepareWallClock, todayIn } from '@marketplace/shared-api/time/wall-clock';
import { monthOf } from './period';

export async function financeLoader(): Promise<null> {
  const [config] = await Promise.all([
    prefetch((dispatch) => dispatch(configApi.endpoints.getConfig.initiate(undefined, { subscribe: false }))),
    // The report's instants and dates.
    prepareWallClock(),
  ]);
  const period = monthOf(todayIn(config?.marketplaceTimeZone ?? DEFAULT_MARKETPLACE_TIME_ZONE, new Date()));
  await prefetchSignedIn((dispatch) => dispatch(earningsApi.endpoints.getFinanceReport.initiate(period, { subscribe: false })));
  return null;
}
