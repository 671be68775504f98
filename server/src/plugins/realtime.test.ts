// socket.io: a socket joins a user's room only with a live session token of
// that user; revoking the session, or its token expiring, disconnects it; a
// flood of events is cut off; one address opens only so many connections.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { io as connect, type Socket } from 'socket.io-client';
import { SOCKET_EVENTS } from '@marketplace/shared-api/socket/events';
import type { AppOptions } from '../app';
import type { TestDatabaseKind } from '../test/databases';
import { createTestApp, describeEachDatabase, suiteFixture, twoAppsSuite, type TestApp } from '../test/test-app';
import { changePassword, makeAdmin, profileForm, signedInUser } from '../test/fixtures';
import { createTestClock } from '../test/test-clock';
import { EXPIRED_SOCKETS_SWEEP, TOO_MANY_CONNECTIONS, type RealtimeSocket } from './realtime';

type Registered = { ok: boolean; userId: string | null };

async function openSocket(baseUrl: string, options: { token?: string; header?: string; headers?: Record<string, string> }, opened: Socket[]): Promise<Socket> {
  const socket = connect(baseUrl, {
    path: '/socket.io',
    transports: ['websocket'],
    auth: options.token ? { token: options.token } : {},
    extraHeaders: { ...(options.header ? { authorization: options.header } : {}), ...options.headers },
    reconnection: false,
  });
  opened.push(socket);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  return socket;
}

function announce(socket: Socket, userId: unknown): Promise<Registered> {
  return new Promise((resolve) => {
    socket.once(SOCKET_EVENTS.userRegistered, resolve);
    socket.emit(SOCKET_EVENTS.newUser, userId);
  });
}

/** Resolves once the server's answer to an acknowledged event came back (an id no one watches: answered at once). */
function roundTrip(socket: Socket): Promise<void> {
  return new Promise((resolve) => socket.emit(SOCKET_EVENTS.watchSlots, 'not-an-id', () => resolve()));
}

/** Why the socket was disconnected, once it is. */
function disconnectReason(socket: Socket): Promise<string> {
  return new Promise((resolve) => socket.once('disconnect', (reason) => resolve(reason)));
}

type SocketOptions = Parameters<typeof openSocket>[1];

/**
 * A suite's app (options as createTestApp's) listening on a free port, built before its tests
 * and closed after, and the sockets its tests open there (disconnected after): s.t, s.baseUrl, s.open.
 */
function listeningSuite(kind: TestDatabaseKind, options: Partial<Omit<AppOptions, 'db' | 'storage'>> = {}) {
  const sockets: Socket[] = [];
  after(() => {
    for (const socket of sockets) socket.disconnect();
  });
  return suiteFixture(async () => {
    const t = await createTestApp(kind, options);
    const baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
    return { t, baseUrl, open: (socketOptions: SocketOptions = {}) => openSocket(baseUrl, socketOptions, sockets) };
  });
}

describeEachDatabase('socket.io newUser', (kind) => {
  const s = listeningSuite(kind);
  const open = (options: SocketOptions = {}) => s.open(options);

  /**
   * What the socket received of bookingChanged until a round trip made after the
   * emits came back: the server writes a socket's packets in order, so anything
   * emitted to it before arrives before the acknowledgement.
   */
  function received(socket: Socket): { until(): Promise<unknown[]> } {
    const payloads: unknown[] = [];
    socket.on(SOCKET_EVENTS.bookingChanged, (payload: unknown) => payloads.push(payload));
    return {
      async until() {
        await roundTrip(socket);
        return payloads;
      },
    };
  }

  it('joins the room when the handshake token belongs to the announced user, and gets their events', async () => {
    const me = await signedInUser(s.t.app);
    const socket = await open({ token: me.token });
    assert.deepEqual(await announce(socket, me.user.id), { ok: true, userId: me.user.id });
    const inbox = received(socket);
    s.t.app.realtime.emitToUser(me.user.id, SOCKET_EVENTS.bookingChanged, { bookingId: 'b-1' });
    assert.deepEqual(await inbox.until(), [{ bookingId: 'b-1' }]);
  });

  it('accepts the token from an Authorization header too', async () => {
    const me = await signedInUser(s.t.app);
    const socket = await open({ header: `Bearer ${me.token}` });
    assert.deepEqual(await announce(socket, me.user.id), { ok: true, userId: me.user.id });
  });

  it("refuses to join another user's room and delivers none of their events", async () => {
    const me = await signedInUser(s.t.app);
    const victim = await signedInUser(s.t.app);
    const socket = await open({ token: me.token });
    assert.deepEqual(await announce(socket, victim.user.id), { ok: false, userId: null });
    const inbox = received(socket);
    s.t.app.realtime.emitToUser(victim.user.id, SOCKET_EVENTS.bookingChanged, { bookingId: 'secret' });
    assert.deepEqual(await inbox.until(), []);
  });

  it('refuses visitors without a token, with a bad token, and odd payloads', async () => {
    const me = await signedInUser(s.t.app);
    const visitor = await open();
    assert.deepEqual(await announce(visitor, me.user.id), { ok: false, userId: null });
    const forged = await open({ token: 'not-a-jwt' });
    assert.deepEqual(await announce(forged, me.user.id), { ok: false, userId: null });
    const mine = await open({ token: me.token });
    for (const payload of [{ id: me.user.id }, [me.user.id], null, 42]) {
      assert.deepEqual(await announce(mine, payload), { ok: false, userId: null });
    }
  });

  it('disconnects a socket when its session is revoked by logout, and its token then joins no room', async () => {
    const me = await signedInUser(s.t.app);
    const socket = await open({ token: me.token });
    assert.equal((await announce(socket, me.user.id)).ok, true);
    const closed = disconnectReason(socket);
    assert.equal((await s.t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: me.headers })).statusCode, 200);
    assert.equal(await closed, 'io server disconnect');
    const again = await open({ token: me.token });
    assert.deepEqual(await announce(again, me.user.id), { ok: false, userId: null });
    const inbox = received(again);
    s.t.app.realtime.emitToUser(me.user.id, SOCKET_EVENTS.bookingChanged, { bookingId: 'after-logout' });
    assert.deepEqual(await inbox.until(), []);
  });

  it("disconnects the sockets of a changed password, and a socket of the new token joins", async () => {
    const me = await signedInUser(s.t.app);
    const socket = await open({ token: me.token });
    assert.equal((await announce(socket, me.user.id)).ok, true);
    const closed = disconnectReason(socket);
    const token = await changePassword(s.t.app, me, 'Fresh-Pass9');
    assert.equal(await closed, 'io server disconnect');
    const fresh = await open({ token });
    assert.deepEqual(await announce(fresh, me.user.id), { ok: true, userId: me.user.id });
  });

  it('disconnects the sockets of an account an admin deletes', async () => {
    const admin = await signedInUser(s.t.app);
    await makeAdmin(s.t, admin.user.id);
    const me = await signedInUser(s.t.app);
    const socket = await open({ token: me.token });
    assert.equal((await announce(socket, me.user.id)).ok, true);
    const closed = disconnectReason(socket);
    assert.equal((await s.t.app.inject({ method: 'DELETE', url: `/api/users/admin/${me.user.id}`, headers: admin.headers })).statusCode, 200);
    assert.equal(await closed, 'io server disconnect');
  });

  it('keeps a socket whose account changed without its session ending (a profile edit)', async () => {
    const me = await signedInUser(s.t.app);
    const socket = await open({ token: me.token });
    assert.equal((await announce(socket, me.user.id)).ok, true);
    const edited = await s.t.app.inject({ method: 'PUT', url: `/api/users/${me.user.id}`, headers: me.headers, payload: profileForm(me.user, { firstName: 'Edited' }) });
    assert.equal(edited.statusCode, 200, edited.body);
    const inbox = received(socket);
    s.t.app.realtime.emitToUser(me.user.id, SOCKET_EVENTS.bookingChanged, { bookingId: 'still-here' });
    assert.deepEqual(await inbox.until(), [{ bookingId: 'still-here' }]);
    assert.equal(socket.connected, true);
  });
});

describeEachDatabase('socket.io event limit', (kind) => {
  const s = listeningSuite(kind, { clock: createTestClock('2026-06-01T00:00:00.000Z'), limits: { socketEventsPerTenSeconds: 5 } });

  it('disconnects a socket that floods it with events (each window answered only up to the limit)', async () => {
    const me = await signedInUser(s.t.app);
    const socket = await s.open({ token: me.token });
    const answers: Registered[] = [];
    socket.on(SOCKET_EVENTS.userRegistered, (answer: Registered) => answers.push(answer));
    const closed = disconnectReason(socket);
    for (let index = 0; index < 20_000; index += 1) socket.emit(SOCKET_EVENTS.newUser, me.user.id);
    assert.equal(await closed, 'io server disconnect');
    assert.ok(answers.length <= 5, `${answers.length} answers`);
  });
});

describeEachDatabase('a socket whose token expires', (kind) => {
  const clock = createTestClock('2026-06-01T00:00:00.000Z');
  // A deployment's short SESSION_LIFETIME: a minute.
  const s = listeningSuite(kind, { clock, sessionLifetimeSeconds: 60 });

  /** The bookingChanged payloads the socket got until a round trip after the emits came back. */
  async function deliveredTo(socket: Socket, emit: () => void): Promise<unknown[]> {
    const payloads: unknown[] = [];
    const listener = (payload: unknown) => payloads.push(payload);
    socket.on(SOCKET_EVENTS.bookingChanged, listener);
    emit();
    await roundTrip(socket);
    socket.off(SOCKET_EVENTS.bookingChanged, listener);
    return payloads;
  }

  it('is disconnected once its token has expired, as the token stops working over HTTP, and a new login’s socket joins', async () => {
    const me = await signedInUser(s.t.app);
    const socket = await s.open({ token: me.token });
    assert.equal((await announce(socket, me.user.id)).ok, true);
    const verify = () => s.t.app.inject({ url: '/api/users/verify', headers: me.headers });

    clock.advance(59_000);
    await s.t.app.sweeps.run(EXPIRED_SOCKETS_SWEEP);
    assert.equal((await verify()).statusCode, 200);
    assert.deepEqual(await deliveredTo(socket, () => s.t.app.realtime.emitToUser(me.user.id, SOCKET_EVENTS.bookingChanged, { bookingId: 'in-time' })), [{ bookingId: 'in-time' }]);

    clock.advance(1_000);
    assert.equal((await verify()).statusCode, 401);
    const closed = disconnectReason(socket);
    await s.t.app.sweeps.run(EXPIRED_SOCKETS_SWEEP);
    assert.equal(await closed, 'io server disconnect');
    // The expired token connects as a visitor.
    const stale = await s.open({ token: me.token });
    assert.deepEqual(await announce(stale, me.user.id), { ok: false, userId: null });

    const login = await s.t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: me.user.username, password: me.password } });
    const fresh = await s.open({ token: login.json<{ token: string }>().token });
    assert.deepEqual(await announce(fresh, me.user.id), { ok: true, userId: me.user.id });
  });

  it('does not join the room with a token that expired after the socket connected, before the sweep ran', async () => {
    const me = await signedInUser(s.t.app);
    const socket = await s.open({ token: me.token });
    clock.advance(60_000);
    assert.deepEqual(await announce(socket, me.user.id), { ok: false, userId: null });
  });
});

/** A socket.io handshake over long-polling from `address` (X-Forwarded-For, to a server trusting its proxy): its status and body. */
async function handshakeFrom(baseUrl: string, address: string): Promise<{ status: number; body: string }> {
  const response = await fetch(`${baseUrl}/socket.io/?EIO=4&transport=polling`, { headers: { 'x-forwarded-for': address } });
  return { status: response.status, body: await response.text() };
}

describeEachDatabase('socket connections from one address', (kind) => {
  const clock = createTestClock('2026-06-01T00:00:00.000Z');
  const s = listeningSuite(kind, { clock, trustProxy: true, limits: { socketConnectionsPerIpPerMinute: 3 } });

  it('are refused past the limit a minute, with a 403 saying why, while another address connects', async () => {
    const statuses: number[] = [];
    for (let index = 0; index < 3; index += 1) statuses.push((await handshakeFrom(s.baseUrl, '10.7.0.1')).status);
    assert.deepEqual(statuses, [200, 200, 200]);
    const refused = await handshakeFrom(s.baseUrl, '10.7.0.1');
    assert.equal(refused.status, 403);
    assert.deepEqual(JSON.parse(refused.body), { code: 4, message: TOO_MANY_CONNECTIONS });
    assert.equal((await handshakeFrom(s.baseUrl, '10.7.0.2')).status, 200, 'another address');
    clock.advance(60_000);
    assert.equal((await handshakeFrom(s.baseUrl, '10.7.0.1')).status, 200, 'the next minute');
  });
});

describeEachDatabase('socket connections one address holds open', (kind) => {
  const s = listeningSuite(kind, { trustProxy: true, limits: { openSocketsPerIp: 2 } });
  const from = (address: string) => s.open({ headers: { 'x-forwarded-for': address } });

  it('are two at most; a third is refused until one of them closes, and another address is not held back', async () => {
    // This process's side of each socket, to know when it has seen a connection close.
    const serverSide: RealtimeSocket[] = [];
    s.t.app.realtime.onConnection((socket) => serverSide.push(socket));
    const first = await from('10.8.0.1');
    await from('10.8.0.1');
    await assert.rejects(from('10.8.0.1'));
    await from('10.8.0.2');

    // The connection's end as the server sees it (its engine.io connection closing, after the socket's disconnect).
    const gone = new Promise((resolve) => serverSide[0].conn.once('close', resolve));
    first.disconnect();
    await gone;
    await from('10.8.0.1');
  });
});

describe('socket connections a minute from one address, across two servers through Redis', { skip: !process.env.TEST_REDIS_URL }, () => {
  const s = twoAppsSuite({ clock: createTestClock('2026-06-01T00:00:00.000Z'), trustProxy: true, redisUrl: process.env.TEST_REDIS_URL, limits: { socketConnectionsPerIpPerMinute: 3 } });

  it('are counted together, whichever server each reaches', async () => {
    const urls = [await s.first.app.listen({ port: 0, host: '127.0.0.1' }), await s.second.listen({ port: 0, host: '127.0.0.1' })];
    const address = `10.9.${Math.floor(Math.random() * 200)}.${Math.floor(Math.random() * 200)}`;
    const statuses: number[] = [];
    for (const url of [urls[0], urls[1], urls[0], urls[1]]) statuses.push((await handshakeFrom(url, address)).status);
    assert.deepEqual(statuses, [200, 200, 200, 403]);
  });
});

// Several server processes share events through Redis (REDIS_URL). Runs when
// TEST_REDIS_URL points at a Redis server (e.g. redis://127.0.0.1:6379).
describe('socket.io across two servers through the Redis streams adapter', { skip: !process.env.TEST_REDIS_URL }, () => {
  let first: TestApp;
  let second: TestApp;
  let socket: Socket | undefined;
  before(async () => {
    first = await createTestApp('pglite', { redisUrl: process.env.TEST_REDIS_URL });
    // Same database is not needed: the token is checked by signature, the user by the second app's database.
    second = await createTestApp('pglite', { redisUrl: process.env.TEST_REDIS_URL });
  });
  after(async () => {
    socket?.disconnect();
    await first.close();
    await second.close();
  });

  it('delivers an event emitted on one server to a socket connected to the other', { timeout: 15_000 }, async () => {
    const me = await signedInUser(second.app);
    const baseUrl = await second.app.listen({ port: 0, host: '127.0.0.1' });
    socket = connect(baseUrl, { transports: ['websocket'], auth: { token: me.token }, reconnection: false });
    const joined = await new Promise<Registered>((resolve) => {
      socket?.once(SOCKET_EVENTS.userRegistered, resolve);
      socket?.emit(SOCKET_EVENTS.newUser, me.user.id);
    });
    assert.equal(joined.ok, true);
    const delivered = new Promise<unknown>((resolve) => socket?.once(SOCKET_EVENTS.bookingChanged, resolve));
    first.app.realtime.emitToUser(me.user.id, SOCKET_EVENTS.bookingChanged, { bookingId: 'across-servers' });
    assert.deepEqual(await delivered, { bookingId: 'across-servers' });
  });
});

describe('revoking a session across two servers through Redis', { skip: !process.env.TEST_REDIS_URL }, () => {
  const sockets: Socket[] = [];
  after(() => {
    for (const socket of sockets) socket.disconnect();
  });
  const s = twoAppsSuite({ redisUrl: process.env.TEST_REDIS_URL });

  it('disconnects the socket connected to one server when the user logs out through the other', { timeout: 15_000 }, async () => {
    const me = await signedInUser(s.first.app);
    const socket = await openSocket(await s.second.listen({ port: 0, host: '127.0.0.1' }), { token: me.token }, sockets);
    assert.equal((await announce(socket, me.user.id)).ok, true);
    const closed = disconnectReason(socket);
    assert.equal((await s.first.app.inject({ method: 'POST', url: '/api/auth/logout', headers: me.headers })).statusCode, 200);
    assert.equal(await closed, 'io server disconnect');
  });
});
