// /admin/releases: every remote's releases.
import { releasesApi } from '@marketplace/shared-api/api/releases';
import { prefetchSignedIn } from '@marketplace/shared-api/store/prefetch';

export async function releasesLoader(): Promise<null> {
  await prefetchSignedIn((dispatch) => dispatch(releasesApi.endpoints.getReleases.initiate(undefined, { subscribe: false })));
  return null;
}
