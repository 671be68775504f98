// socket.io on the same HTTP server under /socket.io. A socket proves who it is
// with its handshake token (auth.token, or an Authorization header); on
// `newUser` it joins that user's room only when the token's subject is that
// user. app.ts hands app.realtime to the features that push live updates:
// emitToUser (or emitToRoom for rooms they manage, joined through their own
// client events registered with onConnection). With REDIS_URL several server
// processes share events through the Redis streams adapter, and announce
// account changes to each other (accountChanges: the session cache's fan-out).
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { Server, type Socket } from 'socket.io';
import { createAdapter } from '@socket.io/redis-streams-adapter';
import { createClient } from 'redis';
import {
  SOCKET_EVENTS,
  userRoom,
  type ClientToServerEvents,
  type ServerToClientEvents,
} from '@marketplace/shared-api/socket/events';
import type { Database } from '../db/database';
import type { AccountChangeFanOut } from './session-cache';
import { users } from '../db/schema/index';
import { bearerToken, type TokenService } from '../features/auth/tokens';

interface SocketData {
  /** The subject of a valid handshake token, or null for a visitor. */
  tokenUserId: string | null;
  /** The token's session version, checked against the account when the socket joins its room. */
  tokenSessionVersion: number | null;
}

/** Events between server processes only (never sent to a browser). */
interface InterServerEvents {
  accountChanged: (userId: string) => void;
}

type RealtimeServer = Server<ClientToServerEvents, ServerToClientEvents, InterServerEvents, SocketData>;
export type RealtimeSocket = Socket<ClientToServerEvents, ServerToClientEvents, InterServerEvents, SocketData>;

export interface RealtimeService {
  emitToUser<E extends keyof ServerToClientEvents>(
    userId: string,
    event: E,
    ...payload: Parameters<ServerToClientEvents[E]>
  ): void;
  emitToRoom<E extends keyof ServerToClientEvents>(
    room: string,
    event: E,
    ...payload: Parameters<ServerToClientEvents[E]>
  ): void;
  /** Runs for every socket that connects from now on, so a feature can handle its own client events. */
  onConnection(handler: (socket: RealtimeSocket) => void): void;
  /** Tells the other server processes an account's role, premium or sessions changed (nothing to tell without Redis). */
  accountChanges: AccountChangeFanOut;
}

declare module 'fastify' {
  interface FastifyInstance {
    realtime: RealtimeService;
  }
}

export const SOCKET_PATH = '/socket.io';

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

export async function registerRealtime(
  app: FastifyInstance,
  deps: { db: Database; tokens: TokenService; redisUrl?: string },
): Promise<void> {
  const io: RealtimeServer = new Server(app.server, { path: SOCKET_PATH, serveClient: false });

  if (deps.redisUrl) {
    const redis = createClient({ url: deps.redisUrl });
    // Without a listener a Redis hiccup would crash the process; the client reconnects by itself.
    redis.on('error', (error: Error) => app.log.warn({ err: error }, 'redis connection error'));
    await redis.connect();
    io.adapter(deliverLocallyFirst(createAdapter(redis), app));
    app.addHook('onClose', async () => {
      await redis.quit();
    });
  }

  io.use((socket, next) => {
    const token = handshakeToken(socket);
    // Visitors may connect too (the shell opens its socket at start); they just join no room.
    const claims = token ? deps.tokens.verifySession(token) : null;
    socket.data.tokenUserId = claims?.userId ?? null;
    socket.data.tokenSessionVersion = claims?.sessionVersion ?? null;
    next();
  });

  /** The account exists and the token's session was not revoked (logout, password change). */
  async function userExists(userId: string, sessionVersion: number | null): Promise<boolean> {
    const [row] = await deps.db
      .select({ sessionVersion: users.sessionVersion })
      .from(users)
      .where(eq(users.id, userId))
      .limit(1);
    return Boolean(row) && row.sessionVersion === sessionVersion;
  }

  const connectionHandlers: Array<(socket: RealtimeSocket) => void> = [];

  io.on('connection', (socket) => {
    for (const handler of connectionHandlers) handler(socket);
    socket.on(SOCKET_EVENTS.newUser, (userId: unknown) => {
      const claimed = typeof userId === 'string' ? userId : null;
      const allowed = claimed !== null && claimed === socket.data.tokenUserId;
      (allowed ? userExists(claimed, socket.data.tokenSessionVersion) : Promise.resolve(false))
        .then(async (ok) => {
          if (ok && claimed) {
            await socket.join(userRoom(claimed));
            socket.emit(SOCKET_EVENTS.userRegistered, { ok: true, userId: claimed });
          } else {
            socket.emit(SOCKET_EVENTS.userRegistered, { ok: false, userId: null });
          }
        })
        .catch((error: unknown) => {
          app.log.error({ err: error }, 'newUser handling failed');
          socket.emit(SOCKET_EVENTS.userRegistered, { ok: false, userId: null });
        });
    });
  });

  app.decorate('realtime', {
    emitToUser(userId, event, ...payload) {
      io.to(userRoom(userId)).emit(event, ...payload);
    },
    emitToRoom(room, event, ...payload) {
      io.to(room).emit(event, ...payload);
    },
    onConnection(handler) {
      connectionHandlers.push(handler);
    },
    accountChanges: {
      // The in-memory adapter of a single process has no one to tell (and warns when asked).
      announce(userId) {
        if (deps.redisUrl) io.serverSideEmit('accountChanged', userId);
      },
      onAnnounced(handler) {
        io.on('accountChanged', handler);
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
