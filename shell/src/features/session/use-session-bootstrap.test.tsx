import { act, screen, waitFor } from '@testing-library/react';
import { selectUser } from '@marketplace/shared-api/session/session-slice';
import { initialSessionState } from '@marketplace/shared-api/session/session-slice';
import { useAppSelector } from '@marketplace/shared-api/store/hooks';
import { mockFetch } from '../../../../jest/mock-fetch';
import { useSessionBootstrap, verifyRetryDelay } from './use-session-bootstrap';
import { aUser } from '../../../../jest/fixtures';
import { renderWithProviders } from '../../../../jest/render';
import { expectApiFailures } from '../../../../jest/api-failures';

function Probe() {
  useSessionBootstrap();
  const user = useAppSelector(selectUser);
  const loading = useAppSelector((state) => state.session.loading);
  return <p>{loading ? 'checking' : user ? `signed in as ${user.username}` : 'signed out'}</p>;
}

/** The warning each unanswered check logs (the retry's delay in it), collected instead of printed. */
function collectRetryWarnings(): jest.SpyInstance {
  return jest.spyOn(console, 'warn').mockImplementation(() => undefined);
}
const retryWarning = (seconds: number) =>
  [`Session verification did not get an answer; trying again in ${seconds} s`, expect.anything()] as const;

/** Starts like the site does: from whatever local storage holds. */
function start() {
  return renderWithProviders(<Probe />, { session: initialSessionState() });
}

describe('session bootstrap (SPEC section 4)', () => {
  afterEach(() => {
    jest.useRealTimers();
  });

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
    expectApiFailures();
    localStorage.setItem('user', JSON.stringify({ username: 'erin' }));
    localStorage.setItem('token', 'expired');
    mockFetch({ 'GET /api/users/verify': [401, { message: 'Authentication required' }] });
    start();
    expect(await screen.findByText('signed out')).toBeInTheDocument();
    expect(localStorage.getItem('user')).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('keeps the stored session when the server cannot be reached, and tries again with a growing delay', async () => {
    expectApiFailures();
    const warn = collectRetryWarnings();
    jest.useFakeTimers();
    localStorage.setItem('user', JSON.stringify({ username: 'erin' }));
    localStorage.setItem('token', 't');
    const fetchSpy = jest.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    start();
    await waitFor(() => expect(fetchSpy).toHaveBeenCalledTimes(1));
    // Still checking, as while loading: not logged out, storage untouched.
    await act(() => jest.advanceTimersByTimeAsync(999));
    expect(screen.getByText('checking')).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBe('t');
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    await act(() => jest.advanceTimersByTimeAsync(1));
    expect(fetchSpy).toHaveBeenCalledTimes(2);
    // The second failure waits 2 s, not 1 s.
    await act(() => jest.advanceTimersByTimeAsync(1_999));
    expect(fetchSpy).toHaveBeenCalledTimes(2);
    mockFetch({ 'GET /api/users/verify': [200, aUser({ username: 'erin' })] });
    await act(() => jest.advanceTimersByTimeAsync(1));
    expect(await screen.findByText('signed in as erin')).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBe('t');
    expect(warn.mock.calls).toEqual([retryWarning(1), retryWarning(2)]);
  });

  it('keeps the stored session on a 5xx and on an aborted request', async () => {
    expectApiFailures();
    const warn = collectRetryWarnings();
    jest.useFakeTimers();
    localStorage.setItem('user', JSON.stringify({ username: 'erin' }));
    localStorage.setItem('token', 't');
    const api = mockFetch({ 'GET /api/users/verify': [503, { message: 'Service unavailable' }] });
    start();
    await waitFor(() => expect(api.requests).toHaveLength(1));
    await act(() => jest.advanceTimersByTimeAsync(0));
    expect(screen.getByText('checking')).toBeInTheDocument();
    // A request aborted because the page unloads says nothing about the token either.
    api.mockImplementation(() => Promise.reject(new DOMException('The user aborted a request.', 'AbortError')));
    await act(() => jest.advanceTimersByTimeAsync(1_000));
    expect(api).toHaveBeenCalledTimes(2);
    await act(() => jest.advanceTimersByTimeAsync(0));
    expect(screen.getByText('checking')).toBeInTheDocument();
    expect(localStorage.getItem('user')).not.toBeNull();
    expect(localStorage.getItem('token')).toBe('t');
    // A later 401 is a definite answer: logged out.
    mockFetch({ 'GET /api/users/verify': [401, { message: 'Authentication required' }] });
    await act(() => jest.advanceTimersByTimeAsync(2_000));
    expect(await screen.findByText('signed out')).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();
    expect(warn.mock.calls).toEqual([retryWarning(1), retryWarning(2)]);
  });

  it('tries again at once when the browser comes back online', async () => {
    expectApiFailures();
    const warn = collectRetryWarnings();
    jest.useFakeTimers();
    localStorage.setItem('user', JSON.stringify({ username: 'erin' }));
    localStorage.setItem('token', 't');
    const api = mockFetch({ 'GET /api/users/verify': [502, { message: 'Bad gateway' }] });
    start();
    await waitFor(() => expect(api.requests).toHaveLength(1));
    await act(() => jest.advanceTimersByTimeAsync(0));
    api.use({ 'GET /api/users/verify': [200, aUser({ username: 'erin' })] });
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(await screen.findByText('signed in as erin')).toBeInTheDocument();
    expect(api.requests).toHaveLength(2);
    expect(warn.mock.calls).toEqual([retryWarning(1)]);
  });

  it('caps the retry delay at 30 seconds', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 20].map(verifyRetryDelay)).toEqual([
      1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000,
    ]);
  });
});
