// SPEC section 2, data preloaded per route: the /profile/list loader fetches the
// profile posts with the query string and returns the search criteria.
// Signed-out visitors are sent to /register by the screen; nothing is fetched for them.
import type { LoaderFunctionArgs } from '@marketplace/shared-api/router';
import { profilesApi } from '@marketplace/shared-api/api/profiles';
import { prefetchSignedIn } from '@marketplace/shared-api/store/prefetch';
import { criteriaFromSearch, criteriaToQuery, type SearchCriteria } from './search-criteria';

export async function profileListLoader({ request }: LoaderFunctionArgs): Promise<SearchCriteria> {
  const criteria = criteriaFromSearch(new URL(request.url).searchParams);
  await prefetchSignedIn((dispatch) =>
    dispatch(profilesApi.endpoints.searchProfilePostPages.initiate(criteriaToQuery(criteria), { subscribe: false })),
  );
  return criteria;
}
