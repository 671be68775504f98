// /earnings reads the member's earnings overview (GET /api/earnings) while the
// page's code loads, and readies the clock its dates are shown on.
import { earningsApi } from '@marketplace/shared-api/api/earnings';
import { prefetchSignedIn } from '@marketplace/shared-api/store/prefetch';
import { prepareWallClock } from '@marketplace/shared-api/time/wall-clock';

export async function earningsLoader(): Promise<null> {
  await Promise.all([
    prefetchSignedIn((dispatch) => dispatch(earningsApi.endpoints.getEarnings.initiate(undefined, { subscribe: false }))),
    prepareWallClock(),
  ]);
  return null;
}
