// socket.io on the same HTTP server under /socket.io. A socket proves who it is
// with its handshake token (auth.token, or an Authorization header), checked
// against the account's current session when it connects; on `newUser` it
// joins that user's room only when the token's subject is that user. A session
// revoked later (logout, password change, the account deleted) disconnects
// every socket opened with it, in every process (accountChanges), and a sweep
// disconnects every socket whose token has expired (the client reconnects with
// the token it has then, as after a login). One address may open only so many
// connections a minute (counted in the one store of rate limits, across
// processes) and hold only so many open in a process; each socket's own events
// are limited (socket-event-limit.ts). app.ts hands app.realtime to
// the features that push live updates: emitToUser (or emitToRoom for rooms they
// manage, joined through their own client events registered with onConnection).
// With REDIS_URL several server processes share events through the Redis
// streams adapter, and announce account changes and profile list changes to
// each other.
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { Server, type Socket } from 'socket.io';
import { createAdapter } from '@socket.io/redis-streams-adapter';
import {
  SOCKET_EVENTS,
  userRoom,
  type ClientToServerEvents,
  type ServerToClientEvents,
} from '@marketplace/shared-api/socket/events';
import type { Database } from '../db/database';
import type { Clock } from '../clock';
import type { ChangeFanOut, KeyChangeFanOut } from '../read-cache';
import { clientAddressOf } from './client-address';
import { HttpError } from '../http-error';
import { keyedRateLimit, MINUTE_MS } from './limits';
import type { RedisClientType } from 'redis';
import { connectRedis } from './redis-connection';
import { limitSocketEvents, type SocketEventLimit } from './socket-event-limit';
import { users } from '../db/schema/index';
import { bearerToken, type TokenService } from '../features/auth/tokens';

interface SocketData {
  /** The subject of a handshake token whose session was live when the socket connected, or null for a visitor. */
  tokenUserId: string | null;
  /** That token's session version: a change of the account's revokes the socket. */
  tokenSessionVersion: number | null;
  /** When that token expires (ms since the epoch): the socket is disconnected then. */
  tokenExpiresAt: number | null;
}

/** Events between server processes only (never sent to a browser). */
interface InterServerEvents {
  accountChanged: (userId: string) => void;
  profileListChanged: () => void;
  bookedSlotsChanged: (consultantId: string) => void;
}

type RealtimeServer = Server<ClientToServerEvents, ServerToClientEvents, InterServerEvents, SocketData>;
export type RealtimeSocket = Socket<ClientToServerEvents, ServerToClientEvents, InterServerEvents, SocketData>;

export interface RealtimeService {
  emitToUser<E extends keyof ServerToClientEvents>(
    userId: string,
    event: E,
    ...payload: Parameters<ServerToClientEvents[E]>
  ): void;
  /**
   * Emits to this process's sockets in the room alone: for news every process hears and
   * answers for its own sockets (a consultant's booked slots, read where someone watches).
   */
  emitToRoomHere<E extends keyof ServerToClientEvents>(
    room: string,
    event: E,
    ...payload: Parameters<ServerToClientEvents[E]>
  ): void;
  /** Whether any of this process's sockets is in the room. */
  watchedHere(room: string): boolean;
  /** Runs for every socket that connects from now on, so a feature can handle its own client events. */
  onConnection(handler: (socket: RealtimeSocket) => void): void;
  /**
   * An account's role, premium or sessions changed: its sockets whose session is no longer
   * live are disconnected here and in the other server processes (told through Redis).
   */
  accountChanges: KeyChangeFanOut;
  /** The profile list changed: the other server processes drop their cached first page (told through Redis). */
  listChanges: ChangeFanOut;
  /** A consultant's holds changed: the other server processes drop their cached booked slots and tell their own watchers (through Redis). */
  slotChanges: KeyChangeFanOut;
}

declare module 'fastify' {
  interface FastifyInstance {
    realtime: RealtimeService;
  }
}

export const SOCKET_PATH = '/socket.io';
/** The sweep job that disconnects this process's sockets whose token has expired. */
export const EXPIRED_SOCKETS_SWEEP = 'realtime.expired-sockets';
export const TOO_MANY_CONNECTIONS = 'Too many connections from this address. Try again in a moment.';

/** How many connections one address may make (handshakes a minute, across processes) and hold open (in this process). */
export interface SocketConnectionLimit {
  perMinute: number;
  openAtOnce: number;
}

function handshakeToken(socket: RealtimeSocket): string | null {
  const auth = socket.handshake.auth as { token?: unknown } | undefined;
  if (typeof auth?.token === 'string' && auth.token) return auth.token;
  return bearerToken(socket.handshake.headers.authorization);
}

/**
 * The streams adapter publishes an event to Redis and only then delivers it to
 * this process's own sockets. While Redis is away the publish waits in the
 * client's offline queue, so this process's users would get nothing until it
 * returns. Here the publish is started and not waited for: local sockets get
 * the event at once, and the queued publish reaches the other processes when
 * Redis is back (their readers resume from the last entry they read). The
 * offset the publish returns is only used by connection state recovery, which
 * this server does not enable.
 */
function deliverLocallyFirst(makeAdapter: ReturnType<typeof createAdapter>, app: FastifyInstance): ReturnType<typeof createAdapter> {
  // socket.io calls the adapter factory with `new`, so this is a function, not an arrow.
  return function adapterForNamespace(nsp: unknown) {
    const adapter = makeAdapter(nsp);
    const publish = adapter.doPublish.bind(adapter);
    adapter.doPublish = (message) => {
      Promise.resolve(publish(message)).catch((error: unknown) => app.log.warn({ err: error }, 'redis publish failed'));
      return Promise.resolve('');
    };
    return adapter;
  };
}

/**
 * The adapter sends announcements between processes (io.serverSideEmit: accountChanged,
 * profileListChanged, bookedSlotsChanged) with a PUBLISH whose result it never reads. One
 * still unanswered when Redis goes away or the process closes its client would be an
 * unhandled rejection; here it is logged, as a lost publish of an event is.
 */
function loggingLostAnnouncements(redis: RedisClientType, app: FastifyInstance): RedisClientType {
  const publish = redis.publish.bind(redis);
  const logged = (...args: Parameters<typeof publish>) => {
    const sent = publish(...args);
    sent.catch((error: unknown) => app.log.warn({ err: error }, 'redis announcement failed'));
    return sent;
  };
  return Object.assign(redis, { publish: logged });
}

export async function registerRealtime(
  app: FastifyInstance,
  deps: { db: Database; clock: Clock; tokens: TokenService; redisUrl?: string; eventLimit: SocketEventLimit; connectionLimit: SocketConnectionLimit; trustProxy: boolean },
): Promise<void> {
  const addressOf = clientAddressOf(deps.trustProxy);
  const handshakesFrom = keyedRateLimit(app, { name: 'socket-connections-per-ip', max: deps.connectionLimit.perMinute, windowMs: MINUTE_MS });
  // This process's open connections of each address, from engine.io's connection to its close.
  const openFrom = new Map<string, number>();
  const io: RealtimeServer = new Server(app.server, {
    path: SOCKET_PATH,
    serveClient: false,
    // Asked by engine.io for a new connection only (a request of an open one carries its id), before it
    // makes the connection: a refusal is one short 403 naming why, read by the client as connect_error.
    allowRequest(request, answer) {
      const address = addressOf(request);
      if ((openFrom.get(address) ?? 0) >= deps.connectionLimit.openAtOnce) return answer(TOO_MANY_CONNECTIONS, false);
      handshakesFrom(address).then(
        () => answer(null, true),
        (error: unknown) => answer(error instanceof HttpError ? TOO_MANY_CONNECTIONS : 'refused', false),
      );
    },
  });
  io.engine.on('connection', (connection: { request: IncomingMessage; once(event: 'close', listener: () => void): void }) => {
    const address = addressOf(connection.request);
    openFrom.set(address, (openFrom.get(address) ?? 0) + 1);
    connection.once('close', () => {
      const left = (openFrom.get(address) ?? 1) - 1;
      if (left > 0) openFrom.set(address, left);
      else openFrom.delete(address);
    });
  });

  if (deps.redisUrl) {
    const redis = await connectRedis(app, deps.redisUrl, 'socket events');
    io.adapter(deliverLocallyFirst(createAdapter(loggingLostAnnouncements(redis, app)), app));
  }

  /** The account's current session version; null when the account is gone. */
  async function currentSessionVersion(userId: string): Promise<number | null> {
    const [row] = await deps.db.select({ sessionVersion: users.sessionVersion }).from(users).where(eq(users.id, userId)).limit(1);
    return row ? row.sessionVersion : null;
  }

  // This process's sockets of each signed-in user, from the handshake on, so a revocation finds them joined or not.
  const socketsOfUser = new Map<string, Set<RealtimeSocket>>();
  // Handshakes reading an account's session right now: a change of that account meanwhile makes them read again.
  const checksInFlight = new Map<string, Set<{ overtaken: boolean }>>();

  /** Whether the token's session is the account's current one, read after any change that overlapped the read. */
  async function sessionIsLive(userId: string, sessionVersion: number): Promise<boolean> {
    for (;;) {
      const check = { overtaken: false };
      const checks = checksInFlight.get(userId) ?? new Set();
      checksInFlight.set(userId, checks.add(check));
      try {
        const live = (await currentSessionVersion(userId)) === sessionVersion;
        if (!check.overtaken) return live;
      } finally {
        checks.delete(check);
        if (checks.size === 0) checksInFlight.delete(userId);
      }
    }
  }

  io.use((socket, next) => {
    const token = handshakeToken(socket);
    const claims = token ? deps.tokens.verifySession(token) : null;
    socket.data.tokenUserId = null;
    socket.data.tokenSessionVersion = null;
    socket.data.tokenExpiresAt = null;
    // Visitors may connect too (the shell opens its socket at start); they just join no room.
    if (!claims) return next();
    sessionIsLive(claims.userId, claims.sessionVersion).then(
      (live) => {
        // A revoked token connects as a visitor: it is told no one's events and announces no one.
        if (live) {
          socket.data.tokenUserId = claims.userId;
          socket.data.tokenSessionVersion = claims.sessionVersion;
          socket.data.tokenExpiresAt = claims.expiresAt * 1000;
        }
        next();
      },
      (error: unknown) => {
        app.log.error({ err: error }, 'socket handshake check failed');
        next();
      },
    );
  });

  /** Disconnects this process's sockets of the user whose session is no longer the account's. */
  async function revokeStaleSockets(userId: string): Promise<void> {
    for (const check of checksInFlight.get(userId) ?? []) check.overtaken = true;
    const sockets = socketsOfUser.get(userId);
    if (!sockets || sockets.size === 0) return;
    const current = await currentSessionVersion(userId);
    for (const socket of sockets) {
      if (socket.data.tokenSessionVersion !== current) socket.disconnect(true);
    }
  }
  const revoke = (userId: string) => {
    revokeStaleSockets(userId).catch((error: unknown) => app.log.error({ err: error, userId }, 'revoking sockets failed'));
  };
  io.on('accountChanged', revoke);

  const expired = (socket: RealtimeSocket, now: number) => socket.data.tokenExpiresAt !== null && socket.data.tokenExpiresAt <= now;
  // Time on the app's clock, as every rule: within a sweep's interval (30 s) of the token's
  // expiry, the socket hears nothing more the token could no longer fetch over HTTP.
  app.sweeps.register(EXPIRED_SOCKETS_SWEEP, async ({ now }) => {
    for (const sockets of socketsOfUser.values()) {
      for (const socket of sockets) if (expired(socket, now.getTime())) socket.disconnect(true);
    }
  });

  const connectionHandlers: Array<(socket: RealtimeSocket) => void> = [];

  io.on('connection', (socket) => {
    limitSocketEvents(socket, deps.clock, deps.eventLimit);
    const userId = socket.data.tokenUserId;
    if (userId) {
      const sockets = socketsOfUser.get(userId) ?? new Set();
      socketsOfUser.set(userId, sockets.add(socket));
      socket.on('disconnect', () => {
        sockets.delete(socket);
        if (sockets.size === 0 && socketsOfUser.get(userId) === sockets) socketsOfUser.delete(userId);
      });
    }
    for (const handler of connectionHandlers) handler(socket);
    // Answered from what the handshake proved: no database read, however often it is asked.
    socket.on(SOCKET_EVENTS.newUser, (claimed: unknown) => {
      if (typeof claimed !== 'string' || claimed !== socket.data.tokenUserId || !socket.connected || expired(socket, deps.clock.now().getTime())) {
        socket.emit(SOCKET_EVENTS.userRegistered, { ok: false, userId: null });
        return;
      }
      Promise.resolve(socket.join(userRoom(claimed))).then(
        () => socket.emit(SOCKET_EVENTS.userRegistered, { ok: true, userId: claimed }),
        (error: unknown) => {
          app.log.error({ err: error }, 'newUser handling failed');
          socket.emit(SOCKET_EVENTS.userRegistered, { ok: false, userId: null });
        },
      );
    });
  });

  app.decorate('realtime', {
    emitToUser(userId, event, ...payload) {
      io.to(userRoom(userId)).emit(event, ...payload);
    },
    emitToRoomHere(room, event, ...payload) {
      io.local.to(room).emit(event, ...payload);
    },
    watchedHere(room) {
      return (io.of('/').adapter.rooms.get(room)?.size ?? 0) > 0;
    },
    onConnection(handler) {
      connectionHandlers.push(handler);
    },
    accountChanges: {
      announce(userId) {
        revoke(userId);
        // The in-memory adapter of a single process has no one to tell (and warns when asked).
        if (deps.redisUrl) io.serverSideEmit('accountChanged', userId);
      },
      onAnnounced(handler) {
        io.on('accountChanged', handler);
      },
    },
    listChanges: {
      announce() {
        if (deps.redisUrl) io.serverSideEmit('profileListChanged');
      },
      onAnnounced(handler) {
        io.on('profileListChanged', handler);
      },
    },
    slotChanges: {
      announce(consultantId) {
        if (deps.redisUrl) io.serverSideEmit('bookedSlotsChanged', consultantId);
      },
      onAnnounced(handler) {
        io.on('bookedSlotsChanged', handler);
      },
    },
  } satisfies RealtimeService);

  // Drop the connections before the HTTP server stops waiting for open ones, as
  // a lost transport rather than socket.io's disconnect packet: a client told
  // 'io server disconnect' never reconnects by itself, and a process stopping
  // for a deploy or restart is exactly when it should (e2e server-restart spec).
  //
  // socket.io's polling requests bypass Fastify, which answers its own routes
  // with 'Connection: close' once closing. Without the same here, a browser
  // reconnecting over a keep-alive connection it already had would start a new
  // session on it, and the HTTP server (which stops listening but waits for open
  // connections) would never finish closing: io.close() below runs only after it.
  app.addHook('preClose', async () => {
    app.server.prependListener('request', (_request, response) => response.setHeader('connection', 'close'));
    io.engine.close();
  });
  app.addHook('onClose', async () => {
    await io.close();
  });
}
