// An earning follows its session and moves through its states once: a reschedule
// carries its dates (the session end, the end of the dispute window) with the
// session, and an admin's release made before the end-of-session sweep ran moves
// it to available once, whichever of the two comes first.
import assert from 'node:assert/strict';
import { it } from 'node:test';
import { and, eq } from 'drizzle-orm';
import type { Booking, Dispute, EarningsOverview } from '@marketplace/shared-api/types';
import { earnings, moneyEntries } from '../../db/schema/index';
import { invariantProblems, moneyInvariantCounts, type RawQuery } from '../../test/money-invariants';
import { paymentSuite } from '../payments/payment-test-helpers';
import { describeEachDatabase } from '../../test/test-app';
import type { TestUser } from '../bookings/booking-test-helpers';
import { login, makeAdmin, signedInUser } from '../../test/fixtures';
import { EARNINGS_SWEEP } from './earning-states';

/** The default booking: tomorrow 09:00-13:00 Manila (05:00 UTC), ₱5,000, the fee 10 percent, the window 72 hours. */
const SESSION_ENDED = '2026-06-02T05:00:00.000Z';
const WINDOW_PASSED = '2026-06-05T05:00:00.000Z';

describeEachDatabase('earnings follow their session', (kind) => {
  const s = paymentSuite(kind);
  const call = (user: TestUser | null, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => s.bookings.call(user, method, url, payload);
  const overview = async (user: TestUser) => (await call(user, 'GET', '/api/earnings')).json<EarningsOverview>();
  const at = async (iso: string) => {
    s.clock.set(new Date(iso));
    await s.t.app.sweeps.run(EARNINGS_SWEEP);
  };
  const rawQuery: RawQuery = async (text, params = []) =>
    (await (s.t.database.client as { query(text: string, params: unknown[]): Promise<{ rows: unknown[] }> }).query(text, params)).rows as never;
  const invariants = async () => invariantProblems(await moneyInvariantCounts(rawQuery));

  /** The user signed in again at the clock's time: a week on, the first sign-in's token has expired. */
  async function signedInAgain(user: TestUser): Promise<TestUser> {
    const { token } = await login(s.t.app, user.user.username, user.password);
    return { ...user, token, headers: { authorization: `Bearer ${token}` } };
  }

  async function paidSession() {
    const fresh = await s.freshBooking();
    await s.pay.pay(fresh.client, fresh.booking);
    return fresh;
  }

  const newAdmin = async () => {
    const admin = await signedInUser(s.t.app);
    await makeAdmin(s.t, admin.user.id);
    return admin;
  };

  /** The assistant's payable for one booking, by state, from the journal. */
  async function payableOf(bookingId: string) {
    const rows = await s.t.database.db
      .select()
      .from(moneyEntries)
      .where(and(eq(moneyEntries.bookingId, bookingId), eq(moneyEntries.account, 'assistant_payable')));
    const byState: Record<string, number> = {};
    for (const row of rows) byState[row.state ?? ''] = (byState[row.state ?? ''] ?? 0) + row.amountCentavos;
    return byState;
  }

  it("moves a rescheduled booking's earning with its session: not available before the new end plus the window, reportable after the real session", async () => {
    const first = await paidSession();
    const { consultant, booking } = first;
    const moved = await s.bookings.reschedule(first.client, booking.id, '2026-06-09', '09:00');
    assert.equal(moved.statusCode, 200, moved.body);
    const [earning] = await s.t.database.db.select().from(earnings).where(eq(earnings.bookingId, booking.id));
    assert.deepEqual(
      [earning.sessionDate, earning.endsAt.toISOString(), earning.availableAt.toISOString()],
      ['2026-06-09', '2026-06-09T05:00:00.000Z', '2026-06-12T05:00:00.000Z'],
    );

    await at(SESSION_ENDED);
    await at(WINDOW_PASSED);
    assert.equal((await overview(consultant)).balances.upcomingCentavos, 450_000, 'the old dates move nothing');
    assert.equal((await overview(consultant)).balances.availableCentavos, 0);

    await at('2026-06-09T05:00:00.000Z');
    const client = await signedInAgain(first.client);
    const seen = (await call(client, 'GET', `/api/bookings/${booking.id}`)).json<Booking>();
    assert.equal(seen.problemReportableUntil, '2026-06-12T05:00:00.000Z');
    await at('2026-06-11T00:00:00.000Z');
    const report = await call(client, 'POST', `/api/bookings/${booking.id}/disputes`, { reason: 'no_show', text: 'Nobody came.' });
    assert.equal(report.statusCode, 201, report.body);
    assert.deepEqual(await invariants(), []);
  });

  it('makes an earning available once at the end of the window after a reschedule', async () => {
    const first = await paidSession();
    const { booking } = first;
    assert.equal((await s.bookings.reschedule(first.consultant, booking.id, '2026-06-09', '13:00')).statusCode, 200);
    await at('2026-06-12T08:59:59.000Z');
    const [client, consultant] = [await signedInAgain(first.client), await signedInAgain(first.consultant)];
    assert.equal((await overview(consultant)).balances.inReviewCentavos, 450_000, 'in review until the new window ends');
    await at('2026-06-12T09:00:00.000Z');
    assert.equal((await overview(consultant)).balances.availableCentavos, 450_000);
    assert.equal((await call(client, 'GET', `/api/bookings/${booking.id}`)).json<Booking>().problemReportableUntil, null);
    assert.deepEqual(await invariants(), []);
  });

  for (const order of ['release before the sweep', 'sweep before the release'] as const) {
    it(`moves a released earning once when the admin's ${order === 'release before the sweep' ? 'release comes before the end-of-session sweep' : 'release comes after the end-of-session sweep'}`, async () => {
      const { client, consultant, booking } = await paidSession();
      if (order === 'release before the sweep') s.clock.set(new Date(SESSION_ENDED));
      else await at(SESSION_ENDED);
      const opened = await call(client, 'POST', `/api/bookings/${booking.id}/disputes`, { reason: 'no_show', text: 'Nobody came.' });
      assert.equal(opened.statusCode, 201, opened.body);
      const admin = await newAdmin();
      const resolved = await call(admin, 'POST', `/api/admin/disputes/${opened.json<Dispute>().id}/resolve`, { outcome: 'release', note: 'The call log shows the session.' });
      assert.equal(resolved.statusCode, 200, resolved.body);
      await at(SESSION_ENDED);
      await at(WINDOW_PASSED);

      assert.deepEqual((await overview(consultant)).balances, { upcomingCentavos: 0, inReviewCentavos: 0, availableCentavos: 450_000, pendingPayoutCentavos: 0, paidOutCentavos: 0 });
      assert.deepEqual(await payableOf(booking.id), { upcoming: 0, in_review: 0, available: 450_000 });
      const [earning] = await s.t.database.db.select().from(earnings).where(eq(earnings.bookingId, booking.id));
      assert.equal(earning.state, 'available');
      assert.deepEqual(await invariants(), []);
    });
  }

  it('moves a partly refunded dispute of a session the sweep had not reached yet once, to available', async () => {
    const { client, consultant, booking } = await paidSession();
    s.clock.set(new Date(SESSION_ENDED));
    const opened = await call(client, 'POST', `/api/bookings/${booking.id}/disputes`, { reason: 'left_early', text: 'Left after one hour.' });
    const admin = await newAdmin();
    const resolved = await call(admin, 'POST', `/api/admin/disputes/${opened.json<Dispute>().id}/resolve`, { outcome: 'refund_partial', refundCentavos: 125_000, note: 'Three of four hours.' });
    assert.equal(resolved.statusCode, 200, resolved.body);
    await at(SESSION_ENDED);
    await at(WINDOW_PASSED);
    assert.deepEqual((await overview(consultant)).balances, { upcomingCentavos: 0, inReviewCentavos: 0, availableCentavos: 450_000 - 112_500, pendingPayoutCentavos: 0, paidOutCentavos: 0 });
    assert.deepEqual(await payableOf(booking.id), { upcoming: 0, in_review: 0, available: 450_000 - 112_500 });
    assert.deepEqual(await invariants(), []);
  });
});
