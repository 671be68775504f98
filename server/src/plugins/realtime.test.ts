// socket.io: a socket joins a user's room only with a token of that user.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { io as connect, type Socket } from 'socket.io-client';
import { SOCKET_EVENTS } from '@marketplace/shared-api/socket/events';
import { createTestApp, describeEachDatabase, type TestApp } from '../test/test-app';
import { signedInUser } from '../test/fixtures';

type Registered = { ok: boolean; userId: string | null };

describeEachDatabase('socket.io newUser', (kind) => {
  let t: TestApp;
  let baseUrl: string;
  const sockets: Socket[] = [];
  before(async () => {
    t = await createTestApp(kind);
    baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  after(async () => {
    for (const socket of sockets) socket.disconnect();
    await t.close();
  });

  async function open(options: { token?: string; header?: string } = {}): Promise<Socket> {
    const socket = connect(baseUrl, {
      path: '/socket.io',
      transports: ['websocket'],
      auth: options.token ? { token: options.token } : {},
      extraHeaders: options.header ? { authorization: options.header } : undefined,
      reconnection: false,
    });
    sockets.push(socket);
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

  /** Resolves with what the socket received within a short window (the negative case needs a wait). */
  function received(socket: Socket, windowMs = 300): Promise<unknown[]> {
    const payloads: unknown[] = [];
    socket.on(SOCKET_EVENTS.bookingChanged, (payload: unknown) => payloads.push(payload));
    return new Promise((resolve) => setTimeout(() => resolve(payloads), windowMs));
  }

  it('joins the room when the handshake token belongs to the announced user, and gets their events', async () => {
    const me = await signedInUser(t.app);
    const socket = await open({ token: me.token });
    assert.deepEqual(await announce(socket, me.user.id), { ok: true, userId: me.user.id });
    const inbox = received(socket);
    t.app.realtime.emitToUser(me.user.id, SOCKET_EVENTS.bookingChanged, { bookingId: 'b-1' });
    assert.deepEqual(await inbox, [{ bookingId: 'b-1' }]);
  });

  it('accepts the token from an Authorization header too', async () => {
    const me = await signedInUser(t.app);
    const socket = await open({ header: `Bearer ${me.token}` });
    assert.deepEqual(await announce(socket, me.user.id), { ok: true, userId: me.user.id });
  });

  it("refuses to join another user's room and delivers none of their events", async () => {
    const me = await signedInUser(t.app);
    const victim = await signedInUser(t.app);
    const socket = await open({ token: me.token });
    assert.deepEqual(await announce(socket, victim.user.id), { ok: false, userId: null });
    const inbox = received(socket);
    t.app.realtime.emitToUser(victim.user.id, SOCKET_EVENTS.bookingChanged, { bookingId: 'secret' });
    assert.deepEqual(await inbox, []);
  });

  it('refuses visitors without a token, with a bad token, and odd payloads', async () => {
    const me = await signedInUser(t.app);
    const visitor = await open();
    assert.deepEqual(await announce(visitor, me.user.id), { ok: false, userId: null });
    const forged = await open({ token: 'not-a-jwt' });
    assert.deepEqual(await announce(forged, me.user.id), { ok: false, userId: null });
    const mine = await open({ token: me.token });
    for (const payload of [{ id: me.user.id }, [me.user.id], null, 42]) {
      assert.deepEqual(await announce(mine, payload), { ok: false, userId: null });
    }
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
