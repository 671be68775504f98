// The one render harness of every front-end package. Everything renders inside the
// providers the composed site gives it: a fresh store set as the app store (route
// loaders read it), the marketplace config already known, the UI kit's providers,
// the marketplace clock, the shell's socket (a FakeSocket the test drives) and the
// remote-module loader. Three ways in, one provider stack:
//
//   renderWithUi(<Avatar ... />)                         a UI kit component
//   renderWithProviders(routes | element, { session })  a shell screen, its routes as given
//   const renderRoute = routeRenderer(routes);          a remote's routes, as the shell mounts them:
//   const { user, socket } = renderRoute('/bookings', { user: aBoss() });
//   await expectLocation('/profile/list');              paths the remote does not own render a marker
import { act, configure, render, screen, type RenderOptions as TestingLibraryOptions } from '@testing-library/react';
import userEvent, { type Options as UserEventOptions } from '@testing-library/user-event';
import type { ComponentType, ReactElement, ReactNode } from 'react';
import { Provider } from 'react-redux';
import {
  createMemoryRouter,
  Navigate,
  Outlet,
  RouterProvider,
  useLocation,
  type InitialEntry,
  type RouteObject,
} from 'react-router-dom';
import { api } from '@marketplace/shared-api/api/api';
import { configApi } from '@marketplace/shared-api/api/config';
import { STORAGE_KEYS } from '@marketplace/shared-api/constants';
import { setRemoteModuleLoader } from '@marketplace/shared-api/federation/remote-loader';
import { selectUser, type SessionState } from '@marketplace/shared-api/session/session-slice';
import { useEndSessionOnArrival } from '@marketplace/shared-api/session/use-logout';
import { subscribeLiveCache } from '@marketplace/shared-api/socket/live-cache';
import { SocketContext } from '@marketplace/shared-api/socket/socket-context';
import { setAppStore } from '@marketplace/shared-api/store/app-store';
import { useAppSelector } from '@marketplace/shared-api/store/hooks';
import { makeStore, type AppStore } from '@marketplace/shared-api/store/make-store';
import { NowContext } from '@marketplace/shared-api/time/now';
import type { User } from '@marketplace/shared-api/types';
import { UiProvider } from '@marketplace/shared-ui/ui-provider';
import { FakeSocket } from './fake-socket';

// A screen's first render also compiles its lazy chunk; on a busy machine that alone
// can take over a second (Testing Library's default wait).
configure({ asyncUtilTimeout: 5_000 });

export interface ProviderOptions {
  /** The session the store starts with; signed out and loaded by default. */
  session?: Partial<SessionState>;
  /**
   * Exposed modules of other remotes the manifest lists, by id ('mf_chat/MessageDialog').
   * renderRoute lists none by default; the others leave the loader as the test set it.
   */
  remotes?: Record<string, ComponentType<never>>;
  /** The marketplace zone GET /api/config answers; Asia/Manila by default. */
  timeZone?: string;
  /** A fixed "now" for the marketplace clock; the real clock (or fixClock's) by default. */
  now?: Date;
  /** user-event's options, e.g. `{ advanceTimers: jest.advanceTimersByTime }` under fake timers. */
  userEvent?: UserEventOptions;
}

/** The store, socket and providers of one rendered test app. */
function appProviders(options: ProviderOptions) {
  const store: AppStore = makeStore({ user: null, token: null, loading: false, ...options.session });
  if (store.getState().session.token) window.localStorage.setItem(STORAGE_KEYS.token, store.getState().session.token as string);
  // The config is already known, as it is once the site has been open a moment.
  store.dispatch(
    configApi.util.upsertQueryEntries([
      { endpointName: 'getConfig', arg: undefined, value: { marketplaceTimeZone: options.timeZone ?? 'Asia/Manila', lateCancelHours: 24, lateCancelPayPercent: 50 } },
    ]),
  );
  setAppStore(store);

  const remotes = options.remotes;
  if (remotes) {
    setRemoteModuleLoader(async <T,>(id: string) => {
      const component = remotes[id];
      if (!component) throw new Error(`${id} is not deployed`);
      return { default: component } as T;
    }, Object.keys(remotes));
  }

  const socket = new FakeSocket();
  // As the shell does on its one socket: every event reaches the cache, whatever is mounted.
  subscribeLiveCache(socket.asAppSocket(), store.dispatch);
  const now = options.now;
  function Providers({ children }: { children: ReactNode }) {
    return (
      <Provider store={store}>
        <UiProvider>
          <NowContext.Provider value={now ? () => now : () => new Date()}>
            <SocketContext.Provider value={socket.asAppSocket()}>{children}</SocketContext.Provider>
          </NowContext.Provider>
        </UiProvider>
      </Provider>
    );
  }
  return { store, socket, Providers, user: userEvent.setup(options.userEvent) };
}

/** A component inside every provider, without a router; `rerender` keeps the providers. */
export function renderWithUi(ui: ReactElement, options: ProviderOptions & Omit<TestingLibraryOptions, 'wrapper'> = {}) {
  const { session, remotes, timeZone, now, userEvent: userEventOptions, ...renderOptions } = options;
  const { Providers, ...app } = appProviders({ session, remotes, timeZone, now, userEvent: userEventOptions });
  return { ...app, ...render(ui, { wrapper: Providers, ...renderOptions }) };
}

export interface RenderOptions extends ProviderOptions {
  initialEntries?: InitialEntry[];
}

/** Routes exactly as given (or one element at every path) in a memory data router. */
export function renderWithProviders(routesOrElement: RouteObject[] | ReactElement, options: RenderOptions = {}) {
  const { Providers, ...app } = appProviders(options);
  const routes = Array.isArray(routesOrElement) ? routesOrElement : [{ path: '*', element: routesOrElement }];
  const router = createMemoryRouter(routes, { initialEntries: options.initialEntries ?? ['/'] });
  return { ...app, router, ...render(<RouterProvider router={router} />, { wrapper: Providers }) };
}

export interface RenderRouteOptions extends Omit<ProviderOptions, 'session'> {
  /** The signed-in user; signed out by default. */
  user?: User | null;
  /** The remote's routes, or others in their place (a page hosting an exposed widget). */
  routes?: RouteObject[];
  /** The remote's route-paths.json: when given, private routes sit under the shell's private layout. */
  routePaths?: readonly RouteAccessEntry[];
}

/** A line of a remote's route-paths.json, as JSON imports type it. */
type RouteAccessEntry = { path: string; access: string };

/** Where the app went: 'At /register', 'At /login (from /book/...)', 'At /book/1 {"date":"2026-06-15"}'. */
function LocationMarker() {
  const { pathname, search, state } = useLocation();
  return <p>{`At ${pathname}${search}${describeState(state)}`}</p>;
}

function describeState(state: unknown): string {
  if (state === null || state === undefined) return '';
  const keys = Object.keys(state as object);
  if (keys.length === 1 && keys[0] === 'from') return ` (from ${(state as { from: string }).from})`;
  return ` ${JSON.stringify(state)}`;
}

/** Paths of the composed site that some remote links to; the ones it does not own render a marker. */
const MARKER_PATHS = ['/', '/home', '/login', '/register', '/profile/list', '/profile/:id', '/book/:id', '/chat/:id', '/bookings/:id'];

const pattern = (path: string) => path.replace(/:[^/]+/g, ':');

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

/** Splits the routes by route-paths.json as the shell patches them: a path not declared public is private. */
function layoutRoutes(routes: RouteObject[], routePaths: readonly RouteAccessEntry[] | undefined): RouteObject[] {
  if (!routePaths) return routes;
  const access = new Map(routePaths.map((entry) => [entry.path, entry.access]));
  const isPrivate = (route: RouteObject) => access.get(route.path ?? '') !== 'public';
  return [...routes.filter((route) => !isPrivate(route)), { Component: PrivateLayout, children: routes.filter(isPrivate) }];
}

/** Renders a remote's routes under the shell's root layout, with markers for the paths it does not own. */
export function renderRoute(initialEntry: InitialEntry, { user: signedIn = null, routes = [], routePaths, ...options }: RenderRouteOptions) {
  const owned = new Set(routes.map((route) => pattern(route.path ?? '')));
  const markers = MARKER_PATHS.filter((path) => !owned.has(pattern(path))).map((path) => ({ path, Component: LocationMarker }));
  return renderWithProviders(
    [
      {
        path: '/',
        Component: ShellLayout,
        HydrateFallback: () => <p>Loading route</p>,
        children: [...layoutRoutes(routes, routePaths), ...markers],
      },
    ],
    {
      ...options,
      remotes: options.remotes ?? {},
      initialEntries: [initialEntry],
      session: { user: signedIn, token: signedIn ? 'test-token' : null },
    },
  );
}

/** A test file's renderRoute for one remote: `const renderRoute = routeRenderer(routes, { routePaths })`. */
export function routeRenderer(ownRoutes: RouteObject[], defaults: RenderRouteOptions = {}) {
  return (initialEntry: InitialEntry, options: RenderRouteOptions = {}) =>
    renderRoute(initialEntry, { routes: ownRoutes, ...defaults, ...options });
}

/** Waits for a route marker: `await expectLocation('/login')`. */
export function expectLocation(text: string | RegExp) {
  return typeof text === 'string' ? screen.findByText(`At ${text}`) : screen.findByText(text);
}

/**
 * Waits until every query in flight has its reply, without moving a fake clock: under
 * fake timers, call it before advancing, since RTK Query times a poll from the last reply.
 */
export function queriesAnswered(store: AppStore) {
  return act(async () => {
    await Promise.all(store.dispatch(api.util.getRunningQueriesThunk()));
  });
}
