// Renders this remote's routes the way the composed site does: a fresh store set
// as the app store (route loaders read it), the UI kit's providers (dark theme,
// toasts) and a memory data router. Paths this remote links to but does not own
// (/register, /login, /book/..., /chat/...) render a marker naming the location.
//
//   const { router, user, store } = renderRoute('/profile/list', { user: aUser() });
//   await screen.findByText('At /register');
import { configure, render, screen } from '@testing-library/react';
import userEvent, { type Options as UserEventOptions } from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { Provider } from 'react-redux';
import { useEndSessionOnArrival } from '@marketplace/shared-api/session/use-logout';
import { createMemoryRouter, Navigate, Outlet, RouterProvider, useLocation, type RouteObject } from 'react-router-dom';
import type { RemoteRoutePath } from '@marketplace/shared-api/federation/remote-contract';
import { selectUser } from '@marketplace/shared-api/session/session-slice';
import { useAppSelector } from '@marketplace/shared-api/store/hooks';
import { setRemoteModuleLoader } from '@marketplace/shared-api/federation/remote-loader';
import { setAppStore } from '@marketplace/shared-api/store/app-store';
import { makeStore } from '@marketplace/shared-api/store/make-store';
import type { User } from '@marketplace/shared-api/types';
import { UiProvider } from '@marketplace/shared-ui/ui-provider';
import routePaths from '../route-paths.json';
import { routes as remoteRoutes } from '../routes';

// A screen's first render also compiles its lazy chunk; on a busy machine that
// alone can take over a second (Testing Library's default wait), and a test that
// types a whole form and then opens a second screen can pass Jest's 5 s.
configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(20_000);

export interface RenderRouteOptions {
  /** The signed-in user; signed out by default. */
  user?: User | null;
  /** Exposed modules of other remotes the manifest lists, by id ('mf_chat/MessageDialog'). */
  remotes?: Record<string, ComponentType<never>>;
  /** Replaces this remote's routes, e.g. a screen without its loader. */
  routes?: RouteObject[];
  userEvent?: UserEventOptions;
}

/** Where the app went: '/register', '/login (from /book/...)'. */
function LocationMarker() {
  const location = useLocation();
  const from = (location.state as { from?: string } | null)?.from;
  return <p>{`At ${location.pathname}${location.search}${from ? ` (from ${from})` : ''}`}</p>;
}

const MARKER_PATHS = ['/', '/home', '/login', '/register', '/book/:id', '/chat/:id'];

/** As the shell's root layout does: ends the session once a logout's destination has rendered. */
function ShellLayout() {
  useEndSessionOnArrival();
  return <Outlet />;
}

/** As the shell's private layout does: signed-out visitors go to /login. */
function PrivateLayout() {
  const user = useAppSelector(selectUser);
  const location = useLocation();
  if (!user) return <Navigate to="/login" replace state={{ from: location.pathname }} />;
  return <Outlet />;
}

/** Splits the routes by route-paths.json, private ones under the private layout, as the shell patches them. */
function layoutRoutes(routes: RouteObject[]): RouteObject[] {
  const access = new Map((routePaths as RemoteRoutePath[]).map((entry) => [entry.path, entry.access]));
  // As the shell does: a path route-paths.json does not declare public is not public.
  const isPrivate = (route: RouteObject) => access.get(route.path ?? '') !== 'public';
  return [...routes.filter((route) => !isPrivate(route)), { Component: PrivateLayout, children: routes.filter(isPrivate) }];
}

export function renderRoute(initialEntry: string, options: RenderRouteOptions = {}) {
  const signedIn = options.user ?? null;
  const store = makeStore({ user: signedIn, token: signedIn ? 'test-token' : null, loading: false });
  setAppStore(store);

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
        Component: ShellLayout,
        HydrateFallback: () => <p>Loading route</p>,
        children: [
          ...layoutRoutes(options.routes ?? remoteRoutes),
          ...MARKER_PATHS.map((path) => ({ path, Component: LocationMarker })),
        ],
      },
    ],
    { initialEntries: [initialEntry] },
  );
  const user = userEvent.setup(options.userEvent);
  const view = render(
    <Provider store={store}>
      <UiProvider>
        <RouterProvider router={router} />
      </UiProvider>
    </Provider>,
  );
  return { ...view, store, router, user };
}

/** Waits for a route marker: `await expectLocation('/register')`. */
export async function expectLocation(text: string) {
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
