// The auth feature: builds the sign-up and sign-in service once and registers
// POST /api/auth/register, /login and /logout. Who is calling (the bearer token
// and setup cookie hooks every route uses) is plugins/auth.ts.
import type { FastifyInstance } from 'fastify';
import { HOUR_MS, MINUTE_MS, rateLimitHook, type AbuseLimits } from '../../plugins/limits';
import { authRoutes } from './routes';
import { createAuthService, type AuthServiceDeps } from './service';

export interface AuthDeps extends AuthServiceDeps {
  loginRateLimitMax: number;
  limits: Pick<AbuseLimits, 'loginsPerIpPerMinute' | 'registrationsPerIpPerHour'>;
}

export async function registerAuth(app: FastifyInstance, { loginRateLimitMax, limits, ...deps }: AuthDeps): Promise<void> {
  await app.register(authRoutes, {
    auth: createAuthService(deps),
    loginRateLimitMax,
    // Per IP, whatever the username: one address cannot walk through many accounts or fill the sign-up table.
    loginsPerIp: rateLimitHook(app, { name: 'logins-per-ip', max: limits.loginsPerIpPerMinute, windowMs: MINUTE_MS, key: (request) => request.ip }),
    registrationsPerIp: rateLimitHook(app, { name: 'registrations-per-ip', max: limits.registrationsPerIpPerHour, windowMs: HOUR_MS, key: (request) => request.ip }),
  });
}
