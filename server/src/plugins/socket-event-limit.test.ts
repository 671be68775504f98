import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createTestClock } from '../test/test-clock';
import type { RealtimeSocket } from './realtime';
import { limitSocketEvents } from './socket-event-limit';

/** A socket as the limit sees it: its middleware, and whether it was disconnected. */
function fakeSocket() {
  let middleware: ((event: unknown[], next: () => void) => void) | null = null;
  const socket = {
    disconnected: false,
    use(fn: typeof middleware) {
      middleware = fn;
    },
    disconnect() {
      socket.disconnected = true;
    },
  };
  /** Sends one event; true when it reached the handlers. */
  const send = () => {
    let handled = false;
    middleware?.(['newUser'], () => (handled = true));
    return handled;
  };
  return { socket, send };
}

describe('socket event limit', () => {
  it('lets max events through per window, drops the rest, and disconnects a socket past twice max', () => {
    const clock = createTestClock('2026-06-01T00:00:00.000Z');
    const { socket, send } = fakeSocket();
    limitSocketEvents(socket as unknown as RealtimeSocket, clock, { max: 3, windowMs: 10_000 });
    assert.deepEqual([send(), send(), send(), send(), send(), send()], [true, true, true, false, false, false]);
    assert.equal(socket.disconnected, false);
    clock.advance(10_000);
    assert.deepEqual([send(), send(), send(), send()], [true, true, true, false], 'a new window');
    assert.equal(socket.disconnected, false);
    send();
    send();
    send();
    assert.equal(socket.disconnected, true, 'the seventh event of a window of three');
  });
});
