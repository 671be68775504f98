// The one stand-in for the shell's socket.io connection in tests, for every
// package: screens subscribe through useSocketEvent and emit as usual; the test
// plays the server with `serverSends(event, payload)` and reads what the screen
// sent in `sent`. The shell's SocketProvider also drives the connection itself
// (connect, disconnect); the test answers a handshake with `serverAccepts()`.
import type { AppSocket } from '@marketplace/shared-api/socket/socket-context';
import type { ServerToClientEvents } from '@marketplace/shared-api/socket/events';

type Listener = (...args: unknown[]) => void;

/** Listeners by event, as socket.io's emitters keep them: on, off, and what the test fires. */
class Emitter {
  private readonly listeners = new Map<string, Set<Listener>>();

  on(event: string, listener: Listener): this {
    if (!this.listeners.has(event)) this.listeners.set(event, new Set());
    this.listeners.get(event)?.add(listener);
    return this;
  }

  off(event: string, listener: Listener): this {
    this.listeners.get(event)?.delete(listener);
    return this;
  }

  protected fire(event: string, ...args: unknown[]): void {
    for (const listener of [...(this.listeners.get(event) ?? [])]) listener(...args);
  }

  listenerCount(event: string): number {
    return this.listeners.get(event)?.size ?? 0;
  }
}

/** socket.io's engine after a connect over polling, probing the upgrade to a websocket until the test ends it. */
class FakeEngine extends Emitter {
  readonly transport = { name: 'polling' };
  readonly upgrades = ['websocket'];

  /** The probe ends: 'upgrade' (now on a websocket) or 'upgradeError' (staying on polling). */
  probeEnds(outcome: 'upgrade' | 'upgradeError'): void {
    if (outcome === 'upgrade') this.transport.name = 'websocket';
    this.fire(outcome);
  }
}

export class FakeSocket extends Emitter {
  /** What the screen sent to the server, in order. */
  readonly sent: Array<{ event: string; args: unknown[] }> = [];
  connected = true;
  /** connect() calls: each starts a handshake. */
  reconnects = 0;
  /** A connect() not yet answered by the server: closing now aborts a handshake (a browser warning). */
  handshaking = false;
  abortedHandshakes = 0;
  disconnected = false;
  /** Set by `probing()`: the engine whose websocket probe is in flight. */
  io: { engine: FakeEngine } | undefined;

  /** Connecting or connected, as socket.io's `active`. */
  get active(): boolean {
    return this.handshaking || this.connected;
  }

  /** The connection came up over polling and is probing the upgrade to a websocket; closing now aborts the probe. */
  probing(): FakeEngine {
    this.io = { engine: new FakeEngine() };
    return this.io.engine;
  }

  emit(event: string, ...args: unknown[]): this {
    this.sent.push({ event, args });
    return this;
  }

  serverSends<E extends keyof ServerToClientEvents>(event: E, ...payload: Parameters<ServerToClientEvents[E]>): void {
    this.fire(event, ...payload);
  }

  connect(): this {
    this.reconnects += 1;
    this.handshaking = true;
    this.connected = false;
    this.disconnected = false;
    return this;
  }

  disconnect(): this {
    if (this.handshaking) this.abortedHandshakes += 1;
    this.handshaking = false;
    this.disconnected = true;
    this.connected = false;
    return this;
  }

  /** The server answers the handshake: 'connect' fires. */
  serverAccepts(): void {
    this.handshaking = false;
    this.connected = true;
    this.fire('connect');
  }

  /** The app uses on/off/emit/connect/disconnect/connected, which this class implements. */
  asAppSocket(): AppSocket {
    return this as unknown as AppSocket;
  }
}
