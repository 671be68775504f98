// The first page's data, asked for as soon as the shell's start chunk has arrived.
// On a first visit to a remote's page, the server lists in the page's HTML the API
// reads the route's loader makes (route-paths.json "data", its params filled in,
// server/src/plugins/page-remote.ts). Otherwise they would start only once the
// libraries have run, the manifest, the remote's entry and routes have loaded and the
// router has matched: on a phone, after the screen's own script, one round trip more
// (LCP of /profile/{id}, issue 13). The fetch layer adopts each answer once, for the
// same request (shared-api/api/base-query.ts); whatever the first page did not ask for is dropped.
import { setAuthorization } from '@marketplace/shared-api/api/authorization';

const PAGE_DATA_ELEMENT_ID = 'page-data';
/** What the server replaces with the page's list (pageDataJson); the build writes it in the page frame. */
export const PAGE_DATA_SLOT = '%PAGE_DATA%';
/** The list's element, as the shell's build writes it into the page frame (build/prerender-pages.mjs). */
export const PAGE_DATA_ELEMENT = `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">${PAGE_DATA_SLOT}</script>`;

/** The element's content for `paths`: JSON, with every "<" escaped so no text in it can end the element. */
export function pageDataJson(paths: readonly string[]): string {
  return JSON.stringify(paths).replace(/</g, '\\u003c');
}

interface EarlyRequest {
  url: string;
  authorization: string | null;
  response: Promise<Response>;
}

/** At most this many: the list comes from the page's HTML, so it is not trusted to be short. */
const MAX_EARLY_REQUESTS = 8;

let pending: EarlyRequest[] = [];

/** The API paths the page's HTML lists, or none when it lists none or something else. */
function listedPaths(doc: Document): string[] {
  const text = doc.getElementById(PAGE_DATA_ELEMENT_ID)?.textContent;
  if (!text) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  return parsed.filter((item): item is string => typeof item === 'string' && item.startsWith('/api/')).slice(0, MAX_EARLY_REQUESTS);
}

/** Sends the GETs the page's HTML lists, with the headers the fetch layer would send them with. */
export function startPageDataRequests(doc: Document = document): void {
  pending = listedPaths(doc).map((path) => {
    const url = new URL(path, doc.baseURI).href;
    // As the fetch layer sends a JSON read (fetchBaseQuery's default Accept).
    const headers = setAuthorization(new Headers({ accept: 'application/json' }));
    // A request that fails here is simply sent again by the fetch layer (takePageDataResponse).
    const response = fetch(url, { headers, credentials: 'include' });
    response.catch(() => {});
    return { url, authorization: headers.get('authorization'), response };
  });
}

/**
 * The early answer to `request`, taken once, when one was started for the same URL with
 * the same authorization (a sign-in since would change it); otherwise undefined, and the
 * caller fetches. An early request that failed is sent again.
 */
export function takePageDataResponse(request: Request): Promise<Response> | undefined {
  if (request.method !== 'GET') return undefined;
  const authorization = request.headers.get('authorization');
  const index = pending.findIndex((early) => early.url === request.url && early.authorization === authorization);
  if (index === -1) return undefined;
  const [early] = pending.splice(index, 1);
  return early.response.catch(() => fetch(request));
}

/** Drops the answers nobody took: once the first page is shown, a later visit must fetch afresh. */
export function dropPageDataResponses(): void {
  pending = [];
}
