// The list page's first page with nothing searched is the same answer for every
// viewer and by far the most asked, so it is kept in memory, as JSON and with
// its ETag, instead of being read and serialised per request
// (bench/authenticated-routes.bench.ts).
//
// It stays exact: every committed change to what the list shows calls
// changed() (a post published or deleted, a card rebuilt from its account, a
// premium change, an account deleted, a review published or hidden; see
// ProfilePostsService.listChanged and the reviews service), which drops it here
// and announces it to the other server processes (the realtime plugin's Redis
// fan-out when REDIS_URL is set). A rating also changes by time alone, when a
// review's visible_at passes: the fill says until when its page holds (the next
// such instant) and the entry is dropped then. A change no announcement
// reaches (a second process without Redis, SQL run by hand) is seen within
// FIRST_PAGE_MAX_AGE_MS at the latest.
import { createHash } from 'node:crypto';
import type { ProfilePostsPage } from '@marketplace/shared-api/api/profiles';
import type { Clock } from '../../clock';

/** How long the first page is trusted without reading it again, whatever happens. */
export const FIRST_PAGE_MAX_AGE_MS = 5_000;

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
  /** The page from memory while fresh, else from `fill` (which concurrent misses share). A fill a change overtakes is not kept. */
  get(fill: (now: Date) => Promise<PageFill>): Promise<CachedPage>;
  /** Call once a change to what the list shows has committed. */
  changed(): void;
}

export const etagOf = (json: string) => `W/"${createHash('sha1').update(json).digest('base64url')}"`;

export function createFirstPageCache(options: { clock: Clock; fanOut?: ListChangeFanOut; maxAgeMs?: number }): FirstPageCache {
  const { clock, fanOut } = options;
  const maxAgeMs = options.maxAgeMs ?? FIRST_PAGE_MAX_AGE_MS;
  let entry: { cached: CachedPage; readAt: number; until: number } | null = null;
  // Counts every change seen; a fill that started before one may have read the old rows.
  let changes = 0;
  let inFlight: { changes: number; filled: Promise<CachedPage> } | null = null;

  const drop = () => {
    changes += 1;
    entry = null;
  };
  fanOut?.onAnnounced(drop);

  async function refill(fill: (now: Date) => Promise<PageFill>, now: Date): Promise<CachedPage> {
    const changesBefore = changes;
    const { page, until } = await fill(now);
    const json = JSON.stringify(page);
    const cached = { page, etag: etagOf(json), json };
    if (changes === changesBefore) entry = { cached, readAt: now.getTime(), until: until?.getTime() ?? Number.POSITIVE_INFINITY };
    return cached;
  }

  return {
    async get(fill) {
      const now = clock.now();
      const at = now.getTime();
      // A clock set back (tests move theirs) makes the entry stale too, never fresh for longer.
      if (entry && at >= entry.readAt && at - entry.readAt < maxAgeMs && at < entry.until) return entry.cached;
      // Share a fill only when no change came after it started: a request after a change reads after it.
      if (inFlight && inFlight.changes === changes) return inFlight.filled;
      const current = { changes, filled: refill(fill, now) };
      inFlight = current;
      try {
        return await current.filled;
      } finally {
        if (inFlight === current) inFlight = null;
      }
    },
    changed() {
      drop();
      fanOut?.announce();
    },
  };
}
