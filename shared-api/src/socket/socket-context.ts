// The one socket.io connection of the composed site, opened by the shell and
// reached by any remote through this context (shared-api is a federation singleton).
import { createContext, useContext, useEffect, useRef } from 'react';
import type { Socket } from 'socket.io-client';
import type { ClientToServerEvents, ServerToClientEvents } from '@marketplace/shared-api/socket/events';

export type AppSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

export const SocketContext = createContext<AppSocket | null>(null);

export function useSocket(): AppSocket | null {
  return useContext(SocketContext);
}

/** Subscribes to one server event for as long as the component is mounted. */
export function useSocketEvent<E extends keyof ServerToClientEvents>(
  event: E,
  handler: ServerToClientEvents[E],
): void {
  const socket = useSocket();
  const latest = useRef(handler);
  latest.current = handler;
  useEffect(() => {
    if (!socket) return;
    const listener = ((...args: Parameters<ServerToClientEvents[E]>) =>
      (latest.current as (...a: unknown[]) => void)(...args)) as unknown as ServerToClientEvents[E];
    // socket.io's typed emitter needs the event/listener pair spelled this way.
    (socket.on as (e: E, l: ServerToClientEvents[E]) => void)(event, listener);
    return () => {
      (socket.off as (e: E, l: ServerToClientEvents[E]) => void)(event, listener);
    };
  }, [socket, event]);
}
