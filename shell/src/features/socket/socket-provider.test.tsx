import { act } from '@testing-library/react';
import { StrictMode } from 'react';
import { loggedIn, sessionCleared } from '@marketplace/shared-api/session/session-slice';
import type { AppSocket } from '@marketplace/shared-api/socket/socket-context';
import { makeStore } from '@marketplace/shared-api/store/make-store';
import { REACHABLE_POLL_MS } from '../../app/when-reachable';
import { createAppSocket, SocketProvider } from './socket-provider';
import { aUser } from '../../../../jest/fixtures';
import { FakeSocket } from '../../../../jest/fake-socket';
import { mockFetch } from '../../../../jest/mock-fetch';
import { renderWithUi } from '../../../../jest/render';

/** `create` hands out `socket`, at once by default; an async one is like the real client, fetched first. */
function mount(
  session: Parameters<typeof makeStore>[0],
  socket = new FakeSocket(),
  create: () => AppSocket | Promise<AppSocket> = jest.fn(() => socket.asAppSocket()),
) {
  const { store, unmount } = renderWithUi(
    <SocketProvider create={create}>
      <p>site</p>
    </SocketProvider>,
    { session },
  );
  return { socket, create, store, view: { unmount } };
}

describe('SocketProvider (SPEC section 4, real-time connection)', () => {
  it('opens one connection at start and closes it at teardown', () => {
    const { create, socket, view } = mount({ user: null, token: null, loading: false });
    expect(create).toHaveBeenCalledTimes(1);
    expect(socket.sent).toEqual([]);
    view.unmount();
    expect(socket.disconnected).toBe(true);
  });

  it('opens the connection once its client code has loaded, and drops it when torn down before', async () => {
    const socket = new FakeSocket();
    const { view } = mount({ user: aUser(), token: 't', loading: false }, socket, async () => socket.asAppSocket());
    await act(async () => undefined);
    // In use: the signed-in user's handshake was started on it.
    expect(socket.reconnects).toBe(1);
    view.unmount();
    expect(socket.disconnected).toBe(true);

    const late = new FakeSocket();
    let resolve: (value: AppSocket) => void = () => undefined;
    const slow = mount({ user: null, token: null, loading: false }, late, () => new Promise<AppSocket>((done) => (resolve = done)));
    slow.view.unmount();
    await act(async () => resolve(late.asAppSocket()));
    expect(late.disconnected).toBe(true);
  });

  describe("when the client's code cannot be fetched", () => {
    const chunkError = () => Object.assign(new Error('Loading chunk 4206 failed.'), { name: 'ChunkLoadError' });
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    it('fetches it again once the marketplace answers, and opens the connection then, saying nothing', async () => {
      const error = jest.spyOn(console, 'error');
      let up = false;
      const api = mockFetch({ 'GET /api/health': () => (up ? [200, { status: 'ok' }] : [503, { message: 'down' }]) });
      const socket = new FakeSocket();
      const create = jest.fn<Promise<AppSocket>, []>().mockRejectedValueOnce(chunkError()).mockResolvedValue(socket.asAppSocket());
      mount({ user: aUser(), token: 't', loading: false }, socket, create);
      await act(() => jest.advanceTimersByTimeAsync(REACHABLE_POLL_MS));
      expect(api.requests.filter((request) => request.route === 'GET /api/health')).toHaveLength(2);
      expect(create).toHaveBeenCalledTimes(1);
      up = true;
      await act(() => jest.advanceTimersByTimeAsync(REACHABLE_POLL_MS));
      expect(create).toHaveBeenCalledTimes(2);
      expect(socket.reconnects).toBe(1);
      expect(error).not.toHaveBeenCalled();
      // Started once: the browser coming back online later starts nothing more.
      await act(async () => {
        window.dispatchEvent(new Event('online'));
        await jest.advanceTimersByTimeAsync(REACHABLE_POLL_MS);
      });
      expect(create).toHaveBeenCalledTimes(2);
    });

    it('reports the failure when the marketplace answered all along, and stops asking once torn down', async () => {
      const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
      const api = mockFetch({ 'GET /api/health': [200, { status: 'ok' }] });
      const create = jest.fn<Promise<AppSocket>, []>().mockRejectedValue(chunkError());
      mount({ user: null, token: null, loading: false }, new FakeSocket(), create);
      await act(() => jest.advanceTimersByTimeAsync(REACHABLE_POLL_MS * 3));
      expect(create).toHaveBeenCalledTimes(1);
      expect(error).toHaveBeenCalledWith('The real-time connection could not start', expect.objectContaining({ name: 'ChunkLoadError' }));

      api.use({ 'GET /api/health': [503, { message: 'down' }] });
      const away = mount({ user: null, token: null, loading: false }, new FakeSocket(), create);
      await act(() => jest.advanceTimersByTimeAsync(0));
      const asked = api.requests.length;
      away.view.unmount();
      await act(() => jest.advanceTimersByTimeAsync(REACHABLE_POLL_MS * 3));
      expect(api.requests).toHaveLength(asked);
    });
  });

  it('announces the user id with newUser on every (re)connect once user and socket exist', () => {
    const me = aUser();
    const { socket, store } = mount({ user: null, token: null, loading: false });
    act(() => socket.serverAccepts());
    const before = socket.reconnects;
    act(() => {
      store.dispatch(loggedIn({ user: me, token: 't' }));
    });
    // A new handshake, so the server sees the token of the user now signed in.
    expect(socket.reconnects).toBe(before + 1);
    act(() => {
      socket.serverAccepts();
    });
    expect(socket.sent).toEqual([{ event: 'newUser', args: [me.id] }]);
    act(() => {
      socket.serverAccepts();
    });
    expect(socket.sent).toHaveLength(2);

    act(() => {
      store.dispatch(sessionCleared());
    });
    act(() => {
      socket.serverAccepts();
    });
    expect(socket.sent).toHaveLength(2);
  });

  it('reconnects for a login only once the handshake in flight is answered, and the websocket probe after it is over', () => {
    const me = aUser();
    const { socket, store } = mount({ user: null, token: null, loading: false });
    // Logged in while the visitor's first handshake is still out.
    const first = socket.reconnects;
    act(() => {
      store.dispatch(loggedIn({ user: me, token: 't' }));
    });
    expect(socket.reconnects).toBe(first);
    // Answered over polling, then probing the websocket: still waiting.
    const engine = socket.probing();
    act(() => socket.serverAccepts());
    expect(socket.reconnects).toBe(first);
    act(() => engine.probeEnds('upgrade'));
    expect(socket.reconnects).toBe(first + 1);
    expect(socket.abortedHandshakes).toBe(0);
    act(() => socket.serverAccepts());
    // Announced on each connect since the login: the first handshake's, then the new one's.
    expect(socket.sent).toEqual([
      { event: 'newUser', args: [me.id] },
      { event: 'newUser', args: [me.id] },
    ]);
  });

  it('waits for the stored session to be verified before announcing', () => {
    const { socket } = mount({ user: aUser(), token: 't', loading: true });
    act(() => {
      socket.serverAccepts();
    });
    expect(socket.sent).toEqual([]);
  });

  it('connects once the session is known, never closing a handshake it started (StrictMode included)', () => {
    const sockets: FakeSocket[] = [];
    const create = jest.fn(() => {
      const socket = new FakeSocket();
      sockets.push(socket);
      return socket.asAppSocket();
    });
    const me = aUser();
    const { store, unmount } = renderWithUi(
      <StrictMode>
        <SocketProvider create={create}>
          <p>site</p>
        </SocketProvider>
      </StrictMode>,
      { session: { user: me, token: 't', loading: true } },
    );
    const view = { unmount };
    // Nothing connects while the stored session is being verified.
    expect(sockets.every((socket) => socket.reconnects === 0)).toBe(true);
    act(() => {
      store.dispatch(loggedIn({ user: me, token: 't' }));
    });
    const live = sockets.at(-1)!;
    expect(live.reconnects).toBe(1);
    act(() => live.serverAccepts());
    expect(live.sent).toEqual([{ event: 'newUser', args: [me.id] }]);
    expect(sockets.reduce((sum, socket) => sum + socket.abortedHandshakes, 0)).toBe(0);
    view.unmount();
    expect(live.disconnected).toBe(true);
  });

  it('creates the socket without connecting it', async () => {
    const socket = await createAppSocket();
    expect(socket.active).toBe(false);
    socket.disconnect();
  });

  it("reconnects with SPEC section 9's settings: timeout 20000 ms, delay 1000 to 5000 ms, randomization 0.5, unlimited attempts", async () => {
    // The numbers are spelled out here, not read from SOCKET_OPTIONS, so a change of the constant is caught.
    const socket = await createAppSocket();
    const manager = socket.io;
    expect(manager.timeout()).toBe(20_000);
    expect(manager.reconnection()).toBe(true);
    expect(manager.reconnectionDelay()).toBe(1_000);
    expect(manager.reconnectionDelayMax()).toBe(5_000);
    expect(manager.randomizationFactor()).toBe(0.5);
    expect(manager.reconnectionAttempts()).toBe(Infinity);
    socket.disconnect();
  });

  it('opens a websocket first and falls back to long-polling where that fails', async () => {
    const socket = await createAppSocket();
    expect(socket.io.opts).toMatchObject({ transports: ['websocket', 'polling'], tryAllTransports: true });
    socket.disconnect();
  });
});
