// Abuse limits: how much one IP or one account may do, and the fixed-window
// counters that enforce it. Every number is an app option (tests pass small
// ones to see a limit, or large ones so other suites never meet one); the
// production defaults are DEFAULT_ABUSE_LIMITS, listed in README "Abuse limits".
// Counters live in this process's memory and follow the app's clock; a refusal
// is 429 with Retry-After in the one error shape.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Clock } from '../clock';
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
  /** Booking requests one user may create. */
  bookingsPerUserPerMinute: number;
  /** Open (PENDING) requests one client may have with one consultant. */
  openRequestsPerConsultant: number;
  /** Open (PENDING) requests one client may have in all. */
  openRequestsPerClient: number;
  /** Chat messages one user may send. */
  messagesPerUserPerMinute: number;
  /** Chats one user may create. */
  chatsPerUserPerHour: number;
  /** Image uploads one user may make. */
  uploadsPerUserPerHour: number;
  /** Bytes of stored images one user may hold (their uploads that were not deleted). */
  storedBytesPerUser: number;
}

export const DEFAULT_ABUSE_LIMITS: AbuseLimits = {
  loginsPerIpPerMinute: 30,
  registrationsPerIpPerHour: 10,
  passwordHashConcurrency: 2,
  passwordHashQueue: 16,
  bookingsPerUserPerMinute: 10,
  openRequestsPerConsultant: 3,
  openRequestsPerClient: 10,
  messagesPerUserPerMinute: 30,
  chatsPerUserPerHour: 20,
  uploadsPerUserPerHour: 30,
  storedBytesPerUser: 50 * 1024 * 1024,
};

export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;

export const TOO_MANY_REQUESTS = (retryAfterSeconds: number) =>
  new HttpError(429, `Too many attempts. Try again in ${retryAfterSeconds} seconds.`, undefined, {
    'retry-after': String(retryAfterSeconds),
  });

export interface FixedWindowLimiter {
  /** Counts one hit for key; throws 429 (with Retry-After) when the window already holds max hits. */
  hit(key: string): void;
}

/** A counter per key that resets every windowMs of the given clock. Expired keys are dropped as it goes. */
export function createFixedWindowLimiter({ clock, max, windowMs }: { clock: Clock; max: number; windowMs: number }): FixedWindowLimiter {
  const windows = new Map<string, { start: number; count: number }>();
  let lastCleanup = 0;
  return {
    hit(key) {
      const now = clock.now().getTime();
      if (now - lastCleanup >= windowMs) {
        for (const [k, entry] of windows) if (now - entry.start >= windowMs) windows.delete(k);
        lastCleanup = now;
      }
      let entry = windows.get(key);
      if (!entry || now - entry.start >= windowMs) {
        entry = { start: now, count: 0 };
        windows.set(key, entry);
      }
      if (entry.count >= max) throw TOO_MANY_REQUESTS(Math.max(1, Math.ceil((entry.start + windowMs - now) / 1000)));
      entry.count += 1;
    },
  };
}

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
 * A hook: at most max requests per windowMs for each key (the caller's
 * user id by default, after an auth hook ran; the IP when nobody is signed in).
 */
export function rateLimitHook(
  app: FastifyInstance,
  { max, windowMs, key }: { max: number; windowMs: number; key?: (request: FastifyRequest) => string },
): LimitHook {
  const limiter = createFixedWindowLimiter({ clock: app.clock, max, windowMs });
  const keyOf = key ?? ((request: FastifyRequest) => request.auth?.userId ?? `ip:${request.ip}`);
  return async (request) => {
    limiter.hit(keyOf(request));
  };
}
