// An admin's preview of releases that are not live, in their own browser only:
// a signed cookie naming a release per remote, which /remotes.json (and the
// content security policy) honour for that browser, for an hour. Everyone else
// keeps the live releases.
import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyRequest } from 'fastify';
import { PREVIEW_TOKEN_LIFETIME_SECONDS, type TokenService } from '../auth/tokens';

export const PREVIEW_COOKIE = 'release_preview';

export const previewCookieOptions = (request: FastifyRequest): CookieSerializeOptions => ({
  path: '/',
  httpOnly: true,
  sameSite: 'strict',
  secure: request.protocol === 'https',
  maxAge: PREVIEW_TOKEN_LIFETIME_SECONDS,
});

/** The releases this browser previews, by remote, when an admin's cookie says so; null otherwise. */
export function previewsOf(cookieValue: string | undefined, tokens: Pick<TokenService, 'verifyPreview'>): Record<string, string> | null {
  return cookieValue ? tokens.verifyPreview(cookieValue) : null;
}
