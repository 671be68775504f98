// No mail storm, on both databases, counted in the outbox: a series'
// request, the assistant's answer, a period's payment and cancelling this and all
// following are one mail per party each, naming the dates; declining a series, and an
// unpaid period's holds running out, are one mail per party, not one per occurrence. A single occurrence's own cancellation is
// still its own mail, and refunds' receipts are written as each refund is made.
import assert from 'node:assert/strict';
import { it } from 'node:test';
import type { PaymentResponse, RecurringSeries } from '@marketplace/shared-api/types';
import { emailOutbox } from '../../../db/schema/index';
import { checkoutPathOf } from '../../payments/payment-test-helpers';
import { createTestApp, describeEachDatabase, suiteFixture } from '../../../test/test-app';
import { bookingClient, bookingParties, bookingTestClock, TEST_NOW, type TestUser } from '../booking-test-helpers';
import { HOLD_SWEEP } from '../hold-sweep';
import { bookSeries } from './series-test-helpers';

describeEachDatabase('recurring series mails', (kind) => {
  const s = suiteFixture(async () => {
    const clock = bookingTestClock();
    const t = await createTestApp(kind, { clock });
    return { t, api: bookingClient(t.app), clock };
  });

  const series = (client: TestUser, consultant: TestUser, overrides: Record<string, unknown> = {}) => bookSeries(s.api, client, consultant, overrides);

  /** The mails written since `before` (the outbox's ids then), as 'who:kind' with their subject and text. */
  async function mailsSince(before: Set<string>, parties: Record<string, TestUser>) {
    const rows = await s.t.database.db.select().from(emailOutbox);
    const names = new Map(Object.entries(parties).map(([name, user]) => [user.user.id, name]));
    return rows.filter((row) => !before.has(row.id)).map((row) => ({ to: `${names.get(row.userId ?? '') ?? 'other'}:${row.kind}`, subject: row.subject, text: row.textBody }));
  }
  const outboxIds = async () => new Set((await s.t.database.db.select({ id: emailOutbox.id }).from(emailOutbox)).map((row) => row.id));
  const tally = (mails: Array<{ to: string }>) => mails.map((mail) => mail.to).sort();

  it('a request, its acceptance, its payment and cancelling this and all following are one mail per party each, naming the dates', async () => {
    const { consultant, client } = await bookingParties(s.t.app);
    const parties = { client, consultant };
    let before = await outboxIds();
    const made = await series(client, consultant);
    assert.equal(made.occurrences.length, 4);
    const requested = await mailsSince(before, parties);
    assert.deepEqual(tally(requested), ['client:booking_requested', 'consultant:booking_requested']);
    for (const mail of requested) {
      for (const date of ['Mon, Jun 8, 2026', 'Wed, Jun 10, 2026', 'Mon, Jun 15, 2026', 'Wed, Jun 17, 2026']) assert.ok(mail.text.includes(date), `${mail.to} names ${date}`);
      assert.ok(mail.text.includes('Mondays and Wednesdays at 9:00 AM'));
    }

    before = await outboxIds();
    const accepted = await s.api.call(consultant, 'PUT', `/api/bookings/series/${made.id}/status`, { status: 'accepted' });
    assert.equal(accepted.statusCode, 200, accepted.body);
    assert.deepEqual(tally(await mailsSince(before, parties)), ['client:booking_confirmed', 'consultant:booking_confirmed']);

    before = await outboxIds();
    const started = await s.api.call(client, 'POST', '/api/payments/series', { seriesId: made.id, period: 0, amount: 20_000, accountNumber: '0917 123 4567', paymentMethod: 'gcash' });
    assert.equal(started.statusCode, 201, started.body);
    const approved = await s.t.app.inject({ method: 'POST', url: `${checkoutPathOf(started.json<PaymentResponse>().paymentUrl)}/approve` });
    assert.equal(approved.statusCode, 303, approved.body);
    await s.t.app.background.drain();
    const paid = await mailsSince(before, parties);
    assert.deepEqual(tally(paid), ['client:payment_receipt', 'consultant:booking_confirmed'], 'one receipt for the period, one note to the assistant');
    assert.ok(paid.find((mail) => mail.to === 'client:payment_receipt')?.text.includes('₱20,000.00'));

    // The assistant cancels from the second occurrence on: three occurrences, one mail each side (plus each refund's receipt).
    before = await outboxIds();
    const [, second] = made.occurrences;
    const cancelled = await s.api.call(consultant, 'POST', `/api/bookings/series/${made.id}/cancel`, { fromBookingId: second.id });
    assert.equal(cancelled.statusCode, 200, cancelled.body);
    await s.t.app.background.drain();
    const after = await mailsSince(before, parties);
    const cancelMails = after.filter((mail) => mail.to.endsWith(':booking_cancelled'));
    assert.deepEqual(tally(cancelMails), ['client:booking_cancelled', 'consultant:booking_cancelled']);
    for (const mail of cancelMails) {
      assert.match(mail.subject, /^3 morning sessions cancelled/);
      for (const date of ['Wed, Jun 10, 2026', 'Mon, Jun 15, 2026', 'Wed, Jun 17, 2026']) assert.ok(mail.text.includes(date), `${mail.to} names ${date}`);
      assert.ok(!mail.text.includes('Mon, Jun 8, 2026'), 'the occurrence kept is not named');
    }
    assert.ok(cancelMails.find((mail) => mail.to === 'client:booking_cancelled')?.text.includes('refunded in full'));
    // Each refund is its own money movement with its own transaction: its receipt is written when it is made.
    assert.deepEqual(tally(after), ['client:booking_cancelled', 'client:payment_receipt', 'client:payment_receipt', 'client:payment_receipt', 'consultant:booking_cancelled']);
  });

  it('declining a series is one mail per party naming every date; one occurrence cancelled alone is its own mail', async () => {
    const { consultant, client } = await bookingParties(s.t.app);
    const parties = { client, consultant };
    const declinedSeries = await series(client, consultant, { weeks: 3 });
    let before = await outboxIds();
    const declined = await s.api.call(consultant, 'PUT', `/api/bookings/series/${declinedSeries.id}/status`, { status: 'declined' });
    assert.equal(declined.statusCode, 200, declined.body);
    await s.t.app.background.drain();
    const mails = await mailsSince(before, parties);
    assert.deepEqual(tally(mails), ['client:booking_cancelled', 'consultant:booking_cancelled'], 'six occurrences, one mail each side');
    assert.ok(mails.every((mail) => mail.subject.startsWith('Recurring booking declined')));
    assert.ok(mails.every((mail) => mail.text.includes('Wed, Jun 24, 2026') && mail.text.includes('Mon, Jun 8, 2026')));

    const kept = await series(client, consultant, { weekdays: [2], weeks: 2 });
    before = await outboxIds();
    const one = await s.api.setStatus(client, kept.occurrences[0].id, 'CANCELLED');
    assert.equal(one.statusCode, 200, one.body);
    assert.deepEqual(tally(await mailsSince(before, parties)), ['client:booking_cancelled', 'consultant:booking_cancelled']);
  });

  it('an unpaid period lapsing is one mail per party naming its dates; the next period is not touched', async () => {
    const { consultant, client } = await bookingParties(s.t.app);
    // Mondays for six weeks from 8 June, paid per period: period 0 is 8 to 29 June (four occurrences).
    const made = await series(client, consultant, { weekdays: [1], weeks: 6, payMode: 'per_period' });
    const before = await outboxIds();
    s.clock.advance(16 * 60_000);
    try {
      await s.t.app.sweeps.run(HOLD_SWEEP);
    } finally {
      s.clock.set(TEST_NOW);
    }
    // Earlier tests' unpaid holds lapse in the same run, to their own parties.
    const mails = (await mailsSince(before, { client, consultant })).filter((mail) => !mail.to.startsWith('other:'));
    assert.deepEqual(tally(mails), ['client:booking_cancelled', 'consultant:booking_cancelled']);
    for (const mail of mails) {
      assert.match(mail.subject, /^4 morning sessions cancelled: not paid in time/);
      for (const date of ['Mon, Jun 8, 2026', 'Mon, Jun 29, 2026']) assert.ok(mail.text.includes(date), `${mail.to} names ${date}`);
      assert.ok(!mail.text.includes('Mon, Jul 6, 2026'), 'the next period still holds');
    }
    const read = (await s.api.call(client, 'GET', `/api/bookings/series/${made.id}`)).json<RecurringSeries>();
    assert.deepEqual(read.occurrences.map((booking) => booking.status), ['CANCELLED', 'CANCELLED', 'CANCELLED', 'CANCELLED', 'PENDING', 'PENDING']);
  });
});
