// The first page's data, asked for while the page's scripts are still downloading.
// On a first visit to a remote's page, the server lists in the page's HTML the API
// reads the route's loader makes (route-paths.json "data", its params filled in,
// server/src/plugins/page-remote.ts), and the page frame's one inline script sends
// them as the HTML is read, then preloads the page's main image once the read that
// names it is in (page-data-markup.ts). Otherwise the reads would start only once the
// libraries have run, the manifest, the remote's entry and routes have loaded and the
// router has matched; sent from the shell's start chunk, they still waited for its
// download, and the image for the page's render (LCP of /profile/{id} on a phone). Here the fetch layer adopts each answer once, for the same request
// (shared-api/api/base-query.ts); whatever the first page did not ask for is dropped.

/** Where the page frame's script leaves the requests it sent, for the fetch layer to adopt. */
export const EARLY_REQUESTS_KEY = '__pageDataRequests';

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
