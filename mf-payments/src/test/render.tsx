// Renders this remote's routes the way the composed site does: a fresh store set
// as the app store (loaders read it), the UI kit's providers and a memory data
// router. Paths this remote links to but does not own (/bookings/..., /chat/...)
// render a marker naming the location.
//
//   const { router } = renderRoute(`/payment/return/${id}`, { user: aUser() });
//   renderRoute('/pay', { user: aClient(), routes: [{ path: '/pay', element: <PaymentStep ... /> }] });
//   await expectLocation(`/chat/${id}`);
import { configure, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider, useLocation, type RouteObject } from 'react-router-dom';
import { STORAGE_KEYS } from '@marketplace/shared-api/constants';
import { setAppStore } from '@marketplace/shared-api/store/app-store';
import { makeStore } from '@marketplace/shared-api/store/make-store';
import type { User } from '@marketplace/shared-api/types';
import { UiProvider } from '@marketplace/shared-ui/ui-provider';
import { routes } from '../routes';

// Lazy route chunks are compiled on first use, which can take over a second under load.
configure({ asyncUtilTimeout: 5_000 });

function LocationMarker() {
  const location = useLocation();
  return <p>{`At ${location.pathname}`}</p>;
}

const MARKER_PATHS = ['/bookings/:bookingId', '/chat/:userId', '/book/:consultantId'];

export interface RenderRouteOptions {
  /** The signed-in user. */
  user: User;
  /** Replaces this remote's routes, e.g. a page hosting the exposed payment step. */
  routes?: RouteObject[];
}

export function renderRoute(initialEntry: string, { user: signedIn, routes: ownRoutes = routes }: RenderRouteOptions) {
  window.localStorage.setItem(STORAGE_KEYS.token, 'test-token');
  const store = makeStore({ user: signedIn, token: 'test-token', loading: false });
  setAppStore(store);
  const router = createMemoryRouter(
    [
      {
        path: '/',
        HydrateFallback: () => <p>Loading route</p>,
        children: [...ownRoutes, ...MARKER_PATHS.map((path) => ({ path, Component: LocationMarker }))],
      },
    ],
    { initialEntries: [initialEntry] },
  );
  const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
  const view = render(
    <Provider store={store}>
      <UiProvider>
        <RouterProvider router={router} />
      </UiProvider>
    </Provider>,
  );
  return { ...view, store, router, user };
}

/** Waits for a route marker: `await expectLocation('/bookings/...')`. */
export function expectLocation(path: string) {
  return screen.findByText(`At ${path}`);
}
