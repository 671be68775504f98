// Live availability for an open picker or widget: watch the consultant's slots
// over the shell's socket (again after every reconnect, since rooms do not
// survive one); the live cache (shared-api/socket/live-cache.ts) applies each
// slotsChanged, so a slot someone else just took shows as Booked without a
// reload. Several components may watch the same consultant; the last one to
// unmount stops the watch.
import { useEffect } from 'react';
import { SOCKET_EVENTS } from '@marketplace/shared-api/socket/events';
import { useSocket, type AppSocket } from '@marketplace/shared-api/socket/socket-context';

const watchers = new WeakMap<AppSocket, Map<string, number>>();

function countsOf(socket: AppSocket): Map<string, number> {
  let counts = watchers.get(socket);
  if (!counts) {
    counts = new Map();
    watchers.set(socket, counts);
  }
  return counts;
}

export function useLiveSlots(consultantId: string | null | undefined): void {
  const socket = useSocket();

  useEffect(() => {
    if (!socket || !consultantId) return;
    const counts = countsOf(socket);
    const watch = () => socket.emit(SOCKET_EVENTS.watchSlots, consultantId);
    const count = counts.get(consultantId) ?? 0;
    counts.set(consultantId, count + 1);
    if (count === 0 && socket.connected) watch();
    socket.on('connect', watch);
    return () => {
      socket.off('connect', watch);
      const left = (counts.get(consultantId) ?? 1) - 1;
      if (left > 0) {
        counts.set(consultantId, left);
        return;
      }
      counts.delete(consultantId);
      socket.emit(SOCKET_EVENTS.unwatchSlots, consultantId);
    };
  }, [socket, consultantId]);
}
