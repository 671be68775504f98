// POST /api/payments/webhook as a provider calls it: signed over the raw body,
// idempotent on the event id and on the payment row, safe against a verify
// call racing it, and a second capture of a paid booking refunded. Here the
// test plays the provider: it records the payment on the sandbox's side and
// signs the event with the sandbox's secret, exactly as the sandbox does.
import assert from 'node:assert/strict';
import { it } from 'node:test';
import { eq } from 'drizzle-orm';
import type { Notification } from '@marketplace/shared-api/types';
import { paymentEvents, payments, sandboxCheckoutSessions } from '../../db/schema/index';
import { describeEachDatabase, TEST_JWT_SECRET } from '../../test/test-app';
import type { TestUser } from '../bookings/booking-test-helpers';
import { clientMoneyOf, paymentSuite } from './payment-test-helpers';
import { sandboxWebhookSecret } from './providers/sandbox';
import { INVALID_SIGNATURE } from './routes';
import { signatureHeader } from './webhook-signature';

const SECRET = sandboxWebhookSecret(TEST_JWT_SECRET);
const MINUTE = 60_000;

describeEachDatabase('the payment webhook', (kind) => {
  const s = paymentSuite(kind);

  async function started() {
    const fresh = await s.freshBooking();
    const payment = await s.pay.start(fresh.client, fresh.booking);
    const [row] = await s.t.database.db.select().from(payments).where(eq(payments.transactionId, payment.transactionId));
    return { ...fresh, payment, row };
  }

  /** The provider records a paid attempt on the session and makes the event PayMongo sends for it. */
  async function providerPaid(sessionId: string, eventId = `evt_${sessionId.slice(-12)}`, captured: { amount?: number; currency?: string } = {}) {
    const [session] = await s.t.database.db.select().from(sandboxCheckoutSessions).where(eq(sandboxCheckoutSessions.id, sessionId));
    const attempt = { id: `pay_${sessionId.slice(-20)}`, status: 'paid' as const, amount: captured.amount ?? session.amountCentavos, createdAt: 1 };
    await s.t.database.db.update(sandboxCheckoutSessions).set({ payments: [attempt] }).where(eq(sandboxCheckoutSessions.id, sessionId));
    return JSON.stringify({
      data: {
        id: eventId,
        type: 'event',
        attributes: {
          type: 'checkout_session.payment.paid',
          livemode: false,
          data: {
            id: sessionId,
            type: 'checkout_session',
            attributes: {
              payment_intent: { id: session.intentId },
              payments: [{ id: attempt.id, type: 'payment', attributes: { amount: attempt.amount, status: 'paid', currency: captured.currency ?? 'PHP' } }],
              reference_number: session.referenceNumber,
              status: 'active',
            },
          },
        },
      },
    });
  }

  const deliver = (body: string, signature: string | null = signatureHeader(SECRET, body, s.clock.now())) =>
    s.t.app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      headers: { 'content-type': 'application/json', ...(signature === null ? {} : { 'paymongo-signature': signature }) },
      payload: body,
    });

  const ledgerOf = (paymentId: string) => clientMoneyOf(s.t.database.db, { paymentId });
  const eventsOf = (paymentId: string) => s.t.database.db.select().from(paymentEvents).where(eq(paymentEvents.paymentId, paymentId));
  const receivedCount = async (user: TestUser, bookingId: string) =>
    (await s.bookings.call(user, 'GET', '/api/users/notifications'))
      .json<Notification[]>()
      .filter((notification) => notification.entityId === bookingId && notification.title === 'Payment received').length;

  it('refuses a bad, stale or missing signature with 401 and changes nothing', async () => {
    const { client, booking, row } = await started();
    const body = await providerPaid(row.providerReference ?? '');
    const before = await s.t.database.db.select().from(paymentEvents);
    const tampered = body.replace('"livemode":false', '"livemode":true');
    for (const [name, response] of [
      ['missing', await deliver(body, null)],
      ['another secret', await deliver(body, signatureHeader('not the secret', body, s.clock.now()))],
      ['another body', await deliver(tampered, signatureHeader(SECRET, body, s.clock.now()))],
      ['stale', await deliver(body, signatureHeader(SECRET, body, new Date(s.clock.now().getTime() - 6 * MINUTE)))],
      ['live signature in test mode', await deliver(body, signatureHeader(SECRET, body, s.clock.now(), 'li'))],
      ['garbage', await deliver(body, 't=abc,te=def')],
    ] as const) {
      assert.equal(response.statusCode, 401, name);
      assert.deepEqual(response.json(), { message: INVALID_SIGNATURE }, name);
    }
    assert.equal((await s.t.database.db.select().from(paymentEvents)).length, before.length, 'no event stored');
    assert.equal((await s.pay.booking(client, booking.id)).status, 'PENDING');
    assert.equal((await s.t.database.db.select().from(payments).where(eq(payments.id, row.id)))[0].status, 'pending');
    assert.deepEqual(await ledgerOf(row.id), []);
  });

  it('applies the same event once: a second delivery is acknowledged as a duplicate', async () => {
    const { client, booking, row } = await started();
    const body = await providerPaid(row.providerReference ?? '');
    const first = await deliver(body);
    assert.deepEqual(first.json(), { received: true, outcome: 'confirmed' });
    const second = await deliver(body);
    assert.equal(second.statusCode, 200);
    assert.deepEqual(second.json(), { received: true, outcome: 'duplicate' });
    assert.equal((await ledgerOf(row.id)).length, 1);
    assert.equal((await eventsOf(row.id)).filter((event) => event.source === 'webhook').length, 1);
    assert.equal(await receivedCount(client, booking.id), 1);
    // Another event id for the same capture is a duplicate of the payment, recorded as such.
    const another = await deliver(await providerPaid(row.providerReference ?? '', 'evt_another_delivery'));
    assert.deepEqual(another.json(), { received: true, outcome: 'duplicate' });
    assert.equal((await ledgerOf(row.id)).length, 1);
  });

  it('confirms once when the webhook races a verify call: one confirmation, the payment in the journal once', async () => {
    const { client, booking, payment, row } = await started();
    const body = await providerPaid(row.providerReference ?? '');
    const [webhook, verify] = await Promise.all([deliver(body), s.pay.verify(client, payment.transactionId)]);
    assert.equal(webhook.statusCode, 200);
    assert.equal(verify.statusCode, 200);
    assert.equal(verify.json().status, 'completed');
    // Whichever came second found the payment paid (a 'duplicate'), or (a verify after the commit) had nothing to do.
    const outcomes = (await eventsOf(row.id)).filter((event) => event.source !== 'process').map((event) => event.outcome);
    assert.equal(outcomes.filter((outcome) => outcome === 'confirmed').length, 1, outcomes.join());
    assert.ok(outcomes.every((outcome) => outcome === 'confirmed' || outcome === 'duplicate'), outcomes.join());
    assert.equal((await ledgerOf(row.id)).length, 1);
    assert.equal((await s.pay.booking(client, booking.id)).status, 'CONFIRMED');
    assert.equal(await receivedCount(client, booking.id), 1);
  });

  it('refunds a second capture of a booking already paid (the payer paid both checkouts)', async () => {
    const { client, consultant, booking, payment: gcash } = await started();
    const maya = await s.pay.start(client, booking, { paymentMethod: 'maya' });
    await s.pay.approve(maya);
    await s.pay.approve(gcash);
    assert.equal((await s.pay.booking(client, booking.id)).paymentStatus, 'PAID', 'the booking keeps the first capture');
    assert.equal((await s.pay.verified(client, maya.transactionId)).status, 'completed');
    assert.equal((await s.pay.verified(client, gcash.transactionId)).status, 'refunded');
    const rows = await s.t.database.db.select().from(payments).where(eq(payments.bookingId, booking.id));
    const net = (await clientMoneyOf(s.t.database.db, { bookingId: booking.id })).reduce(
      (sum, entry) => sum + entry.amountCentavos,
      0,
    );
    assert.deepEqual(rows.map((row) => row.status).sort(), ['paid', 'refunded']);
    assert.equal(net, 500_000, 'charged once, in the end');
    const titles = (await s.bookings.call(client, 'GET', '/api/users/notifications')).json<Notification[]>().map((n) => n.title);
    assert.ok(titles.includes('Payment refunded'));
    const consultantTitles = (await s.bookings.call(consultant, 'GET', '/api/users/notifications')).json<Notification[]>().map((n) => n.title);
    assert.ok(!consultantTitles.includes('Payment refunded'));
  });

  it('never confirms a signed capture of another amount: it is recorded, and exactly what was captured is refunded', async () => {
    const { client, consultant, booking, row } = await started();
    assert.equal(row.amountCentavos, 500_000);
    const answer = await deliver(await providerPaid(row.providerReference ?? '', 'evt_one_peso', { amount: 100 }));
    assert.deepEqual(answer.json(), { received: true, outcome: 'refund_due: captured 100 PHP, the payment is 500000 PHP' });
    await s.t.app.background.drain();
    const after = await s.pay.booking(client, booking.id);
    assert.deepEqual([after.status, after.paymentStatus], ['PENDING', 'UNPAID'], 'the booking was not confirmed');
    const [settled] = await s.t.database.db.select().from(payments).where(eq(payments.id, row.id));
    assert.deepEqual([settled.status, settled.capturedAmountCentavos], ['refunded', 100]);
    assert.deepEqual((await ledgerOf(row.id)).map((entry) => entry.amountCentavos).sort((a, b) => a - b), [-100, 100]);
    const consultantTitles = (await s.bookings.call(consultant, 'GET', '/api/users/notifications')).json<Notification[]>().map((n) => n.title);
    assert.ok(!consultantTitles.includes('Payment received'), 'the assistant was never told of a payment');
  });

  it('never confirms a signed capture in another currency, and refunds it', async () => {
    const { client, booking, row } = await started();
    const answer = await deliver(await providerPaid(row.providerReference ?? '', 'evt_dollars', { currency: 'USD' }));
    assert.deepEqual(answer.json(), { received: true, outcome: 'refund_due: captured 500000 USD, the payment is 500000 PHP' });
    await s.t.app.background.drain();
    assert.equal((await s.pay.booking(client, booking.id)).paymentStatus, 'UNPAID');
    const [settled] = await s.t.database.db.select().from(payments).where(eq(payments.id, row.id));
    assert.deepEqual([settled.status, settled.capturedCurrency], ['refunded', 'USD']);
    assert.deepEqual(await ledgerOf(row.id), [], 'the peso journal holds no dollars; the payment events explain them');
    assert.deepEqual((await eventsOf(row.id)).filter((event) => event.source !== 'process').map((event) => event.type).sort(), ['checkout_session.payment.paid', 'refund.succeeded']);
  });

  it('acknowledges and records events it does not act on, and refuses a signed body that is not an event', async () => {
    const unknown = JSON.stringify({
      data: { id: 'evt_unknown_session', type: 'event', attributes: { type: 'checkout_session.payment.paid', data: { id: 'cs_nobody', type: 'checkout_session', attributes: { payments: [] } } } },
    });
    assert.deepEqual((await deliver(unknown)).json(), { received: true, outcome: 'ignored: unknown checkout session' });
    const other = JSON.stringify({ data: { id: 'evt_source', type: 'event', attributes: { type: 'source.chargeable', data: {} } } });
    assert.deepEqual((await deliver(other)).json(), { received: true, outcome: 'ignored: source.chargeable is not handled' });
    const [recorded] = await s.t.database.db.select().from(paymentEvents).where(eq(paymentEvents.eventId, 'evt_source'));
    assert.equal(recorded.source, 'webhook');
    assert.equal(recorded.paymentId, null);
    // Delivered again, each is known by its event id.
    assert.deepEqual((await deliver(unknown)).json(), { received: true, outcome: 'duplicate' });
    assert.deepEqual((await deliver(other)).json(), { received: true, outcome: 'duplicate' });

    const notJson = await deliver('{not json');
    assert.equal(notJson.statusCode, 400);
    const notAnEvent = await deliver(JSON.stringify({ hello: 'world' }));
    assert.equal(notAnEvent.statusCode, 400);
  });
});
