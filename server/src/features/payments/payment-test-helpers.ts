// Shared by the payment tests (and the booking tests that need a paid
// booking): payment calls made the way the payment step makes them, and the
// sandbox checkout's Approve and Decline clicked the way a payer clicks them
// (a form POST to the hosted page, which delivers the signed event to the webhook).
import assert from 'node:assert/strict';
import { after, before } from 'node:test';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Booking, PaymentResponse, PaymentVerification } from '@marketplace/shared-api/types';
import type { AppOptions } from '../../app';
import type { Database } from '../../db/database';
import { moneyEntries } from '../../db/schema/index';
import type { TestDatabaseKind } from '../../test/databases';
import { createTestApp, type TestApp } from '../../test/test-app';
import type { TestClock } from '../../test/test-clock';
import { bookingClient, bookingParties, bookingTestClock, TEST_NOW, type TestUser } from '../bookings/booking-test-helpers';

/** A payer's side of the journal: what a payment took in (positive) or gave back (negative). */
export interface ClientMoney {
  kind: 'payment' | 'refund';
  amountCentavos: number;
  partyId: string | null;
  bookingId: string | null;
}

/** The payer's side of the journal for a payment or a booking, oldest first: what a receipt lists. */
export async function clientMoneyOf(db: Database, of: { paymentId: string } | { bookingId: string }): Promise<ClientMoney[]> {
  const rows = await db
    .select()
    .from(moneyEntries)
    .where(
      and(
        'paymentId' in of ? eq(moneyEntries.paymentId, of.paymentId) : eq(moneyEntries.bookingId, of.bookingId),
        inArray(moneyEntries.account, ['client_payments', 'refunds']),
      ),
    )
    .orderBy(asc(moneyEntries.createdAt), asc(moneyEntries.account));
  return rows.map((row) => {
    const refund = row.account === 'refunds';
    return { kind: refund ? 'refund' : 'payment', amountCentavos: refund ? -row.amountCentavos : row.amountCentavos, partyId: row.partyId, bookingId: row.bookingId };
  });
}

/** The path of a sandbox checkout page from its absolute paymentUrl. */
export const checkoutPathOf = (paymentUrl: string | null) => {
  assert.ok(paymentUrl, 'the payment has a checkout URL');
  return new URL(paymentUrl).pathname;
};

export function paymentClient(app: FastifyInstance) {
  const processBody = (booking: Booking, overrides: Record<string, unknown> = {}) => ({
    bookingId: booking.id,
    amount: booking.price,
    accountNumber: '0917 123 4567',
    paymentMethod: 'gcash',
    ...overrides,
  });

  const client = {
    processBody,
    process(user: TestUser | null, body: object, headers: Record<string, string> = {}) {
      return app.inject({ method: 'POST', url: '/api/payments/process', payload: body, headers: { ...(user?.headers ?? {}), ...headers } });
    },
    /** POST /api/payments/process for the booking; throws unless it answers a payment. */
    async start(user: TestUser, booking: Booking, overrides: Record<string, unknown> = {}): Promise<PaymentResponse> {
      const response = await client.process(user, processBody(booking, overrides));
      if (response.statusCode !== 201 && response.statusCode !== 200) throw new Error(`process: ${response.statusCode} ${response.body}`);
      return response.json<PaymentResponse>();
    },
    verify(user: TestUser, transactionId: string) {
      return app.inject({ method: 'GET', url: `/api/payments/verify/${transactionId}`, headers: user.headers });
    },
    async verified(user: TestUser, transactionId: string): Promise<PaymentVerification> {
      const response = await client.verify(user, transactionId);
      assert.equal(response.statusCode, 200, response.body);
      return response.json<PaymentVerification>();
    },
    /** The payer's Approve on the sandbox checkout; resolves once the refund it may set off has been made. */
    async approve(payment: Pick<PaymentResponse, 'paymentUrl'>) {
      const response = await app.inject({ method: 'POST', url: `${checkoutPathOf(payment.paymentUrl)}/approve` });
      await app.background.drain();
      return response;
    },
    async decline(payment: Pick<PaymentResponse, 'paymentUrl'>) {
      const response = await app.inject({ method: 'POST', url: `${checkoutPathOf(payment.paymentUrl)}/decline` });
      await app.background.drain();
      return response;
    },
    /** Starts a GCash payment and approves it: the booking is CONFIRMED and PAID. */
    async pay(user: TestUser, booking: Booking, overrides: Record<string, unknown> = {}): Promise<PaymentResponse> {
      const payment = await client.start(user, booking, overrides);
      const approved = await client.approve(payment);
      assert.equal(approved.statusCode, 303, approved.body);
      return payment;
    },
    async booking(user: TestUser, id: string): Promise<Booking> {
      const response = await app.inject({ method: 'GET', url: `/api/bookings/${id}`, headers: user.headers });
      assert.equal(response.statusCode, 200, response.body);
      return response.json<Booking>();
    },
  };
  return client;
}

export type PaymentClient = ReturnType<typeof paymentClient>;

/** What a payment suite's tests use, filled in by its before() hook. */
export interface PaymentSuite {
  t: TestApp;
  clock: TestClock;
  bookings: ReturnType<typeof bookingClient>;
  pay: PaymentClient;
  /** The clock back at TEST_NOW, three new people, and the client's PENDING, unpaid booking with the consultant. */
  freshBooking(overrides?: Record<string, unknown>): Promise<Awaited<ReturnType<typeof bookingParties>> & { booking: Booking }>;
}

/**
 * Registers the suite's before() and after(): an app on a test clock standing at
 * TEST_NOW (with any app options, read when the suite starts), and its clients.
 */
export function paymentSuite(kind: TestDatabaseKind, options: () => Partial<Omit<AppOptions, 'db' | 'storage'>> = () => ({})): PaymentSuite {
  let t: TestApp | undefined;
  const clock = bookingTestClock();
  const ready = () => {
    if (!t) throw new Error('the payment suite has not started');
    return t;
  };
  const suite: PaymentSuite = {
    get t() {
      return ready();
    },
    clock,
    get bookings() {
      return bookingClient(ready().app);
    },
    get pay() {
      return paymentClient(ready().app);
    },
    async freshBooking(overrides = {}) {
      clock.set(TEST_NOW);
      const parties = await bookingParties(ready().app);
      const booking = await suite.bookings.book(parties.client, parties.consultant, overrides);
      return { ...parties, booking };
    },
  };
  before(async () => {
    t = await createTestApp(kind, { clock, ...options() });
  });
  after(() => t?.close());
  return suite;
}