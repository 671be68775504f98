// Abuse limits: how much one IP or one account may do, and the hook that
// enforces a rate. Every number is an app option (tests pass small ones to see a
// limit, or large ones so other suites never meet one); the production defaults
// are DEFAULT_ABUSE_LIMITS, listed in docs/abuse-limits.md. Rates are counted
// by @fastify/rate-limit in one store on the app's clock (rate-limit-store.ts),
// shared by every process through Redis when there is one; a refusal is 429
// with Retry-After in the one error shape.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { CreateRateLimitOptions } from '@fastify/rate-limit';
import { HttpError } from '../http-error';

export interface AbuseLimits {
  /** Login attempts from one IP, whatever the username (beside the per IP and username limit). */
  loginsPerIpPerMinute: number;
  /** Sign-ups from one IP. */
  registrationsPerIpPerHour: number;
  /** Password hashes (argon2) running at once; the rest wait in a queue. */
  passwordHashConcurrency: number;
  /** Password hashes that may wait; beyond it login and sign-up answer 503 with Retry-After. */
  passwordHashQueue: number;
  /** Password hashes one address may have running or waiting at once; beyond it 429. */
  passwordHashesPerAddress: number;
  /** Booking requests one user may create. */
  bookingsPerUserPerMinute: number;
  /** Open (PENDING) requests one client may have with one consultant. */
  openRequestsPerConsultant: number;
  /** Open (PENDING) requests one client may have in all. */
  openRequestsPerClient: number;
  /** Unpaid holds of one client that lapsed within a day, after which they hold no slots for a while. */
  lapsedHoldsBeforeCoolOff: number;
  /** That while: hours after the last lapse. */
  holdCoolOffHours: number;
  /** Unpaid holds one assistant's calendar takes a day, from every client together. */
  unpaidHoldsPerConsultantPerDay: number;
  /** Chat messages one user may send. */
  messagesPerUserPerMinute: number;
  /** Chats one user may create. */
  chatsPerUserPerHour: number;
  /** Image uploads one user may make. */
  uploadsPerUserPerHour: number;
  /** Bytes of stored images one user may hold (their uploads that were not deleted). */
  storedBytesPerUser: number;
  /** Events one socket may send in ten seconds; past it they are dropped, past twice it the socket is disconnected. */
  socketEventsPerTenSeconds: number;
}

export const DEFAULT_ABUSE_LIMITS: AbuseLimits = {
  loginsPerIpPerMinute: 30,
  registrationsPerIpPerHour: 10,
  passwordHashConcurrency: 2,
  passwordHashQueue: 16,
  passwordHashesPerAddress: 2,
  bookingsPerUserPerMinute: 10,
  openRequestsPerConsultant: 3,
  openRequestsPerClient: 10,
  lapsedHoldsBeforeCoolOff: 2,
  holdCoolOffHours: 12,
  unpaidHoldsPerConsultantPerDay: 4,
  messagesPerUserPerMinute: 30,
  chatsPerUserPerHour: 20,
  uploadsPerUserPerHour: 30,
  storedBytesPerUser: 50 * 1024 * 1024,
  socketEventsPerTenSeconds: 30,
};

export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;

export const TOO_MANY_REQUESTS = (retryAfterSeconds: number) =>
  new HttpError(429, `Too many attempts. Try again in ${retryAfterSeconds} seconds.`, undefined, {
    'retry-after': String(retryAfterSeconds),
  });

declare module 'fastify' {
  interface FastifyInstance {
    limits: AbuseLimits;
  }
}

export function registerLimits(app: FastifyInstance, limits: Partial<AbuseLimits> | undefined): AbuseLimits {
  const resolved = { ...DEFAULT_ABUSE_LIMITS, ...limits };
  app.decorate('limits', resolved);
  return resolved;
}

/** A hook (onRequest, or preHandler once an auth hook has set request.auth) that throws 429 past the limit. */
export type LimitHook = (request: FastifyRequest) => Promise<void>;

/**
 * A hook: at most max requests per windowMs for each key (the caller's user id by
 * default, after an auth hook ran; the IP when nobody is signed in), counted by
 * @fastify/rate-limit in the one store (rate-limit-store.ts) under `name`: hooks
 * of one name share their counts (both message routes), others never do.
 */
export function rateLimitHook(
  app: FastifyInstance,
  { name, max, windowMs, key }: { name: string; max: number; windowMs: number; key?: (request: FastifyRequest) => string },
): LimitHook {
  const keyGenerator = key ?? ((request: FastifyRequest) => request.auth?.userId ?? `ip:${request.ip}`);
  // `name` is read by our store (it keeps each limiter's counts apart); @fastify/rate-limit passes it through.
  const options = { name, max, timeWindow: windowMs, keyGenerator } as CreateRateLimitOptions;
  const limit = app.createRateLimit(options);
  return async (request) => {
    const counted = await limit(request);
    if (!counted.isAllowed && counted.isExceeded) throw TOO_MANY_REQUESTS(Math.max(1, counted.ttlInSeconds));
  };
}
