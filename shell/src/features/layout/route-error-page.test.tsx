import { act, screen, waitFor } from '@testing-library/react';
import { mockFetch } from '../../../../jest/mock-fetch';
import { renderWithProviders } from '../../../../jest/render';
import { RemoteLoadError, REMOTE_UNREACHABLE } from '../../federation/runtime-plugins/recover-stale-release';
import { rememberReleases } from '../../federation/stale-release';
import { RouteErrorPage, UNREACHABLE_TITLE } from './route-error-page';
import { REACHABLE_POLL_MS } from '../../app/when-reachable';

/** A page whose loader throws `error`, as a route whose code failed to load does. */
function renderFailedRoute(error: unknown, reload = jest.fn()) {
  const routes = [{ path: '/', loader: () => Promise.reject(error), element: <p>the page</p>, hydrateFallbackElement: <p>opening</p>, errorElement: <RouteErrorPage reload={reload} /> }];
  return { reload, ...renderWithProviders(routes) };
}

function chunkError() {
  const error = new Error('Loading chunk 2576 failed.\n(error: http://127.0.0.1:8190/2576.649b742711.js)');
  error.name = 'ChunkLoadError';
  return error;
}

describe('the route error page', () => {
  it("says in people's words that the marketplace cannot be reached when a page's code failed to load, naming no module or file", async () => {
    mockFetch({ 'GET /api/health': [503, { message: 'down' }] });
    for (const error of [chunkError(), new RemoteLoadError('mf_booking/routes', new Error('ScriptExternalLoadError'))]) {
      const { unmount } = renderFailedRoute(error);
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent(UNREACHABLE_TITLE);
      expect(alert).toHaveTextContent(REMOTE_UNREACHABLE);
      expect(alert).not.toHaveTextContent(/chunk|mf_booking|\.js|Something went wrong/);
      unmount();
    }
  });

  it('reloads the page by itself once the marketplace answers again, asking every few seconds', async () => {
    jest.useFakeTimers();
    try {
      let up = false;
      const api = mockFetch({ 'GET /api/health': () => (up ? [200, { status: 'ok' }] : [503, { message: 'down' }]) });
      const { reload } = renderFailedRoute(chunkError());
      await screen.findByRole('alert');
      const asked = () => api.requests.filter((request) => request.route === 'GET /api/health').length;
      await act(() => jest.advanceTimersByTimeAsync(0));
      expect(asked()).toBe(1); // at once, then every few seconds
      await act(() => jest.advanceTimersByTimeAsync(REACHABLE_POLL_MS));
      expect(asked()).toBe(2);
      expect(reload).not.toHaveBeenCalled();
      up = true;
      await act(() => jest.advanceTimersByTimeAsync(REACHABLE_POLL_MS));
      expect(reload).toHaveBeenCalledTimes(1);
      await act(() => jest.advanceTimersByTimeAsync(REACHABLE_POLL_MS * 3));
      expect(reload).toHaveBeenCalledTimes(1);
    } finally {
      jest.useRealTimers();
    }
  });

  it("reloads once the failed remote's own host answers again, though the marketplace answered all along", async () => {
    jest.useFakeTimers();
    try {
      const entry = '/releases/mf-chat/0123456789abcdef/remoteEntry.js';
      rememberReleases({ remotes: [{ name: 'mf_chat', entry, routes: [], exposes: [], exposeFiles: {}, screenFiles: {}, release: null }] });
      let hostUp = false;
      const api = mockFetch({
        'GET /api/health': [200, { status: 'ok' }],
        [`GET ${entry}`]: () => (hostUp ? [200, 'var mf_chat;'] : [502, { message: 'down' }]),
      });
      const { reload } = renderFailedRoute(new RemoteLoadError('mf_chat/routes', new Error('ScriptNetworkError')));
      await screen.findByRole('alert');
      const asked = () => api.requests.filter((request) => request.route === `GET ${entry}`).length;
      await act(() => jest.advanceTimersByTimeAsync(0));
      expect(asked()).toBe(1);
      await act(() => jest.advanceTimersByTimeAsync(REACHABLE_POLL_MS));
      expect(asked()).toBe(2);
      expect(reload).not.toHaveBeenCalled();
      hostUp = true;
      await act(() => jest.advanceTimersByTimeAsync(REACHABLE_POLL_MS));
      expect(reload).toHaveBeenCalledTimes(1);
    } finally {
      jest.useRealTimers();
    }
  });

  it('does not reload when the marketplace answered all along: what failed was not the connection', async () => {
    jest.useFakeTimers();
    try {
      const api = mockFetch({ 'GET /api/health': [200, { status: 'ok' }] });
      const { reload } = renderFailedRoute(chunkError());
      await screen.findByRole('alert');
      await act(() => jest.advanceTimersByTimeAsync(REACHABLE_POLL_MS * 4));
      expect(api.requests.filter((request) => request.route === 'GET /api/health')).toHaveLength(1); // the one at once
      expect(reload).not.toHaveBeenCalled();
      expect(screen.getByRole('link', { name: 'Go to the search page' })).toHaveAttribute('href', '/profile/list');
    } finally {
      jest.useRealTimers();
    }
  });

  it("asks at once when the browser says it is back online, and Try again reloads only if the marketplace answers", async () => {
    let up = false;
    mockFetch({ 'GET /api/health': () => (up ? [200, { status: 'ok' }] : [503, { message: 'down' }]) });
    const { reload, user } = renderFailedRoute(chunkError());
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeEnabled();
    expect(reload).not.toHaveBeenCalled();
    up = true;
    act(() => void window.dispatchEvent(new Event('online')));
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
  });

  it('still says Something went wrong, with the message, for any other error', async () => {
    renderFailedRoute(new Error('Booking not found'));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Something went wrong');
    expect(alert).toHaveTextContent('Booking not found');
  });
});
