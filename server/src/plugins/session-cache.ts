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
// It is a read cache (read-cache.ts) keyed by account: requests of one member
// that arrive together (a retried tap, a page's parallel reads) share one read
// of the row, and a read a change overtook is answered but never kept.
import type { Clock } from '../clock';
import { createReadCache, type KeyChangeFanOut } from '../read-cache';
import type { Premium, Role } from '@marketplace/shared-api/types';

/** How long an account's auth facts are trusted without reading them again. */
export const SESSION_CACHE_TTL_MS = 5_000;
/** Accounts kept at most; the least recently asked makes room for a new one. */
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

export function createSessionCache<Facts extends SessionFacts = SessionFacts>(options: {
  clock: Clock;
  /** How accountChanged reaches the other server processes, and how theirs arrive here. */
  fanOut?: KeyChangeFanOut;
  ttlMs?: number;
  maxEntries?: number;
}): SessionCache<Facts> {
  const { clock, fanOut } = options;
  const accounts = createReadCache<Facts | null>({ clock, maxAgeMs: options.ttlMs ?? SESSION_CACHE_TTL_MS, maxEntries: options.maxEntries ?? SESSION_CACHE_MAX_ENTRIES });
  fanOut?.onAnnounced((userId) => accounts.drop(userId));

  return {
    get(userId, load) {
      return accounts.get(userId, async (now) => {
        const facts = await load();
        // A missing account holds for no time at all: the next request reads again.
        return { value: facts, until: facts ? null : now };
      });
    },
    accountChanged(userId) {
      accounts.drop(userId);
      fanOut?.announce(userId);
    },
  };
}
