// The page frame's data element and inline script, which send a remote page's first
// API reads and preload its main image while the page's scripts download; the fetch
// layer adopts the answers (page-data.ts). Only the server (which fills the element in
// and allows the script by its hash) and the shell's prerender (which writes both into
// the frame) import this module: the script's text stays out of every browser bundle.
import { EARLY_REQUESTS_KEY } from '@marketplace/shared-api/api/page-data';
import { STORAGE_KEYS } from '@marketplace/shared-api/constants';
import type { RemoteRouteImage } from '@marketplace/shared-api/federation/remote-contract';

const PAGE_DATA_ELEMENT_ID = 'page-data';
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
