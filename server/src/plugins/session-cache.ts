// The caller's account as the auth hooks read it on every request (its users
// row: role, premium, session version, and what GET /api/users/verify answers),
// kept in memory for a few seconds so an authenticated read costs its own query
// only, not a second one for the caller, and the session check costs none
// (bench/authenticated-routes.bench.ts measures the difference).
//
// Revocation stays exact in this process: every write to the row, or its
// deletion, calls accountChanged(userId) once committed (logout, password
// change, profile edit, picture, portfolio images, premium paid, a referral
// counted or credited, account deletion), which drops the entry here and
// announces it to the other server processes (the realtime plugin's Redis
// fan-out when REDIS_URL is set). A change no announcement reaches (a second
// process without Redis, SQL run by hand) is seen within SESSION_CACHE_TTL_MS
// at the latest.
//
// Requests of one member that arrive together (a retried tap, a page's parallel
// reads) share one read of the row: a second read would answer the same.
import type { Clock } from '../clock';
import type { KeyChangeFanOut } from '../read-cache';
import type { Premium, Role } from '@marketplace/shared-api/types';

/** How long an account's auth facts are trusted without reading them again. */
export const SESSION_CACHE_TTL_MS = 5_000;
/** Accounts kept at most; the oldest entry makes room for a new one. */
export const SESSION_CACHE_MAX_ENTRIES = 10_000;

export interface SessionFacts {
  role: Role;
  premium: Premium;
  sessionVersion: number;
}

export interface SessionCache<Facts extends SessionFacts = SessionFacts> {
  /**
   * The account's facts, from memory while fresh, else from `load` (null: no such
   * account, never kept). A load that an accountChanged overtakes is not kept.
   */
  get(userId: string, load: () => Promise<Facts | null>): Promise<Facts | null>;
  /** Call once a write to this user's row, or its deletion, has committed. */
  accountChanged(userId: string): void;
}

interface Entry<Facts> {
  facts: Facts;
  readAt: number;
}

export function createSessionCache<Facts extends SessionFacts = SessionFacts>(options: {
  clock: Clock;
  /** How accountChanged reaches the other server processes, and how theirs arrive here. */
  fanOut?: KeyChangeFanOut;
  ttlMs?: number;
  maxEntries?: number;
}): SessionCache<Facts> {
  const { clock, fanOut } = options;
  const ttlMs = options.ttlMs ?? SESSION_CACHE_TTL_MS;
  const maxEntries = options.maxEntries ?? SESSION_CACHE_MAX_ENTRIES;
  const entries = new Map<string, Entry<Facts>>();
  /** Reads under way, which a get for the same account joins until a change to it is seen. */
  const loading = new Map<string, Promise<Facts | null>>();
  // Counts every change seen; a load that started before one may have read the old row.
  let changes = 0;

  const drop = (userId: string) => {
    changes += 1;
    entries.delete(userId);
    // A get after the change reads anew; callers already waiting keep the read they joined.
    loading.delete(userId);
  };
  fanOut?.onAnnounced(drop);

  return {
    async get(userId, load) {
      const now = clock.now().getTime();
      const cached = entries.get(userId);
      // A clock set back (tests move theirs) makes the entry stale too, never fresh for longer.
      if (cached && now >= cached.readAt && now - cached.readAt < ttlMs) return cached.facts;
      const underWay = loading.get(userId);
      if (underWay) return underWay;
      const changesBefore = changes;
      const read = (async () => {
        const facts = await load();
        if (facts && changes === changesBefore) {
          entries.delete(userId);
          if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string);
          // Map order is insertion order, so the first key is always the oldest entry.
          entries.set(userId, { facts, readAt: now });
        }
        return facts;
      })();
      loading.set(userId, read);
      // Forgotten once settled, failed or not (a failed read is tried again by the next get); the callers hear of a failure through read.
      read.finally(() => loading.get(userId) === read && loading.delete(userId)).catch(() => undefined);
      return read;
    },
    accountChanged(userId) {
      drop(userId);
      fanOut?.announce(userId);
    },
  };
}
