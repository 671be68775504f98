// The one store behind every rate limit: fixed windows on the app's clock,
// counted in Redis when REDIS_URL is set, so three processes behind nginx allow
// together what one would, and in this process's memory otherwise. While Redis
// cannot be reached each process counts for itself (its limits still hold, per
// process) rather than making every request wait. The limits of limits.ts count
// here directly (app.rateCounts); @fastify/rate-limit's route limit (the login's)
// counts here through the store class it is given (rateLimitStore).
import type { FastifyBaseLogger } from 'fastify';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { RedisClientType } from 'redis';
import type { Clock } from '../clock';

/**
 * What @fastify/rate-limit hands child(): a limiter's merged options (typed there as
 * route options); a route's own limit is named by its route.
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

/** A key's count in the window the clock is in, and the milliseconds left of that window. */
export interface RateCount {
  current: number;
  ttl: number;
}

/** The counts of every limit, each limit's kept apart by its name. */
export interface RateCounts {
  /** Counts one hit of `key` under the limit `name`, in the window of `windowMs` the clock is in. */
  hit(name: string, key: string, windowMs: number): Promise<RateCount>;
  /** The same count without adding to it. */
  read(name: string, key: string, windowMs: number): Promise<RateCount>;
}

declare module 'fastify' {
  interface FastifyInstance {
    rateCounts: RateCounts;
  }
}

const REDIS_PREFIX = 'rate-limit:';

/** The counts of this process: window start and hits per key, dropped once their window has passed. */
function memoryCounter() {
  const windows = new Map<string, { start: number; count: number }>();
  let lastSweep = 0;
  return {
    hit(key: string, start: number, windowMs: number, now: number): number {
      if (now - lastSweep >= windowMs) {
        for (const [counted, entry] of windows) if (entry.start + windowMs <= now) windows.delete(counted);
        lastSweep = now;
      }
      const entry = windows.get(key);
      if (entry && entry.start === start) return (entry.count += 1);
      windows.set(key, { start, count: 1 });
      return 1;
    },
    read(key: string, start: number): number {
      const entry = windows.get(key);
      return entry && entry.start === start ? entry.count : 0;
    },
  };
}

export function createRateCounts({ clock, redis, log }: RateLimitStoreDeps): RateCounts {
  const memory = memoryCounter();
  let warnedOffline = false;

  /** The window the clock is in: aligned to the clock, so every process agrees on which one a hit falls in. */
  function windowOf(name: string, key: string, windowMs: number) {
    const now = clock.now().getTime();
    const start = Math.floor(now / windowMs) * windowMs;
    return { now, start, ttl: start + windowMs - now, counted: `${name}|${key}|${start}` };
  }

  /** Redis when it is connected; otherwise (or when it fails) this process's memory. */
  async function count(inRedis: (redisKey: string) => Promise<number>, inMemory: () => number): Promise<number> {
    if (!redis?.isReady) {
      if (redis && !warnedOffline) {
        warnedOffline = true;
        log.warn('Redis is not reachable: rate limits count in each process until it is back');
      }
      return inMemory();
    }
    warnedOffline = false;
    try {
      return await inRedis(REDIS_PREFIX);
    } catch (error) {
      log.warn({ err: error }, 'a rate limit could not be counted in Redis; counted in this process');
      return inMemory();
    }
  }

  return {
    async hit(name, key, windowMs) {
      const { now, start, ttl, counted } = windowOf(name, key, windowMs);
      const current = await count(
        async (prefix) => {
          const [added] = await redis!.multi().incr(prefix + counted).pExpire(prefix + counted, ttl + 1_000).exec();
          return Number(added);
        },
        () => memory.hit(counted, start, windowMs, now),
      );
      return { current, ttl };
    },
    async read(name, key, windowMs) {
      const { start, ttl, counted } = windowOf(name, key, windowMs);
      const current = await count(
        async (prefix) => Number((await redis!.get(prefix + counted)) ?? 0),
        () => memory.read(counted, start),
      );
      return { current, ttl };
    },
  };
}

/** The store class @fastify/rate-limit's `store` option takes (it calls `new Store(options)`), counting in `counts`. */
export function rateLimitStore(counts: RateCounts): FastifyRateLimitStoreCtor {
  function storeFor(name: string): FastifyRateLimitStore {
    return {
      incr(key, callback, timeWindow) {
        counts.hit(name, key, timeWindow).then(
          (counted) => callback(null, counted),
          (error: Error) => callback(error),
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
