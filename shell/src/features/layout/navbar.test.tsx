import { act, screen, waitFor, within } from '@testing-library/react';
import { ADMIN_BUTTON_DELAY_MS } from '@marketplace/shared-api/constants';
import { mockFetch } from '../../../../jest/mock-fetch';
import { Navigate, Outlet } from 'react-router-dom';
import { selectUser } from '@marketplace/shared-api/session/session-slice';
import { useEndSessionOnArrival } from '@marketplace/shared-api/session/use-logout';
import { useAppSelector } from '@marketplace/shared-api/store/hooks';
import { Navbar } from './navbar';
import { aUser } from '../../../../jest/fixtures';
import { renderWithProviders } from '../../../../jest/render';
import { expectApiFailures } from '../../../../jest/api-failures';
import { deferred } from '../../../../jest/deferred';
import { notificationsApi } from '@marketplace/shared-api/api/notifications';

function Layout() {
  useEndSessionOnArrival();
  return (
    <>
      <Navbar />
      <Outlet />
    </>
  );
}

const routes = [
  {
    element: <Layout />,
    children: [
      { path: '/home', element: null },
      { path: '/profile', element: <RequiresUser /> },
      { path: '/login', element: <p>Login screen</p> },
      // Where the account menu leads, so following an item lands on a page rather than the router's 404.
      { path: '/availability', element: <p>Availability screen</p> },
      { path: '/earnings', element: <p>Earnings screen</p> },
    ],
  },
];

/** Like a private page: leaves for /register when the session ends while it is shown. */
function RequiresUser() {
  const user = useAppSelector(selectUser);
  return user ? <p>Own profile</p> : <Navigate to="/register" />;
}

describe('Navbar', () => {
  it('offers Log in and Sign up to visitors, and a search icon on /home', () => {
    renderWithProviders(routes, { initialEntries: ['/home'] });
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('link', { name: 'Search assistants' })).toHaveAttribute('href', '/profile/list');
    expect(screen.getByRole('link', { name: /home/i })).toHaveAttribute('href', '/');
  });

  it('shows the account menu with the unread count for a signed-in user', async () => {
    mockFetch({ 'GET /api/users/notification': [200, { count: 3 }] });
    const { user } = renderWithProviders(routes, {
      initialEntries: ['/profile'],
      session: { user: aUser(), token: 't' },
    });
    await user.click(await screen.findByRole('button', { name: 'Account menu for Erin Tester' }));
    const menu = screen.getByRole('menu');
    // The count shows once GET /api/users/notification has answered.
    expect(await within(menu).findByLabelText('3 unread')).toBeInTheDocument();
    expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Profile',
      'Bookings',
      'Messages',
      'Notifications3',
      'Earnings',
      'Log out',
    ]);
    expect(within(menu).getByRole('menuitem', { name: 'Earnings' })).toHaveAttribute('href', '/earnings');
    expect(within(menu).getByRole('menuitem', { name: 'Bookings' })).toHaveAttribute('href', '/bookings');
    expect(screen.queryByRole('menuitem', { name: 'Admin Console' })).not.toBeInTheDocument();
  });

  it("offers an assistant the pages they work in: bookings, the dashboard where requests are accepted, and their availability", async () => {
    mockFetch({ 'GET /api/users/notification': [200, { count: 0 }] });
    const { user, router } = renderWithProviders(routes, { initialEntries: ['/profile'], session: { user: aUser({ role: 'Assistant' }), token: 't' } });
    await user.click(await screen.findByRole('button', { name: /Account menu/ }));
    expect(within(screen.getByRole('menu')).getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Profile',
      'Bookings',
      'Dashboard',
      'Availability',
      'Messages',
      'Notifications',
      'Earnings',
      'Log out',
    ]);
    expect(screen.getByRole('menuitem', { name: 'Dashboard' })).toHaveAttribute('href', '/booking-dashboard');
    await user.click(screen.getByRole('menuitem', { name: 'Availability' }));
    expect(router.state.location.pathname).toBe('/availability');
    expect(await screen.findByText('Availability screen')).toBeInTheDocument();
  });

  it("puts Earnings after Notifications for an admin too, before the Admin Console, and opens /earnings", async () => {
    mockFetch({ 'GET /api/users/notification': [200, { count: 0 }] });
    const { user, router } = renderWithProviders(routes, { initialEntries: ['/profile'], session: { user: aUser({ premium: 'Admin' }), token: 't' } });
    await user.click(await screen.findByRole('button', { name: /Account menu/ }));
    expect(within(screen.getByRole('menu')).getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Profile',
      'Bookings',
      'Messages',
      'Notifications',
      'Earnings',
      'Admin Console',
      'Log out',
    ]);
    await user.click(screen.getByRole('menuitem', { name: 'Earnings' }));
    expect(router.state.location.pathname).toBe('/earnings');
    expect(await screen.findByText('Earnings screen')).toBeInTheDocument();
  });

  it('closes the menu with Escape and returns focus to its button', async () => {
    mockFetch({ 'GET /api/users/notification': [200, { count: 0 }] });
    const { user } = renderWithProviders(routes, { initialEntries: ['/profile'], session: { user: aUser(), token: 't' } });
    const button = await screen.findByRole('button', { name: /Account menu/ });
    await user.click(button);
    expect(screen.getByRole('menuitem', { name: 'Profile' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Bookings' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it('logs out through the server and clears the session even when the call fails', async () => {
    expectApiFailures();
    localStorage.setItem('token', 't');
    const api = mockFetch({ 'GET /api/users/notification': [200, { count: 0 }], 'POST /api/auth/logout': [500, {}] });
    const { user, store } = renderWithProviders(routes, { initialEntries: ['/profile'], session: { user: aUser(), token: 't' } });
    await user.click(await screen.findByRole('button', { name: /Account menu/ }));
    await user.click(screen.getByRole('menuitem', { name: 'Log out' }));
    expect(await screen.findByText('Login screen')).toBeInTheDocument();
    expect(api.requests.map((r) => r.route)).toContain('POST /api/auth/logout');
    await waitFor(() => expect(store.getState().session.user).toBeNull());
    // The page that needed a user did not get to redirect elsewhere first.
    expect(screen.getByText('Login screen')).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('asks nothing more for the badge while the logout revokes the token, whatever invalidates it', async () => {
    localStorage.setItem('token', 't');
    const revoking = deferred<[number, unknown]>();
    const api = mockFetch({ 'GET /api/users/notification': [200, { count: 2 }], 'POST /api/auth/logout': () => revoking.promise });
    const { user, store } = renderWithProviders(routes, { initialEntries: ['/profile'], session: { user: aUser(), token: 't' } });
    await user.click(await screen.findByRole('button', { name: /Account menu/ }));
    await user.click(screen.getByRole('menuitem', { name: 'Log out' }));
    await waitFor(() => expect(api.requests.map((r) => r.route)).toContain('POST /api/auth/logout'));
    const asked = api.requests.filter((r) => r.route === 'GET /api/users/notification').length;
    // As the socket's userRegistered answer does (use-notification-sync.ts).
    act(() => {
      store.dispatch(notificationsApi.util.invalidateTags([{ type: 'Notification', id: 'COUNT' }]));
    });
    await act(async () => revoking.resolve([200, {}]));
    expect(await screen.findByText('Login screen')).toBeInTheDocument();
    expect(api.requests.filter((r) => r.route === 'GET /api/users/notification')).toHaveLength(asked);
  });

  it('gives admins the Admin Console in the menu, and in the bar after 5 seconds', async () => {
    jest.useFakeTimers();
    try {
      mockFetch({ 'GET /api/users/notification': [200, { count: 0 }] });
      renderWithProviders(routes, { initialEntries: ['/profile'], session: { user: aUser({ premium: 'Admin' }), token: 't' } });
      expect(screen.queryByRole('link', { name: 'Admin Console' })).not.toBeInTheDocument();
      act(() => jest.advanceTimersByTime(ADMIN_BUTTON_DELAY_MS - 100));
      expect(screen.queryByRole('link', { name: 'Admin Console' })).not.toBeInTheDocument();
      act(() => jest.advanceTimersByTime(100));
      expect(screen.getByRole('link', { name: 'Admin Console' })).toHaveAttribute('href', '/admin');
    } finally {
      jest.useRealTimers();
    }
  });

  it('never shows the Admin Console button to a member, however long they stay', () => {
    jest.useFakeTimers();
    try {
      mockFetch({ 'GET /api/users/notification': [200, { count: 0 }] });
      renderWithProviders(routes, { initialEntries: ['/profile'], session: { user: aUser({ premium: 'Verified' }), token: 't' } });
      act(() => jest.advanceTimersByTime(ADMIN_BUTTON_DELAY_MS * 3));
      expect(screen.queryByRole('link', { name: 'Admin Console' })).not.toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });
});
