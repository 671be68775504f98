// SPEC section 2, data preloaded per route: /{id} fetches the post (listing).
// A failure is left to the screen's not-found and error states.
import type { LoaderFunctionArgs } from '@marketplace/shared-api/router';
import { profilesApi } from '@marketplace/shared-api/api/profiles';
import type { Listing } from '@marketplace/shared-api/types';
import { isId } from '../../lib/ids';
import { prefetch } from '@marketplace/shared-api/store/prefetch';

export async function listingLoader({ params }: LoaderFunctionArgs): Promise<Listing | null> {
  const { id } = params;
  if (!isId(id)) return null;
  return prefetch((dispatch) => dispatch(profilesApi.endpoints.getListing.initiate(id, { subscribe: false })));
}
