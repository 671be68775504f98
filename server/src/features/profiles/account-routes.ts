// /api/users additions of SPEC section 7 for profiles: the users list, the
// profile update, the caller's own portfolio images, saving a listing, and the
// caller's own posts. Registered next to features/users/routes.ts; Fastify
// matches these static paths (/images, /save, /profile-posts) before /:id.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { addImagesSchema, deleteImageSchema, savePostSchema, usersQuerySchema } from '@marketplace/shared-api/schemas/profiles';
import { idParamsSchema, profileUpdateSchema } from '@marketplace/shared-api/schemas/users';
import type { OwnPosts } from '@marketplace/shared-api/api/profiles';
import { callerOf } from '../../plugins/auth';
import { listingResponseSchema } from '../listings/listing-response';
import { createListingsService } from '../listings/service';
import { userResponseSchema } from '../users/user-response';
import { createPortfolioImagesService } from './portfolio-images-service';
import { profilePostResponseSchema } from './profile-post-response';
import { createProfilePostsService } from './profile-posts-service';
import { createProfileUpdateService } from './profile-update-service';
import { createUsersListService } from './users-list-service';

const imagesResponse = { 200: z.object({ images: z.array(z.string()) }) };
const ownPostsResponse = {
  200: z.object({ userPosts: z.array(profilePostResponseSchema), savedPosts: z.array(listingResponseSchema) }),
};

export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const listUsers = createUsersListService(app.db);
  const profileUpdate = createProfileUpdateService(app.db, app.storage);
  const images = createPortfolioImagesService(app.db, app.storage);
  const posts = createProfilePostsService(app.db, app.storage);
  const listingsService = createListingsService(app.db, app.storage);

  app.get(
    '/',
    {
      onRequest: app.auth.requireUser,
      schema: { querystring: usersQuerySchema, response: { 200: z.object({ users: z.array(userResponseSchema), nextCursor: z.string().nullable() }) } },
    },
    async (request) => listUsers(request.query, callerOf(request)),
  );

  app.put(
    '/:id',
    { onRequest: app.auth.requireUser, schema: { params: idParamsSchema, body: profileUpdateSchema, response: { 200: userResponseSchema } } },
    async (request) => profileUpdate.updateProfile(request.params.id, request.body, callerOf(request)),
  );

  app.get('/images', { onRequest: app.auth.requireUser, schema: { response: imagesResponse } }, async (request) =>
    images.list(callerOf(request).userId),
  );

  app.post(
    '/images',
    { onRequest: app.auth.requireUser, schema: { body: addImagesSchema, response: imagesResponse } },
    async (request) => images.add(callerOf(request).userId, request.body.images),
  );

  app.delete(
    '/images',
    { onRequest: app.auth.requireUser, schema: { body: deleteImageSchema, response: imagesResponse } },
    async (request) => images.remove(callerOf(request).userId, request.body.imageUrl),
  );

  app.post(
    '/save',
    { onRequest: app.auth.requireUser, schema: { body: savePostSchema, response: { 200: z.object({ isSaved: z.boolean() }) } } },
    async (request) => listingsService.toggleSave(callerOf(request).userId, request.body.postId),
  );

  async function ownPosts(userId: string): Promise<OwnPosts> {
    const [userPosts, savedPosts] = await Promise.all([posts.listOwn(userId), listingsService.savedBy(userId)]);
    return { userPosts, savedPosts };
  }
  // The SPEC lists both spellings for the same answer.
  for (const path of ['/profilePosts', '/profile-posts']) {
    app.get(path, { onRequest: app.auth.requireUser, schema: { response: ownPostsResponse } }, async (request) =>
      ownPosts(callerOf(request).userId),
    );
  }
};
