// POST /api/payments/process and GET /api/payments/verify/{transactionId}:
// SPEC section 3's payment response, the server's price, who may pay, when a
// booking is payable, retries that never make a second checkout, and verify.
import assert from 'node:assert/strict';
import { it } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import type { PaymentResponse } from '@marketplace/shared-api/types';
import { paymentEvents, payments, users } from '../../db/schema/index';
import { describeEachDatabase } from '../../test/test-app';
import { bookingParties, TEST_NOW } from '../bookings/booking-test-helpers';
import { paymentSuite } from './payment-test-helpers';
import { PAYMENT_NOT_COMPLETED } from './payment-response';
import { PAYABLE_MESSAGES } from './service';

const MINUTE = 60_000;

describeEachDatabase('processing a payment', (kind) => {
  const s = paymentSuite(kind);

  const pendingBooking = s.freshBooking;

  const paymentsOf = (bookingId: string) => s.t.database.db.select().from(payments).where(eq(payments.bookingId, bookingId));

  it('answers 201 with the payment response: ONSVP- transaction id, the hosted checkout, and a QR for GCash', async () => {
    const { client, booking } = await pendingBooking();
    const response = await s.pay.process(client, s.pay.processBody(booking, { useBookingIdAsTransaction: true }));
    assert.equal(response.statusCode, 201, response.body);
    const body = response.json<PaymentResponse>();
    assert.equal(body.success, true);
    assert.equal(body.transactionId, `ONSVP-${booking.reference}`);
    assert.match(body.paymentUrl ?? '', /^http:\/\/localhost(:\d+)?\/api\/payments\/sandbox\/checkout\/cs_sandbox_[A-Za-z0-9_-]{24}$/);
    assert.match(body.qrCodeUrl ?? '', /^data:image\/svg\+xml;base64,/);
    assert.match(Buffer.from((body.qrCodeUrl ?? '').split(',')[1], 'base64').toString(), /^<svg /);
    assert.equal(body.gcashQrUrl, body.qrCodeUrl);
    assert.equal(body.message, 'Payment started. Complete it in GCash.');

    const [row] = await paymentsOf(booking.id);
    assert.equal(row.amountCentavos, 500_000, 'the server price, in centavos');
    assert.equal(row.currency, 'PHP');
    assert.equal(row.status, 'pending');
    assert.equal(row.accountNumber, '*******4567', 'only the last 4 digits are kept');
    assert.equal(row.payerId, client.user.id);
    const events = await s.t.database.db.select().from(paymentEvents).where(eq(paymentEvents.paymentId, row.id));
    assert.deepEqual(events.map((event) => [event.source, event.type, event.outcome]), [['process', 'checkout.created', 'pending']]);
    // The event explains the checkout written on the payment, in the same statement: its provider ids, as a JSON object.
    assert.ok(row.providerReference && row.providerIntentId && row.checkoutUrl);
    assert.deepEqual(events[0].payload, { reference: row.providerReference, intentId: row.providerIntentId, method: 'gcash', amount: 500_000 });
    const [stored] = await s.t.database.db.select({ kind: sql<string>`jsonb_typeof(${paymentEvents.payload})` }).from(paymentEvents).where(eq(paymentEvents.id, events[0].id));
    assert.equal(stored.kind, 'object', 'stored as a JSON object, not as a string of JSON');
    assert.equal(events[0].provider, row.provider);
    assert.match(events[0].eventId, /^process_/);
    assert.equal(events[0].receivedAt.getTime(), row.updatedAt.getTime());
  });

  it('generates a transaction id without useBookingIdAsTransaction, and has no GCash QR for Maya', async () => {
    const { client, booking } = await pendingBooking();
    const body = await s.pay.start(client, booking, { paymentMethod: 'maya' });
    assert.match(body.transactionId, /^PAY-[A-Z2-9]{16}$/);
    assert.equal(body.gcashQrUrl, null);
    assert.ok(body.qrCodeUrl);
    assert.equal(body.message, 'Payment started. Complete it in Maya.');
  });

  it('answers a retried call with the same open checkout (200), and a switch of method with a new one, expiring the old', async () => {
    const { client, booking } = await pendingBooking();
    const first = await s.pay.process(client, s.pay.processBody(booking, { useBookingIdAsTransaction: true }));
    const again = await s.pay.process(client, s.pay.processBody(booking, { useBookingIdAsTransaction: true }));
    assert.equal(again.statusCode, 200);
    assert.deepEqual(again.json(), first.json());

    const maya = await s.pay.process(client, s.pay.processBody(booking, { useBookingIdAsTransaction: true, paymentMethod: 'maya' }));
    assert.equal(maya.statusCode, 201);
    assert.equal(maya.json<PaymentResponse>().transactionId, `ONSVP-${booking.reference}-2`);
    assert.notEqual(maya.json<PaymentResponse>().paymentUrl, first.json<PaymentResponse>().paymentUrl);
    assert.equal((await s.pay.verified(client, first.json<PaymentResponse>().transactionId)).status, 'expired');
    assert.deepEqual((await paymentsOf(booking.id)).map((row) => row.status).sort(), ['expired', 'pending']);
  });

  it('replays an Idempotency-Key with the same payment and refuses it for another method', async () => {
    const { client, booking } = await pendingBooking();
    const headers = { 'idempotency-key': 'pay-click-1' };
    const first = await s.pay.process(client, s.pay.processBody(booking), headers);
    assert.equal(first.statusCode, 201);
    const replay = await s.pay.process(client, s.pay.processBody(booking), headers);
    assert.equal(replay.statusCode, 200);
    assert.equal(replay.json<PaymentResponse>().transactionId, first.json<PaymentResponse>().transactionId);
    const reused = await s.pay.process(client, s.pay.processBody(booking, { paymentMethod: 'maya' }), headers);
    assert.equal(reused.statusCode, 409);
    assert.deepEqual(reused.json(), { message: PAYABLE_MESSAGES.idempotencyReused });
    assert.equal((await paymentsOf(booking.id)).length, 1);
  });

  it('refuses a tampered amount with 400 on amount naming the price, and stores nothing', async () => {
    const { client, booking } = await pendingBooking();
    for (const amount of [1, 4999.99, 50]) {
      const response = await s.pay.process(client, s.pay.processBody(booking, { amount }));
      assert.equal(response.statusCode, 400);
      assert.deepEqual(response.json(), { message: "The amount does not match the booking's price: ₱5,000.00 is due.", field: 'amount' });
    }
    assert.deepEqual(await paymentsOf(booking.id), []);
  });

  it('validates the body: the account number is required, the method is gcash or maya', async () => {
    const { client, booking } = await pendingBooking();
    const missing = await s.pay.process(client, { bookingId: booking.id, amount: booking.price, paymentMethod: 'gcash' });
    assert.deepEqual(missing.json(), { message: 'Please enter the account number.', field: 'accountNumber' });
    const blank = await s.pay.process(client, s.pay.processBody(booking, { accountNumber: '  ' }));
    assert.deepEqual(blank.json(), { message: 'Please enter the account number.', field: 'accountNumber' });
    const card = await s.pay.process(client, s.pay.processBody(booking, { paymentMethod: 'card' }));
    assert.equal(card.statusCode, 400);
    assert.equal(card.json().field, 'paymentMethod');
    assert.equal((await s.pay.process(null, s.pay.processBody(booking))).statusCode, 401);
    assert.deepEqual(await paymentsOf(booking.id), []);
  });

  it("gives another user 404 for someone else's booking and for someone else's payment", async () => {
    const { client, consultant, outsider, booking } = await pendingBooking();
    for (const user of [outsider, consultant]) {
      const response = await s.pay.process(user, s.pay.processBody(booking));
      assert.equal(response.statusCode, 404);
      assert.deepEqual(response.json(), { message: 'Booking not found' });
    }
    const payment = await s.pay.start(client, booking);
    for (const user of [outsider, consultant]) {
      const response = await s.pay.verify(user, payment.transactionId);
      assert.equal(response.statusCode, 404);
      assert.deepEqual(response.json(), { message: 'Payment not found' });
    }
    assert.equal((await s.pay.verify(client, 'PAY-NOSUCHPAYMENT00')).statusCode, 404);
  });

  it('refuses a booking that is not payable (409): paid, cancelled, free, or its hold has ended', async () => {
    const paid = await pendingBooking();
    await s.pay.pay(paid.client, paid.booking);
    assert.deepEqual((await s.pay.process(paid.client, s.pay.processBody(paid.booking))).json(), { message: PAYABLE_MESSAGES.alreadyPaid });

    const cancelled = await pendingBooking();
    await s.bookings.setStatus(cancelled.client, cancelled.booking.id, 'CANCELLED');
    const refused = await s.pay.process(cancelled.client, s.pay.processBody(cancelled.booking));
    assert.equal(refused.statusCode, 409);
    assert.deepEqual(refused.json(), { message: PAYABLE_MESSAGES.cancelled });

    s.clock.set(TEST_NOW);
    const free = await bookingParties(s.t.app);
    await s.t.database.db.update(users).set({ salaryRateCentavos: 0 }).where(eq(users.id, free.consultant.user.id));
    const freeBooking = await s.bookings.book(free.client, free.consultant, { price: 0 });
    const nothingDue = await s.pay.process(free.client, { ...s.pay.processBody(freeBooking), amount: 1 });
    assert.deepEqual(nothingDue.json(), { message: PAYABLE_MESSAGES.nothingDue });

    const late = await pendingBooking();
    s.clock.advance(15 * MINUTE);
    const ended = await s.pay.process(late.client, s.pay.processBody(late.booking));
    assert.equal(ended.statusCode, 409);
    assert.deepEqual(ended.json(), { message: PAYABLE_MESSAGES.holdEnded });
  });

  it('verifies a payment not made yet as pending, with the SPEC text', async () => {
    const { client, booking } = await pendingBooking();
    const payment = await s.pay.start(client, booking);
    assert.deepEqual(await s.pay.verified(client, payment.transactionId), {
      status: 'pending',
      transactionId: payment.transactionId,
      bookingId: booking.id,
      subject: 'booking',
      message: PAYMENT_NOT_COMPLETED,
    });
  });
});
