// Builds the whole application as a Fastify instance: tests call buildApp and
// use app.inject; main.ts builds it with real config and listens.
import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from './db/database';
import { authRoutes } from './features/auth/routes';
import { registerBookings } from './features/bookings/plugin';
import { chatRoutes } from './features/chat/routes';
import { messageRoutes } from './features/chat/message-routes';
import { healthRoutes } from './features/health/routes';
import { createPasswordHasher, type PasswordHashCost, type PasswordHasher } from './features/auth/passwords';
import { createTokenService, type TokenService } from './features/auth/tokens';
import { uploadRoutes } from './features/uploads/routes';
import { serveUploadsRoutes } from './features/uploads/serve-routes';
import { DiskImageStorage, type ImageStorage } from './features/uploads/storage';
import { notificationRoutes } from './features/notifications/routes';
import { accountRoutes } from './features/profiles/account-routes';
import { postRoutes } from './features/profiles/post-routes';
import { profileRoutes } from './features/profiles/routes';
import { userRoutes } from './features/users/routes';
import { registerAuth } from './plugins/auth';
import { registerErrorHandling } from './plugins/errors';
import { registerRealtime } from './plugins/realtime';
import { registerSecurity } from './plugins/security';
import { staticPlugin } from './plugins/static';

export interface AppOptions {
  db: Database;
  storage: ImageStorage;
  jwtSecret: string;
  /** Folder holding shell/dist and <remote>/dist. */
  staticRoot: string;
  /** pino options, or false for silence (tests). */
  logger?: FastifyServerOptions['logger'];
  redisUrl?: string;
  remoteUrlOverrides?: Record<string, string>;
  loginRateLimitMax?: number;
  /** Lighter argon2 cost for tests; production uses argon2's defaults. */
  passwordHashCost?: PasswordHashCost;
  /** Trust X-Forwarded-* from a reverse proxy (for request.ip and https detection). */
  trustProxy?: boolean;
  /** MARKETPLACE_TIME_ZONE; Asia/Manila by default. */
  marketplaceTimeZone?: string;
  /** The clock booking rules judge "past" by; tests fix it. */
  now?: () => Date;
}

export const DEFAULT_LOGIN_RATE_LIMIT_MAX = 10;
export const DEFAULT_MARKETPLACE_TIME_ZONE = 'Asia/Manila';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    storage: ImageStorage;
    tokens: TokenService;
    passwords: PasswordHasher;
  }
}

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    genReqId: () => randomUUID(),
    trustProxy: options.trustProxy ?? false,
  }).withTypeProvider<ZodTypeProvider>();

  // Answer with the request id so a user can quote it when reporting an error; logs carry the same id.
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);

  const tokens = createTokenService(options.jwtSecret);
  app.decorate('db', options.db);
  app.decorate('storage', options.storage);
  app.decorate('tokens', tokens);
  app.decorate('passwords', createPasswordHasher(options.passwordHashCost));

  await registerSecurity(app);
  registerAuth(app, { db: options.db, tokens });
  await registerRealtime(app, { db: options.db, tokens, redisUrl: options.redisUrl });

  await app.register(healthRoutes, { prefix: '/api' });
  await app.register(authRoutes, {
    prefix: '/api/auth',
    loginRateLimitMax: options.loginRateLimitMax ?? DEFAULT_LOGIN_RATE_LIMIT_MAX,
  });
  await app.register(userRoutes, { prefix: '/api/users' });
  await app.register(uploadRoutes, { prefix: '/api/users' });
  await app.register(notificationRoutes, { prefix: '/api/users' });
  await app.register(chatRoutes, { prefix: '/api' });
  await app.register(messageRoutes, { prefix: '/api' });
  await app.register(accountRoutes, { prefix: '/api/users' });
  await app.register(profileRoutes, { prefix: '/api/profiles' });
  await app.register(postRoutes, { prefix: '/api/posts' });
  await registerBookings(app, { timeZone: options.marketplaceTimeZone ?? DEFAULT_MARKETPLACE_TIME_ZONE, now: options.now });
  if (options.storage instanceof DiskImageStorage) {
    await app.register(serveUploadsRoutes, { root: options.storage.root });
  }
  await app.register(staticPlugin, { staticRoot: options.staticRoot, remoteUrlOverrides: options.remoteUrlOverrides });

  return app;
}
