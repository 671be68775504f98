// The demo requests awaiting payment are real ones: each holds its time with a
// live hold, so its client can pay it now (Pay now on /bookings), and once the
// hold runs out unpaid the hold sweep cancels it. No demo booking is left
// PENDING and unpaid without a way to pay.
import assert from 'node:assert/strict';
import { it } from 'node:test';
import { CANCEL_REASONS, DEFAULT_PAYMENT_HOLD_MINUTES } from '@marketplace/shared-api/constants';
import type { Booking } from '@marketplace/shared-api/types';
import { HOLD_SWEEP } from '../features/bookings/hold-sweep';
import { login } from '../test/fixtures';
import { createTestApp, describeEachDatabase, type TestApp } from '../test/test-app';
import { createTestClock } from '../test/test-clock';
import { DEMO_BOOKINGS } from './bookings';
import { DEMO_ASSISTANT_PASSWORD, DEMO_BOSS } from './demo-people';
import { seedDemoData } from './index';

/** Wednesday 10 June 2026, 10:00 in Manila. */
const NOW = '2026-06-10T02:00:00.000Z';

describeEachDatabase('demo bookings awaiting payment', (kind) => {
  const clients = [
    { username: DEMO_BOSS.username, password: DEMO_BOSS.password },
    ...DEMO_BOOKINGS.filter((demo) => demo.status === 'PENDING' && demo.client !== 'boss').map((demo) => ({ username: demo.client, password: DEMO_ASSISTANT_PASSWORD })),
  ];

  /** Each client's bearer header and the PENDING bookings they made. */
  async function pendingByClient(app: TestApp['app']) {
    return Promise.all(
      clients.map(async (client) => {
        const headers = { authorization: `Bearer ${(await login(app, client.username, client.password)).token}` };
        const made = (await app.inject({ method: 'GET', url: '/api/bookings/made', headers })).json<Booking[]>();
        return { headers, pending: made.filter((booking) => booking.status === 'PENDING') };
      }),
    );
  }

  /** A fresh database seeded at NOW, on a clock the test moves. */
  async function seeded() {
    const clock = createTestClock(NOW);
    const t = await createTestApp(kind, { clock });
    await seedDemoData({ app: t.app, db: t.database.db, storage: t.storage, passwords: t.app.passwords, timeZone: 'Asia/Manila', clock });
    return { t, clock };
  }

  it('gives every pending demo booking a live hold its client can pay now', async (context) => {
    const s = await seeded();
    context.after(() => s.t.close());
    const byClient = await pendingByClient(s.t.app);
    assert.equal(byClient.flatMap(({ pending }) => pending).length, DEMO_BOOKINGS.filter((demo) => demo.status === 'PENDING').length);
    for (const { headers, pending } of byClient) {
      for (const booking of pending) {
        assert.equal(booking.paymentStatus, 'UNPAID');
        assert.ok(booking.holdExpiresAt && Date.parse(booking.holdExpiresAt) > Date.parse(NOW), `${booking.id}: a hold still running`);
        const started = await s.t.app.inject({
          method: 'POST',
          url: '/api/payments/process',
          headers,
          payload: { bookingId: booking.id, amount: booking.price, accountNumber: '0917 555 0123', paymentMethod: 'gcash', useBookingIdAsTransaction: true },
        });
        assert.equal(started.statusCode, 201, started.body);
      }
    }
  });

  it('cancels them once their hold has run out unpaid', async (context) => {
    const s = await seeded();
    context.after(() => s.t.close());
    s.clock.advance((DEFAULT_PAYMENT_HOLD_MINUTES + 1) * 60_000);
    await s.t.app.sweeps.run(HOLD_SWEEP);
    for (const { headers, pending } of await pendingByClient(s.t.app)) {
      assert.deepEqual(pending, []);
      const made = (await s.t.app.inject({ method: 'GET', url: '/api/bookings/made', headers })).json<Booking[]>();
      assert.ok(made.some((booking) => booking.status === 'CANCELLED' && booking.cancelReason === CANCEL_REASONS.holdExpired));
    }
  });
});
