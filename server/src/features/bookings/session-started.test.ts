// Once a session has started, neither party can cancel it: from then on its money
// moves only through completion, the dispute window, or a dispute. The audit's
// case: a paid session that ended and whose earning was paid out, cancelled by its
// client into a full refund while the assistant kept the payout.
import assert from 'node:assert/strict';
import { it } from 'node:test';
import { eq } from 'drizzle-orm';
import type { Booking, EarningsOverview, Payout } from '@marketplace/shared-api/types';
import { moneyEntries, payments } from '../../db/schema/index';
import { invariantProblems, moneyInvariantCounts, type RawQuery } from '../../test/money-invariants';
import { paymentSuite } from '../payments/payment-test-helpers';
import { describeEachDatabase } from '../../test/test-app';
import { EARNINGS_SWEEP } from '../earnings/earning-states';
import type { TestUser } from './booking-test-helpers';
import { STATUS_MESSAGES } from './status-machine';

/** The default booking: tomorrow 09:00-13:00 Manila (01:00-05:00 UTC). */
const IN_SESSION = '2026-06-02T02:00:00.000Z';
const SESSION_STARTS = '2026-06-02T01:00:00.000Z';
const WINDOW_PASSED = '2026-06-05T05:00:00.000Z';

describeEachDatabase('no cancelling a session that has started', (kind) => {
  const s = paymentSuite(kind);
  const call = (user: TestUser | null, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => s.bookings.call(user, method, url, payload);
  const overview = async (user: TestUser) => (await call(user, 'GET', '/api/earnings')).json<EarningsOverview>();
  const rawQuery: RawQuery = async (text, params = []) =>
    (await (s.t.database.client as { query(text: string, params: unknown[]): Promise<{ rows: unknown[] }> }).query(text, params)).rows as never;
  const invariants = async () => invariantProblems(await moneyInvariantCounts(rawQuery));
  const journalOf = async (bookingId: string) => (await s.t.database.db.select().from(moneyEntries).where(eq(moneyEntries.bookingId, bookingId))).length;

  async function paidSession() {
    const fresh = await s.freshBooking();
    await s.pay.pay(fresh.client, fresh.booking);
    return fresh;
  }

  it('answers 409 to the client cancelling a paid session that ended and was paid out, and moves no money', async () => {
    const { client, consultant, booking } = await paidSession();
    s.clock.set(new Date(WINDOW_PASSED));
    await s.t.app.sweeps.run(EARNINGS_SWEEP);
    const destination = await call(consultant, 'PUT', '/api/earnings/destination', { method: 'gcash', mobileNumber: '09171234567', accountName: 'Maria Santos', password: consultant.password });
    assert.equal(destination.statusCode, 200, destination.body);
    const payout = await call(consultant, 'POST', '/api/earnings/payouts', { amountCentavos: 450_000, idempotencyKey: 'paid-out-before-cancel' });
    assert.equal(payout.json<Payout>().status, 'paid', payout.body);
    const entriesBefore = await journalOf(booking.id);

    const cancelled = await s.bookings.setStatus(client, booking.id, 'CANCELLED');
    assert.equal(cancelled.statusCode, 409, cancelled.body);
    assert.equal(cancelled.json().message, STATUS_MESSAGES.startedNoCancel);

    const after = (await call(client, 'GET', `/api/bookings/${booking.id}`)).json<Booking>();
    assert.deepEqual([after.status, after.paymentStatus], ['CONFIRMED', 'PAID']);
    const [payment] = await s.t.database.db.select().from(payments).where(eq(payments.bookingId, booking.id));
    assert.deepEqual([payment.status, payment.refundedCentavos], ['paid', 0]);
    assert.deepEqual((await overview(consultant)).balances, { upcomingCentavos: 0, inReviewCentavos: 0, availableCentavos: 0, pendingPayoutCentavos: 0, paidOutCentavos: 450_000 });
    assert.equal(await journalOf(booking.id), entriesBefore, 'nothing written to the journal');
    assert.deepEqual(await invariants(), []);
  });

  for (const role of ['client', 'consultant'] as const) {
    it(`answers 409 to the ${role} cancelling a paid session once it has started, and still lets it be completed after it ends`, async () => {
      const parties = await paidSession();
      s.clock.set(new Date(SESSION_STARTS));
      const atStart = await s.bookings.setStatus(parties[role], parties.booking.id, 'CANCELLED');
      assert.deepEqual([atStart.statusCode, atStart.json().message], [409, STATUS_MESSAGES.startedNoCancel]);
      s.clock.set(new Date(IN_SESSION));
      const during = await s.bookings.setStatus(parties[role], parties.booking.id, 'CANCELLED');
      assert.deepEqual([during.statusCode, during.json().message], [409, STATUS_MESSAGES.startedNoCancel]);
      s.clock.set(new Date(WINDOW_PASSED));
      const completed = await s.bookings.setStatus(parties.consultant, parties.booking.id, 'COMPLETED');
      assert.equal(completed.statusCode, 200, completed.body);
    });
  }

  it('answers 409 to the assistant declining a request whose start has passed', async () => {
    const { consultant, booking } = await s.freshBooking();
    s.clock.set(new Date(IN_SESSION));
    const declined = await s.bookings.setStatus(consultant, booking.id, 'CANCELLED');
    assert.deepEqual([declined.statusCode, declined.json().message], [409, STATUS_MESSAGES.startedNoCancel]);
  });

  it('still lets the client cancel a paid session a minute before it starts', async () => {
    const { client, booking } = await paidSession();
    s.clock.set(new Date('2026-06-02T00:59:00.000Z'));
    const cancelled = await s.bookings.setStatus(client, booking.id, 'CANCELLED');
    assert.equal(cancelled.statusCode, 200, cancelled.body);
    assert.equal(cancelled.json<Booking>().status, 'CANCELLED');
  });
});
