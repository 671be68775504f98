// Money goes back when a paid booking ends without its session: cancelled by
// either party, the payment is refunded in full through the provider at once
// (the booking REFUNDED, the refund in the journal, both told). Rescheduling a
// paid booking charges nothing. A booking a party cancelled never takes a late
// payment: it is refunded. A payment refunded in part (a dispute) gives back
// only what is left when its booking is later cancelled, through the same path.
import assert from 'node:assert/strict';
import { it } from 'node:test';
import { eq } from 'drizzle-orm';
import type { Booking, Dispute, Notification } from '@marketplace/shared-api/types';
import { paymentEvents, payments, sandboxCheckoutSessions } from '../../db/schema/index';
import { makeAdmin, signedInUser } from '../../test/fixtures';
import { describeEachDatabase } from '../../test/test-app';
import type { TestUser } from '../bookings/booking-test-helpers';
import { EARNINGS_SWEEP } from '../earnings/earning-states';
import { invariantProblems, moneyInvariantCounts, type RawQuery } from '../../test/money-invariants';
import { clientMoneyOf, paymentSuite } from './payment-test-helpers';
import { REFUND_SWEEP } from './refunds';

describeEachDatabase('refunds', (kind) => {
  const s = paymentSuite(kind);

  async function paidBooking() {
    const fresh = await s.freshBooking();
    return { ...fresh, payment: await s.pay.pay(fresh.client, fresh.booking) };
  }

  const ledgerOf = (bookingId: string) => clientMoneyOf(s.t.database.db, { bookingId });
  const titles = async (user: TestUser) =>
    (await s.bookings.call(user, 'GET', '/api/users/notifications')).json<Notification[]>().map((notification) => notification.title);

  for (const who of ['client', 'consultant'] as const) {
    it(`refunds a paid booking the ${who} cancels, at once and in full, and tells both`, async () => {
      const parties = await paidBooking();
      const response = await s.bookings.setStatus(parties[who], parties.booking.id, 'CANCELLED');
      assert.equal(response.statusCode, 200);
      const cancelled = response.json<Booking>();
      assert.equal(cancelled.status, 'CANCELLED');
      assert.equal(cancelled.paymentStatus, 'REFUNDED', 'the answer already shows the refund');
      assert.deepEqual((await ledgerOf(parties.booking.id)).map((entry) => entry.amountCentavos).sort((a, b) => a - b), [-500_000, 500_000]);
      const [row] = await s.t.database.db.select().from(payments).where(eq(payments.bookingId, parties.booking.id));
      assert.equal(row.status, 'refunded');
      const refundEvents = (await s.t.database.db.select().from(paymentEvents).where(eq(paymentEvents.paymentId, row.id))).filter(
        (event) => event.source === 'refund' || event.source === 'booking',
      );
      assert.deepEqual(refundEvents.map((event) => [event.source, event.outcome]).sort(), [
        ['booking', 'refund_due'],
        ['refund', 'refunded'],
      ]);
      assert.equal((await s.pay.verified(parties.client, parties.payment.transactionId)).status, 'refunded');
      assert.ok((await titles(parties.client)).includes('Payment refunded'));
      assert.ok((await titles(parties.consultant)).includes('Payment refunded'));
    });
  }

  it('charges nothing when a paid booking is rescheduled', async () => {
    const { client, booking } = await paidBooking();
    const moved = await s.bookings.reschedule(client, booking.id, '2026-06-05', '13:00');
    assert.equal(moved.statusCode, 200);
    const after = moved.json<Booking>();
    assert.equal(after.status, 'CONFIRMED');
    assert.equal(after.paymentStatus, 'PAID');
    assert.equal(after.price, booking.price);
    assert.equal((await s.t.database.db.select().from(payments).where(eq(payments.bookingId, booking.id))).length, 1);
    assert.deepEqual((await ledgerOf(booking.id)).map((entry) => entry.amountCentavos), [500_000]);
    assert.equal((await s.pay.process(client, s.pay.processBody(after))).statusCode, 409, 'and it cannot be paid again');
  });

  it('expires the open checkout of a booking its client cancels, and refunds a payment made on it afterwards', async () => {
    const { client, booking } = await s.freshBooking();
    const payment = await s.pay.start(client, booking);
    await s.bookings.setStatus(client, booking.id, 'CANCELLED');
    assert.equal((await s.pay.verified(client, payment.transactionId)).status, 'expired');

    await s.pay.approve(payment);
    const after = await s.pay.booking(client, booking.id);
    assert.equal(after.status, 'CANCELLED', 'a cancellation someone chose is not undone by money');
    assert.equal(after.paymentStatus, 'REFUNDED');
    assert.equal((await ledgerOf(booking.id)).reduce((sum, entry) => sum + entry.amountCentavos, 0), 0);
  });

  it('a booking refunded in part by a dispute is never cancelled into a second refund, and leaves the sweep nothing to retry', async () => {
    const { client, consultant, booking, payment: started } = await paidBooking();
    s.clock.set(new Date('2026-06-02T05:00:00.000Z'));
    await s.t.app.sweeps.run(EARNINGS_SWEEP);
    const opened = await s.bookings.call(client, 'POST', `/api/bookings/${booking.id}/disputes`, { reason: 'left_early', text: 'Left after three hours.' });
    assert.equal(opened.statusCode, 201, opened.body);
    const admin = await signedInUser(s.t.app);
    await makeAdmin(s.t, admin.user.id);
    const resolved = await s.bookings.call(admin, 'POST', `/api/admin/disputes/${opened.json<Dispute>().id}/resolve`, {
      outcome: 'refund_partial',
      refundCentavos: 125_000,
      note: 'One hour of four was missed.',
    });
    assert.equal(resolved.statusCode, 200, resolved.body);
    // The dispute's refund went through the refund path, which tells the booking's parties and their open lists.
    assert.ok((await titles(client)).includes('Payment refunded'));
    assert.equal((await s.pay.booking(client, booking.id)).paymentStatus, 'PAID', 'refunded in part, still paid');

    // Its session happened: neither party can cancel it now, so the provider is never asked for the price again.
    const cancelled = await s.bookings.setStatus(consultant, booking.id, 'CANCELLED');
    assert.equal(cancelled.statusCode, 409, cancelled.body);
    assert.equal((await s.pay.booking(client, booking.id)).paymentStatus, 'PAID');
    const [row] = await s.t.database.db.select().from(payments).where(eq(payments.bookingId, booking.id));
    assert.deepEqual([row.status, row.refundedCentavos, row.refundDueAt], ['paid', 125_000, null]);
    const [session] = await s.t.database.db.select().from(sandboxCheckoutSessions).where(eq(sandboxCheckoutSessions.id, row.providerReference!));
    assert.deepEqual(
      session.payments.flatMap((attempt) => (attempt.refunds ?? []).map((refund) => refund.amount)),
      [125_000],
      "the provider was asked for the dispute's part alone",
    );
    assert.deepEqual((await ledgerOf(booking.id)).map((entry) => entry.amountCentavos).sort((a, b) => a - b), [-125_000, 500_000]);
    assert.equal((await s.pay.verified(client, started.transactionId)).status, 'completed', 'still a completed payment, refunded in part');
    // Nothing is left owing: the sweep has nothing to retry.
    await s.t.app.sweeps.run(REFUND_SWEEP);
    const failures = (await s.t.database.db.select().from(paymentEvents).where(eq(paymentEvents.paymentId, row.id))).filter((event) => event.type === 'refund.failed');
    assert.equal(failures.length, 0);
    const rawQuery: RawQuery = async (text, params = []) =>
      (await (s.t.database.client as { query(text: string, params: unknown[]): Promise<{ rows: unknown[] }> }).query(text, params)).rows as never;
    assert.deepEqual(invariantProblems(await moneyInvariantCounts(rawQuery)), []);
  });
});
