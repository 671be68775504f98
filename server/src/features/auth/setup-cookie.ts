// The setup_token cookie: set by register, read by the two profile-setup
// routes, cleared by initial-profile-picture and logout. HttpOnly (scripts
// cannot read it), SameSite=Strict (no cross-site sends), scoped to /api/users.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SETUP_TOKEN_LIFETIME_SECONDS } from './tokens';

export const SETUP_COOKIE_NAME = 'setup_token';
export const SETUP_COOKIE_PATH = '/api/users';

function cookieAttributes(request: FastifyRequest, maxAgeSeconds: number): string {
  const secure = request.protocol === 'https' ? '; Secure' : '';
  return `Path=${SETUP_COOKIE_PATH}; Max-Age=${maxAgeSeconds}; HttpOnly; SameSite=Strict${secure}`;
}

export function setSetupCookie(request: FastifyRequest, reply: FastifyReply, token: string): void {
  reply.header('set-cookie', `${SETUP_COOKIE_NAME}=${token}; ${cookieAttributes(request, SETUP_TOKEN_LIFETIME_SECONDS)}`);
}

export function clearSetupCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.header('set-cookie', `${SETUP_COOKIE_NAME}=; ${cookieAttributes(request, 0)}`);
}

/** The value of one cookie in a Cookie header, or null. */
export function readCookie(header: string | undefined, name: string): string | null {
  if (!header) return null;
  for (const pair of header.split(';')) {
    const separator = pair.indexOf('=');
    if (separator === -1) continue;
    if (pair.slice(0, separator).trim() === name) {
      const value = pair.slice(separator + 1).trim();
      return value === '' ? null : value;
    }
  }
  return null;
}
