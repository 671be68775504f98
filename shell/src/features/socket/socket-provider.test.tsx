import { act, render } from '@testing-library/react';
import { EventEmitter } from 'node:events';
import { Provider } from 'react-redux';
import { loggedIn, sessionCleared } from '@marketplace/shared-api/session/session-slice';
import type { AppSocket } from '@marketplace/shared-api/socket/socket-context';
import { makeStore } from '@marketplace/shared-api/store/make-store';
import { aUser } from '../../../../jest/render-with-providers';
import { SocketProvider } from './socket-provider';

/** Enough of a socket.io client to watch what the provider does with it. */
class FakeSocket extends EventEmitter {
  emitted: unknown[][] = [];
  reconnects = 0;
  disconnected = false;
  override emit(event: string, ...args: unknown[]): boolean {
    if (event === 'connect') return super.emit(event, ...args);
    this.emitted.push([event, ...args]);
    return true;
  }
  disconnect() {
    this.disconnected = true;
    return this;
  }
  connect() {
    this.reconnects += 1;
    this.disconnected = false;
    return this;
  }
  override off(event: string, listener: (...args: unknown[]) => void) {
    return this.removeListener(event, listener);
  }
}

function mount(session: Parameters<typeof makeStore>[0]) {
  const socket = new FakeSocket();
  const create = jest.fn(() => socket as unknown as AppSocket);
  const store = makeStore(session);
  const view = render(
    <Provider store={store}>
      <SocketProvider create={create}>
        <p>site</p>
      </SocketProvider>
    </Provider>,
  );
  return { socket, create, store, view };
}

describe('SocketProvider (SPEC section 4, real-time connection)', () => {
  it('opens one connection at start and closes it at teardown', () => {
    const { create, socket, view } = mount({ user: null, token: null, loading: false });
    expect(create).toHaveBeenCalledTimes(1);
    expect(socket.emitted).toEqual([]);
    view.unmount();
    expect(socket.disconnected).toBe(true);
  });

  it('announces the user id with newUser on every (re)connect once user and socket exist', () => {
    const me = aUser();
    const { socket, store } = mount({ user: null, token: null, loading: false });
    act(() => {
      store.dispatch(loggedIn({ user: me, token: 't' }));
    });
    // A new handshake, so the server sees the token of the user now signed in.
    expect(socket.reconnects).toBe(1);
    act(() => {
      socket.emit('connect');
    });
    expect(socket.emitted).toEqual([['newUser', me.id]]);
    act(() => {
      socket.emit('connect');
    });
    expect(socket.emitted).toHaveLength(2);

    act(() => {
      store.dispatch(sessionCleared());
    });
    act(() => {
      socket.emit('connect');
    });
    expect(socket.emitted).toHaveLength(2);
  });

  it('waits for the stored session to be verified before announcing', () => {
    const { socket } = mount({ user: aUser(), token: 't', loading: true });
    act(() => {
      socket.emit('connect');
    });
    expect(socket.emitted).toEqual([]);
  });
});
