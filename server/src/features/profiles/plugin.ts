// The profiles feature: builds the profile posts service and the list search
// once and registers their routes. It returns the profile posts service: the
// users feature rebuilds a user's card through it when the account changes.
import type { FastifyInstance } from 'fastify';
import type { ListingsService } from '../listings/service';
import { createProfilePostsService, type ProfilePostsService, type ProfilePostsServiceDeps } from './profile-posts-service';
import { profileRoutes } from './routes';
import { createProfileSearch } from './search-service';

export interface ProfilesDeps extends ProfilePostsServiceDeps {
  listings: Pick<ListingsService, 'savedBy' | 'delete'>;
}

export async function registerProfiles(app: FastifyInstance, deps: ProfilesDeps): Promise<ProfilePostsService> {
  const posts = createProfilePostsService(deps);
  await app.register(profileRoutes, { posts, search: createProfileSearch(deps), listings: deps.listings });
  return posts;
}
