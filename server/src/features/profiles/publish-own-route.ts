// POST /profile under both /api/profiles and /api/posts (SPEC section 7 lists
// both with the same payload): 'Make Profile Public' for the caller themself.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { profilePostSchema } from '@marketplace/shared-api/schemas/profiles';
import { callerOf } from '../../plugins/auth';
import { profilePostResponseSchema } from './profile-post-response';
import type { ProfilePostsService } from './profile-posts-service';

type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

export function registerPublishOwnProfile(app: ZodApp, posts: ProfilePostsService): void {
  app.post(
    '/profile',
    { onRequest: app.auth.requireUser, schema: { body: profilePostSchema, response: { 201: profilePostResponseSchema } } },
    async (request, reply) => {
      const caller = callerOf(request);
      // The card's name, skills and rate come from the account; only title and description are chosen.
      const { title, description } = request.body;
      return reply.code(201).send(await posts.publish(caller.userId, { title, description }, caller));
    },
  );
}
