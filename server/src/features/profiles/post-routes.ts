// /api/posts (SPEC section 7): a listing's detail for /{id} (public; isSaved is
// the viewer's own, false for visitors), the second path for publishing one's
// profile post, and deleting a post by id, whichever kind it is.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema } from '@marketplace/shared-api/schemas/users';
import { notFound } from '../../http-error';
import { callerOf } from '../../plugins/auth';
import { listingResponseSchema } from '../listings/listing-response';
import { createListingsService, LISTING_NOT_FOUND } from '../listings/service';
import { createProfilePostsService } from './profile-posts-service';
import { registerPublishOwnProfile } from './publish-own-route';

export const postRoutes: FastifyPluginAsyncZod = async (app) => {
  const posts = createProfilePostsService(app.db, app.storage);
  const listingsService = createListingsService(app.db, app.storage);

  registerPublishOwnProfile(app, posts);

  // A post id names a profile post or a listing; the owner or an admin deletes either.
  app.delete(
    '/posts/:id',
    { onRequest: app.auth.requireUser, schema: { params: idParamsSchema } },
    async (request, reply) => {
      const caller = callerOf(request);
      const deleted =
        (await posts.delete(request.params.id, caller)) || (await listingsService.delete(request.params.id, caller));
      if (!deleted) throw notFound(LISTING_NOT_FOUND);
      return reply.code(204).send();
    },
  );

  app.get(
    '/:id',
    { onRequest: app.auth.identifyUser, schema: { params: idParamsSchema, response: { 200: listingResponseSchema } } },
    async (request) => listingsService.get(request.params.id, request.auth),
  );
};
