// Renders this remote's routes (or an exposed widget) the way the composed site
// does: a fresh store set as the app store (loaders read it), the stored token
// of a signed-in user, the UI kit's providers, the shell's socket (a FakeSocket
// the test drives) and a memory data router. Paths this remote links to but does
// not own (/login, /profile/list, /chat/...) render a marker naming the location.
//
//   const { user, socket } = renderRoute('/bookings', { user: aBoss() });
//   await expectLocation('/profile/list');
import { configure, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import type { ComponentType } from 'react';
import { createMemoryRouter, RouterProvider, useLocation, type InitialEntry, type RouteObject } from 'react-router-dom';
import { configApi } from '@marketplace/shared-api/api/config';
import { STORAGE_KEYS } from '@marketplace/shared-api/constants';
import { setRemoteModuleLoader } from '@marketplace/shared-api/federation/remote-loader';
import { NowContext } from '@marketplace/shared-api/time/use-wall-clock';
import { SocketContext } from '@marketplace/shared-api/socket/socket-context';
import { setAppStore } from '@marketplace/shared-api/store/app-store';
import { makeStore } from '@marketplace/shared-api/store/make-store';
import type { User } from '@marketplace/shared-api/types';
import { UiProvider } from '@marketplace/shared-ui/ui-provider';
import { routes as remoteRoutes } from '../routes';
import { FakeSocket } from '../../../jest/fake-socket';

// Lazy route chunks are compiled on first use, which can take over a second under load.
configure({ asyncUtilTimeout: 5_000 });

export interface RenderRouteOptions {
  /** The signed-in user; signed out by default. */
  user?: User | null;
  /** Replaces this remote's routes, e.g. a page hosting an exposed widget. */
  routes?: RouteObject[];
  /** Exposed modules of other remotes the manifest lists, by id ('mf_payments/PaymentStep'); none by default. */
  remotes?: Record<string, ComponentType<never>>;
  /** The marketplace zone GET /api/config answers; Asia/Manila by default. */
  timeZone?: string;
  /** A fixed "now" for the marketplace clock; the real clock (or fixClock's) by default. */
  now?: Date;
}

function LocationMarker() {
  const location = useLocation();
  const state = location.state ? ` ${JSON.stringify(location.state)}` : '';
  return <p>{`At ${location.pathname}${location.search}${state}`}</p>;
}

const MARKER_PATHS = ['/login', '/profile/list', '/chat/:userId', '/book/:consultantId'];

export function renderRoute(initialEntry: InitialEntry, options: RenderRouteOptions = {}) {
  const signedIn = options.user ?? null;
  if (signedIn) window.localStorage.setItem(STORAGE_KEYS.token, 'test-token');
  const store = makeStore({ user: signedIn, token: signedIn ? 'test-token' : null, loading: false });
  // The config is already known, as it is once the site has been open a moment.
  store.dispatch(
    configApi.util.upsertQueryEntries([
      { endpointName: 'getConfig', arg: undefined, value: { marketplaceTimeZone: options.timeZone ?? 'Asia/Manila' } },
    ]),
  );
  setAppStore(store);
  const socket = new FakeSocket();
  const remotes = options.remotes ?? {};
  setRemoteModuleLoader(async <T,>(id: string) => {
    const component = remotes[id];
    if (!component) throw new Error(`${id} is not deployed`);
    return { default: component } as T;
  }, Object.keys(remotes));

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
  const view = render(
    <Provider store={store}>
      <UiProvider>
        <NowContext.Provider value={options.now ? () => options.now as Date : () => new Date()}>
          <SocketContext.Provider value={socket.asAppSocket()}>
            <RouterProvider router={router} />
          </SocketContext.Provider>
        </NowContext.Provider>
      </UiProvider>
    </Provider>,
  );
  return { ...view, store, router, user, socket };
}

/** Waits for a route marker: `await expectLocation('/login')`. */
export function expectLocation(text: string | RegExp) {
  return typeof text === 'string' ? screen.findByText(`At ${text}`) : screen.findByText(text);
}

/**
 * Fixes the clock (Date only; timers stay real so RTK Query and user-event run as usual).
 * Give an instant with its offset ('2026-06-10T10:00:00+08:00' is 10:00 on the
 * marketplace's clock in Manila), so the test reads the same in every TZ.
 * Monday 1 June 2026, 10:00 in Manila by default.
 */
export function fixClock(now: Date = new Date('2026-06-01T10:00:00+08:00')) {
  jest.useFakeTimers({
    now,
    doNotFake: [
      'hrtime',
      'nextTick',
      'performance',
      'queueMicrotask',
      'requestAnimationFrame',
      'cancelAnimationFrame',
      'requestIdleCallback',
      'cancelIdleCallback',
      'setImmediate',
      'clearImmediate',
      'setInterval',
      'clearInterval',
      'setTimeout',
      'clearTimeout',
    ],
  });
}
