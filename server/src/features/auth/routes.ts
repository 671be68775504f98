// POST /api/auth/register, /login, /logout (SPEC section 7).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { changePasswordSchema, loginSchema, registerSchema } from '@marketplace/shared-api/schemas/auth';
import { loginResponseSchema, sessionTokenSchema } from '@marketplace/shared-api/schemas/auth-responses';
import { successSchema } from '@marketplace/shared-api/schemas/common-responses';
import { userSchema } from '@marketplace/shared-api/schemas/users-responses';
import { callerOf } from '../../plugins/auth';
import type { LimitHook } from '../../plugins/limits';
import { clearSetupCookie, setSetupCookie } from '../../plugins/setup-cookie';
import type { AuthService } from './service';

export const LOGIN_RATE_WINDOW = '1 minute';

export interface AuthRoutesOptions {
  auth: AuthService;
  loginRateLimitMax: number;
  loginsPerIp: LimitHook;
  registrationsPerIp: LimitHook;
}

export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, { auth, loginRateLimitMax, loginsPerIp, registrationsPerIp }) => {
  app.post(
    '/api/auth/register',
    // Counted before validation: a refused sign-up still costs the IP one attempt.
    { onRequest: registrationsPerIp, schema: { body: registerSchema, response: { 201: userSchema } } },
    async (request, reply) => {
      const user = await auth.register(request.body, request.ip);
      // Lets the new user upload a first picture before logging in (SPEC: /upload-profile-picture).
      setSetupCookie(request, reply, auth.setupTokenFor(user.id));
      return reply.code(201).send(user);
    },
  );

  app.post(
    '/api/auth/login',
    {
      onRequest: loginsPerIp,
      schema: { body: loginSchema, response: { 200: loginResponseSchema } },
      config: {
        rateLimit: {
          max: loginRateLimitMax,
          timeWindow: LOGIN_RATE_WINDOW,
          // After validation, so the key can hold the username: one IP guessing one account.
          hook: 'preHandler',
          keyGenerator: (request) => `${request.ip}|${String((request.body as { username?: unknown }).username).toLowerCase()}`,
        },
      },
    },
    async (request) => auth.login(request.body, request.ip),
  );

  // Works without a valid token (nothing to revoke then). With one, the account's session
  // version is bumped, so this token (and any other issued before) answers 401 from now on.
  app.post(
    '/api/auth/logout',
    { onRequest: app.auth.identifyUser, schema: { response: { 200: successSchema } } },
    async (request, reply) => {
      if (request.auth) await auth.revokeSessions(request.auth.userId);
      clearSetupCookie(request, reply);
      return { success: true as const };
    },
  );

  // A password change revokes every other session; the caller gets a fresh token for this one.
  app.post(
    '/api/auth/password',
    {
      onRequest: app.auth.requireUser,
      schema: { body: changePasswordSchema, response: { 200: sessionTokenSchema } },
    },
    async (request) => auth.changePassword(callerOf(request).userId, request.body, request.ip),
  );
};
