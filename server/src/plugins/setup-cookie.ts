// The setup_token cookie: set by register, read by the two profile-setup
// routes, cleared by initial-profile-picture and logout. HttpOnly (scripts
// cannot read it), SameSite=Strict (no cross-site sends), scoped to /api/users.
// Cookies are read and written by @fastify/cookie (plugins/security.ts).
import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SETUP_TOKEN_LIFETIME_SECONDS } from '../features/auth/tokens';

export const SETUP_COOKIE_NAME = 'setup_token';
export const SETUP_COOKIE_PATH = '/api/users';

const attributes = (request: FastifyRequest): CookieSerializeOptions => ({
  path: SETUP_COOKIE_PATH,
  httpOnly: true,
  sameSite: 'strict',
  secure: request.protocol === 'https',
});

export function setSetupCookie(request: FastifyRequest, reply: FastifyReply, token: string): void {
  reply.setCookie(SETUP_COOKIE_NAME, token, { ...attributes(request), maxAge: SETUP_TOKEN_LIFETIME_SECONDS });
}

export function clearSetupCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.setCookie(SETUP_COOKIE_NAME, '', { ...attributes(request), maxAge: 0 });
}

/** The setup token the request carries, or null. */
export function setupTokenOf(request: FastifyRequest): string | null {
  return request.cookies[SETUP_COOKIE_NAME] || null;
}
