// A consultant's booked slots kept in memory: the cache on its own (one consultant's
// change leaves the others' alone, another process's announcement, the day turning),
// then through the app on both databases with a clock that stands still, so only
// invalidation can make a change show: a booking made, declined, moved and
// cancelled, a hold that ran out, a late payment taking its slots back and a member
// deleted all show in the very next answer; and on a second server once Redis brings
// the news.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { BookedSlot } from '@marketplace/shared-api/types';
import { makeAdmin, signedInUser } from '../../test/fixtures';
import { createAppOnSameDatabase, createTestApp, describeEachDatabase, type TestApp } from '../../test/test-app';
import { createTestClock } from '../../test/test-clock';
import type { FastifyInstance } from 'fastify';
import { SOCKET_EVENTS } from '@marketplace/shared-api/socket/events';
import { connectAs, nextEvent, type TestSocket } from '../chat/socket-test-client';
import { paymentSuite } from '../payments/payment-test-helpers';
import { BOOKED_SLOTS_MAX_AGE_MS, createBookedSlotsCache } from './booked-slots-cache';
import { bookingClient, bookingParties, TEST_NOW, TOMORROW, type TestUser } from './booking-test-helpers';
import { HOLD_SWEEP } from './hold-sweep';

const MINUTE = 60_000;
const slot = (date: string, time: string): BookedSlot => ({ date, time });

/** A read from the database that counts its calls and answers what `held` holds for a consultant. */
function countingReads() {
  const reads = {
    calls: [] as Array<[string, string]>,
    held: new Map<string, BookedSlot[]>(),
    readFrom: async (consultantId: string, fromDate: string) => {
      reads.calls.push([consultantId, fromDate]);
      return reads.held.get(consultantId) ?? [];
    },
  };
  return reads;
}

describe('booked slots cache', () => {
  it('reads a consultant once while fresh; a change drops theirs alone, and is announced', async () => {
    const clock = createTestClock(TEST_NOW);
    const announced: string[] = [];
    const reads = countingReads();
    const cache = createBookedSlotsCache({ clock, timeZone: 'Asia/Manila', readFrom: reads.readFrom, fanOut: { announce: (id) => announced.push(id), onAnnounced: () => undefined } });
    reads.held.set('maria', [slot(TOMORROW, '09:00')]);
    assert.deepEqual(await cache.read('maria'), [slot(TOMORROW, '09:00')]);
    await cache.read('ana');
    reads.held.set('maria', []);
    clock.advance(BOOKED_SLOTS_MAX_AGE_MS - 1);
    assert.deepEqual(await cache.read('maria'), [slot(TOMORROW, '09:00')], 'fresh: not read again');

    cache.changed('maria');
    assert.deepEqual(await cache.read('maria'), []);
    await cache.read('ana');
    assert.deepEqual(reads.calls.map(([id]) => id), ['maria', 'ana', 'maria']);
    assert.deepEqual(announced, ['maria']);
    clock.advance(1);
    await cache.read('ana');
    assert.equal(reads.calls.length, 4, 'read again after BOOKED_SLOTS_MAX_AGE_MS');
  });

  it("drops a consultant's slots when another process announces their change, without announcing it again", async () => {
    let deliver: (consultantId: string) => void = () => undefined;
    const announced: string[] = [];
    const reads = countingReads();
    const cache = createBookedSlotsCache({
      clock: createTestClock(TEST_NOW),
      timeZone: 'Asia/Manila',
      readFrom: reads.readFrom,
      fanOut: { announce: (id) => announced.push(id), onAnnounced: (handler) => (deliver = handler) },
    });
    await cache.read('maria');
    await cache.read('ana');
    deliver('maria');
    await cache.read('maria');
    await cache.read('ana');
    assert.deepEqual(reads.calls.map(([id]) => id), ['maria', 'ana', 'maria']);
    assert.deepEqual(announced, []);
  });

  it("reads from the marketplace's today, and again from the first instant of the next day", async () => {
    // 23:59:59.999 in Manila on 1 June.
    const clock = createTestClock('2026-06-01T15:59:59.999Z');
    const reads = countingReads();
    const cache = createBookedSlotsCache({ clock, timeZone: 'Asia/Manila', readFrom: reads.readFrom });
    await cache.read('maria');
    clock.advance(1);
    await cache.read('maria');
    assert.deepEqual(reads.calls, [
      ['maria', '2026-06-01'],
      ['maria', '2026-06-02'],
    ]);
  });

  it('keeps no read a change overtook: a request after the change waits for a read after it', async () => {
    const reads = countingReads();
    let release: () => void = () => undefined;
    const cache = createBookedSlotsCache({
      clock: createTestClock(TEST_NOW),
      timeZone: 'Asia/Manila',
      readFrom: async (consultantId, fromDate) => {
        if (reads.calls.length === 0) {
          reads.calls.push([consultantId, fromDate]);
          await new Promise<void>((resolve) => (release = resolve));
          return [slot(TOMORROW, '09:00')];
        }
        return reads.readFrom(consultantId, fromDate);
      },
    });
    const before = cache.read('maria');
    cache.changed('maria');
    const afterChange = cache.read('maria');
    release();
    assert.deepEqual(await before, [slot(TOMORROW, '09:00')]);
    assert.deepEqual(await afterChange, []);
    assert.deepEqual(await cache.read('maria'), [], 'the overtaken read was not kept');
    assert.equal(reads.calls.length, 2);
  });
});

describeEachDatabase('booked slots through the app, the clock standing still', (kind) => {
  const s = paymentSuite(kind);
  const held = async (viewer: TestUser, consultant: TestUser) => (await s.bookings.booked(viewer, consultant)).map(({ date, time }) => `${date} ${time}`);
  const IN_TWO_DAYS = '2026-06-03';

  it('shows a booking made, declined, made again, moved and cancelled in the very next answer', async () => {
    const { client, consultant, booking } = await s.freshBooking();
    const viewer = await signedInUser(s.t.app, { role: 'Boss' });
    assert.deepEqual(await held(viewer, consultant), [`${TOMORROW} 09:00`]);
    const declined = await s.bookings.setStatus(consultant, booking.id, 'CANCELLED');
    assert.equal(declined.statusCode, 200, declined.body);
    assert.deepEqual(await held(viewer, consultant), []);

    const again = await s.bookings.book(client, consultant, { startTime: '13:00' });
    assert.deepEqual(await held(viewer, consultant), [`${TOMORROW} 13:00`]);
    const moved = await s.bookings.reschedule(client, again.id, IN_TWO_DAYS, '09:00');
    assert.equal(moved.statusCode, 200, moved.body);
    assert.deepEqual(await held(viewer, consultant), [`${IN_TWO_DAYS} 09:00`]);
    const cancelled = await s.bookings.setStatus(client, again.id, 'CANCELLED');
    assert.equal(cancelled.statusCode, 200, cancelled.body);
    assert.deepEqual(await held(viewer, consultant), []);
  });

  it('frees a hold the sweep ended, and shows the slots a late payment took back', async () => {
    const { client, consultant, booking } = await s.freshBooking();
    const viewer = await signedInUser(s.t.app, { role: 'Boss' });
    const checkout = await s.pay.start(client, booking);
    s.clock.advance(20 * MINUTE);
    // Read at the new instant (and kept) before the sweep runs at that same instant.
    assert.deepEqual(await held(viewer, consultant), [`${TOMORROW} 09:00`]);
    await s.t.app.sweeps.run(HOLD_SWEEP);
    assert.deepEqual(await held(viewer, consultant), []);
    await s.pay.approve(checkout);
    assert.deepEqual(await held(viewer, consultant), [`${TOMORROW} 09:00`]);
  });

  it("frees a deleted member's future bookings in the next answer", async () => {
    const { client, consultant } = await s.freshBooking();
    const viewer = await signedInUser(s.t.app, { role: 'Boss' });
    assert.deepEqual(await held(viewer, consultant), [`${TOMORROW} 09:00`]);
    const admin = await signedInUser(s.t.app);
    await makeAdmin(s.t, admin.user.id);
    const deleted = await s.t.app.inject({ method: 'DELETE', url: `/api/users/admin/${client.user.id}`, headers: admin.headers });
    assert.equal(deleted.statusCode, 200, deleted.body);
    assert.deepEqual(await held(viewer, consultant), []);
  });
});

// Two server processes on one database, sharing news through Redis (REDIS_URL).
describe('booked slots across two servers through Redis', { skip: !process.env.TEST_REDIS_URL }, () => {
  let first: TestApp;
  let second: FastifyInstance;
  before(async () => {
    const clock = createTestClock(TEST_NOW);
    first = await createTestApp('pglite', { redisUrl: process.env.TEST_REDIS_URL, clock });
    second = await createAppOnSameDatabase(first, { redisUrl: process.env.TEST_REDIS_URL, clock });
  });
  after(async () => {
    for (const socket of sockets) socket.disconnect();
    await second.close();
    await first.close();
  });
  const sockets: TestSocket[] = [];

  it('a booking made on one server shows on the other once the announcement arrives', { timeout: 15_000 }, async () => {
    const { consultant, client } = await bookingParties(first.app);
    const onSecond = bookingClient(second);
    assert.deepEqual(await onSecond.booked(client, consultant), []);
    const arrived = new Promise<void>((resolve) => second.realtime.slotChanges.onAnnounced((id) => id === consultant.user.id && resolve()));
    await bookingClient(first.app).book(client, consultant);
    await arrived;
    await first.app.background.drain();
    assert.deepEqual(await onSecond.booked(client, consultant), [{ date: TOMORROW, time: '09:00' }]);
  });

  it("tells a picker open on the other server, which reads the slots itself", { timeout: 15_000 }, async () => {
    const { consultant, client, outsider } = await bookingParties(first.app);
    const watcher = await connectAs(await second.listen({ port: 0, host: '127.0.0.1' }), outsider.token, outsider.user.id);
    sockets.push(watcher);
    const watching = await new Promise<boolean>((resolve) => watcher.emit(SOCKET_EVENTS.watchSlots, consultant.user.id, ({ ok }) => resolve(ok)));
    assert.equal(watching, true);
    const heard = nextEvent(watcher, SOCKET_EVENTS.slotsChanged);
    await bookingClient(first.app).book(client, consultant);
    assert.deepEqual(await heard, { consultantId: consultant.user.id, booked: [{ date: TOMORROW, time: '09:00' }] });
    await first.app.background.drain();
  });
});
