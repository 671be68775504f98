// The listings feature: builds the one ListingsService and registers its
// routes. Profiles gets the service for the saved listings of the own-posts
// answer and for deleting a listing by post id.
import type { FastifyInstance } from 'fastify';
import { listingRoutes } from './routes';
import { createListingsService, type ListingsService, type ListingsServiceDeps } from './service';

export async function registerListings(app: FastifyInstance, deps: ListingsServiceDeps): Promise<ListingsService> {
  const listings = createListingsService(deps);
  await app.register(listingRoutes, { listings });
  return listings;
}
