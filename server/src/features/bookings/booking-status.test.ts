// PUT /api/bookings/{id}/status: every transition the state machine allows, every
// one it forbids by role and by state, third parties, and what a change sets off
// (notifications, the cancellation and thank-you chat messages, the referral reward).
import assert from 'node:assert/strict';
import { after, before, it } from 'node:test';
import { and, eq } from 'drizzle-orm';
import type { Booking, BookingStatus } from '@marketplace/shared-api/types';
import { bookings, bookingSlots, messages, notifications, users } from '../../db/schema/index';
import { createTestApp, describeEachDatabase, type TestApp } from '../../test/test-app';
import { signedInUser } from '../../test/fixtures';
import { paymentClient } from '../payments/payment-test-helpers';
import { bookingClient, bookingParties, bookingTestClock, TEST_NOW, type TestUser } from './booking-test-helpers';
import { THANK_YOU_MESSAGE } from './reactions';
import { STATUS_MESSAGES } from './status-machine';

/** Tomorrow 17:00 in Manila: every session booked for tomorrow has ended. */
const SESSION_OVER = '2026-06-02T09:00:00.000Z';

describeEachDatabase('booking status', (kind) => {
  let t: TestApp;
  let api: ReturnType<typeof bookingClient>;
  let payments: ReturnType<typeof paymentClient>;
  const clock = bookingTestClock();
  before(async () => {
    t = await createTestApp(kind, { clock });
    api = bookingClient(t.app);
    payments = paymentClient(t.app);
  });
  after(() => t.close());

  /** A consultant whose rate an admin set to 0: their bookings have nothing to pay. */
  const makeFree = (consultant: TestUser) =>
    t.database.db.update(users).set({ salaryRateCentavos: 0 }).where(eq(users.id, consultant.user.id));

  /**
   * A fresh booking brought to a status through allowed moves: a priced one is
   * confirmed by its payment, a free one by the consultant's Accept.
   */
  async function bookingIn(status: BookingStatus, { free = false } = {}) {
    const parties = await bookingParties(t.app);
    if (free) await makeFree(parties.consultant);
    const booking = await api.book(parties.client, parties.consultant, free ? { price: 0 } : {});
    if (status === 'CONFIRMED' || status === 'COMPLETED') {
      if (free) await api.setStatus(parties.consultant, booking.id, 'CONFIRMED');
      else await payments.pay(parties.client, booking);
    }
    if (status === 'COMPLETED') await afterTheSession(() => api.setStatus(parties.consultant, booking.id, 'COMPLETED'));
    if (status === 'CANCELLED') await api.setStatus(parties.client, booking.id, 'CANCELLED');
    return { ...parties, booking };
  }

  /** Runs a call with the clock past the end of tomorrow's sessions, then puts it back. */
  async function afterTheSession<T>(call: () => Promise<T>): Promise<T> {
    clock.set(SESSION_OVER);
    try {
      return await call();
    } finally {
      clock.set(TEST_NOW);
    }
  }

  const partyOf = (parties: { consultant: TestUser; client: TestUser }, role: 'consultant' | 'client') => parties[role];

  const allowed: Array<[BookingStatus, BookingStatus, 'consultant' | 'client']> = [
    ['PENDING', 'CONFIRMED', 'consultant'],
    ['PENDING', 'CANCELLED', 'consultant'],
    ['PENDING', 'CANCELLED', 'client'],
    ['CONFIRMED', 'CANCELLED', 'consultant'],
    ['CONFIRMED', 'CANCELLED', 'client'],
    ['CONFIRMED', 'COMPLETED', 'consultant'],
  ];
  for (const [from, to, role] of allowed) {
    // Only a booking with nothing to pay is accepted by hand; a priced one is confirmed by its payment.
    const free = from === 'PENDING' && to === 'CONFIRMED';
    it(`lets the ${role} move ${from} to ${to}${free ? ' (nothing to pay)' : ''}`, async () => {
      const parties = await bookingIn(from, { free });
      const move = () => api.setStatus(partyOf(parties, role), parties.booking.id, to);
      const response = to === 'COMPLETED' ? await afterTheSession(move) : await move();
      assert.equal(response.statusCode, 200, response.body);
      assert.equal(response.json<Booking>().status, to);
    });
  }

  const forbidden: Array<[BookingStatus, BookingStatus, 'consultant' | 'client', number, string]> = [
    ['PENDING', 'CONFIRMED', 'client', 403, STATUS_MESSAGES.onlyConsultantAccepts],
    ['PENDING', 'COMPLETED', 'client', 403, STATUS_MESSAGES.onlyConsultantCompletes],
    ['PENDING', 'COMPLETED', 'consultant', 409, STATUS_MESSAGES.completeConfirmedOnly],
    ['PENDING', 'PENDING', 'consultant', 409, STATUS_MESSAGES.noBackToPending],
    ['CONFIRMED', 'COMPLETED', 'client', 403, STATUS_MESSAGES.onlyConsultantCompletes],
    ['CONFIRMED', 'CONFIRMED', 'consultant', 409, STATUS_MESSAGES.already('CONFIRMED')],
    ['CONFIRMED', 'PENDING', 'client', 409, STATUS_MESSAGES.noBackToPending],
    ['COMPLETED', 'CANCELLED', 'consultant', 409, STATUS_MESSAGES.finished('COMPLETED')],
    ['COMPLETED', 'CANCELLED', 'client', 409, STATUS_MESSAGES.finished('COMPLETED')],
    ['COMPLETED', 'CONFIRMED', 'consultant', 409, STATUS_MESSAGES.finished('COMPLETED')],
    ['CANCELLED', 'CONFIRMED', 'consultant', 409, STATUS_MESSAGES.finished('CANCELLED')],
    ['CANCELLED', 'COMPLETED', 'consultant', 409, STATUS_MESSAGES.finished('CANCELLED')],
    ['CANCELLED', 'CANCELLED', 'client', 409, STATUS_MESSAGES.finished('CANCELLED')],
  ];
  for (const [from, to, role, status, message] of forbidden) {
    it(`refuses the ${role} moving ${from} to ${to} with ${status}`, async () => {
      const parties = await bookingIn(from);
      const response = await api.setStatus(partyOf(parties, role), parties.booking.id, to);
      assert.equal(response.statusCode, status);
      assert.deepEqual(response.json(), { message });
      const after = await api.call(parties.client, 'GET', `/api/bookings/${parties.booking.id}`);
      assert.equal(after.json<Booking>().status, from, 'nothing changed');
    });
  }

  it('refuses completing a session that has not ended with a clear 409, and allows it once over', async () => {
    const { booking, consultant } = await bookingIn('CONFIRMED');
    const early = await api.setStatus(consultant, booking.id, 'COMPLETED');
    assert.equal(early.statusCode, 409);
    assert.deepEqual(early.json(), { message: STATUS_MESSAGES.notEndedYet });
    clock.set('2026-06-02T04:59:00.000Z'); // 12:59 in Manila: one minute before the end
    try {
      assert.equal((await api.setStatus(consultant, booking.id, 'COMPLETED')).statusCode, 409);
    } finally {
      clock.set(TEST_NOW);
    }
    const done = await afterTheSession(() => api.setStatus(consultant, booking.id, 'COMPLETED'));
    assert.equal(done.statusCode, 200, done.body);
  });

  it('refuses the consultant accepting a priced booking its client has not paid (409), and keeps it waiting', async () => {
    const { booking, consultant, client } = await bookingIn('PENDING');
    assert.equal(booking.paymentStatus, 'UNPAID');
    assert.ok(booking.holdExpiresAt, 'a priced booking holds its slots until a deadline');
    const response = await api.setStatus(consultant, booking.id, 'CONFIRMED');
    assert.equal(response.statusCode, 409);
    assert.deepEqual(response.json(), { message: "This booking is waiting for the client's payment." });
    assert.equal((await payments.booking(client, booking.id)).status, 'PENDING');
  });

  it('gives a free booking no hold deadline and lets the consultant accept it', async () => {
    const { booking, consultant } = await bookingIn('PENDING', { free: true });
    assert.equal(booking.price, 0);
    assert.equal(booking.holdExpiresAt, null);
    const accepted = (await api.setStatus(consultant, booking.id, 'CONFIRMED')).json<Booking>();
    assert.equal(accepted.status, 'CONFIRMED');
    assert.equal(accepted.paymentStatus, 'UNPAID', 'nothing was paid, nothing is due');
  });

  it('says why a party cancelled: the client cancelling, the consultant declining or cancelling', async () => {
    const byClient = await bookingIn('PENDING');
    const cancelled = (await api.setStatus(byClient.client, byClient.booking.id, 'CANCELLED')).json<Booking>();
    assert.equal(cancelled.cancelReason, 'Cancelled by the client');
    const declined = await bookingIn('PENDING');
    assert.equal((await api.setStatus(declined.consultant, declined.booking.id, 'CANCELLED')).json<Booking>().cancelReason, 'Declined by the consultant');
    const confirmed = await bookingIn('CONFIRMED');
    assert.equal((await api.setStatus(confirmed.consultant, confirmed.booking.id, 'CANCELLED')).json<Booking>().cancelReason, 'Cancelled by the consultant');
  });

  it('ends the payment hold of a cancelled booking: no hold deadline in the answer nor in the record', async () => {
    const { booking, client } = await bookingIn('PENDING');
    assert.ok(booking.holdExpiresAt);
    const cancelled = (await api.setStatus(client, booking.id, 'CANCELLED')).json<Booking>();
    assert.deepEqual([cancelled.status, cancelled.holdExpiresAt], ['CANCELLED', null]);
    const [row] = await t.database.db.select().from(bookings).where(eq(bookings.id, booking.id));
    assert.equal(row.holdExpiresAt, null);
  });

  it('gives third parties 404 for every booking call, and an unknown status 400', async () => {
    const { booking, outsider, client } = await bookingIn('PENDING');
    for (const [method, url, payload] of [
      ['GET', `/api/bookings/${booking.id}`, undefined],
      ['GET', `/api/bookings/${booking.id}/calendar.ics`, undefined],
      ['PUT', `/api/bookings/${booking.id}/status`, { status: 'CANCELLED' }],
      ['PUT', `/api/bookings/${booking.id}/reschedule`, { date: '2026-06-05', startTime: '13:00' }],
    ] as const) {
      const response = await api.call(outsider, method, url, payload);
      assert.equal(response.statusCode, 404, url);
      assert.deepEqual(response.json(), { message: 'Booking not found' });
    }
    const admin = await signedInUser(t.app, { role: 'Boss' });
    assert.equal((await api.call(admin, 'GET', `/api/bookings/${booking.id}`)).statusCode, 404);
    const unknown = await api.setStatus(client, booking.id, 'DONE');
    assert.equal(unknown.statusCode, 400);
    assert.equal(unknown.json().field, 'status');
  });

  it('releases the slots when a booking is cancelled or completed, so the slot can be booked again', async () => {
    const { booking, consultant, outsider } = await bookingIn('CONFIRMED');
    await api.setStatus(consultant, booking.id, 'CANCELLED');
    const holds = await t.database.db.select().from(bookingSlots).where(eq(bookingSlots.bookingId, booking.id));
    assert.deepEqual(holds.map((hold) => hold.live), [false], 'the hold stays as history, not live');
    assert.deepEqual(await api.booked(outsider, consultant), []);
    const again = await api.book(outsider, consultant);
    assert.equal(again.startTime, '09:00');
  });

  it('notifies the other party of each step and posts the cancellation message in their chat', async () => {
    const { booking, consultant, client } = await bookingIn('PENDING');
    const titles = async (user: TestUser) =>
      (await t.database.db.select().from(notifications).where(eq(notifications.userId, user.user.id)))
        .filter((row) => row.type === 'BOOKING')
        .map((row) => [row.title, row.entityId]);
    assert.deepEqual(await titles(consultant), [['New booking request', booking.id]]);
    await payments.pay(client, booking);
    assert.deepEqual(await titles(client), [['Payment received', booking.id]]);
    assert.deepEqual((await titles(consultant)).map(([title]) => title).sort(), ['New booking request', 'New paid booking']);
    await api.setStatus(client, booking.id, 'CANCELLED');
    assert.deepEqual((await titles(consultant)).map(([title]) => title).sort(), [
      'Booking cancelled',
      'New booking request',
      'New paid booking',
      'Payment refunded',
    ]);
    assert.deepEqual((await titles(client)).map(([title]) => title).sort(), ['Payment received', 'Payment refunded']);
    const [message] = await t.database.db.select().from(messages).where(eq(messages.userId, client.user.id));
    assert.equal(message.text, 'I have canceled our booking on Tue, Jun 2, 2026 at 9:00 AM. Could we reschedule for another time?');
  });

  it('tells the client when the consultant declines', async () => {
    const { booking, consultant, client } = await bookingIn('PENDING');
    await api.setStatus(consultant, booking.id, 'CANCELLED');
    const rows = await t.database.db.select().from(notifications).where(eq(notifications.userId, client.user.id));
    assert.ok(rows.some((row) => row.title === 'Booking declined'));
  });

  it('thanks the client on completion and credits the referrer in the same change', async () => {
    const referrer = await signedInUser(t.app, { role: 'Assistant' });
    const consultant = await signedInUser(t.app, { role: 'Assistant' });
    const client = await signedInUser(t.app, { role: 'Boss', referralCode: referrer.user.referralCode });
    const booking = await api.book(client, consultant, { duration: 8, price: 10000 });
    await payments.pay(client, booking);
    // The session (tomorrow 09:00 to 17:00 in Manila) has ended: a referral reward needs that.
    const done = await afterTheSession(() => api.setStatus(consultant, booking.id, 'COMPLETED'));
    assert.equal(done.statusCode, 200);

    const [message] = await t.database.db.select().from(messages).where(eq(messages.userId, consultant.user.id));
    assert.equal(message.text, THANK_YOU_MESSAGE);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, referrer.user.id));
    // The real span: 8 hours earn 8 x 125 pesos and the full-day reward of 1000, in centavos; hours add up.
    assert.equal(row.moneyEarnedCentavos, 200_000);
    assert.equal(row.referralBookings, 8);
    const rewards = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, referrer.user.id), eq(notifications.type, 'REFERRAL')));
    assert.equal(rewards.length, 1);
    assert.equal(rewards[0].entityId, booking.id);
  });

  it('credits the owner of the code used to book when the client has no referrer', async () => {
    const { consultant, client, outsider } = await bookingParties(t.app);
    const booking = await api.book(client, consultant, { referralCode: outsider.user.referralCode });
    await payments.pay(client, booking);
    await afterTheSession(() => api.setStatus(consultant, booking.id, 'COMPLETED'));
    const [row] = await t.database.db.select().from(users).where(eq(users.id, outsider.user.id));
    // 4 hours: 4 x 125 pesos plus the standard reward of 500.
    assert.equal(row.moneyEarnedCentavos, 100_000);
    assert.equal(row.referralBookings, 4);
  });

  it('lists bookings by side and sums the totals', async () => {
    const { consultant, client } = await bookingParties(t.app);
    const first = await api.book(client, consultant);
    await api.book(client, consultant, { startTime: '13:00' });
    const third = await api.book(client, consultant, { date: '2026-06-04', duration: 8, price: 10000 });
    await api.setStatus(client, first.id, 'CANCELLED');

    const made = (await api.call(client, 'GET', '/api/bookings/made')).json<Booking[]>();
    assert.equal(made.length, 3);
    assert.equal(made[0].id, third.id, 'newest date first');
    assert.deepEqual((await api.call(client, 'GET', '/api/bookings/user?role=client')).json<Booking[]>().map((b) => b.id), made.map((b) => b.id));
    assert.equal((await api.call(consultant, 'GET', '/api/bookings/user?role=consultant')).json<Booking[]>().length, 3);
    assert.deepEqual((await api.call(consultant, 'GET', '/api/bookings/user?role=client')).json(), []);
    assert.equal((await api.call(client, 'GET', '/api/bookings/user?role=boss')).statusCode, 400);

    const totals = await api.call(consultant, 'GET', '/api/bookings/total-hours');
    assert.deepEqual(totals.json(), { totalHours: 12, bookingsCount: 2 }, 'cancelled bookings do not count');
  });
});
