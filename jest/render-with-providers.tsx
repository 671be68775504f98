// Renders a screen the way the composed site does: a fresh store (optionally with
// a signed-in session), the UI kit's providers and a memory data router.
//
//   const { store, router, user } = renderWithProviders(
//     [{ path: '/login', element: <LoginPage /> }, { path: '/profile/list', element: <p>List</p> }],
//     { initialEntries: ['/login'] },
//   );
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import type { SessionState } from '@marketplace/shared-api/session/session-slice';
import type { User } from '@marketplace/shared-api/types';
import { makeStore } from '@marketplace/shared-api/store/make-store';
import { UiProvider } from '@marketplace/shared-ui/ui-provider';
import { apiUser } from './fixtures';

export interface RenderOptions {
  initialEntries?: (string | { pathname: string; state?: unknown })[];
  /** The session the store starts with; signed out and loaded by default. */
  session?: Partial<SessionState>;
}

export function renderWithProviders(routesOrElement: RouteObject[] | ReactElement, options: RenderOptions = {}) {
  const store = makeStore({ user: null, token: null, loading: false, ...options.session });
  const routes = Array.isArray(routesOrElement) ? routesOrElement : [{ path: '*', element: routesOrElement }];
  const router = createMemoryRouter(routes, { initialEntries: options.initialEntries ?? ['/'] });
  const user = userEvent.setup();
  const view = render(
    <Provider store={store}>
      <UiProvider>
        <RouterProvider router={router} />
      </UiProvider>
    </Provider>,
  );
  return { ...view, store, router, user };
}

/** A full User as the API answers, with overrides. */
export function aUser(overrides: Partial<User> = {}): User {
  return apiUser({
    username: 'erin',
    email: 'erin@example.com',
    firstName: 'Erin',
    lastName: 'Tester',
    location: 'Cebu',
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  });
}
