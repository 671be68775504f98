// The demo bookings: the demo boss and Maria see them through the routes the
// screens call, with live holds only on the upcoming live bookings.
import assert from 'node:assert/strict';
import { after, before, it } from 'node:test';
import type { Booking, EarningsOverview } from '@marketplace/shared-api/types';
import { eq } from 'drizzle-orm';
import { paymentEvents, payments } from '../db/schema/index';
import { clientMoneyOf } from '../features/payments/payment-test-helpers';
import { createTestApp, describeEachDatabase, type TestApp } from '../test/test-app';
import { login } from '../test/fixtures';
import { DEMO_ASSISTANT_PASSWORD, DEMO_BOSS } from './demo-people';
import { seedDemoData } from './index';

describeEachDatabase('demo bookings', (kind) => {
  let t: TestApp;
  const headersOf = async (username: string, password: string) => ({
    authorization: `Bearer ${(await login(t.app, username, password)).token}`,
  });

  before(async () => {
    t = await createTestApp(kind);
    await seedDemoData({ app: t.app, db: t.database.db, storage: t.storage, passwords: t.app.passwords, timeZone: 'Asia/Manila', clock: t.app.clock });
  });
  after(() => t.close());

  it('gives the demo boss past completed, upcoming pending and confirmed, and cancelled bookings', async () => {
    const headers = await headersOf(DEMO_BOSS.username, DEMO_BOSS.password);
    // The demo series' occurrences are seed/series.test.ts's.
    const made = (await t.app.inject({ method: 'GET', url: '/api/bookings/made', headers })).json<Booking[]>().filter((booking) => !booking.isRecurring);
    assert.deepEqual(made.map((booking) => booking.status).sort(), ['CANCELLED', 'COMPLETED', 'COMPLETED', 'CONFIRMED', 'PENDING']);
    const full = made.find((booking) => booking.duration === 8);
    assert.equal(full?.price, 10000);
    assert.equal(full?.consultant.username, 'angelica_cruz');
    const booked = await t.app.inject({ method: 'GET', url: `/api/bookings/booked/${full?.consultantId}`, headers });
    assert.deepEqual(booked.json().map((slot: { time: string }) => slot.time), ['09:00', '13:00']);
  });

  it("gives the assistants' past sessions' earnings their real dates, and so their sessions ended", async () => {
    await t.app.sweeps.runAll();
    const headers = await headersOf(DEMO_BOSS.username, DEMO_BOSS.password);
    const made = (await t.app.inject({ method: 'GET', url: '/api/bookings/made', headers })).json<Booking[]>();
    const past = made.filter((booking) => booking.status === 'COMPLETED');
    for (const booking of past) {
      const assistant = await headersOf(booking.consultant.username, DEMO_ASSISTANT_PASSWORD);
      const overview = (await t.app.inject({ method: 'GET', url: '/api/earnings', headers: assistant })).json<EarningsOverview>();
      const earning = overview.entries.find((entry) => entry.bookingId === booking.id);
      assert.equal(earning?.date, booking.date, booking.reference);
      // Ended: in review for the dispute window after it, then available.
      assert.ok(earning?.state === 'in_review' || earning?.state === 'available', `${booking.reference}: ${earning?.state}`);
    }
  });

  it("fixes the platform's fee on each demo booking as a booking made on the site has it", async () => {
    const headers = await headersOf(DEMO_BOSS.username, DEMO_BOSS.password);
    const made = (await t.app.inject({ method: 'GET', url: '/api/bookings/made', headers })).json<Booking[]>();
    for (const booking of made) assert.equal(booking.assistantReceivesCentavos, booking.price * 100 * 0.9, booking.reference);
  });

  it('paid for the confirmed and completed ones through the payment path, and left the pending ones awaiting payment', async () => {
    const headers = await headersOf(DEMO_BOSS.username, DEMO_BOSS.password);
    // Single bookings: the demo series is paid in one checkout (seed/series.test.ts).
    const made = (await t.app.inject({ method: 'GET', url: '/api/bookings/made', headers })).json<Booking[]>().filter((booking) => !booking.isRecurring);
    for (const booking of made) {
      const ledger = await clientMoneyOf(t.database.db, { bookingId: booking.id });
      const events = await t.database.db
        .select()
        .from(paymentEvents)
        .innerJoin(payments, eq(payments.id, paymentEvents.paymentId))
        .where(eq(payments.bookingId, booking.id));
      if (booking.status === 'CONFIRMED' || booking.status === 'COMPLETED') {
        assert.equal(booking.paymentStatus, 'PAID', booking.status);
        assert.equal(booking.holdExpiresAt, null);
        assert.deepEqual(ledger.map((entry) => entry.amountCentavos), [booking.price * 100]);
        assert.ok(events.some(({ payment_events: event }) => event.type === 'checkout_session.payment.paid' && event.outcome === 'confirmed'));
      } else if (booking.status === 'PENDING') {
        assert.equal(booking.paymentStatus, 'UNPAID');
        assert.ok(booking.holdExpiresAt && Date.parse(booking.holdExpiresAt) > Date.now(), 'a real hold, still running');
        assert.deepEqual(ledger, []);
      } else {
        assert.equal(booking.cancelReason, 'Payment was declined');
        assert.deepEqual(ledger, []);
      }
    }
    // The demo's past payment news has been read: only the one unread chat message remains.
    const count = (await t.app.inject({ method: 'GET', url: '/api/users/notification', headers })).json<{ count: number }>();
    assert.equal(count.count, 1);
  });

  it('lets Maria see her consultations and the booking she made as a client', async () => {
    const headers = await headersOf('maria_santos', DEMO_ASSISTANT_PASSWORD);
    const received = (await t.app.inject({ method: 'GET', url: '/api/bookings/user?role=consultant', headers })).json<Booking[]>();
    assert.equal(received.length, 2);
    const asClient = (await t.app.inject({ method: 'GET', url: '/api/bookings/user?role=client', headers })).json<Booking[]>();
    assert.equal(asClient[0].consultant.username, 'jose_reyes');
    const totals = (await t.app.inject({ method: 'GET', url: '/api/bookings/total-hours', headers })).json();
    assert.deepEqual(totals, { totalHours: 12, bookingsCount: 3 });
  });
});
