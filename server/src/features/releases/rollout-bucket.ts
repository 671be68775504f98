// A browser's place in staged rollouts: a random bucket, 0..99, kept in a cookie,
// so it gets the same releases on every page load (sticky) while a rollout's share
// stays the same, and more browsers join as the share grows. It is no credential
// and needs no signature: a browser that picks its own bucket only picks which of
// two releases the site offers it.
import { randomInt } from 'node:crypto';
import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyRequest } from 'fastify';

export const BUCKET_COOKIE = 'release_bucket';
export const BUCKETS = 100;
const BUCKET_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** The bucket a cookie names, or null (none, or not a bucket). */
export function bucketOf(cookieValue: string | undefined): number | null {
  return cookieValue !== undefined && /^\d{1,2}$/.test(cookieValue) ? Number(cookieValue) : null;
}

export const newBucket = (): number => randomInt(BUCKETS);

export const bucketCookieOptions = (request: FastifyRequest): CookieSerializeOptions => ({
  path: '/',
  httpOnly: true,
  sameSite: 'lax',
  secure: request.protocol === 'https',
  maxAge: BUCKET_MAX_AGE_SECONDS,
});
