// The one store behind every rate limit (a @fastify/rate-limit store): fixed
// windows on the app's clock, counted in Redis when REDIS_URL is set, so three
// processes behind nginx allow together what one would, and in this process's
// memory otherwise. While Redis cannot be reached each process counts for itself
// (its limits still hold, per process) rather than making every request wait.
import type { FastifyBaseLogger } from 'fastify';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { RedisClientType } from 'redis';
import type { Clock } from '../clock';

/**
 * What @fastify/rate-limit hands child(): a limiter's merged options (typed there as
 * route options). `name` is ours, set on each rateLimitHook to keep its counts apart;
 * a route's own limit is named by its route.
 */
interface LimiterOptions {
  name?: string;
  routeInfo?: { method?: string | string[]; url?: string };
}

export interface RateLimitStoreDeps {
  clock: Clock;
  redis?: RedisClientType;
  log: FastifyBaseLogger;
}

const REDIS_PREFIX = 'rate-limit:';

/** The counts of this process: window start and hits per key, dropped once their window has passed. */
function memoryCounter() {
  const windows = new Map<string, { start: number; count: number }>();
  let lastSweep = 0;
  return (key: string, start: number, windowMs: number, now: number): number => {
    if (now - lastSweep >= windowMs) {
      for (const [counted, entry] of windows) if (entry.start + windowMs <= now) windows.delete(counted);
      lastSweep = now;
    }
    const entry = windows.get(key);
    if (entry && entry.start === start) return (entry.count += 1);
    windows.set(key, { start, count: 1 });
    return 1;
  };
}

/** A store class as @fastify/rate-limit's `store` option takes it (it calls `new Store(options)`). */
export function rateLimitStore({ clock, redis, log }: RateLimitStoreDeps): FastifyRateLimitStoreCtor {
  const countInMemory = memoryCounter();
  let warnedOffline = false;

  function storeFor(prefix: string): FastifyRateLimitStore {
    return {
      incr(key, callback, timeWindow) {
        const now = clock.now().getTime();
        // Windows aligned to the clock, so every process agrees on which one a hit falls in.
        const start = Math.floor(now / timeWindow) * timeWindow;
        const ttl = start + timeWindow - now;
        const counted = `${prefix}|${key}|${start}`;
        if (!redis?.isReady) {
          if (redis && !warnedOffline) {
            warnedOffline = true;
            log.warn('Redis is not reachable: rate limits count in each process until it is back');
          }
          callback(null, { current: countInMemory(counted, start, timeWindow, now), ttl });
          return;
        }
        warnedOffline = false;
        redis
          .multi()
          .incr(REDIS_PREFIX + counted)
          .pExpire(REDIS_PREFIX + counted, ttl + 1_000)
          .exec()
          .then(
            ([current]) => callback(null, { current: Number(current), ttl }),
            (error: unknown) => {
              log.warn({ err: error }, 'a rate limit could not be counted in Redis; counted in this process');
              callback(null, { current: countInMemory(counted, start, timeWindow, now), ttl });
            },
          );
      },
      child(routeOptions) {
        const options = routeOptions as unknown as LimiterOptions;
        const route = options.routeInfo?.url ? `${String(options.routeInfo.method)} ${options.routeInfo.url}` : '';
        return storeFor(options.name ?? route);
      },
    };
  }

  // @fastify/rate-limit constructs the store it is given; this one is made already.
  return class {
    constructor() {
      return storeFor('global');
    }
  } as unknown as FastifyRateLimitStoreCtor;
}
