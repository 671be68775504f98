// The PayMongo provider (PAYMENT_PROVIDER=paymongo) against a local fake of
// PayMongo's API started by the test: checkout sessions created with the
// secret key as Basic auth and the documented body, paid and failed webhooks
// signed the PayMongo way, verify reading payments[] of a session whose own
// status stays 'active', and refunds (retried by the sweep when PayMongo fails).
import assert from 'node:assert/strict';
import { after, before, it } from 'node:test';
import { eq } from 'drizzle-orm';
import type { PaymentResponse } from '@marketplace/shared-api/types';
import { paymentEvents, payments } from '../../db/schema/index';
import { createTestApp, describeEachDatabase } from '../../test/test-app';
import { bookingClient, bookingParties, TEST_NOW } from '../bookings/booking-test-helpers';
import { clientMoneyOf, paymentClient, paymentSuite } from './payment-test-helpers';
import { startFakePayMongo } from './paymongo-fake';
import { REFUND_LEASE_MS, REFUND_SWEEP } from './refunds';
import { PAYMENT_PROCESSING_FAILED } from './service';

const SECRET_KEY = 'sk_test_fakeKey123';
const WEBHOOK_SECRET = 'whsk_fakeWebhookSecret';
const PUBLIC_URL = 'https://market.example';

describeEachDatabase('the PayMongo provider', (kind) => {
  let fake: Awaited<ReturnType<typeof startFakePayMongo>>;
  before(async () => {
    fake = await startFakePayMongo({ secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET });
  });
  after(() => fake.close());
  const s = paymentSuite(kind, () => ({
    paymentProvider: { provider: 'paymongo', secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET, apiBase: fake.url },
    publicUrl: PUBLIC_URL,
  }));

  async function started(method: 'gcash' | 'maya' = 'gcash') {
    const fresh = await s.freshBooking();
    const payment = await s.pay.start(fresh.client, fresh.booking, { paymentMethod: method, useBookingIdAsTransaction: true, customerEmail: 'ben@example.com' });
    const [row] = await s.t.database.db.select().from(payments).where(eq(payments.transactionId, payment.transactionId));
    return { ...fresh, payment, row, sessionId: row.providerReference ?? '' };
  }

  const webhook = ({ body, signature }: { body: string; signature: string }) =>
    s.t.app.inject({ method: 'POST', url: '/api/payments/webhook', headers: { 'content-type': 'application/json', 'paymongo-signature': signature }, payload: body });

  it('creates a checkout session with the secret key as Basic auth and the documented body', async () => {
    const { booking, payment, row } = await started();
    const created = fake.requests.filter((request) => request.method === 'POST' && request.path === '/v1/checkout_sessions').at(-1);
    assert.equal(created?.authorization, `Basic ${Buffer.from(`${SECRET_KEY}:`).toString('base64')}`);
    const attributes = (created?.body as { data: { attributes: Record<string, unknown> } }).data.attributes;
    assert.deepEqual(attributes.line_items, [{ amount: 500_000, currency: 'PHP', name: `Booking ${booking.reference}`, quantity: 1 }]);
    assert.deepEqual(attributes.payment_method_types, ['gcash']);
    assert.equal(attributes.success_url, `${PUBLIC_URL}/payment/return/${booking.id}`);
    assert.equal(attributes.cancel_url, `${PUBLIC_URL}/payment/return/${booking.id}`);
    assert.equal(attributes.reference_number, `ONSVP-${booking.reference}`);
    assert.match(String(attributes.description), /^4-hour session on Tue, Jun 2, 2026 at 9:00 AM \(Manila time\)$/);
    assert.deepEqual(attributes.billing, { email: 'ben@example.com' });

    assert.equal(payment.paymentUrl, `https://checkout.paymongo.test/${row.providerReference}`);
    assert.match(row.providerReference ?? '', /^cs_/);
    assert.match(row.providerIntentId ?? '', /^pi_/);
    assert.equal(row.provider, 'paymongo');

    await started('maya');
    const maya = fake.requests.filter((request) => request.path === '/v1/checkout_sessions').at(-1);
    assert.deepEqual((maya?.body as { data: { attributes: { payment_method_types: string[] } } }).data.attributes.payment_method_types, ['paymaya']);
  });

  it('confirms the booking on a paid webhook signed the PayMongo way, and refuses one signed otherwise', async () => {
    const { client, booking, sessionId } = await started();
    const event = fake.pay(sessionId, s.clock.now());
    // One hex digit of the signature changed (always to another digit).
    const forgedSignature = event.signature.replace(/te=(\w)/, (_match, digit: string) => `te=${digit === '0' ? '1' : '0'}`);
    const forged = await webhook({ body: event.body, signature: forgedSignature });
    assert.equal(forged.statusCode, 401);
    const accepted = await webhook(event);
    assert.deepEqual(accepted.json(), { received: true, outcome: 'confirmed' });
    const paid = await s.pay.booking(client, booking.id);
    assert.equal(paid.status, 'CONFIRMED');
    assert.equal(paid.paymentStatus, 'PAID');
    const [row] = await s.t.database.db.select().from(payments).where(eq(payments.bookingId, booking.id));
    assert.match(row.providerPaymentId ?? '', /^pay_/, 'the payment id PayMongo refunds by');
  });

  it('verifies through GET /v1/checkout_sessions/{id} when the webhook never came, reading payments[] (the session stays active)', async () => {
    const { client, booking, payment, sessionId } = await started();
    assert.equal((await s.pay.verified(client, payment.transactionId)).status, 'pending');
    fake.pay(sessionId, s.clock.now());
    assert.equal(fake.sessions.get(sessionId)?.attributes.status, 'active');
    const verified = await s.pay.verified(client, payment.transactionId);
    assert.equal(verified.status, 'completed');
    assert.equal((await s.pay.booking(client, booking.id)).status, 'CONFIRMED');
    const [event] = await s.t.database.db.select().from(paymentEvents).where(eq(paymentEvents.type, 'verify.paid'));
    assert.equal(event.source, 'verify');
    assert.equal(event.outcome, 'confirmed');
    assert.match(event.eventId, /^verify_/);
  });

  it('cancels the booking on payment.failed, found by its payment intent', async () => {
    const { client, booking, sessionId } = await started();
    const declined = await webhook(fake.fail(sessionId, s.clock.now()));
    assert.deepEqual(declined.json(), { received: true, outcome: 'declined: booking cancelled' });
    assert.equal((await s.pay.booking(client, booking.id)).cancelReason, 'Payment was declined');
  });

  it('refunds a cancelled paid booking with POST /v1/refunds (payment_id, amount, reason, and the key a retry repeats)', async () => {
    const { client, booking, sessionId, row } = await started();
    await webhook(fake.pay(sessionId, s.clock.now()));
    const cancelled = await s.bookings.setStatus(client, booking.id, 'CANCELLED');
    assert.equal(cancelled.json().paymentStatus, 'REFUNDED');
    const [paid] = await s.t.database.db.select().from(payments).where(eq(payments.id, row.id));
    const refund = fake.requests.filter((request) => request.method === 'POST' && request.path === '/v1/refunds').at(-1);
    assert.equal(refund?.authorization, `Basic ${Buffer.from(`${SECRET_KEY}:`).toString('base64')}`);
    assert.deepEqual(refund?.body, {
      data: {
        attributes: {
          payment_id: paid.providerPaymentId,
          amount: 500_000,
          reason: 'requested_by_customer',
          notes: `Refund of ONSVP-${booking.reference}`,
          metadata: { refund_key: `${row.id}:0` },
        },
      },
    });
    assert.equal(paid.status, 'refunded');
  });

  it('retries a refund PayMongo failed once the lease ends, and refunds only once', async () => {
    const { client, booking, sessionId, row } = await started();
    await webhook(fake.pay(sessionId, s.clock.now()));
    fake.failNextRefunds(1);
    const refundsBefore = fake.requests.filter((request) => request.path === '/v1/refunds').length;
    const cancelled = await s.bookings.setStatus(client, booking.id, 'CANCELLED');
    assert.equal(cancelled.json().paymentStatus, 'PAID', 'not refunded yet: PayMongo failed');
    const [failed] = await s.t.database.db.select().from(paymentEvents).where(eq(paymentEvents.type, 'refund.failed'));
    assert.equal(failed.paymentId, row.id);

    await s.t.app.sweeps.run(REFUND_SWEEP);
    assert.equal(fake.requests.filter((request) => request.path === '/v1/refunds').length, refundsBefore + 1, 'not before the lease ends');
    s.clock.advance(REFUND_LEASE_MS);
    await s.t.app.sweeps.run(REFUND_SWEEP);
    await s.t.app.sweeps.run(REFUND_SWEEP);
    assert.equal(fake.requests.filter((request) => request.path === '/v1/refunds').length, refundsBefore + 2);
    assert.equal((await s.pay.booking(client, booking.id)).paymentStatus, 'REFUNDED');
    const money = await clientMoneyOf(s.t.database.db, { paymentId: row.id });
    assert.deepEqual(money.map((entry) => entry.amountCentavos).sort((a, b) => a - b), [-500_000, 500_000]);
  });

  it('answers 502 with the SPEC text when PayMongo refuses the checkout, and records the failed payment', async () => {
    s.clock.set(TEST_NOW);
    const wrongKey = await createTestApp(kind, {
      clock: s.clock,
      paymentProvider: { provider: 'paymongo', secretKey: 'sk_test_wrong', webhookSecret: WEBHOOK_SECRET, apiBase: fake.url },
      publicUrl: PUBLIC_URL,
    });
    try {
      const parties = await bookingParties(wrongKey.app);
      const booking = await bookingClient(wrongKey.app).book(parties.client, parties.consultant);
      const response = await paymentClient(wrongKey.app).process(parties.client, paymentClient(wrongKey.app).processBody(booking));
      assert.equal(response.statusCode, 502);
      assert.deepEqual(response.json(), { message: PAYMENT_PROCESSING_FAILED });
      const [row] = await wrongKey.database.db.select().from(payments).where(eq(payments.bookingId, booking.id));
      assert.equal(row.status, 'failed');
      const [event] = await wrongKey.database.db.select().from(paymentEvents).where(eq(paymentEvents.paymentId, row.id));
      assert.equal(event.type, 'checkout.failed');
      assert.match(JSON.stringify(event.payload), /401/);
      // The client may simply try again.
      assert.equal((await paymentClient(wrongKey.app).process(parties.client, paymentClient(wrongKey.app).processBody(booking))).statusCode, 502);
    } finally {
      await wrongKey.close();
    }
  });

  it('answers the payment response with PayMongo’s checkout URL and a local QR of it', async () => {
    const { payment } = await started();
    const body: PaymentResponse = payment;
    assert.ok(body.paymentUrl?.startsWith('https://checkout.paymongo.test/cs_'));
    assert.ok(body.qrCodeUrl?.startsWith('data:image/svg+xml;base64,'));
  });
});
