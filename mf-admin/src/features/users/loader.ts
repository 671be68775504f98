// /admin: the premium applications. The users table fetches its own pages (an
// infinite query prefetched without a subscriber does not recover from an error).
import { adminApi } from '@marketplace/shared-api/api/admin';
import { prefetchSignedIn } from '@marketplace/shared-api/store/prefetch';

export async function adminConsoleLoader(): Promise<null> {
  await prefetchSignedIn((dispatch) => dispatch(adminApi.endpoints.getPremiumApplications.initiate(undefined, { subscribe: false })));
  return null;
}
