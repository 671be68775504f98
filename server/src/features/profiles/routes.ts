// /api/profiles (SPEC section 7, "Profile posts and listings"): the list page's
// search, profile posts, the profile page's user and projects. The list and
// its posts need a signed-in user (the list page sends visitors to /register);
// the profile page's reads are public, as visitors can view profiles.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  postIdParamsSchema,
  profilePostForUserSchema,
  profileSearchSchema,
  userPostsQuerySchema,
} from '@marketplace/shared-api/schemas/profiles';
import { idParamsSchema } from '@marketplace/shared-api/schemas/users';
import { notFound, unauthorized } from '../../http-error';
import { callerOf } from '../../plugins/auth';
import { projectResponseSchema } from '../listings/listing-response';
import { createListingsService } from '../listings/service';
import { createUsersService } from '../users/service';
import { userResponseSchema } from '../users/user-response';
import { profilePostResponseSchema, profilePostsPageSchema } from './profile-post-response';
import { createProfilePostsService, POST_NOT_FOUND } from './profile-posts-service';
import { registerPublishOwnProfile } from './publish-own-route';
import { createProfileSearch } from './search-service';

export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  const searchProfilePosts = createProfileSearch(app.db);
  const posts = createProfilePostsService(app.db, app.storage);
  const listingsService = createListingsService(app.db, app.storage);
  const usersService = createUsersService(app.db, app.storage);

  app.get(
    '/posts',
    { onRequest: app.auth.requireUser, schema: { querystring: profileSearchSchema, response: { 200: profilePostsPageSchema } } },
    async (request) => searchProfilePosts(request.query),
  );

  app.get(
    '/posts/:id',
    { onRequest: app.auth.requireUser, schema: { params: idParamsSchema, response: { 200: profilePostResponseSchema } } },
    async (request) => posts.get(request.params.id),
  );

  // Static paths are matched before /:id by Fastify's router, so these never reach it.
  app.get(
    '/user-posts',
    {
      onRequest: app.auth.identifyUser,
      schema: { querystring: userPostsQuerySchema, response: { 200: z.array(projectResponseSchema) } },
    },
    async (request) => {
      // Without userId: the caller's own projects, which needs a caller.
      const userId = request.query.userId ?? request.auth?.userId;
      if (!userId) throw unauthorized();
      return listingsService.projectsOf(userId);
    },
  );

  app.get(
    '/:id',
    { onRequest: app.auth.identifyUser, schema: { params: idParamsSchema, response: { 200: userResponseSchema } } },
    async (request) => usersService.getUser(request.params.id, request.auth),
  );

  registerPublishOwnProfile(app, posts);

  app.post(
    '/profile-post',
    { onRequest: app.auth.requireUser, schema: { body: profilePostForUserSchema, response: { 201: profilePostResponseSchema } } },
    async (request, reply) => {
      const { userId, description, image } = request.body;
      return reply.code(201).send(await posts.publish(userId, { description, image }, callerOf(request)));
    },
  );

  app.delete(
    '/posts/:postId',
    { onRequest: app.auth.requireUser, schema: { params: postIdParamsSchema } },
    async (request, reply) => {
      if (!(await posts.delete(request.params.postId, callerOf(request)))) throw notFound(POST_NOT_FOUND);
      return reply.code(204).send();
    },
  );
};
