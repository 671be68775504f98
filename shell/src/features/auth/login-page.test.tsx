import { screen } from '@testing-library/react';
import { mockFetch } from '../../../../jest/mock-fetch';
import { LoginPage } from './login-page';
import { aUser } from '../../../../jest/fixtures';
import { renderWithProviders } from '../../../../jest/render';
import { expectApiFailures } from '../../../../jest/api-failures';

const routes = [
  { path: '/login', element: <LoginPage /> },
  { path: '/profile/list', element: <p>Assistant list</p> },
  { path: '/bookings', element: <p>My bookings</p> },
];

async function logIn(user: ReturnType<typeof renderWithProviders>['user'], password = 'Secret123') {
  await user.type(screen.getByLabelText(/Username/), 'erin');
  await user.type(screen.getByLabelText(/^Password/), password);
  await user.click(screen.getByRole('button', { name: 'Log in' }));
}

describe('LoginPage', () => {
  it('requires username and password before calling the server', async () => {
    const api = mockFetch({});
    const { user } = renderWithProviders(routes, { initialEntries: ['/login'] });
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Username is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(api.requests).toHaveLength(0);
  });

  it('stores the user and token and goes to the search page', async () => {
    const me = aUser();
    const api = mockFetch({ 'POST /api/auth/login': [200, { userInfo: me, token: 'jwt-token' }] });
    const { user, store } = renderWithProviders(routes, { initialEntries: ['/login'] });
    await logIn(user);
    expect(await screen.findByText('Assistant list')).toBeInTheDocument();
    expect(api.requests[0].body).toEqual({ username: 'erin', password: 'Secret123' });
    expect(store.getState().session.user).toEqual(me);
    expect(localStorage.getItem('token')).toBe('jwt-token');
    expect(JSON.parse(localStorage.getItem('user') ?? '{}').username).toBe('erin');
  });

  it('returns to the private page that sent the visitor here', async () => {
    mockFetch({ 'POST /api/auth/login': [200, { userInfo: aUser(), token: 't' }] });
    const { user } = renderWithProviders(routes, {
      initialEntries: [{ pathname: '/login', state: { from: '/bookings' } }],
    });
    await logIn(user);
    expect(await screen.findByText('My bookings')).toBeInTheDocument();
  });

  it('sends a visitor already signed in on to the search page', async () => {
    renderWithProviders(routes, { initialEntries: ['/login'], session: { user: aUser(), token: 't' } });
    expect(await screen.findByText('Assistant list')).toBeInTheDocument();
  });

  it('sends a visitor already signed in on to the private page that sent them here', async () => {
    renderWithProviders(routes, {
      initialEntries: [{ pathname: '/login', state: { from: '/bookings' } }],
      session: { user: aUser(), token: 't' },
    });
    expect(await screen.findByText('My bookings')).toBeInTheDocument();
  });

  it('keeps the form while a stored session is checked, or while a logout that came here ends it', async () => {
    const checking = renderWithProviders(routes, { initialEntries: ['/login'], session: { user: aUser(), token: 't', loading: true } });
    expect(await screen.findByRole('button', { name: 'Log in' })).toBeInTheDocument();
    expect(screen.queryByText('Assistant list')).not.toBeInTheDocument();
    checking.unmount();

    renderWithProviders(routes, { initialEntries: ['/login'], session: { user: aUser(), token: 't', ending: true } });
    expect(await screen.findByRole('button', { name: 'Log in' })).toBeInTheDocument();
    expect(screen.queryByText('Assistant list')).not.toBeInTheDocument();
  });

  it('shows the SPEC text for a 400', async () => {
    expectApiFailures();
    mockFetch({ 'POST /api/auth/login': [400, { message: 'Invalid username or password' }] });
    const { user } = renderWithProviders(routes, { initialEntries: ['/login'] });
    await logIn(user, 'WrongPass1');
    expect(await screen.findByText('Invalid username or password. Please try again.')).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('shows the server message for other errors, or the fallback', async () => {
    expectApiFailures();
    const api = mockFetch({ 'POST /api/auth/login': [429, { message: 'Too many login attempts, try again in a minute' }] });
    const { user } = renderWithProviders(routes, { initialEntries: ['/login'] });
    await logIn(user);
    expect(await screen.findByText('Too many login attempts, try again in a minute')).toBeInTheDocument();

    api.use({ 'POST /api/auth/login': [500, 'oops'] });
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Login failed. Please check your credentials and try again.')).toBeInTheDocument();
  });

  it('treats an answer without user info as an invalid format', async () => {
    mockFetch({ 'POST /api/auth/login': [200, { token: 'only-a-token' }] });
    const { user, store } = renderWithProviders(routes, { initialEntries: ['/login'] });
    await logIn(user);
    expect(await screen.findByText('The server answered in an invalid format.')).toBeInTheDocument();
    expect(store.getState().session.user).toBeNull();
  });

  it("says 'Please log in again' only when the picture step has just ended the session", async () => {
    renderWithProviders(routes, { initialEntries: [{ pathname: '/login', state: { sessionEnded: 'picture-saved' } }] });
    expect(screen.getByRole('status')).toHaveTextContent('Please log in again');
  });

  it('says nothing of logging in again on an ordinary visit', () => {
    renderWithProviders(routes, { initialEntries: ['/login'] });
    expect(screen.queryByText(/Please log in again/)).not.toBeInTheDocument();
  });
});
