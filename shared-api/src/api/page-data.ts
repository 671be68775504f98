// The first page's data, asked for while the page's scripts are still downloading.
// On a first visit to a remote's page, the server lists in the page's HTML the API
// reads the route's loader makes (route-paths.json "data", its params filled in,
// server/src/plugins/page-remote.ts), and the page frame's one inline script sends
// them as the HTML is read. Otherwise they would start only once the libraries have
// run, the manifest, the remote's entry and routes have loaded and the router has
// matched: on a phone, after the screen's own script, one round trip more; sent from
// the shell's start chunk, they still waited for its download (LCP of /profile/{id} on
// a phone, issue 13). The fetch layer adopts each
// answer once, for the same request (shared-api/api/base-query.ts); whatever the first
// page did not ask for is dropped.
import { STORAGE_KEYS } from '@marketplace/shared-api/constants';

const PAGE_DATA_ELEMENT_ID = 'page-data';
/** Where the inline script leaves the requests it sent, for the fetch layer to adopt. */
const EARLY_REQUESTS_KEY = '__pageDataRequests';
/** At most this many: the list comes from the page's HTML, so it is not trusted to be short. */
const MAX_EARLY_REQUESTS = 8;

/** What the server replaces with the page's list (pageDataJson); the build writes it in the page frame. */
export const PAGE_DATA_SLOT = '%PAGE_DATA%';

/**
 * The page frame's inline script: sends the GETs the list names, with the headers the fetch
 * layer sends a JSON read with (fetchBaseQuery's Accept, the stored token as
 * api/authorization.ts sets it), and keeps them for it. A constant, so the server's
 * Content-Security-Policy allows exactly this script by its hash (plugins/security.ts);
 * any other inline script stays blocked. Anything unexpected (no list, storage refused)
 * leaves the fetch layer to ask as usual.
 */
export const PAGE_DATA_SCRIPT = `(() => {
  try {
    const list = JSON.parse(document.getElementById(${JSON.stringify(PAGE_DATA_ELEMENT_ID)}).textContent);
    if (!Array.isArray(list)) return;
    const token = localStorage.getItem(${JSON.stringify(STORAGE_KEYS.token)});
    window.${EARLY_REQUESTS_KEY} = list
      .filter((path) => typeof path === 'string' && path.startsWith('/api/'))
      .slice(0, ${MAX_EARLY_REQUESTS})
      .map((path) => {
        const url = new URL(path, document.baseURI).href;
        const headers = new Headers({ accept: 'application/json' });
        if (token) headers.set('authorization', 'Bearer ' + token);
        const response = fetch(url, { headers, credentials: 'include' });
        response.catch(() => {});
        return { url, authorization: headers.get('authorization'), response };
      });
  } catch {}
})();`;

/**
 * The list's element and the script that sends it, as the shell's build writes them at the
 * end of the page frame's body (build/prerender-pages.mjs): the element comes first, so the
 * script finds it.
 */
export const PAGE_DATA_MARKUP = `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">${PAGE_DATA_SLOT}</script><script>${PAGE_DATA_SCRIPT}</script>`;

/** The element's content for `paths`: JSON, with every "<" escaped so no text in it can end the element. */
export function pageDataJson(paths: readonly string[]): string {
  return JSON.stringify(paths).replace(/</g, '\\u003c');
}

interface EarlyRequest {
  url: string;
  authorization: string | null;
  response: Promise<Response>;
}

const isEarlyRequest = (value: unknown): value is EarlyRequest => {
  const { url, authorization, response } = (value ?? {}) as Partial<EarlyRequest>;
  return typeof url === 'string' && (typeof authorization === 'string' || authorization === null) && typeof response?.then === 'function';
};

/** The script's requests not yet taken; null until the fetch layer first looks for one. */
let pending: EarlyRequest[] | null = null;

function earlyRequests(): EarlyRequest[] {
  if (pending === null) {
    const sent: unknown = Reflect.get(window, EARLY_REQUESTS_KEY);
    Reflect.deleteProperty(window, EARLY_REQUESTS_KEY);
    pending = Array.isArray(sent) ? sent.filter(isEarlyRequest) : [];
  }
  return pending;
}

/**
 * The early answer to `request`, taken once, when one was sent for the same URL with the
 * same authorization (a sign-in since would change it); otherwise undefined, and the
 * caller fetches. An early request that failed is sent again.
 */
export function takePageDataResponse(request: Request): Promise<Response> | undefined {
  if (request.method !== 'GET') return undefined;
  const authorization = request.headers.get('authorization');
  const requests = earlyRequests();
  const index = requests.findIndex((early) => early.url === request.url && early.authorization === authorization);
  if (index === -1) return undefined;
  const [early] = requests.splice(index, 1);
  return early.response.catch(() => fetch(request));
}

/** Drops the answers nobody took: once the first page is shown, a later visit must fetch afresh. */
export function dropPageDataResponses(): void {
  Reflect.deleteProperty(window, EARLY_REQUESTS_KEY);
  pending = null;
}
