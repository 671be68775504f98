// /admin/outbox: the marketplace zone its instants are shown in (GET /api/config,
// fetched once) and the wall clock. The list fetches its own pages: an infinite
// query prefetched without a subscriber does not recover from an error.
import { configApi } from '@marketplace/shared-api/api/config';
import { prefetch } from '@marketplace/shared-api/store/prefetch';
import { prepareWallClock } from '@marketplace/shared-api/time/wall-clock';

export async function outboxLoader(): Promise<null> {
  await Promise.all([prefetch((dispatch) => dispatch(configApi.endpoints.getConfig.initiate(undefined, { subscribe: false }))), prepareWallClock()]);
  return null;
}
