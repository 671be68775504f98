// How many events one socket may send. A browser sends a handful (newUser on
// each connect, a watch when a picker opens); a script could send thousands a
// second, each costing the server work. Past the limit in a window, events are
// dropped unanswered; a socket that sends twice the limit in one window is
// disconnected. Windows follow the app's clock, like every other limit.
import type { Clock } from '../clock';
import type { RealtimeSocket } from './realtime';

export interface SocketEventLimit {
  /** Events one socket may send in a window. */
  max: number;
  windowMs: number;
}

export function limitSocketEvents(socket: RealtimeSocket, clock: Clock, { max, windowMs }: SocketEventLimit): void {
  let windowStart = Number.NEGATIVE_INFINITY;
  let count = 0;
  socket.use((_event, next) => {
    const now = clock.now().getTime();
    // A clock set back (tests move theirs) starts a new window too.
    if (now - windowStart >= windowMs || now < windowStart) {
      windowStart = now;
      count = 0;
    }
    count += 1;
    if (count <= max) return next();
    // Not calling next drops the event: no handler runs, no acknowledgement is sent.
    if (count > 2 * max) socket.disconnect(true);
  });
}
