// The list page's first pages are kept in memory, as JSON and with their ETag,
// instead of being read and serialised per request: the one with nothing
// searched is the same answer for every viewer and by far the most asked
// (bench/authenticated-routes.bench.ts), and a Boss's filters (a skill, a
// place, a name) repeat across Bosses and across visits to the page
// (bench/profile-search.bench.ts). Each first page is kept under the key of
// its normalized search; the least recently asked go first beyond
// FIRST_PAGES_MAX, so odd searches cannot grow the memory.
//
// They stay exact: every committed change to what the list shows calls
// changed() (a post published or deleted, a card rebuilt from its account, a
// premium change, an account deleted, a review published or hidden; see
// ProfilePostsService.listChanged and the reviews service), which drops them
// all here and announces it to the other server processes (the realtime
// plugin's Redis fan-out when REDIS_URL is set). Dropping every page, not only
// the ones the change touches, keeps this simple and exact: such changes are
// rare next to searches. A rating also changes by time alone, when a review's
// visible_at passes: each fill says until when its page holds (the next such
// instant) and the entry is dropped then. A change no announcement reaches (a
// second process without Redis, SQL run by hand) is seen within
// FIRST_PAGE_MAX_AGE_MS at the latest.
import { createHash } from 'node:crypto';
import type { ProfilePostsPage } from '@marketplace/shared-api/api/profiles';
import type { Clock } from '../../clock';

/** How long a first page is trusted without reading it again, whatever happens. */
export const FIRST_PAGE_MAX_AGE_MS = 5_000;

/** How many first pages are kept (about 25 kB of JSON each at the default page size). */
export const FIRST_PAGES_MAX = 256;

/** How changed() reaches the other server processes, and how their announcements arrive here. */
export interface ListChangeFanOut {
  announce(): void;
  onAnnounced(handler: () => void): void;
}

export interface CachedPage {
  page: ProfilePostsPage;
  /** A weak validator of the page's JSON (weak: compression changes the bytes, not the answer). */
  etag: string;
  /** The page as JSON, written once when it was cached. */
  json: string;
}

export interface PageFill {
  page: ProfilePostsPage;
  /** The page holds until this instant (a review publishes by time then), or for as long as nothing changes. */
  until: Date | null;
}

export interface FirstPageCache {
  /**
   * The first page of the search named key, from memory while fresh, else from `fill` (which
   * concurrent misses of the same key share). A fill a change overtakes is not kept.
   */
  get(key: string, fill: (now: Date) => Promise<PageFill>): Promise<CachedPage>;
  /** Call once a change to what the list shows has committed. */
  changed(): void;
}

export const etagOf = (json: string) => `W/"${createHash('sha1').update(json).digest('base64url')}"`;

interface Entry {
  cached: CachedPage;
  readAt: number;
  until: number;
}

export function createFirstPageCache(options: { clock: Clock; fanOut?: ListChangeFanOut; maxAgeMs?: number; maxPages?: number }): FirstPageCache {
  const { clock, fanOut } = options;
  const maxAgeMs = options.maxAgeMs ?? FIRST_PAGE_MAX_AGE_MS;
  const maxPages = options.maxPages ?? FIRST_PAGES_MAX;
  // In order of last use (a Map iterates in insertion order): the first is the one to evict.
  const entries = new Map<string, Entry>();
  // Counts every change seen; a fill that started before one may have read the old rows.
  let changes = 0;
  const inFlight = new Map<string, { changes: number; filled: Promise<CachedPage> }>();

  const drop = () => {
    changes += 1;
    entries.clear();
  };
  fanOut?.onAnnounced(drop);

  function keep(key: string, entry: Entry) {
    entries.delete(key);
    entries.set(key, entry);
    if (entries.size > maxPages) entries.delete(entries.keys().next().value as string);
  }

  async function refill(key: string, fill: (now: Date) => Promise<PageFill>, now: Date): Promise<CachedPage> {
    const changesBefore = changes;
    const { page, until } = await fill(now);
    const json = JSON.stringify(page);
    const cached = { page, etag: etagOf(json), json };
    if (changes === changesBefore) keep(key, { cached, readAt: now.getTime(), until: until?.getTime() ?? Number.POSITIVE_INFINITY });
    return cached;
  }

  return {
    async get(key, fill) {
      const now = clock.now();
      const at = now.getTime();
      const entry = entries.get(key);
      // A clock set back (tests move theirs) makes the entry stale too, never fresh for longer.
      if (entry && at >= entry.readAt && at - entry.readAt < maxAgeMs && at < entry.until) {
        keep(key, entry);
        return entry.cached;
      }
      // Share a fill only when no change came after it started: a request after a change reads after it.
      const pending = inFlight.get(key);
      if (pending && pending.changes === changes) return pending.filled;
      const current = { changes, filled: refill(key, fill, now) };
      inFlight.set(key, current);
      try {
        return await current.filled;
      } finally {
        if (inFlight.get(key) === current) inFlight.delete(key);
      }
    },
    changed() {
      drop();
      fanOut?.announce();
    },
  };
}
