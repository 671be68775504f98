// /availability: the assistant's rules are fetched while the page's code loads.
import { availabilityApi } from '@marketplace/shared-api/api/availability';
import { getAppStore } from '@marketplace/shared-api/store/app-store';
import { prefetchSignedIn } from '@marketplace/shared-api/store/prefetch';

export async function availabilityLoader(): Promise<null> {
  if (getAppStore().getState().session.user?.role !== 'Assistant') return null;
  await prefetchSignedIn((dispatch) => dispatch(availabilityApi.endpoints.getMyAvailability.initiate(undefined, { subscribe: false })));
  return null;
}
