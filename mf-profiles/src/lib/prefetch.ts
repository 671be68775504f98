// Route loaders prefetch through RTK Query into the one cache the screens read
// (SPEC section 2, "Data preloaded per route"). A failed fetch never throws: the
// screen shows its own error state from the same cache entry.
import { getAppStore } from '@marketplace/shared-api/store/app-store';
import type { AppDispatch } from '@marketplace/shared-api/store/make-store';

interface PrefetchResult<T> {
  data?: T;
}

/**
 * Dispatches an endpoint's `initiate(arg, { subscribe: false })` and waits for it:
 * the cache keeps the answer for the screen that subscribes right after.
 */
export async function prefetch<T>(start: (dispatch: AppDispatch) => PromiseLike<PrefetchResult<T>>): Promise<T | null> {
  try {
    const { data } = await start(getAppStore().dispatch);
    return data ?? null;
  } catch (error) {
    console.error('Route prefetch failed', error);
    return null;
  }
}

/** The signed-in user's id as the store has it, for loaders that run outside React. */
export function signedInUserId(): string | null {
  return getAppStore().getState().session.user?.id ?? null;
}
