// The list page's pages are kept in memory, as JSON and with their ETag,
// instead of being read and serialised per request: the first with nothing
// searched is the same answer for every viewer and by far the most asked
// (bench/authenticated-routes.bench.ts), and a Boss's filters (a skill, a
// place, a name) repeat across Bosses and across visits to the page, and so
// do the pages they scroll to (bench/profile-search.bench.ts). Each page is
// kept under the key of its normalized search and its cursor; the least
// recently asked go first beyond SEARCH_PAGES_MAX, so odd searches and cursors
// cannot grow the memory.
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
// SEARCH_PAGE_MAX_AGE_MS at the latest.
import { createHash } from 'node:crypto';
import type { ProfilePostsPage } from '@marketplace/shared-api/api/profiles';
import type { Clock } from '../../clock';
import { createReadCache, type ChangeFanOut } from '../../read-cache';

/** How long a page is trusted without reading it again, whatever happens. */
export const SEARCH_PAGE_MAX_AGE_MS = 5_000;

/** How many pages are kept (about 25 kB of JSON each at the default page size). */
export const SEARCH_PAGES_MAX = 256;

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

export interface SearchPageCache {
  /**
   * The page of the search named key, from memory while fresh, else from `fill` (which
   * concurrent misses of the same key share). A fill a change overtakes is not kept.
   */
  get(key: string, fill: (now: Date) => Promise<PageFill>): Promise<CachedPage>;
  /** Call once a change to what the list shows has committed. */
  changed(): void;
}

export const etagOf = (json: string) => `W/"${createHash('sha1').update(json).digest('base64url')}"`;

export function createSearchPageCache(options: { clock: Clock; fanOut?: ChangeFanOut; maxAgeMs?: number; maxPages?: number }): SearchPageCache {
  const { clock, fanOut } = options;
  const pages = createReadCache<CachedPage>({ clock, maxAgeMs: options.maxAgeMs ?? SEARCH_PAGE_MAX_AGE_MS, maxEntries: options.maxPages ?? SEARCH_PAGES_MAX });
  fanOut?.onAnnounced(() => pages.dropAll());

  return {
    get(key, fill) {
      return pages.get(key, async (now) => {
        const { page, until } = await fill(now);
        const json = JSON.stringify(page);
        return { value: { page, etag: etagOf(json), json }, until };
      });
    },
    changed() {
      pages.dropAll();
      fanOut?.announce();
    },
  };
}
