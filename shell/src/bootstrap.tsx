// Starts the composed site: theme, store, remote manifest, router. A page the
// build prerendered (/home, /login, /register) is hydrated. The page frame the server
// sends for a remote's page (components/page-frame.tsx) is rendered over once the
// page's code and data are in, or once the wait for them gives up; the router then
// renders the same frame until they are.
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from '@marketplace/shared-api/router';
import { dropPageDataResponses } from '@marketplace/shared-api/api/page-data';
import { setAppStore } from '@marketplace/shared-api/store/app-store';
import { makeStore } from '@marketplace/shared-api/store/make-store';
import { yieldToBrowser } from '@marketplace/shared-api/yield-to-browser';
import { appRoutes } from './app/app-routes';
import { applyDarkTheme } from './app/dark-theme';
import { firstNavigationEnded, firstPageSignal } from './app/first-page';
import { AppProviders } from './app/providers';
import { createAppRouter, resolveLazyRoutes } from './app/router';
import { readPageFrame } from './components/page-frame';
import { createAppSocket } from './features/socket/socket-provider';
import { startPageReports } from './federation/page-reports';
import { fetchRemoteManifest, registerManifest } from './federation/remote-registry';

applyDarkTheme();
const store = makeStore();
setAppStore(store);
startPageReports();

const routes = appRoutes();
// The first screen renders at once; route discovery waits for the manifest only when it needs a remote.
// A remote's page arrives with its remote's files preloaded (the server's Link header, plugins/static.ts).
const manifest = fetchRemoteManifest().then((loaded) => {
  registerManifest(loaded);
  return loaded;
});

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');
// A frame's title, as the server wrote it, stays on screen until the page replaces it.
const frame = readPageFrame(container);
const prerendered = container.hasChildNodes() && !frame;
// The store, the router and the first render each take a task of their own: together
// they were one task of 180 ms on a phone, blocking input on a page already painted.
await yieldToBrowser();
// Hydration must render what the HTML holds, so the page's own lazy chunk is loaded first.
if (prerendered) await resolveLazyRoutes(routes, window.location.pathname);
const router = createAppRouter(manifest, routes);
// The socket's client waits for the first page (first-page.tsx): made once, here.
const { shown: firstPage, FirstPageSignal } = firstPageSignal(router);
// The first page's early reads were its loaders' to take; a later visit fetches afresh.
void firstPage.then(dropPageDataResponses);
const createSocket = () => createAppSocket(firstPage);

const app = (
  <StrictMode>
    <AppProviders
      store={store}
      createSocket={createSocket}
      frame={frame}
      signals={<FirstPageSignal />}
    >
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>
);
// A frame stays on screen as the server's HTML until the page's code and data are in
// (firstNavigationEnded): rendering it first would delay the page on a phone.
if (frame) await firstNavigationEnded(router);
else await yieldToBrowser();
// Rendering in a transition lets React yield to the browser every few milliseconds
// instead of rendering the whole page in one long task; a click on prerendered HTML
// meanwhile is replayed once hydrated.
startTransition(() => {
  if (prerendered) hydrateRoot(container, app);
  else createRoot(container).render(app);
});
