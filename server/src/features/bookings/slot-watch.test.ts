// Live availability over the socket: a signed-in client watching a consultant's
// slots hears slotsChanged when a slot is taken or freed; nothing arrives after
// unwatching, a member's deletion frees their bookings there too, visitors and bad
// ids cannot watch, and parties hear bookingChanged.
import assert from 'node:assert/strict';
import { after, before, it } from 'node:test';
import { io } from 'socket.io-client';
import { SOCKET_EVENTS } from '@marketplace/shared-api/socket/events';
import { SOCKET_PATH } from '../../plugins/realtime';
import { makeAdmin, signedInUser } from '../../test/fixtures';
import { createTestApp, describeEachDatabase, type TestApp } from '../../test/test-app';
import { connectAs, nextEvent, noEvent, type TestSocket } from '../chat/socket-test-client';
import { bookingClient, bookingParties, bookingTestClock, TOMORROW, type TestUser } from './booking-test-helpers';

const watch = (socket: TestSocket, consultantId: string) =>
  new Promise<boolean>((resolve) => socket.emit(SOCKET_EVENTS.watchSlots, consultantId, ({ ok }) => resolve(ok)));

describeEachDatabase('live slot availability', (kind) => {
  let t: TestApp;
  let api: ReturnType<typeof bookingClient>;
  let baseUrl: string;
  const sockets: TestSocket[] = [];
  before(async () => {
    t = await createTestApp(kind, { clock: bookingTestClock() });
    api = bookingClient(t.app);
    baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  after(async () => {
    for (const socket of sockets) socket.disconnect();
    await t.close();
  });

  /** A socket of viewer's, signed in and watching the consultant's slots, as an open picker is. */
  async function openPicker(viewer: TestUser, consultant: TestUser): Promise<TestSocket> {
    const socket = await connectAs(baseUrl, viewer.token, viewer.user.id);
    sockets.push(socket);
    assert.equal(await watch(socket, consultant.user.id), true);
    return socket;
  }

  it('pushes the booked list to watchers when a slot is taken and when it is freed', async () => {
    const { consultant, client, outsider } = await bookingParties(t.app);
    const watcher = await openPicker(outsider, consultant);

    const taken = nextEvent(watcher, SOCKET_EVENTS.slotsChanged);
    const booking = await api.book(client, consultant);
    assert.deepEqual(await taken, { consultantId: consultant.user.id, booked: [{ date: TOMORROW, time: '09:00' }] });

    const freed = nextEvent(watcher, SOCKET_EVENTS.slotsChanged);
    await api.setStatus(client, booking.id, 'CANCELLED');
    assert.deepEqual(await freed, { consultantId: consultant.user.id, booked: [] });

    watcher.emit(SOCKET_EVENTS.unwatchSlots, consultant.user.id);
    const silence = noEvent(watcher, SOCKET_EVENTS.slotsChanged, 400);
    // An ack round trip orders the unwatch before the next booking.
    await watch(watcher, client.user.id);
    await api.book(client, consultant, { startTime: '13:00' });
    await silence;
  });

  it("frees a deleted member's bookings in open pickers", async () => {
    const { consultant, client, outsider } = await bookingParties(t.app);
    const watcher = await openPicker(outsider, consultant);
    const taken = nextEvent(watcher, SOCKET_EVENTS.slotsChanged);
    await api.book(client, consultant);
    await taken;
    const admin = await signedInUser(t.app);
    await makeAdmin(t, admin.user.id);
    const freed = nextEvent(watcher, SOCKET_EVENTS.slotsChanged);
    const deleted = await t.app.inject({ method: 'DELETE', url: `/api/users/admin/${client.user.id}`, headers: admin.headers });
    assert.equal(deleted.statusCode, 200, deleted.body);
    assert.deepEqual(await freed, { consultantId: consultant.user.id, booked: [] });
  });

  it('tells both parties a booking changed', async () => {
    const { consultant, client } = await bookingParties(t.app);
    const consultantSocket = await connectAs(baseUrl, consultant.token, consultant.user.id);
    const clientSocket = await connectAs(baseUrl, client.token, client.user.id);
    sockets.push(consultantSocket, clientSocket);
    const heardByConsultant = nextEvent(consultantSocket, SOCKET_EVENTS.bookingChanged);
    const booking = await api.book(client, consultant, { date: '2026-06-08' });
    assert.deepEqual(await heardByConsultant, { bookingId: booking.id });
    const heardByClient = nextEvent(clientSocket, SOCKET_EVENTS.bookingChanged);
    await api.setStatus(consultant, booking.id, 'CANCELLED');
    assert.deepEqual(await heardByClient, { bookingId: booking.id });
  });

  it('refuses visitors and invalid ids', async () => {
    const { consultant, client } = await bookingParties(t.app);
    const visitor: TestSocket = io(baseUrl, { path: SOCKET_PATH, transports: ['websocket'], reconnection: false });
    sockets.push(visitor);
    await new Promise<void>((resolve) => visitor.on('connect', () => resolve()));
    assert.equal(await watch(visitor, consultant.user.id), false);
    const member = await connectAs(baseUrl, client.token, client.user.id);
    sockets.push(member);
    assert.equal(await watch(member, 'not-an-id'), false);
  });
});
