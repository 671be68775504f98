import { screen } from '@testing-library/react';
import { ReloadForAdmin, RequireAdmin } from './require-admin';
import { aUser } from '../../../../jest/fixtures';
import { renderWithProviders } from '../../../../jest/render';

const routes = [
  { element: <RequireAdmin />, children: [{ path: '/admin', element: <p>Admin console</p> }] },
  { path: '/login', element: <p>Login screen</p> },
  { path: '/profile', element: <p>Own profile</p> },
];

describe('RequireAdmin', () => {
  it('sends visitors to /login', async () => {
    renderWithProviders(routes, { initialEntries: ['/admin'] });
    expect(await screen.findByText('Login screen')).toBeInTheDocument();
  });

  it('sends members to /profile', async () => {
    renderWithProviders(routes, { initialEntries: ['/admin'], session: { user: aUser(), token: 't' } });
    expect(await screen.findByText('Own profile')).toBeInTheDocument();
  });

  it('waits for the session check before deciding', () => {
    const session = { user: aUser({ premium: 'Admin' }), token: 't', loading: true };
    const { store } = renderWithProviders(routes, { initialEntries: ['/admin'], session });
    expect(screen.getByText('Checking your session')).toBeInTheDocument();
    expect(store.getState().session.loading).toBe(true);
  });

  it('shows admin routes to admins', () => {
    renderWithProviders(routes, { initialEntries: ['/admin'], session: { user: aUser({ premium: 'Admin' }), token: 't' } });
    expect(screen.getByText('Admin console')).toBeInTheDocument();
  });
});

describe('ReloadForAdmin', () => {
  it('reloads the page once, so route discovery downloads the admin remote', () => {
    const reload = jest.fn();
    renderWithProviders(<ReloadForAdmin reload={reload} />);
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
