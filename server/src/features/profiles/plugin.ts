// The profiles feature: builds the profile posts service, the list search and
// the cache of the list's pages once and registers their routes. It
// returns the profile posts service: the users feature rebuilds a user's card
// through it when the account changes, and whoever changes what the list shows
// says so through its listChanged.
import type { FastifyInstance } from 'fastify';
import type { ListingsService } from '../listings/service';
import { createSearchPageCache } from './search-page-cache';
import { createProfilePostsService, type ProfilePostsService, type ProfilePostsServiceDeps } from './profile-posts-service';
import { profileRoutes } from './routes';
import { createProfileSearch } from './search-service';

export interface ProfilesDeps extends Omit<ProfilePostsServiceDeps, 'listChanged'> {
  listings: Pick<ListingsService, 'savedBy' | 'delete'>;
}

export async function registerProfiles(app: FastifyInstance, deps: ProfilesDeps): Promise<ProfilePostsService> {
  // Announced to the other server processes through the realtime plugin (Redis when configured).
  const searchPageCache = createSearchPageCache({ clock: deps.clock, fanOut: app.realtime.listChanges });
  const posts = createProfilePostsService({ ...deps, listChanged: () => searchPageCache.changed() });
  await app.register(profileRoutes, { posts, search: createProfileSearch({ ...deps, searchPageCache }), listings: deps.listings });
  return posts;
}
