// User routes of SPEC section 7 (this part): verify, get, find, and
// the first profile picture. Registered under /api/users.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema, initialProfilePictureSchema, userIdParamsSchema } from '@marketplace/shared-api/schemas/users';
import { callerOf } from '../../plugins/auth';
import { clearSetupCookie } from '../auth/setup-cookie';
import { createUsersService } from './service';
import { userResponseSchema } from './user-response';

export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  const usersService = createUsersService(app.db, app.storage);
  const userResponse = { response: { 200: userResponseSchema } };

  app.get('/verify', { onRequest: app.auth.requireUser, schema: userResponse }, async (request) => {
    const caller = callerOf(request);
    return usersService.getUser(caller.userId, caller);
  });

  // Public: visitors can view profiles (SPEC section 6); email only for the user and admins.
  app.get(
    '/find/:userId',
    { onRequest: app.auth.identifyUser, schema: { params: userIdParamsSchema, ...userResponse } },
    async (request) => usersService.getUser(request.params.userId, request.auth),
  );

  app.get(
    '/:id',
    { onRequest: app.auth.identifyUser, schema: { params: idParamsSchema, ...userResponse } },
    async (request) => usersService.getUser(request.params.id, request.auth),
  );

  app.put(
    '/:id/initial-profile-picture',
    {
      onRequest: app.auth.requireUserOrSetupCookie,
      schema: { params: idParamsSchema, body: initialProfilePictureSchema, ...userResponse },
    },
    async (request, reply) => {
      const caller = callerOf(request);
      const user = await usersService.setInitialProfilePicture(request.params.id, request.body.profilePicture, caller);
      // The setup step is over: the user logs in normally from now on.
      if (caller.userId === request.params.id) clearSetupCookie(request, reply);
      return user;
    },
  );
};
