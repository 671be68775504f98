// The auth feature: builds the sign-up and sign-in service once and registers
// POST /api/auth/register, /login and /logout. Who is calling (the bearer token
// and setup cookie hooks every route uses) is plugins/auth.ts.
import type { FastifyInstance } from 'fastify';
import { authRoutes } from './routes';
import { createAuthService, type AuthServiceDeps } from './service';

export interface AuthDeps extends AuthServiceDeps {
  loginRateLimitMax: number;
}

export async function registerAuth(app: FastifyInstance, { loginRateLimitMax, ...deps }: AuthDeps): Promise<void> {
  await app.register(authRoutes, { auth: createAuthService(deps), loginRateLimitMax });
}
