// Listing routes of SPEC section 7: a listing's detail for /{id} (public;
// isSaved is the viewer's own, false for visitors), a user's projects for the
// profile page, and the Save toggle. Their paths sit under other features'
// prefixes, as the SPEC places them; the listings table is what they answer
// from, so they are this feature's. DELETE /api/posts/posts/{id} may name a
// listing too: the profiles feature owns that route and asks this service.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { savePostSchema, userPostsQuerySchema } from '@marketplace/shared-api/schemas/profiles';
import { idParamsSchema } from '@marketplace/shared-api/schemas/users';
import { listingSchema, projectListSchema, savedStateSchema } from '@marketplace/shared-api/schemas/listings-responses';
import { unauthorized } from '../../http-error';
import { callerOf } from '../../plugins/auth';
import type { ListingsService } from './service';

export const listingRoutes: FastifyPluginAsyncZod<{ listings: ListingsService }> = async (app, { listings }) => {
  app.get(
    '/api/posts/:id',
    { onRequest: app.auth.identifyUser, schema: { params: idParamsSchema, response: { 200: listingSchema } } },
    async (request) => listings.get(request.params.id, request.auth),
  );

  // A static path: Fastify's router matches it before /api/profiles/:id.
  app.get(
    '/api/profiles/user-posts',
    {
      onRequest: app.auth.identifyUser,
      schema: { querystring: userPostsQuerySchema, response: { 200: projectListSchema } },
    },
    async (request) => {
      // Without userId: the caller's own projects, which needs a caller.
      const userId = request.query.userId ?? request.auth?.userId;
      if (!userId) throw unauthorized();
      return listings.projectsOf(userId);
    },
  );

  app.post(
    '/api/users/save',
    { onRequest: app.auth.requireUser, schema: { body: savePostSchema, response: { 200: savedStateSchema } } },
    async (request) => listings.toggleSave(callerOf(request).userId, request.body.postId),
  );
};
