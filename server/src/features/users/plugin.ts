// The users feature owns /api/users: it builds the account services once (a
// user's reads and first picture, the users list, the profile edit, the
// portfolio images) and registers every route on the users table, under
// /api/users and the profile page's GET /api/profiles/{id}.
//
// The rule for /api/users: a route belongs to the feature whose table it
// answers from, and is written with its full path in that feature's routes.ts.
// So the SPEC's /api/users paths on other tables are registered by their own
// feature's plugin: notification(s) (notifications), upload-image (uploads),
// save (listings), profilePosts and profile-posts (profiles); the admin and
// premium paths to come follow the same rule. All of them are static segments,
// which Fastify's router matches before /api/users/:id whatever the order of
// registration, and Fastify refuses a path registered twice.
import type { FastifyInstance } from 'fastify';
import { createPortfolioImagesService } from './portfolio-images-service';
import { createProfileUpdateService, type ProfileUpdateDeps } from './profile-update-service';
import { userRoutes } from './routes';
import { createUsersService, type UsersService } from './service';
import { createUsersListService } from './users-list-service';

/** The feature's dependencies are those of its widest service, the profile edit. */
export type UsersDeps = ProfileUpdateDeps;

export async function registerUsers(app: FastifyInstance, deps: UsersDeps): Promise<UsersService> {
  const accounts = createUsersService({ ...deps, account: app.auth.account });
  await app.register(userRoutes, {
    accounts,
    list: createUsersListService(deps),
    profileUpdate: createProfileUpdateService(deps),
    images: createPortfolioImagesService(deps),
  });
  return accounts;
}
