// Paying a recurring series through the sandbox checkout, on both databases:
// once for every occurrence (one checkout; each occurrence confirmed with its own price
// and fee in the journal), the client's cancellation of one occurrence and the
// assistant's of this and all following refunded per occurrence through the one
// checkout, and a later period payable only from SERIES_PAY_AHEAD_DAYS before it starts.
// After every step the books balance and every money invariant holds.
import assert from 'node:assert/strict';
import { it } from 'node:test';
import { eq } from 'drizzle-orm';
import type { PaymentResponse, RecurringSeries, SeriesCancellationQuote } from '@marketplace/shared-api/types';
import { moneyEntries, payments } from '../../../db/schema/index';
import { login } from '../../../test/fixtures';
import { createTestApp, describeEachDatabase, suiteFixture } from '../../../test/test-app';
import { invariantProblems, moneyInvariantCounts, type RawQuery } from '../../../test/money-invariants';
import { clientMoneyOf } from '../../payments/payment-test-helpers';
import { bookingClient, bookingParties, bookingTestClock, TEST_NOW, type TestUser } from '../booking-test-helpers';
import { NOTHING_DUE_FOR_PERIOD, PERIOD_NOT_YET_PAYABLE } from './series-payment-port';
import { approveCheckout, bookSeries, startSeriesPayment } from './series-test-helpers';

describeEachDatabase('paying a recurring series', (kind) => {
  const s = suiteFixture(async () => {
    const clock = bookingTestClock();
    const t = await createTestApp(kind, { clock });
    return { t, api: bookingClient(t.app), clock };
  });
  const rawQuery: RawQuery = async (text, params = []) =>
    (await (s.t.database.client as { query(text: string, params: unknown[]): Promise<{ rows: unknown[] }> }).query(text, params)).rows as never;
  const assertBooksHold = async () => assert.deepEqual(invariantProblems(await moneyInvariantCounts(rawQuery)), []);

  const series = (client: TestUser, consultant: TestUser, overrides: Record<string, unknown> = {}) => bookSeries(s.api, client, consultant, overrides);
  const pay = (client: TestUser, seriesId: string, period: number, amount: number) => startSeriesPayment(s.api, client, seriesId, period, amount);
  const approve = (payment: PaymentResponse) => approveCheckout(s.t, payment);
  const read = async (user: TestUser, id: string) => (await s.api.call(user, 'GET', `/api/bookings/series/${id}`)).json<RecurringSeries>();

  it('pays once for every occurrence: one checkout, each occurrence confirmed with its own price and fee in the journal', async () => {
    const { consultant, client } = await bookingParties(s.t.app);
    const made = await series(client, consultant);
    assert.equal(made.occurrences.length, 4);
    const wrong = await pay(client, made.id, 0, 5000);
    assert.equal(wrong.statusCode, 400);
    assert.equal(wrong.json().field, 'amount');
    const started = await pay(client, made.id, 0, 20_000);
    assert.equal(started.statusCode, 201, started.body);
    const again = await pay(client, made.id, 0, 20_000);
    assert.equal(again.statusCode, 200, 'a retry answers the open checkout');
    assert.equal(again.json<PaymentResponse>().transactionId, started.json<PaymentResponse>().transactionId);
    const other = await s.api.call(consultant, 'POST', '/api/payments/series', { seriesId: made.id, period: 0, amount: 20_000, accountNumber: '0917 123 4567', paymentMethod: 'gcash' });
    assert.equal(other.statusCode, 404, 'only the series’ client pays for it');

    await approve(started.json<PaymentResponse>());
    const paid = await read(client, made.id);
    assert.ok(paid.occurrences.every((booking) => booking.status === 'CONFIRMED' && booking.paymentStatus === 'PAID'));
    assert.equal(paid.paidThrough, '2026-06-17');
    assert.deepEqual(paid.periods.map((period) => [period.duePesos, period.paid]), [[0, true]]);
    for (const booking of paid.occurrences) {
      assert.deepEqual(
        (await clientMoneyOf(s.t.database.db, { bookingId: booking.id })).map((entry) => [entry.kind, entry.amountCentavos]),
        [['payment', 500_000]],
        'each occurrence carries its own payment in the journal',
      );
      const fee = await s.t.database.db.select().from(moneyEntries).where(eq(moneyEntries.bookingId, booking.id));
      assert.equal(fee.find((entry) => entry.account === 'platform_fees')?.amountCentavos, 50_000);
    }
    const checkouts = await s.t.database.db.select().from(payments).where(eq(payments.seriesId, made.id));
    assert.equal(checkouts.length, 1, 'one checkout for the series');
    assert.equal((await pay(client, made.id, 0, 20_000)).statusCode, 409, 'nothing left to pay');
    await assertBooksHold();

    // The client cancels the first occurrence (a week ahead: everything back), then the assistant the last two.
    const [first, , third] = paid.occurrences;
    const quote = await s.api.call(client, 'GET', `/api/bookings/${first.id}/cancellation`);
    assert.equal(quote.json().refundCentavos, 500_000);
    assert.equal((await s.api.setStatus(client, first.id, 'CANCELLED')).statusCode, 200);
    await s.t.app.background.drain();
    assert.deepEqual(
      (await clientMoneyOf(s.t.database.db, { bookingId: first.id })).map((entry) => [entry.kind, entry.amountCentavos]),
      [
        ['payment', 500_000],
        ['refund', -500_000],
      ],
    );
    await assertBooksHold();
    const following = (await s.api.call(consultant, 'GET', `/api/bookings/series/${made.id}/cancellation?from=${third.id}`)).json<SeriesCancellationQuote>();
    assert.equal(following.refundCentavos, 1_000_000, 'the assistant refunds every occurrence in full');
    const cancelled = await s.api.call(consultant, 'POST', `/api/bookings/series/${made.id}/cancel`, { fromBookingId: third.id });
    assert.equal(cancelled.statusCode, 200, cancelled.body);
    await s.t.app.background.drain();
    const after = await read(client, made.id);
    assert.deepEqual(
      after.occurrences.map((booking) => [booking.status, booking.paymentStatus]),
      [
        ['CANCELLED', 'REFUNDED'],
        ['CONFIRMED', 'PAID'],
        ['CANCELLED', 'REFUNDED'],
        ['CANCELLED', 'REFUNDED'],
      ],
    );
    await assertBooksHold();
  });

  it('pays per period: the next period is payable from five days before it starts, and only then', async () => {
    const { consultant, client } = await bookingParties(s.t.app);
    const made = await series(client, consultant, { weekdays: [1], weeks: 6, payMode: 'per_period' });
    assert.deepEqual(made.periods.map((period) => [period.index, period.duePesos, period.payableFrom]), [
      [0, 20_000, '2026-06-01'],
      [1, 10_000, '2026-07-01'],
    ]);
    await approve((await pay(client, made.id, 0, 20_000)).json<PaymentResponse>());
    const early = await pay(client, made.id, 1, 10_000);
    assert.equal(early.statusCode, 409);
    assert.equal(early.json().message, PERIOD_NOT_YET_PAYABLE('2026-07-01'));
    assert.equal((await read(client, made.id)).paidThrough, '2026-06-29');
    s.clock.set('2026-07-01T00:00:00.000Z');
    try {
      // A month on, the Boss signs in again (a session token does not last that long).
      const { token } = await login(s.t.app, client.user.username, client.password);
      Object.assign(client, { headers: { authorization: `Bearer ${token}` } });
      const second = await pay(client, made.id, 1, 10_000);
      assert.equal(second.statusCode, 201, second.body);
      await approve(second.json<PaymentResponse>());
      const paid = await read(client, made.id);
      assert.ok(paid.occurrences.every((booking) => booking.status === 'CONFIRMED' && booking.paymentStatus === 'PAID'));
      assert.equal(paid.paidThrough, '2026-07-13');
      const none = await pay(client, made.id, 1, 10_000);
      assert.equal(none.json().message, NOTHING_DUE_FOR_PERIOD);
      await assertBooksHold();
    } finally {
      s.clock.set(TEST_NOW);
    }
  });
});
