// SPEC section 4, Real-time connection: one connection opened at app start and
// closed at teardown; whenever the user or the connection changes and both exist,
// the user's id is announced with newUser.
import { useEffect, useState, type ReactNode } from 'react';
import { io } from 'socket.io-client';
import { SOCKET_OPTIONS } from '@marketplace/shared-api/constants';
import { SOCKET_EVENTS } from '@marketplace/shared-api/socket/events';
import { SocketContext, type AppSocket } from '@marketplace/shared-api/socket/socket-context';
import { selectSessionLoading, selectUser } from '@marketplace/shared-api/session/session-slice';
import { readToken } from '@marketplace/shared-api/session/storage';
import { useAppSelector } from '@marketplace/shared-api/store/hooks';

export function createAppSocket(): AppSocket {
  return io({
    ...SOCKET_OPTIONS,
    // A function, so every (re)connect presents the token stored at that moment.
    auth: (send) => send({ token: readToken() }),
  });
}

export function SocketProvider({ children, create = createAppSocket }: { children: ReactNode; create?: () => AppSocket }) {
  const [socket, setSocket] = useState<AppSocket | null>(null);
  const user = useAppSelector(selectUser);
  const loading = useAppSelector(selectSessionLoading);
  const userId = !loading && user && 'id' in user ? user.id : undefined;

  useEffect(() => {
    const created = create();
    setSocket(created);
    return () => {
      created.disconnect();
    };
  }, [create]);

  useEffect(() => {
    if (!socket || !userId) return;
    const announce = () => socket.emit(SOCKET_EVENTS.newUser, userId);
    // The handshake carries the token of its time: reconnect so the server sees this user's.
    socket.disconnect().connect();
    socket.on('connect', announce);
    return () => {
      socket.off('connect', announce);
    };
  }, [socket, userId]);

  return <SocketContext.Provider value={socket}>{children}</SocketContext.Provider>;
}
