// The payment hold, on the test clock: an unpaid booking holds its slot until
// its deadline; the sweep then cancels it ('Payment not completed in time'),
// frees the slot and expires its checkout, telling both parties. A payment
// that arrives late confirms the booking if its slot is still free, and is
// refunded through the provider if not. The hold is data: a restarted server
// sweeps it, and two processes sweeping at once cancel each booking once.
import assert from 'node:assert/strict';
import { it } from 'node:test';
import { eq } from 'drizzle-orm';
import type { Booking } from '@marketplace/shared-api/types';
import { bookingSlots, notifications, paymentEvents, payments } from '../../db/schema/index';
import { createAppOnSameDatabase, describeEachDatabase } from '../../test/test-app';
import { TEST_NOW, TOMORROW } from '../bookings/booking-test-helpers';
import { HOLD_SWEEP } from '../bookings/hold-sweep';
import { clientMoneyOf, paymentSuite } from './payment-test-helpers';

const MINUTE = 60_000;

describeEachDatabase('payment holds', (kind) => {
  const s = paymentSuite(kind);

  async function heldBooking(overrides: Record<string, unknown> = {}) {
    const fresh = await s.freshBooking(overrides);
    return { ...fresh, payment: await s.pay.start(fresh.client, fresh.booking) };
  }

  const bookingTitles = async (userId: string, bookingId: string) =>
    (await s.t.database.db.select().from(notifications).where(eq(notifications.userId, userId)))
      .filter((row) => row.entityId === bookingId)
      .map((row) => row.title)
      .sort();

  it('keeps the slot until the deadline, then cancels the booking, frees the slot, expires the checkout and tells both', async () => {
    const { client, consultant, booking, payment } = await heldBooking();
    s.clock.advance(15 * MINUTE - 1);
    await s.t.app.sweeps.runAll();
    assert.equal((await s.pay.booking(client, booking.id)).status, 'PENDING', 'not a millisecond early');
    assert.deepEqual(await s.bookings.booked(client, consultant), [{ date: TOMORROW, time: '09:00' }]);

    s.clock.advance(1);
    await s.t.app.sweeps.run(HOLD_SWEEP);
    const expired = await s.pay.booking(client, booking.id);
    assert.equal(expired.status, 'CANCELLED');
    assert.equal(expired.cancelReason, 'Payment not completed in time');
    assert.equal(expired.paymentStatus, 'UNPAID');
    assert.deepEqual(await s.bookings.booked(client, consultant), []);
    assert.equal((await s.pay.verified(client, payment.transactionId)).status, 'expired');
    const [event] = await s.t.database.db.select().from(paymentEvents).where(eq(paymentEvents.type, 'hold.expired'));
    assert.equal(event.source, 'sweep');
    assert.deepEqual(await bookingTitles(client.user.id, booking.id), ['Booking cancelled']);
    assert.deepEqual(await bookingTitles(consultant.user.id, booking.id), ['Booking cancelled', 'New booking request']);

    // Swept once: running again changes nothing.
    await s.t.app.sweeps.runAll();
    assert.deepEqual(await bookingTitles(client.user.id, booking.id), ['Booking cancelled']);
  });

  it('confirms a late payment when the slot is still free: the booking takes it again', async () => {
    const { client, consultant, booking, payment } = await heldBooking();
    s.clock.advance(20 * MINUTE);
    await s.t.app.sweeps.runAll();
    assert.equal((await s.pay.booking(client, booking.id)).status, 'CANCELLED');

    // The provider's checkout is still open: the payer approves there after all.
    await s.pay.approve(payment);
    const late = await s.pay.booking(client, booking.id);
    assert.equal(late.status, 'CONFIRMED');
    assert.equal(late.paymentStatus, 'PAID');
    assert.equal(late.cancelReason, null);
    assert.deepEqual(await s.bookings.booked(client, consultant), [{ date: TOMORROW, time: '09:00' }]);
    assert.equal((await s.pay.verified(client, payment.transactionId)).status, 'completed');
    const [captured] = await s.t.database.db.select().from(paymentEvents).where(eq(paymentEvents.outcome, 'late_confirmed'));
    assert.ok(captured);
    assert.ok((await bookingTitles(consultant.user.id, booking.id)).includes('New paid booking'));
  });

  it('refunds a late payment through the provider when the slot was taken meanwhile', async () => {
    const { client, consultant, outsider, booking, payment } = await heldBooking();
    s.clock.advance(20 * MINUTE);
    await s.t.app.sweeps.runAll();
    const taker = await s.bookings.book(outsider, consultant);

    await s.pay.approve(payment);
    const refunded = await s.pay.booking(client, booking.id);
    assert.equal(refunded.status, 'CANCELLED');
    assert.equal(refunded.paymentStatus, 'REFUNDED');
    assert.equal(refunded.cancelReason, 'Payment not completed in time');
    assert.equal((await s.pay.booking(outsider, taker.id)).status, 'PENDING', 'the new booking keeps the slot');
    const holders = await s.t.database.db.select().from(bookingSlots).where(eq(bookingSlots.live, true));
    assert.deepEqual(holders.filter((slot) => slot.consultantId === consultant.user.id).map((slot) => slot.bookingId), [taker.id]);

    const [row] = await s.t.database.db.select().from(payments).where(eq(payments.bookingId, booking.id));
    assert.equal(row.status, 'refunded');
    assert.ok(row.refundedAt);
    const money = await clientMoneyOf(s.t.database.db, { paymentId: row.id });
    assert.deepEqual(money.map((entry) => [entry.kind, entry.amountCentavos]), [
      ['payment', 500_000],
      ['refund', -500_000],
    ]);
    const outcomes = (await s.t.database.db.select().from(paymentEvents).where(eq(paymentEvents.paymentId, row.id))).map((event) => event.outcome);
    assert.ok(outcomes.includes('late_refunded') && outcomes.includes('refunded'));
    assert.equal((await s.pay.verified(client, payment.transactionId)).status, 'refunded');
    assert.ok((await bookingTitles(client.user.id, booking.id)).includes('Payment refunded'));
    assert.ok(!(await bookingTitles(consultant.user.id, booking.id)).includes('Payment refunded'), 'the consultant never had this money');
  });

  it('confirms a payment made after a decline cancelled the booking, on the same checkout', async () => {
    const { client, booking, payment } = await heldBooking();
    await s.pay.decline(payment);
    assert.equal((await s.pay.booking(client, booking.id)).cancelReason, 'Payment was declined');
    await s.pay.approve(payment);
    assert.equal((await s.pay.booking(client, booking.id)).status, 'CONFIRMED');
  });

  it('is data: a restarted server sweeps a hold the first one made', async () => {
    const { client, booking } = await heldBooking();
    s.clock.advance(16 * MINUTE);
    const restarted = await createAppOnSameDatabase(s.t, { clock: s.clock });
    try {
      await restarted.sweeps.runAll();
    } finally {
      await restarted.close();
    }
    assert.equal((await s.pay.booking(client, booking.id)).cancelReason, 'Payment not completed in time');
  });

  it('is swept once when two processes sweep at the same time', async () => {
    const held = [await heldBooking(), await heldBooking({ startTime: '13:00' }), await heldBooking({ date: '2026-06-03' })];
    s.clock.set(new Date(TEST_NOW.getTime() + 30 * MINUTE));
    const second = await createAppOnSameDatabase(s.t, { clock: s.clock });
    try {
      await Promise.all([s.t.app.sweeps.run(HOLD_SWEEP), second.sweeps.run(HOLD_SWEEP)]);
    } finally {
      await second.close();
    }
    for (const { client, booking } of held) {
      assert.equal((await s.pay.booking(client, booking.id)).status, 'CANCELLED');
      assert.deepEqual(await bookingTitles(client.user.id, booking.id), ['Booking cancelled'], 'told once');
    }
    const expiries = await s.t.database.db.select().from(paymentEvents).where(eq(paymentEvents.type, 'hold.expired'));
    const heldPayments = new Set<string>();
    for (const { booking } of held) {
      for (const row of await s.t.database.db.select().from(payments).where(eq(payments.bookingId, booking.id))) heldPayments.add(row.id);
    }
    assert.equal(expiries.filter((event) => event.paymentId && heldPayments.has(event.paymentId)).length, 3, 'each checkout expired once');
  });

  it('lists the hold deadline for both parties while it runs', async () => {
    const { client, consultant, booking } = await heldBooking();
    for (const [user, url] of [
      [client, '/api/bookings/made'],
      [consultant, '/api/bookings/user?role=consultant'],
    ] as const) {
      const listed = (await s.bookings.call(user, 'GET', url)).json<Booking[]>().find((item) => item.id === booking.id);
      assert.equal(listed?.holdExpiresAt, '2026-06-01T00:15:00.000Z');
      assert.equal(listed?.paymentStatus, 'UNPAID');
    }
  });
});
