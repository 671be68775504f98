// Route loaders prefetch through RTK Query into the one cache the screens read.
// A failed fetch never throws: the screen shows its own error state from the same
// cache entry.
import { getAppStore } from '@marketplace/shared-api/store/app-store';
import type { AppDispatch } from '@marketplace/shared-api/store/make-store';

export async function prefetch(start: (dispatch: AppDispatch) => PromiseLike<unknown>): Promise<null> {
  try {
    await start(getAppStore().dispatch);
  } catch (error) {
    console.error('Route prefetch failed', error);
  }
  return null;
}
