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
  return {
    id: '11111111-1111-4111-8111-111111111111',
    userId: '11111111-1111-4111-8111-111111111111',
    username: 'erin',
    email: 'erin@example.com',
    firstName: 'Erin',
    lastName: 'Tester',
    avatar: null,
    role: 'Boss',
    premium: 'Not Verified',
    location: 'Cebu',
    skills: [],
    experience: '1-3 years',
    availability: 'Part-time',
    salaryRate: null,
    images: [],
    referralCode: 'ABCD1234',
    referredBy: null,
    referralCount: 0,
    referralBookings: 0,
    moneyEarned: 0,
    responseTime: null,
    bio: null,
    rating: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}
