// Account routes of SPEC section 7, all on the users table: the users list,
// verify, find, a user (also as /api/profiles/{id}, the profile page's user),
// the profile edit, the first profile picture and the caller's portfolio images.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addImagesSchema, deleteImageSchema, usersQuerySchema } from '@marketplace/shared-api/schemas/profiles';
import { idParamsSchema, initialProfilePictureSchema, profileUpdateSchema, userIdParamsSchema } from '@marketplace/shared-api/schemas/users';
import { portfolioImagesSchema, userSchema, userViewSchema, usersPageSchema } from '@marketplace/shared-api/schemas/users-responses';
import { callerOf } from '../../plugins/auth';
import { trustedResponse } from '../../plugins/response-serializer';
import { clearSetupCookie } from '../../plugins/setup-cookie';
import type { PortfolioImagesService } from './portfolio-images-service';
import type { ProfileUpdateService } from './profile-update-service';
import type { UsersService } from './service';
import type { UsersListService } from './users-list-service';

export interface UserRoutesOptions {
  accounts: UsersService;
  list: UsersListService;
  profileUpdate: ProfileUpdateService;
  images: PortfolioImagesService;
}

const userResponse = { response: { 200: userSchema } };
/** A user seen by anyone: every field for the user themself and admins, the public ones otherwise. */
const userViewResponse = { response: { 200: userViewSchema } };
const imagesResponse = { response: { 200: portfolioImagesSchema } };
const usersPageResponse = { response: { 200: usersPageSchema } };

export const userRoutes: FastifyPluginAsyncZod<UserRoutesOptions> = async (app, { accounts, list, profileUpdate, images }) => {
  const signedIn = { onRequest: app.auth.requireUser };

  app.get('/api/users', { ...signedIn, schema: { querystring: usersQuerySchema, ...usersPageResponse } }, async (request) =>
    list(request.query, callerOf(request)),
  );

  // The session check of every page load; toUser builds the answer field by field (plugins/response-serializer.ts).
  app.get('/api/users/verify', { ...signedIn, schema: { response: { 200: trustedResponse(userSchema) } } }, async (request) => {
    return accounts.getSelf(callerOf(request));
  });

  // Public: visitors can view profiles (SPEC section 6); email only for the user and admins.
  app.get(
    '/api/users/find/:userId',
    { onRequest: app.auth.identifyUser, schema: { params: userIdParamsSchema, ...userViewResponse } },
    async (request) => accounts.getUser(request.params.userId, request.auth),
  );

  for (const path of ['/api/users/:id', '/api/profiles/:id']) {
    app.get(path, { onRequest: app.auth.identifyUser, schema: { params: idParamsSchema, ...userViewResponse } }, async (request) =>
      accounts.getUser(request.params.id, request.auth),
    );
  }

  app.put('/api/users/:id', { ...signedIn, schema: { params: idParamsSchema, body: profileUpdateSchema, ...userResponse } }, async (request) =>
    profileUpdate.updateProfile(request.params.id, request.body, callerOf(request)),
  );

  app.put(
    '/api/users/:id/initial-profile-picture',
    {
      onRequest: app.auth.requireUserOrSetupCookie,
      schema: { params: idParamsSchema, body: initialProfilePictureSchema, ...userResponse },
    },
    async (request, reply) => {
      const caller = callerOf(request);
      const user = await accounts.setInitialProfilePicture(request.params.id, request.body.profilePicture, caller);
      // The setup step is over: the user logs in normally from now on.
      if (caller.userId === request.params.id) clearSetupCookie(request, reply);
      return user;
    },
  );

  // The caller's own portfolio: nobody can touch another user's images.
  app.get('/api/users/images', { ...signedIn, schema: imagesResponse }, async (request) => images.list(callerOf(request).userId));

  app.post('/api/users/images', { ...signedIn, schema: { body: addImagesSchema, ...imagesResponse } }, async (request) =>
    images.add(callerOf(request).userId, request.body.images),
  );

  app.delete('/api/users/images', { ...signedIn, schema: { body: deleteImageSchema, ...imagesResponse } }, async (request) =>
    images.remove(callerOf(request).userId, request.body.imageUrl),
  );
};
