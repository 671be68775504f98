// SPEC section 4, Real-time connection: one connection opened at app start and
// closed at teardown; whenever the user or the connection changes and both exist,
// the user's id is announced with newUser.
//
// The socket is created without connecting, and connects once the stored session
// is known, so its handshake carries the verified user's token. Connecting at
// creation raced React's StrictMode (which runs the mount effect twice: the first
// socket was closed mid-handshake) and the reconnect for the verified user, each
// logging 'WebSocket is closed before the connection is established'.
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { SOCKET_OPTIONS } from '@marketplace/shared-api/constants';
import { SOCKET_EVENTS } from '@marketplace/shared-api/socket/events';
import { SocketContext, useSocket, type AppSocket } from '@marketplace/shared-api/socket/socket-context';
import { selectSessionLoading, selectUser } from '@marketplace/shared-api/session/session-slice';
import { readToken } from '@marketplace/shared-api/session/storage';
import { useAppDispatch, useAppSelector } from '@marketplace/shared-api/store/hooks';
import { pageSettled } from '../../app/when-page-settled';
import { whenReachable } from '../../app/when-reachable';
import { afterHandshake } from './after-handshake';

/**
 * socket.io-client is fetched once the first page is shown (`firstPage`, see
 * first-page.tsx), the document has loaded and the main thread is idle (at most 3 s
 * later), not while the first page still needs the network and the main thread for its
 * own code, data and images; the connection still opens at start.
 */
export async function createAppSocket(firstPage?: Promise<void>): Promise<AppSocket> {
  await pageSettled(firstPage);
  // The live cache comes with the client, so it listens before the socket first connects.
  const [{ io }] = await Promise.all([import('socket.io-client'), loadLiveCache()]);
  return io({
    ...SOCKET_OPTIONS,
    // A copy: socket.io's options take a mutable array, the constant is read-only.
    transports: [...SOCKET_OPTIONS.transports],
    autoConnect: false,
    // A function, so every (re)connect presents the token stored at that moment.
    auth: (send) => send({ token: readToken() }),
  });
}

export function SocketProvider({
  children,
  create = createAppSocket,
}: {
  children: ReactNode;
  create?: () => AppSocket | Promise<AppSocket>;
}) {
  const [socket, setSocket] = useState<AppSocket | null>(null);
  const user = useAppSelector(selectUser);
  const loading = useAppSelector(selectSessionLoading);
  const userId = !loading && user && 'id' in user ? user.id : undefined;

  useEffect(() => {
    let created: AppSocket | null = null;
    let closed = false;
    let stopWaiting = () => {};
    const adopt = (socket: AppSocket) => {
      // Torn down while the client code was loading: the connection is not wanted any more.
      if (closed) socket.disconnect();
      else {
        created = socket;
        setSocket(socket);
      }
    };
    // The client's code could not be fetched with the server or the network away (a deploy,
    // a tunnel): it is fetched again once the marketplace answers, as the socket itself would
    // reconnect; the browser has reported the failed load. Only a failure with the server
    // answering (a file refused) is an error of the page's own.
    const failed = (error: unknown) => {
      if (closed) return;
      stopWaiting = whenReachable(start, { onAnswering: () => console.error('The real-time connection could not start', error) });
    };
    const start = () => {
      const pending = create();
      if (pending instanceof Promise) pending.then(adopt, failed);
      else adopt(pending);
    };
    start();
    return () => {
      closed = true;
      stopWaiting();
      created?.disconnect();
    };
  }, [create]);

  // Which user this socket's handshake was made for: a change of user needs a new handshake.
  const handshake = useRef<{ socket: AppSocket; userId: string | undefined } | null>(null);

  useEffect(() => {
    if (!socket || loading) return;
    const made = handshake.current;
    if (made?.socket === socket && made.userId === userId) return;
    handshake.current = { socket, userId };
    if (made?.socket !== socket) {
      socket.connect();
      return;
    }
    // The handshake carries the token of its time: a later login or logout reconnects, once the one in flight is over.
    return afterHandshake(socket, () => {
      socket.disconnect();
      socket.connect();
    });
  }, [socket, loading, userId]);

  useEffect(() => {
    if (!socket || !userId) return;
    const announce = () => socket.emit(SOCKET_EVENTS.newUser, userId);
    socket.on('connect', announce);
    return () => {
      socket.off('connect', announce);
    };
  }, [socket, userId]);

  return <SocketContext.Provider value={socket}>{children}</SocketContext.Provider>;
}

const loadLiveCache = () => import('@marketplace/shared-api/socket/live-cache');

/**
 * Keeps the whole RTK Query cache in step with the one socket (shared-api's
 * live-cache), whatever screen is showing. Its code loads with the socket's
 * client, after the first page, and is subscribed before the socket connects.
 */
export function LiveCache() {
  const socket = useSocket();
  const dispatch = useAppDispatch();
  useEffect(() => {
    if (!socket) return;
    let stop: (() => void) | null = null;
    let ended = false;
    loadLiveCache().then(
      ({ subscribeLiveCache }) => {
        if (!ended) stop = subscribeLiveCache(socket, dispatch);
      },
      (error: unknown) => console.error('Live updates could not start', error),
    );
    return () => {
      ended = true;
      stop?.();
    };
  }, [socket, dispatch]);
  return null;
}
