// Abuse limits: how much one IP or one account may do, and the limits that
// enforce a rate. Every number is an app option (tests pass small ones to see a
// limit, or large ones so other suites never meet one); the production defaults
// are DEFAULT_ABUSE_LIMITS, listed in docs/abuse-limits.md. Rates are counted
// in one store on the app's clock (rate-limit-store.ts, app.rateCounts), shared
// by every process through Redis when there is one; a refusal is 429 with
// Retry-After in the one error shape.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type {} from './rate-limit-store';
import { retryLater } from '../http-error';

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
  /** Password hashes one address may ask for, on every route that hashes one together; beyond it 429. */
  passwordHashesPerIpPerMinute: number;
  /** Failed checks of a signed-in account's password (every route that checks one) in 15 minutes, after which it may not try again until they pass. */
  passwordFailuresPerAccount: number;
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
  /** Live unpaid holds (waiting for their payment) one assistant's calendar takes at once, from every client together. */
  unpaidHoldsPerConsultant: number;
  /** Of those, how many one client may have. */
  unpaidHoldsPerClientPerConsultant: number;
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
  /** Busy-calendar reads one assistant may start (a save with a new address, 'Read now'), each a fetch of up to 10 s and 2 MB. */
  calendarReadsPerUserPerHour: number;
  /** Socket connections one address may open, across processes; past it the handshake is refused. */
  socketConnectionsPerIpPerMinute: number;
  /** Socket connections one address may hold open in one process. */
  openSocketsPerIp: number;
  /** Client reports (page loads and errors per release, POST /api/releases/client-reports) one address may send; a page sends one every few seconds at most. */
  clientReportsPerIpPerMinute: number;
}

export const DEFAULT_ABUSE_LIMITS: AbuseLimits = {
  loginsPerIpPerMinute: 30,
  registrationsPerIpPerHour: 10,
  passwordHashConcurrency: 2,
  passwordHashQueue: 16,
  passwordHashesPerAddress: 2,
  passwordHashesPerIpPerMinute: 30,
  passwordFailuresPerAccount: 5,
  bookingsPerUserPerMinute: 10,
  openRequestsPerConsultant: 3,
  openRequestsPerClient: 10,
  lapsedHoldsBeforeCoolOff: 2,
  holdCoolOffHours: 12,
  unpaidHoldsPerConsultant: 4,
  unpaidHoldsPerClientPerConsultant: 2,
  messagesPerUserPerMinute: 30,
  chatsPerUserPerHour: 20,
  uploadsPerUserPerHour: 30,
  storedBytesPerUser: 50 * 1024 * 1024,
  socketEventsPerTenSeconds: 30,
  calendarReadsPerUserPerHour: 12,
  socketConnectionsPerIpPerMinute: 120,
  openSocketsPerIp: 100,
  clientReportsPerIpPerMinute: 60,
};

export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;

export const TOO_MANY_REQUESTS = (retryAfterSeconds: number) =>
  retryLater(429, `Too many attempts. Try again in ${retryAfterSeconds} seconds.`, retryAfterSeconds);

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

/** A limit on a key the caller names (an address, an account): throws 429 with Retry-After past the limit. */
export type KeyedLimit = (key: string) => Promise<void>;

interface RateLimitOptions {
  /** Limits of one name share their counts (both message routes); others never do. */
  name: string;
  max: number;
  windowMs: number;
}

const retryAfterSeconds = (ttlMs: number) => Math.max(1, Math.ceil(ttlMs / 1000));

/** At most max calls per windowMs for each key, counted in the one store (rate-limit-store.ts) under `name`. */
export function keyedRateLimit(app: FastifyInstance, { name, max, windowMs }: RateLimitOptions): KeyedLimit {
  return async (key) => {
    const { current, ttl } = await app.rateCounts.hit(name, key, windowMs);
    if (current > max) throw TOO_MANY_REQUESTS(retryAfterSeconds(ttl));
  };
}

/**
 * A hook: at most max requests per windowMs for each key (the caller's user id by
 * default, after an auth hook ran; the IP when nobody is signed in).
 */
export function rateLimitHook(app: FastifyInstance, { key, ...options }: RateLimitOptions & { key?: (request: FastifyRequest) => string }): LimitHook {
  const keyOf = key ?? ((request: FastifyRequest) => request.auth?.userId ?? `ip:${request.ip}`);
  const limit = keyedRateLimit(app, options);
  return (request) => limit(keyOf(request));
}

/**
 * Failures of something a key tries (a password checked for an account): only a failure
 * counts, and once max failed in a window every try is refused until the window ends.
 */
export interface FailureLimit {
  /** 429 with Retry-After while the key has failed max times in this window. */
  assertMayTry(key: string): Promise<void>;
  /** Counts one failure of the key. */
  failed(key: string): Promise<void>;
}

export function failureLimit(app: FastifyInstance, { name, max, windowMs }: RateLimitOptions): FailureLimit {
  return {
    async assertMayTry(key) {
      const { current, ttl } = await app.rateCounts.read(name, key, windowMs);
      if (current >= max) throw TOO_MANY_REQUESTS(retryAfterSeconds(ttl));
    },
    async failed(key) {
      await app.rateCounts.hit(name, key, windowMs);
    },
  };
}
