// The demo series: on a fresh database the demo boss has one weekly series with Jose,
// accepted and paid through the payment path, so the Recurring tab shows it.
import assert from 'node:assert/strict';
import { after, before, it } from 'node:test';
import type { RecurringSeries } from '@marketplace/shared-api/types';
import { clientMoneyOf } from '../features/payments/payment-test-helpers';
import { createTestApp, describeEachDatabase, type TestApp } from '../test/test-app';
import { login } from '../test/fixtures';
import { DEMO_ASSISTANT_PASSWORD, DEMO_BOSS } from './demo-people';
import { seedDemoData } from './index';
import { DEMO_SERIES } from './series';

describeEachDatabase('demo series', (kind) => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp(kind);
    await seedDemoData({ app: t.app, db: t.database.db, storage: t.storage, passwords: t.app.passwords, timeZone: 'Asia/Manila', clock: t.app.clock });
  });
  after(() => t.close());

  it('gives the demo boss one accepted weekly series with Jose, every occurrence confirmed and paid in the journal', async () => {
    const boss = { authorization: `Bearer ${(await login(t.app, DEMO_BOSS.username, DEMO_BOSS.password)).token}` };
    const listed = (await t.app.inject({ method: 'GET', url: '/api/bookings/series?role=client', headers: boss })).json<RecurringSeries[]>();
    assert.equal(listed.length, 1);
    const [series] = listed;
    assert.equal(series.consultant.username, DEMO_SERIES.consultant);
    assert.equal(series.status, 'accepted');
    assert.deepEqual(series.pattern.weekdays, [...DEMO_SERIES.weekdays]);
    assert.ok(series.occurrences.length >= 2, `${series.occurrences.length} occurrences`);
    for (const booking of series.occurrences) {
      assert.equal(booking.status, 'CONFIRMED');
      assert.equal(booking.paymentStatus, 'PAID');
      assert.equal(booking.isRecurring, true);
      assert.deepEqual((await clientMoneyOf(t.database.db, { bookingId: booking.id })).map((entry) => entry.amountCentavos), [booking.price * 100]);
    }
    assert.equal(series.paidThrough, series.occurrences.at(-1)?.date);
    const jose = { authorization: `Bearer ${(await login(t.app, DEMO_SERIES.consultant, DEMO_ASSISTANT_PASSWORD)).token}` };
    const received = (await t.app.inject({ method: 'GET', url: '/api/bookings/series?role=consultant', headers: jose })).json<RecurringSeries[]>();
    assert.deepEqual(received.map((one) => one.id), [series.id]);
  });
});
