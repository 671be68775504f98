// The one way a route loader prefetches (SPEC section 2, "Data preloaded per
// route"): through RTK Query into the one cache the screens read, without
// subscribing, so the screen that mounts next finds the answer there. A failed
// fetch never throws and is not logged again (the base query reported it): the
// screen shows its own error state from the same cache entry.
import { getAppStore } from '@marketplace/shared-api/store/app-store';
import type { AppDispatch } from '@marketplace/shared-api/store/make-store';

interface PrefetchResult<T> {
  data?: T;
}

type Start<T> = (dispatch: AppDispatch) => PromiseLike<PrefetchResult<T>>;

/** Dispatches `endpoint.initiate(arg, { subscribe: false })` and waits; the data, or null when it failed. */
export async function prefetch<T>(start: Start<T>): Promise<T | null> {
  const { data } = await start(getAppStore().dispatch);
  return data ?? null;
}

/** As prefetch, for private data: nothing is fetched for a signed-out visitor (the private layout sends them to /login). */
export async function prefetchSignedIn<T>(start: Start<T>): Promise<T | null> {
  if (!signedInUserId()) return null;
  return prefetch(start);
}

/** The signed-in user's id as the store has it, for loaders that run outside React. */
export function signedInUserId(): string | null {
  return getAppStore().getState().session.user?.id ?? null;
}
