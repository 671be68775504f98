// The first page's data, asked for while the page's scripts are still downloading.
// On a first visit to a remote's page, the server lists in the page's HTML the API
// reads the route's loader makes (route-paths.json "data", its params filled in,
// server/src/plugins/page-remote.ts), and the page frame's one inline script sends
// them as the HTML is read, then preloads the page's main image once the read that
// names it is in. Otherwise the reads would start only once the libraries have run,
// the manifest, the remote's entry and routes have loaded and the router has matched;
// sent from the shell's start chunk, they still waited for its download, and the image
// for the page's render (LCP of /profile/{id} on a phone, issue 13). The fetch layer
// adopts each answer once, for the same request (shared-api/api/base-query.ts);
// whatever the first page did not ask for is dropped.
import { STORAGE_KEYS } from '@marketplace/shared-api/constants';
import type { RemoteRouteImage } from '@marketplace/shared-api/federation/remote-contract';

const PAGE_DATA_ELEMENT_ID = 'page-data';
/** Where the inline script leaves the requests it sent, for the fetch layer to adopt. */
const EARLY_REQUESTS_KEY = '__pageDataRequests';
/** At most this many: the list comes from the page's HTML, so it is not trusted to be short. */
const MAX_EARLY_REQUESTS = 8;

/** What the server replaces with the page's data (pageDataJson); the build writes it in the page frame. */
export const PAGE_DATA_SLOT = '%PAGE_DATA%';

/** What the page frame's data element holds for a remote's page (server/src/plugins/page-remote.ts). */
export interface PageData {
  /** The API reads the page's loader makes first. */
  reads: string[];
  /** Where the page's main image is named: one of `reads`, and the field of its answer that holds the image's URL. */
  image?: RemoteRouteImage;
}

/**
 * The page frame's inline script: sends the GETs the data names, with the headers the fetch
 * layer sends a JSON read with (fetchBaseQuery's Accept, the stored token as
 * api/authorization.ts sets it), and keeps them for it. Once the read that names the page's
 * main image is in, it preloads that image from this site, so the image downloads while the
 * page's scripts still do (the avatar of /profile/{id}, its LCP element on a phone). It reads
 * a clone: the answer's body stays the fetch layer's.
 * A constant, so the server's Content-Security-Policy allows exactly this script by its hash
 * (plugins/security.ts); any other inline script stays blocked. Anything unexpected (no
 * data, storage refused, an answer that is no JSON) leaves the page to ask as usual.
 */
export const PAGE_DATA_SCRIPT = `(() => {
  try {
    const { reads, image } = JSON.parse(document.getElementById(${JSON.stringify(PAGE_DATA_ELEMENT_ID)}).textContent);
    if (!Array.isArray(reads)) return;
    const token = localStorage.getItem(${JSON.stringify(STORAGE_KEYS.token)});
    const sent = reads
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
    window.${EARLY_REQUESTS_KEY} = sent;
    const named = image && sent.find((early) => early.url === new URL(image.read, document.baseURI).href);
    if (!named) return;
    // Kept beside the read, so a test can await the outcome.
    named.imagePreload = named.response
      .then((response) => (response.ok ? response.clone().json() : null))
      .then((body) => {
        const src = body && body[image.field];
        if (typeof src !== 'string' || !src) return;
        const href = new URL(src, document.baseURI);
        if (href.origin !== location.origin) return;
        const link = document.createElement('link');
        link.rel = 'preload';
        link.as = 'image';
        link.href = href.href;
        link.setAttribute('fetchpriority', 'high');
        document.head.append(link);
      })
      .catch(() => {});
  } catch {}
})();`;

/**
 * The data's element and the script that sends its reads, as the shell's build writes them at
 * the end of the page frame's body (build/prerender-pages.mjs): the element comes first, so
 * the script finds it. (At the start of the head the reads took connections the page's own
 * scripts were waiting for: no faster on a phone.)
 */
export const PAGE_DATA_MARKUP = `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">${PAGE_DATA_SLOT}</script><script>${PAGE_DATA_SCRIPT}</script>`;

/** The element's content for `data`: JSON, with every "<" escaped so no text in it can end the element. */
export function pageDataJson(data: PageData): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
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
