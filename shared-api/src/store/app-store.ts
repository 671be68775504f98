// The composed site's one store, for code that runs outside React: route loaders
// in remotes prefetch with getAppStore().dispatch(endpoint.initiate(...)).
// The shell sets it once at start; shared-api is a federation singleton, so every
// remote reads the same slot.
import type { AppStore } from '@marketplace/shared-api/store/make-store';

let appStore: AppStore | null = null;

export function setAppStore(store: AppStore): void {
  appStore = store;
}

export function getAppStore(): AppStore {
  if (!appStore) throw new Error('The app store is not set; the shell sets it at start');
  return appStore;
}
