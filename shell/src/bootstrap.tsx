// Starts the composed site: theme, store, remote manifest, router.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { setAppStore } from '@marketplace/shared-api/store/app-store';
import { makeStore } from '@marketplace/shared-api/store/make-store';
import { applyDarkTheme } from './app/dark-theme';
import { AppProviders } from './app/providers';
import { createAppRouter } from './app/router';
import { fetchRemoteManifest, registerManifest } from './federation/remote-registry';

applyDarkTheme();
const store = makeStore();
setAppStore(store);

// The first screen renders at once; route discovery waits for the manifest only when it needs a remote.
const manifest = fetchRemoteManifest().then((loaded) => {
  registerManifest(loaded);
  return loaded;
});
const router = createAppRouter(manifest);

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');
createRoot(container).render(
  <StrictMode>
    <AppProviders store={store}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
