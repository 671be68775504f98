// socket.io clients as the shell opens them (auth.token, then newUser), for the
// realtime tests and the benchmark.
import { io, type Socket } from 'socket.io-client';
import { SOCKET_EVENTS, type ClientToServerEvents, type ServerToClientEvents } from '@marketplace/shared-api/socket/events';
import { SOCKET_PATH } from '../../plugins/realtime';

export type TestSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

const WAIT_MS = 10_000;

/** Connects as userId and resolves once the server put the socket in the user's room. */
export async function connectAs(baseUrl: string, token: string, userId: string): Promise<TestSocket> {
  const socket: TestSocket = io(baseUrl, { path: SOCKET_PATH, auth: { token }, transports: ['websocket'], reconnection: false });
  const registered = nextEvent(socket, SOCKET_EVENTS.userRegistered);
  socket.on('connect', () => socket.emit(SOCKET_EVENTS.newUser, userId));
  const { ok } = await registered;
  if (!ok) {
    socket.disconnect();
    throw new Error(`the server refused newUser for ${userId}`);
  }
  return socket;
}

/** The first `event` whose payload passes `match`, or a rejection after WAIT_MS. */
export function nextEvent<E extends keyof ServerToClientEvents>(
  socket: TestSocket,
  event: E,
  match: (payload: Parameters<ServerToClientEvents[E]>[0]) => boolean = () => true,
): Promise<Parameters<ServerToClientEvents[E]>[0]> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      off();
      reject(new Error(`no ${String(event)} within ${WAIT_MS} ms`));
    }, WAIT_MS);
    const listener = (payload: Parameters<ServerToClientEvents[E]>[0]) => {
      if (!match(payload)) return;
      clearTimeout(timer);
      off();
      resolve(payload);
    };
    // socket.io's typed emitter needs the event/listener pair spelled this way.
    const on = socket.on as (e: E, l: typeof listener) => void;
    const offFn = socket.off as (e: E, l: typeof listener) => void;
    const off = () => offFn.call(socket, event, listener);
    on.call(socket, event, listener);
  });
}

/** Resolves when nothing matching arrives within `ms`: proof of a non-delivery. */
export function noEvent<E extends keyof ServerToClientEvents>(socket: TestSocket, event: E, ms: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const listener = () => {
      clearTimeout(timer);
      reject(new Error(`unexpected ${String(event)}`));
    };
    const timer = setTimeout(() => {
      (socket.off as (e: E, l: typeof listener) => void).call(socket, event, listener);
      resolve();
    }, ms);
    (socket.on as (e: E, l: typeof listener) => void).call(socket, event, listener);
  });
}
