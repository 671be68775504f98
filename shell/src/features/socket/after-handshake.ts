// A new handshake (a login or logout changes the token it carries) waits for the one
// in flight: ending a connect midway, or the probe for a websocket that follows a
// connect over polling (the fallback where a websocket first failed, SOCKET_OPTIONS),
// makes the browser log 'WebSocket is closed before the connection is established'.
// The probe usually takes a round trip; a network that blocks websockets may never end
// it, so the wait has a cap.
import type { AppSocket } from '@marketplace/shared-api/socket/socket-context';

export const UPGRADE_WAIT_MS = 3_000;

/** What is read of socket.io's engine: the transport in use, the upgrades the server offers, its events. */
interface Engine {
  transport?: { name?: string };
  upgrades?: string[];
  on(event: 'upgrade' | 'upgradeError' | 'close', listener: () => void): unknown;
  off(event: 'upgrade' | 'upgradeError' | 'close', listener: () => void): unknown;
}

/** Calls `then` once no handshake is in flight on the socket; returns a cancel. */
export function afterHandshake(socket: AppSocket, then: () => void): () => void {
  const undo: Array<() => void> = [];
  let over = false;
  const stop = () => {
    over = true;
    for (const step of undo.splice(0)) step();
  };
  const finish = () => {
    if (over) return;
    stop();
    then();
  };

  const afterConnect = () => {
    if (over) return;
    const engine = (socket.io as { engine?: Engine } | undefined)?.engine;
    const probing = engine?.transport?.name === 'polling' && (engine.upgrades ?? []).includes('websocket');
    if (!engine || !probing) return finish();
    for (const event of ['upgrade', 'upgradeError', 'close'] as const) {
      engine.on(event, finish);
      undo.push(() => engine.off(event, finish));
    }
    const cap = setTimeout(finish, UPGRADE_WAIT_MS);
    undo.push(() => clearTimeout(cap));
  };

  if (socket.connected) afterConnect();
  else if (socket.active) {
    socket.on('connect', afterConnect);
    socket.on('connect_error', finish);
    undo.push(() => {
      socket.off('connect', afterConnect);
      socket.off('connect_error', finish);
    });
  } else finish();
  return stop;
}
