// SPEC section 2, data preloaded per route: the /profile/list loader fetches the
// profile posts with the query string and returns the search criteria.
import type { LoaderFunctionArgs } from 'react-router-dom';
import { profilesApi } from '@marketplace/shared-api/api/profiles';
import { getAppStore } from '@marketplace/shared-api/store/app-store';
import { prefetch } from '../../lib/prefetch';
import { criteriaFromSearch, criteriaToQuery, type SearchCriteria } from './search-criteria';

export async function profileListLoader({ request }: LoaderFunctionArgs): Promise<SearchCriteria> {
  const criteria = criteriaFromSearch(new URL(request.url).searchParams);
  // Signed-out visitors are sent to /register by the screen; nothing to fetch for them.
  if (getAppStore().getState().session.user) {
    await prefetch((dispatch) =>
      dispatch(profilesApi.endpoints.searchProfilePostPages.initiate(criteriaToQuery(criteria), { subscribe: false })),
    );
  }
  return criteria;
}
