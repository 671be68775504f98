// Deleting a member ends only what has not happened yet: their future bookings
// are cancelled and each paid one refunded from its own split (the platform's
// fee and the assistant's earning given back); sessions that happened, and the
// money they earned, stay. The audit's case: an assistant with ₱8,750 available
// from two past sessions (one released after a dispute) and one paid future
// booking, the fee 12.5 percent (₱5,000 gives ₱4,375).
import assert from 'node:assert/strict';
import { it } from 'node:test';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Booking, Dispute, EarningsOverview, FinanceReport, Receipt } from '@marketplace/shared-api/types';
import { earnings, moneyEntries, payments } from '../../db/schema/index';
import { makeAdmin, signedInUser } from '../../test/fixtures';
import { describeEachDatabase } from '../../test/test-app';
import { EARNINGS_SWEEP } from '../earnings/earning-states';
import { invariantProblems, moneyInvariantCounts, type RawQuery } from '../../test/money-invariants';
import { paymentSuite } from '../payments/payment-test-helpers';
import { TOMORROW, type TestUser } from './booking-test-helpers';

/** A Wednesday a week after the past sessions: still ahead when the assistant is deleted. */
const NEXT_WEEK = '2026-06-10';

describeEachDatabase('deleting a member', (kind) => {
  const s = paymentSuite(kind, () => ({ platformFeePercent: 12.5 }));
  const call = (user: TestUser, method: 'GET' | 'POST', url: string, payload?: object) => s.bookings.call(user, method, url, payload);
  const sweepAt = async (iso: string) => {
    s.clock.set(new Date(iso));
    await s.t.app.sweeps.run(EARNINGS_SWEEP);
  };
  const rawQuery: RawQuery = async (text, params = []) =>
    (await (s.t.database.client as { query(text: string, params: unknown[]): Promise<{ rows: unknown[] }> }).query(text, params)).rows as never;

  it('refunds only their future paid booking, from its own split, and leaves past sessions, their money and receipts alone', async () => {
    const { client, consultant, booking: morning } = await s.freshBooking();
    const afternoon = await s.bookings.book(client, consultant, { date: TOMORROW, startTime: '13:00' });
    const future = await s.bookings.book(client, consultant, { date: NEXT_WEEK, startTime: '09:00' });
    const transactions = new Map<string, string>();
    for (const booking of [morning, afternoon, future]) transactions.set(booking.id, (await s.pay.pay(client, booking)).transactionId);

    // Both of tomorrow's sessions end; the afternoon's client reports a problem, which an admin releases.
    await sweepAt('2026-06-02T10:00:00.000Z');
    const dispute = (await call(client, 'POST', `/api/bookings/${afternoon.id}/disputes`, { reason: 'left_early', text: 'Left a little early.' })).json<Dispute>();
    const admin = await signedInUser(s.t.app);
    await makeAdmin(s.t, admin.user.id);
    const released = await call(admin, 'POST', `/api/admin/disputes/${dispute.id}/resolve`, { outcome: 'release', note: 'The work was done.' });
    assert.equal(released.statusCode, 200, released.body);
    await sweepAt('2026-06-05T06:00:00.000Z');
    const before = (await call(consultant, 'GET', '/api/earnings')).json<EarningsOverview>().balances;
    assert.deepEqual([before.availableCentavos, before.upcomingCentavos], [875_000, 437_500]);

    const deleted = await s.t.app.inject({ method: 'DELETE', url: `/api/users/admin/${consultant.user.id}`, headers: admin.headers });
    assert.equal(deleted.statusCode, 200, deleted.body);
    await s.t.app.background.drain();

    const paid = await s.t.database.db.select().from(payments).where(inArray(payments.transactionId, [...transactions.values()]));
    const byBooking = (booking: Booking) => paid.find((row) => row.transactionId === transactions.get(booking.id))!;
    assert.deepEqual([byBooking(morning).status, byBooking(morning).refundedCentavos], ['paid', 0], 'a session that happened is not refunded');
    assert.deepEqual([byBooking(afternoon).status, byBooking(afternoon).refundedCentavos], ['paid', 0]);
    assert.deepEqual([byBooking(future).status, byBooking(future).refundedCentavos], ['refunded', 500_000]);

    // The future booking's refund came from its own fee and earning, never from fees without a booking.
    const reversed = await s.t.database.db
      .select()
      .from(moneyEntries)
      .where(and(eq(moneyEntries.paymentId, byBooking(future).id), inArray(moneyEntries.account, ['platform_fees', 'assistant_payable'])));
    assert.deepEqual(
      reversed
        .filter((entry) => entry.amountCentavos < 0)
        .map((entry) => [entry.account, entry.state, entry.amountCentavos, entry.bookingId])
        .sort(),
      [
        ['assistant_payable', 'upcoming', -437_500, future.id],
        ['platform_fees', null, -62_500, future.id],
      ],
    );
    const unreferenced = await s.t.database.db
      .select()
      .from(moneyEntries)
      .where(and(eq(moneyEntries.account, 'platform_fees'), isNull(moneyEntries.bookingId), eq(moneyEntries.reason, 'refund')));
    assert.deepEqual(unreferenced, []);

    // What the assistant earned stays owed to them, under their name; the refunded earning never becomes available.
    const kept = await s.t.database.db.select().from(earnings).where(eq(earnings.assistantId, consultant.user.id));
    const stateOf = (booking: Booking) => kept.find((earning) => earning.bookingId === booking.id)?.state;
    assert.deepEqual([stateOf(morning), stateOf(afternoon), stateOf(future)], ['available', 'available', 'refunded']);
    const owed = await s.t.database.db.select().from(moneyEntries).where(and(eq(moneyEntries.partyId, consultant.user.id), eq(moneyEntries.account, 'assistant_payable')));
    const owedBy = (state: string) => owed.filter((entry) => entry.state === state).reduce((sum, entry) => sum + entry.amountCentavos, 0);
    assert.deepEqual([owedBy('available'), owedBy('upcoming'), owedBy('in_review')], [875_000, 0, 0]);
    // No payout run can reach a deleted account (its payout details went with it): Finance says what it is owed.
    const finance = (await call(admin, 'GET', '/api/admin/finance?from=2026-06-01&to=2026-06-30')).json<FinanceReport>();
    assert.equal(finance.totals.owedToClosedAccountsCentavos, 875_000);
    assert.deepEqual(
      finance.assistants.filter((row) => row.id === consultant.user.id).map((row) => [row.name, row.closed, row.balances.availableCentavos]),
      [['Maria Santos', true, 875_000]],
    );

    // The client's receipts of the sessions that happened still answer.
    const receipt = await call(client, 'GET', `/api/bookings/${morning.id}/receipt`);
    assert.equal(receipt.statusCode, 200, receipt.body);
    const read = receipt.json<Receipt>();
    assert.deepEqual(
      [read.bookingReference, read.sessionDate, read.sessionTime, read.assistantName, read.paidCentavos, read.refundedCentavos],
      [morning.reference, TOMORROW, '9:00 AM - 1:00 PM', 'Maria Santos', 500_000, 0],
    );
    const refundedReceipt = (await call(client, 'GET', `/api/bookings/${future.id}/receipt`)).json<Receipt>();
    assert.deepEqual([refundedReceipt.paidCentavos, refundedReceipt.refundedCentavos], [500_000, 500_000]);
    assert.equal((await call(admin, 'GET', `/api/bookings/${afternoon.id}/receipt`)).statusCode, 200);
    assert.deepEqual(invariantProblems(await moneyInvariantCounts(rawQuery)), []);

    // Long after the cancelled session's date and window, its refunded earning is still not available.
    await sweepAt('2026-06-20T00:00:00.000Z');
    assert.equal((await s.t.database.db.select().from(earnings).where(eq(earnings.bookingId, future.id)))[0].state, 'refunded');
  });
});
