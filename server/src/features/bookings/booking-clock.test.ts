// The booking rules and timestamps follow the app's one clock: moving the test
// clock moves "past", and every row a booking change writes (the booking, its
// notification) is stamped with the clock's time, not the database's.
import assert from 'node:assert/strict';
import { after, before, it } from 'node:test';
import type { Booking, Notification } from '@marketplace/shared-api/types';
import { createTestApp, describeEachDatabase, type TestApp } from '../../test/test-app';
import type { TestClock } from '../../test/test-clock';
import { paymentClient } from '../payments/payment-test-helpers';
import { bookingClient, bookingParties, bookingTestClock, TEST_NOW, TOMORROW } from './booking-test-helpers';
import { PAST_TIME } from './slot-rules';
import { availabilityClient } from '../availability/availability-test-helpers';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

describeEachDatabase('bookings on the app clock', (kind) => {
  let t: TestApp;
  let clock: TestClock;
  let api: ReturnType<typeof bookingClient>;
  let payments: ReturnType<typeof paymentClient>;
  before(async () => {
    clock = bookingTestClock();
    t = await createTestApp(kind, { clock });
    api = bookingClient(t.app);
    payments = paymentClient(t.app);
  });
  after(() => t.close());

  it('stamps a booking, its hold and its notification with the clock, and a status change with the clock’s new time', async () => {
    clock.set(TEST_NOW);
    const { consultant, client } = await bookingParties(t.app);
    const booking = await api.book(client, consultant);
    assert.equal(booking.createdAt, TEST_NOW.toISOString());
    assert.equal(booking.updatedAt, TEST_NOW.toISOString());
    assert.equal(booking.holdExpiresAt, '2026-06-01T00:15:00.000Z', 'held for the default 15 minutes');
    const [request] = (await api.call(consultant, 'GET', '/api/users/notifications')).json<Notification[]>();
    assert.equal(request.title, 'New booking request');
    assert.equal(request.createdAt, TEST_NOW.toISOString());

    clock.advance(10 * MINUTE);
    await payments.pay(client, booking);
    const paid = await payments.booking(client, booking.id);
    assert.equal(paid.status, 'CONFIRMED');
    assert.equal(paid.createdAt, TEST_NOW.toISOString());
    assert.equal(paid.updatedAt, '2026-06-01T00:10:00.000Z');

    clock.advance(1.5 * HOUR);
    const cancelled = (await api.setStatus(consultant, booking.id, 'CANCELLED')).json<Booking>();
    assert.equal(cancelled.updatedAt, '2026-06-01T01:40:00.000Z');
  });

  it('judges a slot past once the clock has moved beyond its start', async () => {
    clock.set(TEST_NOW);
    const { consultant, client } = await bookingParties(t.app);
    // Started, not short of notice: an assistant who asks none.
    await availabilityClient(t.app).save(consultant, { noticeHours: 0 });
    assert.deepEqual((await api.available(client, consultant, TOMORROW)).json(), ['09:00', '13:00']);
    // 08:00 on 1 June in Manila, plus 25 hours: 09:00 on 2 June, tomorrow's morning slot has begun.
    clock.advance(25 * HOUR);
    assert.deepEqual((await api.available(client, consultant, TOMORROW)).json(), ['13:00']);
    const late = await api.call(client, 'POST', '/api/bookings/create', api.bookingBody(consultant));
    assert.equal(late.statusCode, 400);
    assert.equal(late.json().message, PAST_TIME);
    assert.equal((await api.call(client, 'POST', '/api/bookings/create', api.bookingBody(consultant, { startTime: '13:00' }))).statusCode, 201);
  });
});
