// A Withdraw whose sending did not end (the provider failed to answer): the payout
// stays pending under its taker's lease, and a retried request (the same key)
// answers it as it stands without sending it again while the lease holds; once the
// lease is over, the retried request sends it, with the same key the provider saw.
// A send that outlives its lease while the sweep sends the payout again settles
// nothing: the payout is paid, and its money moved, once.
// The provider here is the PayMongo client against a local server the test answers.
import assert from 'node:assert/strict';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, it } from 'node:test';
import { and, eq } from 'drizzle-orm';
import type { Payout } from '@marketplace/shared-api/types';
import { emailOutbox, notifications } from '../../db/schema/index';
import { paymentSuite } from '../payments/payment-test-helpers';
import { describeEachDatabase } from '../../test/test-app';
import { CLAIM_LEASE_MS } from './deps';
import { EARNINGS_SWEEP } from './earning-states';
import { PAYOUTS_SWEEP } from './payouts';

/** The default booking's dispute window has passed (its earning is available) by then. */
const WINDOW_PASSED = '2026-06-05T05:00:00.000Z';

describeEachDatabase('a payout whose sending did not end', (kind) => {
  /**
   * What the provider's transfer endpoint answers next (a status, or a promise of one: the
   * request waits for it), the idempotency keys it was sent, and who waits for the next request.
   */
  const provider = { answers: [] as Array<number | Promise<number>>, keys: [] as string[], onRequest: () => {} };
  let server: http.Server;
  let apiBase = '';
  before(async () => {
    server = http.createServer(async (request, response) => {
      provider.keys.push(String(request.headers['idempotency-key']));
      request.resume();
      const answer = provider.answers.shift() ?? 500;
      provider.onRequest();
      const status = await answer;
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(status === 200 ? JSON.stringify({ data: { transfers: [{ id: `tr_${provider.keys.length}`, status: 'succeeded' }] } }) : '{"errors":[]}');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    apiBase = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  after(() => new Promise<void>((resolve) => server.close(() => resolve())));
  const s = paymentSuite(kind, () => ({ payoutProvider: { provider: 'paymongo', secretKey: 'sk_test_payouts', walletAccount: '000000001', apiBase } }));

  /** An assistant whose paid session's dispute window has passed (₱4,500 available), with where they are paid set. */
  async function assistantWithMoneyAvailable() {
    const { client, consultant, booking } = await s.freshBooking();
    await s.pay.pay(client, booking);
    s.clock.set(new Date(WINDOW_PASSED));
    await s.t.app.sweeps.run(EARNINGS_SWEEP);
    const destination = await s.bookings.call(consultant, 'PUT', '/api/earnings/destination', { method: 'gcash', mobileNumber: '09171234567', accountName: 'Maria Santos', password: consultant.password });
    assert.equal(destination.statusCode, 200, destination.body);
    return consultant;
  }

  it('answers it pending without sending it again while its lease holds, and sends it with the same key once the lease is over', async () => {
    const consultant = await assistantWithMoneyAvailable();
    const withdraw = () => s.bookings.call(consultant, 'POST', '/api/earnings/payouts', { amountCentavos: 450_000, idempotencyKey: 'unanswered-0001' });

    provider.answers.push(500);
    const first = await withdraw();
    assert.equal(first.statusCode, 201, first.body);
    assert.equal(first.json<Payout>().status, 'pending');
    assert.equal(provider.keys.length, 1);

    s.clock.advance(CLAIM_LEASE_MS - 1);
    const retriedUnderLease = await withdraw();
    assert.deepEqual([retriedUnderLease.json<Payout>().id, retriedUnderLease.json<Payout>().status], [first.json<Payout>().id, 'pending']);
    assert.equal(provider.keys.length, 1, 'not sent again while its taker holds it');

    s.clock.advance(1);
    provider.answers.push(200);
    const retriedAfter = await withdraw();
    assert.deepEqual([retriedAfter.json<Payout>().id, retriedAfter.json<Payout>().status], [first.json<Payout>().id, 'paid']);
    assert.equal(provider.keys.length, 2);
    assert.equal(provider.keys[1], provider.keys[0], 'the provider sees the same key');
  });

  it("settles a payout once when a send outlives its lease and the sweep sends it again", async () => {
    const consultant = await assistantWithMoneyAvailable();
    provider.keys.length = 0;

    let answerFirst!: (status: number) => void;
    provider.answers.push(new Promise<number>((resolve) => (answerFirst = resolve)));
    const reached = new Promise<void>((resolve) => (provider.onRequest = resolve));
    const first = s.bookings.call(consultant, 'POST', '/api/earnings/payouts', { amountCentavos: 450_000, idempotencyKey: 'outlived-0001' });
    await reached;

    // The first send has not answered when its lease is over: the sweep takes the payout up and it is paid.
    s.clock.advance(CLAIM_LEASE_MS);
    provider.answers.push(200);
    await s.t.app.sweeps.run(PAYOUTS_SWEEP);
    assert.equal(provider.keys.length, 2);
    assert.equal(provider.keys[1], provider.keys[0], 'the provider sees the same key');

    answerFirst(200);
    const answered = await first;
    assert.equal(answered.statusCode, 201, answered.body);
    assert.equal(answered.json<Payout>().status, 'paid');
    // Settled once: one mail and one notice of it, however many sends the provider answered.
    const { db } = s.t.database;
    const mails = await db.select().from(emailOutbox).where(and(eq(emailOutbox.userId, consultant.user.id), eq(emailOutbox.kind, 'payout')));
    assert.deepEqual(mails.map((mail) => mail.subject.startsWith('Payout sent: ₱4,500.00')), [true]);
    const notices = await db.select().from(notifications).where(and(eq(notifications.userId, consultant.user.id), eq(notifications.title, 'Payout sent')));
    assert.equal(notices.length, 1);
    const overview = await s.bookings.call(consultant, 'GET', '/api/earnings');
    assert.equal(overview.json<{ balances: { paidOutCentavos: number } }>().balances.paidOutCentavos, 450_000);
  });
});
