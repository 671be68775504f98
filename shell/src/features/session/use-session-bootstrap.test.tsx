import { screen, waitFor } from '@testing-library/react';
import { selectUser } from '@marketplace/shared-api/session/session-slice';
import { initialSessionState } from '@marketplace/shared-api/session/session-slice';
import { useAppSelector } from '@marketplace/shared-api/store/hooks';
import { mockFetch } from '../../../../jest/mock-fetch';
import { aUser, renderWithProviders } from '../../../../jest/render-with-providers';
import { useSessionBootstrap } from './use-session-bootstrap';

function Probe() {
  useSessionBootstrap();
  const user = useAppSelector(selectUser);
  const loading = useAppSelector((state) => state.session.loading);
  return <p>{loading ? 'checking' : user ? `signed in as ${user.username}` : 'signed out'}</p>;
}

/** Starts like the site does: from whatever local storage holds. */
function start() {
  return renderWithProviders(<Probe />, { session: initialSessionState() });
}

describe('session bootstrap (SPEC section 4)', () => {
  it('starts logged out and clears a stored user that does not parse', async () => {
    localStorage.setItem('user', '{not json');
    localStorage.setItem('token', 't');
    mockFetch({});
    start();
    expect(await screen.findByText('signed out')).toBeInTheDocument();
    expect(localStorage.getItem('user')).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('removes a stored token when there is no user', async () => {
    localStorage.setItem('token', 'orphan');
    mockFetch({});
    start();
    expect(await screen.findByText('signed out')).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('verifies a stored user and token with the server, with the bearer token', async () => {
    localStorage.setItem('user', JSON.stringify({ username: 'erin' }));
    localStorage.setItem('token', 'good-token');
    const api = mockFetch({ 'GET /api/users/verify': [200, aUser({ username: 'erin' })] });
    start();
    expect(screen.getByText('checking')).toBeInTheDocument();
    expect(await screen.findByText('signed in as erin')).toBeInTheDocument();
    expect(api.requests[0].headers.get('Authorization')).toBe('Bearer good-token');
    // The verified user is written back to storage in full.
    await waitFor(() => expect(JSON.parse(localStorage.getItem('user') ?? '{}').id).toBe(aUser().id));
  });

  it('logs out when verification fails with 401', async () => {
    localStorage.setItem('user', JSON.stringify({ username: 'erin' }));
    localStorage.setItem('token', 'expired');
    mockFetch({ 'GET /api/users/verify': [401, { message: 'Authentication required' }] });
    start();
    expect(await screen.findByText('signed out')).toBeInTheDocument();
    expect(localStorage.getItem('user')).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('logs out when the server cannot be reached', async () => {
    localStorage.setItem('user', JSON.stringify({ username: 'erin' }));
    localStorage.setItem('token', 't');
    jest.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    start();
    expect(await screen.findByText('signed out')).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();
  });
});
