// The cancellation policy: a client who cancels a paid booking at least
// LATE_CANCEL_HOURS (24) before its start gets everything back; later, the
// assistant keeps LATE_CANCEL_PAY_PERCENT (50) of their share and the fee is
// taken on the kept part only. An assistant who cancels refunds in full. The
// quote a party reads (GET /api/bookings/{id}/cancellation) is exactly what the
// cancellation then refunds. The default booking: tomorrow 09:00-13:00 Manila
// (01:00 UTC), ₱5,000, the fee 10 percent; TEST_NOW is 25 hours before it.
import assert from 'node:assert/strict';
import { it } from 'node:test';
import { and, eq } from 'drizzle-orm';
import type { Booking, CancellationQuote, EarningsOverview } from '@marketplace/shared-api/types';
import { earnings, emailOutbox, payments } from '../../db/schema/index';
import { EARNINGS_SWEEP } from '../earnings/earning-states';
import { invariantProblems, moneyInvariantCounts, type RawQuery } from '../../test/money-invariants';
import { paymentSuite } from '../payments/payment-test-helpers';
import { describeEachDatabase } from '../../test/test-app';
import type { TestUser } from './booking-test-helpers';

/** 23 hours before the default booking's start: inside the late-cancel window. */
const LATE = '2026-06-01T02:00:00.000Z';
/** Exactly 24 hours before the start: still early. */
const LAST_EARLY_MOMENT = '2026-06-01T01:00:00.000Z';
/** The policy every quote names when none is configured: 24 hours, 50%. */
const DEFAULT_POLICY = { lateCancelHours: 24, lateCancelPayPercent: 50 };

describeEachDatabase('the cancellation policy', (kind) => {
  const s = paymentSuite(kind);
  const call = (user: TestUser, method: 'GET' | 'PUT', url: string, payload?: object) => s.bookings.call(user, method, url, payload);
  const quote = async (user: TestUser, booking: Booking) => {
    const response = await call(user, 'GET', `/api/bookings/${booking.id}/cancellation`);
    assert.equal(response.statusCode, 200, response.body);
    return response.json<CancellationQuote>();
  };
  const paymentOf = async (booking: Booking) => (await s.t.database.db.select().from(payments).where(eq(payments.bookingId, booking.id)))[0];
  const earningOf = async (booking: Booking) => (await s.t.database.db.select().from(earnings).where(eq(earnings.bookingId, booking.id)))[0];
  const rawQuery: RawQuery = async (text, params = []) =>
    (await (s.t.database.client as { query(text: string, params: unknown[]): Promise<{ rows: unknown[] }> }).query(text, params)).rows as never;
  const invariants = async () => invariantProblems(await moneyInvariantCounts(rawQuery));

  async function paidBooking() {
    const fresh = await s.freshBooking();
    await s.pay.pay(fresh.client, fresh.booking);
    return fresh;
  }

  it('gives a client who cancels 24 hours or more before the start everything back', async () => {
    const { client, booking } = await paidBooking();
    s.clock.set(new Date(LAST_EARLY_MOMENT));
    assert.deepEqual(await quote(client, booking), {
      paid: true,
      refundCentavos: 500_000,
      assistantReceivesCentavos: 0,
      late: false,
      ...DEFAULT_POLICY,
    });
    const cancelled = await s.bookings.setStatus(client, booking.id, 'CANCELLED');
    assert.equal(cancelled.statusCode, 200, cancelled.body);
    assert.equal(cancelled.json<Booking>().paymentStatus, 'REFUNDED');
    const payment = await paymentOf(booking);
    assert.deepEqual([payment.status, payment.refundedCentavos], ['refunded', 500_000]);
    assert.equal((await earningOf(booking)).state, 'refunded');
    assert.deepEqual(await invariants(), []);
  });

  it('leaves the assistant half their share when the client cancels later, and refunds the client the rest', async () => {
    const { client, consultant, booking } = await paidBooking();
    s.clock.set(new Date(LATE));
    const quoted = await quote(client, booking);
    assert.deepEqual(quoted, { paid: true, refundCentavos: 250_000, assistantReceivesCentavos: 225_000, late: true, ...DEFAULT_POLICY });
    const cancelled = await s.bookings.setStatus(client, booking.id, 'CANCELLED');
    assert.equal(cancelled.statusCode, 200, cancelled.body);
    assert.deepEqual([cancelled.json<Booking>().status, cancelled.json<Booking>().paymentStatus], ['CANCELLED', 'REFUNDED']);

    const payment = await paymentOf(booking);
    assert.deepEqual([payment.status, payment.refundedCentavos, payment.refundDueAt], ['paid', quoted.refundCentavos, null], 'the quoted refund, made');
    const earning = await earningOf(booking);
    assert.deepEqual([earning.netCentavos, earning.feeCentavos, earning.refundedCentavos], [quoted.assistantReceivesCentavos, 25_000, 250_000]);
    const mine = (await call(consultant, 'GET', '/api/earnings')).json<EarningsOverview>();
    assert.equal(mine.balances.upcomingCentavos, 225_000);
    const mailTo = async (user: TestUser) =>
      (await s.t.database.db.select().from(emailOutbox).where(and(eq(emailOutbox.userId, user.user.id), eq(emailOutbox.kind, 'booking_cancelled'))))[0].textBody;
    assert.match(await mailTo(client), /You cancelled late: ₱2,500(\.00)? of your payment is refunded/);
    assert.match(await mailTo(consultant), /cancelled late: ₱2,500(\.00)? of their payment is refunded to them, and you keep the rest of your share\./);

    // The session never happened: once its time is over the client has no problem to report with it.
    s.clock.set(new Date('2026-06-02T06:00:00.000Z'));
    await s.t.app.sweeps.run(EARNINGS_SWEEP);
    assert.equal((await earningOf(booking)).state, 'in_review');
    assert.equal((await call(client, 'GET', `/api/bookings/${booking.id}`)).json<Booking>().problemReportableUntil, null);
    const reported = await s.t.app.inject({
      method: 'POST',
      url: `/api/bookings/${booking.id}/disputes`,
      headers: client.headers,
      payload: { reason: 'no_show', text: 'Nobody came.' },
    });
    assert.equal(reported.statusCode, 409, reported.body);

    // The kept half is earned like any session: available once its window passes.
    s.clock.set(new Date('2026-06-05T05:00:00.000Z'));
    await s.t.app.sweeps.run(EARNINGS_SWEEP);
    assert.equal((await call(consultant, 'GET', '/api/earnings')).json<EarningsOverview>().balances.availableCentavos, 225_000);
    assert.deepEqual(await invariants(), []);
  });

  it('refunds everything when the assistant cancels, however late', async () => {
    const { client, consultant, booking } = await paidBooking();
    s.clock.set(new Date(LATE));
    assert.deepEqual(await quote(consultant, booking), {
      paid: true,
      refundCentavos: 500_000,
      assistantReceivesCentavos: 0,
      late: false,
      ...DEFAULT_POLICY,
    });
    assert.equal((await quote(client, booking)).late, true, 'the client would have been late');
    const cancelled = await s.bookings.setStatus(consultant, booking.id, 'CANCELLED');
    assert.equal(cancelled.statusCode, 200, cancelled.body);
    const payment = await paymentOf(booking);
    assert.deepEqual([payment.status, payment.refundedCentavos], ['refunded', 500_000]);
    assert.equal((await earningOf(booking)).state, 'refunded');
    assert.deepEqual(await invariants(), []);
  });

  it('refunds nothing for an unpaid booking, late or not', async () => {
    const { client, booking } = await s.freshBooking();
    s.clock.set(new Date(LATE));
    assert.deepEqual(await quote(client, booking), {
      paid: false,
      refundCentavos: 0,
      assistantReceivesCentavos: 0,
      late: true,
      ...DEFAULT_POLICY,
    });
    const cancelled = await s.bookings.setStatus(client, booking.id, 'CANCELLED');
    assert.equal(cancelled.statusCode, 200, cancelled.body);
    assert.equal(cancelled.json<Booking>().paymentStatus, 'UNPAID');
    assert.equal(await paymentOf(booking), undefined);
  });

  it("answers the quote to the booking's parties only", async () => {
    const { outsider, booking } = await paidBooking();
    const response = await call(outsider, 'GET', `/api/bookings/${booking.id}/cancellation`);
    assert.equal(response.statusCode, 404);
  });
});

describeEachDatabase('the cancellation policy, configured', (kind) => {
  const s = paymentSuite(kind, () => ({ lateCancelHours: 48, lateCancelPayPercent: 20 }));

  it('follows LATE_CANCEL_HOURS and LATE_CANCEL_PAY_PERCENT', async () => {
    const { client, booking } = await s.freshBooking();
    await s.pay.pay(client, booking);
    const response = await s.bookings.call(client, 'GET', `/api/bookings/${booking.id}/cancellation`);
    // 25 hours ahead is late under a 48-hour policy; the assistant keeps 20 percent (₱1,000 less its 10 percent fee).
    assert.deepEqual(response.json<CancellationQuote>(), {
      paid: true,
      refundCentavos: 400_000,
      assistantReceivesCentavos: 90_000,
      late: true,
      lateCancelHours: 48,
      lateCancelPayPercent: 20,
    });
    const cancelled = await s.bookings.setStatus(client, booking.id, 'CANCELLED');
    assert.equal(cancelled.statusCode, 200, cancelled.body);
    const [payment] = await s.t.database.db.select().from(payments).where(eq(payments.bookingId, booking.id));
    assert.equal(payment.refundedCentavos, 400_000);
  });
});
