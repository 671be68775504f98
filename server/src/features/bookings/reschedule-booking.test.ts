// PUT /api/bookings/{id}/reschedule: either party, only a live booking whose
// session has not started, the same date and slot rules as booking, the holds
// move in one transaction, the price stays, and the other party is told.
import assert from 'node:assert/strict';
import { after, before, it } from 'node:test';
import { eq } from 'drizzle-orm';
import type { Booking } from '@marketplace/shared-api/types';
import { bookingSlots, messages, notifications } from '../../db/schema/index';
import { createTestApp, describeEachDatabase, type TestApp } from '../../test/test-app';
import { paymentClient } from '../payments/payment-test-helpers';
import { bookingClient, bookingParties, bookingTestClock, TEST_NOW, TODAY, TOMORROW, YESTERDAY } from './booking-test-helpers';
import { FULL_DAY_STARTS_MORNING, PAST_DATE, SLOT_TAKEN } from './slot-rules';
import { SAME_SCHEDULE } from './service';
import { STATUS_MESSAGES } from './status-machine';
import { availabilityClient } from '../availability/availability-test-helpers';

describeEachDatabase('rescheduling bookings', (kind) => {
  let t: TestApp;
  let api: ReturnType<typeof bookingClient>;
  // A test may move the clock; each puts it back.
  const clock = bookingTestClock();
  before(async () => {
    t = await createTestApp(kind, { clock });
    api = bookingClient(t.app);
  });
  after(() => t.close());

  const holdsOf = async (bookingId: string) =>
    (await t.database.db.select().from(bookingSlots).where(eq(bookingSlots.bookingId, bookingId)))
      .filter((hold) => hold.live)
      .map((hold) => `${hold.date} ${hold.startTime}`)
      .sort();

  it('moves a pending or confirmed booking and its hold; the old slot is free again', async () => {
    const { consultant, client, outsider } = await bookingParties(t.app);
    const booking = await api.book(client, consultant);
    const moved = await api.reschedule(client, booking.id, '2026-06-05', '13:00');
    assert.equal(moved.statusCode, 200, moved.body);
    assert.equal(moved.json<Booking>().date, '2026-06-05');
    assert.equal(moved.json<Booking>().startTime, '13:00');
    assert.equal(moved.json<Booking>().status, 'PENDING');
    assert.deepEqual(await holdsOf(booking.id), ['2026-06-05 13:00']);
    assert.deepEqual(await api.booked(outsider, consultant), [{ date: '2026-06-05', time: '13:00' }]);
    await api.book(outsider, consultant);

    await paymentClient(t.app).pay(client, booking);
    const again = await api.reschedule(client, booking.id, '2026-06-05', '09:00');
    assert.equal(again.statusCode, 200);
    assert.equal(again.json<Booking>().status, 'CONFIRMED', 'rescheduling keeps the status');
  });

  it('moves both holds of an 8-hour booking to the new day, which must start at 09:00', async () => {
    const { consultant, client } = await bookingParties(t.app);
    const booking = await api.book(client, consultant, { duration: 8, price: 10000 });
    const afternoon = await api.reschedule(client, booking.id, '2026-06-08', '13:00');
    assert.deepEqual(afternoon.json(), { message: FULL_DAY_STARTS_MORNING, field: 'startTime' });
    const moved = await api.reschedule(client, booking.id, '2026-06-08', '09:00');
    assert.equal(moved.statusCode, 200);
    assert.deepEqual(await holdsOf(booking.id), ['2026-06-08 09:00', '2026-06-08 13:00']);
  });

  it('refuses a taken slot with 409 and leaves the booking and its hold where they were', async () => {
    const { consultant, client, outsider } = await bookingParties(t.app);
    const mine = await api.book(client, consultant);
    await api.book(outsider, consultant, { startTime: '13:00' });
    const response = await api.reschedule(client, mine.id, TOMORROW, '13:00');
    assert.equal(response.statusCode, 409);
    assert.deepEqual(response.json(), { message: SLOT_TAKEN });
    assert.deepEqual(await holdsOf(mine.id), [`${TOMORROW} 09:00`], 'the transaction rolled back');
    const still = await api.call(client, 'GET', `/api/bookings/${mine.id}`);
    assert.equal(still.json<Booking>().startTime, '09:00');
    // A full day cannot move onto a day with any hold.
    const full = await api.book(client, consultant, { date: '2026-06-09', duration: 8, price: 10000 });
    assert.equal((await api.reschedule(client, full.id, TOMORROW, '09:00')).statusCode, 409);
  });

  it('applies the date and slot rules and refuses a no-op move', async () => {
    const { consultant, client } = await bookingParties(t.app);
    const booking = await api.book(client, consultant);
    assert.deepEqual((await api.reschedule(client, booking.id, YESTERDAY, '09:00')).json(), { message: PAST_DATE, field: 'date' });
    assert.equal((await api.reschedule(client, booking.id, TOMORROW, '11:00')).json().field, 'startTime');
    assert.deepEqual((await api.reschedule(client, booking.id, TOMORROW, '09:00')).json(), { message: SAME_SCHEDULE, field: 'date' });
  });

  it('lets either party reschedule, and only a live booking', async () => {
    const { consultant, client, outsider } = await bookingParties(t.app);
    const booking = await api.book(client, consultant);
    const byConsultant = await api.reschedule(consultant, booking.id, '2026-06-05', '09:00');
    assert.equal(byConsultant.statusCode, 200, byConsultant.body);
    assert.equal(byConsultant.json<Booking>().date, '2026-06-05');
    assert.deepEqual(await holdsOf(booking.id), ['2026-06-05 09:00']);
    // A priced booking is confirmed by its payment (the consultant's Accept waits for it).
    await paymentClient(t.app).pay(client, booking);
    const confirmed = await api.reschedule(consultant, booking.id, '2026-06-05', '13:00');
    assert.equal(confirmed.statusCode, 200, confirmed.body);
    assert.equal(confirmed.json<Booking>().status, 'CONFIRMED');
    // A third party learns nothing.
    assert.equal((await api.reschedule(outsider, booking.id, '2026-06-08', '09:00')).statusCode, 404);
    await api.setStatus(client, booking.id, 'CANCELLED');
    const cancelled = await api.reschedule(client, booking.id, '2026-06-05', '09:00');
    assert.equal(cancelled.statusCode, 409);
    assert.deepEqual(cancelled.json(), { message: STATUS_MESSAGES.finished('CANCELLED') });
    assert.deepEqual(await holdsOf(booking.id), [], 'a cancelled booking holds nothing');
  });

  it('refuses to move a booking whose session has started', async () => {
    const { consultant, client } = await bookingParties(t.app);
    // An hour ahead: an assistant who asks no notice.
    await availabilityClient(t.app).save(consultant, { noticeHours: 0 });
    const booking = await api.book(client, consultant, { date: TODAY, startTime: '09:00' });
    clock.set('2026-06-01T01:30:00.000Z'); // 09:30 in Manila
    try {
      for (const party of [client, consultant]) {
        const response = await api.reschedule(party, booking.id, TOMORROW, '13:00');
        assert.equal(response.statusCode, 409);
        assert.deepEqual(response.json(), { message: STATUS_MESSAGES.startedNoReschedule });
      }
    } finally {
      clock.set(TEST_NOW);
    }
    assert.deepEqual(await holdsOf(booking.id), [`${TODAY} 09:00`]);
  });

  it('keeps the price: a reschedule never charges again', async () => {
    const { consultant, client } = await bookingParties(t.app);
    const booking = await api.book(client, consultant, { duration: 8, price: 10000 });
    const moved = await api.reschedule(consultant, booking.id, '2026-06-10', '09:00');
    assert.equal(moved.statusCode, 200, moved.body);
    assert.equal(moved.json<Booking>().price, booking.price);
    assert.equal(moved.json<Booking>().duration, 8);
  });

  it('notifies the other party and posts the move in their chat, whoever moved it', async () => {
    const { consultant, client } = await bookingParties(t.app);
    const booking = await api.book(client, consultant);
    const rescheduleNotices = async (userId: string) =>
      (await t.database.db.select().from(notifications).where(eq(notifications.userId, userId)))
        .filter((row) => row.type === 'BOOKING' && row.title === 'Booking rescheduled')
        .map((row) => [row.content, row.entityId]);
    const textsFrom = async (userId: string) =>
      (await t.database.db.select().from(messages).where(eq(messages.userId, userId))).map((row) => row.text);

    assert.equal((await api.reschedule(consultant, booking.id, '2026-06-05', '13:00')).statusCode, 200);
    assert.deepEqual(await rescheduleNotices(client.user.id), [
      ['Maria Santos moved your booking from Tue, Jun 2, 2026 at 9:00 AM to Fri, Jun 5, 2026 at 1:00 PM.', booking.id],
    ]);
    assert.deepEqual(await rescheduleNotices(consultant.user.id), []);
    assert.deepEqual(await textsFrom(consultant.user.id), [
      'I have moved our booking from Tue, Jun 2, 2026 at 9:00 AM to Fri, Jun 5, 2026 at 1:00 PM. Please let me know if the new time does not work for you.',
    ]);

    assert.equal((await api.reschedule(client, booking.id, '2026-06-08', '09:00')).statusCode, 200);
    assert.deepEqual(await rescheduleNotices(consultant.user.id), [
      ['Ben Cruz moved your booking from Fri, Jun 5, 2026 at 1:00 PM to Mon, Jun 8, 2026 at 9:00 AM.', booking.id],
    ]);
    assert.deepEqual(await textsFrom(client.user.id), [
      'I have moved our booking from Fri, Jun 5, 2026 at 1:00 PM to Mon, Jun 8, 2026 at 9:00 AM. Please let me know if the new time does not work for you.',
    ]);
  });
});
