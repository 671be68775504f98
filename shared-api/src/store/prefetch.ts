// Route loaders of private routes prefetch through RTK Query into the one cache the
// screens read (SPEC section 2, "Data preloaded per route").
// A failed fetch never throws: the screen shows its own error state from the
// same cache entry.
import { getAppStore } from '@marketplace/shared-api/store/app-store';
import type { AppDispatch } from '@marketplace/shared-api/store/make-store';

interface PrefetchResult {
  error?: unknown;
}

/** Dispatches `endpoint.initiate(arg, { subscribe: false })` and waits; null when nobody is signed in. */
export async function prefetchSignedIn(start: (dispatch: AppDispatch) => PromiseLike<PrefetchResult>): Promise<null> {
  const store = getAppStore();
  // The private layout sends signed-out visitors to /login; nothing to fetch for them.
  if (!store.getState().session.user) return null;
  const result = await start(store.dispatch);
  if (result.error) console.error('Route prefetch failed', result.error);
  return null;
}
