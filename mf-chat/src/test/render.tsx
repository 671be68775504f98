// Renders this remote's routes the way the composed site does: a fresh store set
// as the app store (route loaders read it), the UI kit's providers, the shell's
// socket (a FakeSocket the test drives) and a memory data router. Paths this
// remote links to but does not own (/login, /profile/list) render a marker.
//
//   const { router, user, socket } = renderRoute('/chat', { user: aViewer() });
//   await expectLocation('/profile/list');
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider, useLocation, type RouteObject } from 'react-router-dom';
import { SocketContext } from '@marketplace/shared-api/socket/socket-context';
import { setAppStore } from '@marketplace/shared-api/store/app-store';
import { makeStore } from '@marketplace/shared-api/store/make-store';
import type { User } from '@marketplace/shared-api/types';
import { UiProvider } from '@marketplace/shared-ui/ui-provider';
import { routes as remoteRoutes } from '../routes';
import { FakeSocket } from '../../../jest/fake-socket';

export interface RenderRouteOptions {
  /** The signed-in user; signed out by default. */
  user?: User | null;
  /** Replaces this remote's routes, e.g. a page hosting the message dialog. */
  routes?: RouteObject[];
}

function LocationMarker() {
  const location = useLocation();
  const from = (location.state as { from?: string } | null)?.from;
  return <p>{`At ${location.pathname}${location.search}${from ? ` (from ${from})` : ''}`}</p>;
}

const MARKER_PATHS = ['/login', '/profile/list', '/profile/:id'];

export function renderRoute(initialEntry: string, options: RenderRouteOptions = {}) {
  const signedIn = options.user ?? null;
  const store = makeStore({ user: signedIn, token: signedIn ? 'test-token' : null, loading: false });
  setAppStore(store);
  const socket = new FakeSocket();

  const router = createMemoryRouter(
    [
      {
        path: '/',
        HydrateFallback: () => <p>Loading route</p>,
        children: [...(options.routes ?? remoteRoutes), ...MARKER_PATHS.map((path) => ({ path, Component: LocationMarker }))],
      },
    ],
    { initialEntries: [initialEntry] },
  );
  const user = userEvent.setup();
  const wrap = (children: ReactNode) => (
    <Provider store={store}>
      <UiProvider>
        <SocketContext.Provider value={socket.asAppSocket()}>{children}</SocketContext.Provider>
      </UiProvider>
    </Provider>
  );
  const view = render(wrap(<RouterProvider router={router} />));
  return { ...view, store, router, user, socket };
}

/** Waits for a route marker: `await expectLocation('/login')`. */
export function expectLocation(text: string) {
  return screen.findByText(`At ${text}`);
}

/** A promise the test settles by hand, to hold a response while it looks at the screen. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}
