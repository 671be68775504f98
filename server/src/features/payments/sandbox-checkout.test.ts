// The sandbox provider's hosted checkout: the page (method colours, amount,
// merchant, a local QR, no script), and its Approve and Decline, which go
// through the webhook route like a real provider's events: approve confirms
// and pays the booking (the payment in the journal once, both told), decline cancels it and
// frees its slot at once.
import assert from 'node:assert/strict';
import { it } from 'node:test';
import { and, eq } from 'drizzle-orm';
import type { Booking, Notification } from '@marketplace/shared-api/types';
import { paymentEvents, payments, sandboxCheckoutSessions, users } from '../../db/schema/index';
import { describeEachDatabase } from '../../test/test-app';
import { TOMORROW, type TestUser } from '../bookings/booking-test-helpers';
import { checkoutPathOf, clientMoneyOf, paymentSuite } from './payment-test-helpers';
import { PRODUCT_NAME } from '@marketplace/shared-api/constants';

describeEachDatabase('the sandbox checkout', (kind) => {
  const s = paymentSuite(kind);

  async function started(method: 'gcash' | 'maya' = 'gcash') {
    const fresh = await s.freshBooking();
    return { ...fresh, payment: await s.pay.start(fresh.client, fresh.booking, { paymentMethod: method }) };
  }

  const titlesOf = async (user: TestUser) =>
    (await s.bookings.call(user, 'GET', '/api/users/notifications')).json<Notification[]>().map((notification) => notification.title);

  it('renders a real page per method: its colour, the amount, the merchant, a QR of at least 200 px, Approve and Decline', async () => {
    for (const [method, colour, name] of [
      ['gcash', '#007DFE', 'GCash'],
      ['maya', '#00B464', 'Maya'],
    ] as const) {
      const { payment, booking } = await started(method);
      const path = checkoutPathOf(payment.paymentUrl);
      const page = await s.t.app.inject({ url: path });
      assert.equal(page.statusCode, 200);
      assert.match(String(page.headers['content-type']), /^text\/html/);
      assert.match(String(page.headers['content-security-policy']), /script-src 'self'/);
      const html = page.body;
      assert.ok(html.includes(`--brand: ${colour}`), `${method} is styled ${colour}`);
      assert.ok(html.includes(`<span class="wallet">${name}</span>`));
      assert.ok(html.includes('<p class="amount">₱5,000.00</p>'));
      assert.ok(html.includes(`Pay ${PRODUCT_NAME}`), 'the product is named as on every screen');
      // The booking's reference, in the form every screen shows it; not the transaction id.
      assert.ok(html.includes(`<dt>Reference</dt><dd>${booking.reference}</dd>`));
      assert.match(html, /<dt>For<\/dt><dd>4-hour session on .+ at 9:00 AM \(Manila time\)<\/dd>/);
      assert.ok(!html.includes(payment.transactionId));
      assert.match(html, /<svg role="img" aria-label="QR code of this checkout"/);
      assert.match(html, /figure svg \{ width: 240px; height: 240px;/);
      assert.ok(html.includes('name="viewport" content="width=device-width, initial-scale=1"'));
      assert.ok(html.includes(`<form method="post" action="${path}/approve">`));
      assert.ok(html.includes(`<form method="post" action="${path}/decline">`));
      assert.ok(!/<script/i.test(html), 'no script: the CSP forbids inline script');
    }
    const unknown = await s.t.app.inject({ url: '/api/payments/sandbox/checkout/cs_sandbox_AAAAAAAAAAAAAAAAAAAAAAAA' });
    assert.equal(unknown.statusCode, 404);
    assert.match(unknown.body, /Checkout not found/);
  });

  it("names the session in the payer's own zone too, when they saved one that differs", async () => {
    const fresh = await s.freshBooking();
    await s.t.database.db.update(users).set({ timeZone: 'America/New_York' }).where(eq(users.id, fresh.client.user.id));
    s.t.app.sessions.accountChanged(fresh.client.user.id);
    const payment = await s.pay.start(fresh.client, fresh.booking, { paymentMethod: 'gcash' });
    const html = (await s.t.app.inject({ url: checkoutPathOf(payment.paymentUrl) })).body;
    // 9:00 AM in Manila is 8:00 PM the evening before in New York (UTC-5 in winter, UTC-4 in summer).
    assert.match(html, /<dt>For<\/dt><dd>4-hour session on .+ at 9:00 AM \(Manila time\) · .+, [89]:00 PM New York time<\/dd>/);
  });

  it('approves through the webhook: the booking is CONFIRMED and PAID, the payment in the journal once, both told, the payer sent back', async () => {
    const { client, consultant, booking, payment } = await started();
    const approved = await s.pay.approve(payment);
    assert.equal(approved.statusCode, 303);
    assert.match(String(approved.headers.location), new RegExp(`^http://localhost(:80)?/payment/return/${booking.id}$`));

    const paid = await s.pay.booking(client, booking.id);
    assert.equal(paid.status, 'CONFIRMED');
    assert.equal(paid.paymentStatus, 'PAID');
    assert.equal(paid.holdExpiresAt, null, 'the hold deadline is cleared');
    assert.deepEqual(await s.bookings.booked(client, consultant), [{ date: TOMORROW, time: '09:00' }], 'it keeps its slot');
    assert.equal((await s.pay.verified(client, payment.transactionId)).status, 'completed');

    const [row] = await s.t.database.db.select().from(payments).where(eq(payments.bookingId, booking.id));
    assert.equal(row.status, 'paid');
    assert.match(row.providerPaymentId ?? '', /^pay_sandbox_/);
    const money = await clientMoneyOf(s.t.database.db, { paymentId: row.id });
    assert.deepEqual(
      money.map((entry) => [entry.kind, entry.amountCentavos, entry.partyId, entry.bookingId]),
      [['payment', 500_000, client.user.id, booking.id]],
    );
    const [webhookEvent] = await s.t.database.db
      .select()
      .from(paymentEvents)
      .where(and(eq(paymentEvents.paymentId, row.id), eq(paymentEvents.source, 'webhook')));
    assert.equal(webhookEvent.type, 'checkout_session.payment.paid');
    assert.equal(webhookEvent.outcome, 'confirmed');
    assert.match(webhookEvent.eventId, /^evt_sandbox_/);
    assert.ok((await titlesOf(consultant)).includes('New paid booking'));
    assert.ok((await titlesOf(client)).includes('Payment received'));

    // The page now says it is paid; approving again sends the payer on and changes nothing.
    assert.match((await s.t.app.inject({ url: checkoutPathOf(payment.paymentUrl) })).body, /Payment approved/);
    assert.equal((await s.pay.approve(payment)).statusCode, 303);
    assert.equal((await clientMoneyOf(s.t.database.db, { paymentId: row.id })).length, 1);
  });

  it('takes two Approve clicks at once as one payment: one paid attempt, one paid event, the payment in the journal once', async () => {
    const { payment } = await started();
    const clicks = await Promise.all([s.pay.approve(payment), s.pay.approve(payment)]);
    assert.deepEqual(clicks.map((click) => click.statusCode), [303, 303]);
    const [row] = await s.t.database.db.select().from(payments).where(eq(payments.transactionId, payment.transactionId));
    const [session] = await s.t.database.db.select().from(sandboxCheckoutSessions).where(eq(sandboxCheckoutSessions.id, row.providerReference ?? ''));
    assert.deepEqual(session.payments.map((attempt) => [attempt.status, attempt.amount]), [['paid', row.amountCentavos]]);
    const paidEvents = await s.t.database.db
      .select()
      .from(paymentEvents)
      .where(and(eq(paymentEvents.paymentId, row.id), eq(paymentEvents.type, 'checkout_session.payment.paid')));
    assert.equal(paidEvents.length, 1);
    assert.equal((await clientMoneyOf(s.t.database.db, { paymentId: row.id })).length, 1);
  });

  it('declines through the webhook: the booking is CANCELLED with its reason, its slot free at once, and may be booked again', async () => {
    const { client, consultant, booking, payment } = await started();
    const declined = await s.pay.decline(payment);
    assert.equal(declined.statusCode, 303);
    assert.match(String(declined.headers.location), new RegExp(`/payment/return/${booking.id}$`));

    const cancelled = await s.pay.booking(client, booking.id);
    assert.equal(cancelled.status, 'CANCELLED');
    assert.equal(cancelled.cancelReason, 'Payment was declined');
    assert.equal(cancelled.paymentStatus, 'UNPAID');
    assert.deepEqual(await s.bookings.booked(client, consultant), [], 'the slot is free again');
    assert.equal((await s.pay.verified(client, payment.transactionId)).status, 'failed');
    assert.ok((await titlesOf(client)).includes('Payment declined'));
    const [event] = await s.t.database.db.select().from(paymentEvents).where(eq(paymentEvents.type, 'payment.failed'));
    assert.ok(event, 'the decline is recorded as the provider event it was');

    const again = await s.bookings.book(client, consultant);
    assert.equal(again.status, 'PENDING');
    assert.deepEqual(
      (await s.bookings.call(client, 'GET', '/api/bookings/made')).json<Booking[]>().map((made) => made.status).sort(),
      ['CANCELLED', 'PENDING'],
    );
  });
});
