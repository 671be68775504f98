// Profile post routes of SPEC section 7: the list page's search and posts under
// /api/profiles, publishing one's profile (under both /api/profiles and
// /api/posts, same payload), deleting a post by id whichever kind it is, and
// the caller's own posts under /api/users (a static path, never taken for
// /api/users/:id). The list and its posts need a signed-in user (the list page
// sends visitors to /register).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { OwnPosts } from '@marketplace/shared-api/api/profiles';
import {
  postIdParamsSchema,
  profilePostForUserSchema,
  profilePostSchema,
  profileSearchSchema,
} from '@marketplace/shared-api/schemas/profiles';
import { ownPostsSchema, profilePostResponseSchema, profilePostsPageSchema } from '@marketplace/shared-api/schemas/profiles-responses';
import { idParamsSchema } from '@marketplace/shared-api/schemas/users';
import { notFound } from '../../http-error';
import { callerOf } from '../../plugins/auth';
import { trustedResponse } from '../../plugins/response-serializer';
import { LISTING_NOT_FOUND, type ListingsService } from '../listings/service';
import { POST_NOT_FOUND, type ProfilePostsService } from './profile-posts-service';
import type { ProfileSearch } from './search-service';

export interface ProfileRoutesOptions {
  posts: ProfilePostsService;
  search: ProfileSearch;
  listings: Pick<ListingsService, 'savedBy' | 'delete'>;
}

const ownPostsResponse = {
  200: ownPostsSchema,
};

export const profileRoutes: FastifyPluginAsyncZod<ProfileRoutesOptions> = async (app, { posts, search, listings }) => {
  const signedIn = { onRequest: app.auth.requireUser };

  app.get(
    // The page is built field by field (toProfilePost, toRatingSummary): trusted, see plugins/response-serializer.ts.
    '/api/profiles/posts',
    { ...signedIn, schema: { querystring: profileSearchSchema, response: { 200: trustedResponse(profilePostsPageSchema), 304: z.undefined() } } },
    async (request, reply) => {
      const cached = await search(request.query);
      // The cached page: a client holding it is told 304 instead of being sent it again,
      // and anyone else gets the JSON written when it was cached (no serialising per request).
      reply.header('etag', cached.etag).header('cache-control', 'private, no-cache');
      if (request.headers['if-none-match'] === cached.etag) return reply.code(304).send();
      reply.type('application/json; charset=utf-8').serializer(() => cached.json);
      return cached.page;
    },
  );

  app.get(
    '/api/profiles/posts/:id',
    { ...signedIn, schema: { params: idParamsSchema, response: { 200: profilePostResponseSchema } } },
    async (request) => posts.get(request.params.id),
  );

  // 'Make Profile Public' for the caller themself: the card's name, skills and
  // rate come from the account; only title and description are chosen.
  for (const path of ['/api/profiles/profile', '/api/posts/profile']) {
    app.post(
      path,
      { ...signedIn, schema: { body: profilePostSchema, response: { 201: profilePostResponseSchema } } },
      async (request, reply) => {
        const caller = callerOf(request);
        const { title, description } = request.body;
        return reply.code(201).send(await posts.publish(caller.userId, { title, description }, caller));
      },
    );
  }

  app.post(
    '/api/profiles/profile-post',
    { ...signedIn, schema: { body: profilePostForUserSchema, response: { 201: profilePostResponseSchema } } },
    async (request, reply) => {
      const { userId, description, image } = request.body;
      return reply.code(201).send(await posts.publish(userId, { description, image }, callerOf(request)));
    },
  );

  app.delete('/api/profiles/posts/:postId', { ...signedIn, schema: { params: postIdParamsSchema } }, async (request, reply) => {
    if (!(await posts.delete(request.params.postId, callerOf(request)))) throw notFound(POST_NOT_FOUND);
    return reply.code(204).send();
  });

  // A post id names a profile post or a listing; the owner or an admin deletes either.
  app.delete('/api/posts/posts/:id', { ...signedIn, schema: { params: idParamsSchema } }, async (request, reply) => {
    const caller = callerOf(request);
    const deleted = (await posts.delete(request.params.id, caller)) || (await listings.delete(request.params.id, caller));
    if (!deleted) throw notFound(LISTING_NOT_FOUND);
    return reply.code(204).send();
  });

  async function ownPosts(userId: string): Promise<OwnPosts> {
    const [userPosts, savedPosts] = await Promise.all([posts.listOwn(userId), listings.savedBy(userId)]);
    return { userPosts, savedPosts };
  }
  // The SPEC lists both spellings for the same answer.
  for (const path of ['/api/users/profilePosts', '/api/users/profile-posts']) {
    app.get(path, { ...signedIn, schema: { response: ownPostsResponse } }, async (request) => ownPosts(callerOf(request).userId));
  }
};
