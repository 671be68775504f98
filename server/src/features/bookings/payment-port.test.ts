// The payment port's changes start from the row its lock read in the same transaction,
// once: a change after the first one reads the row as the first left it, and a change in
// another transaction locks for itself.
// A change it makes is told by the caller once the transaction made every change the booking's view shows.
import assert from 'node:assert/strict';
import { it } from 'node:test';
import { eq } from 'drizzle-orm';
import { bookings, emailOptOuts } from '../../db/schema/index';
import type { MailRecipient } from '../email/outbox';
import { bookingSuite, bookingParties, TEST_NOW } from './booking-test-helpers';
import { createCancelHooks } from './cancellation';
import { createBookingPaymentPort } from './payment-port';
import { describeEachDatabase } from '../../test/test-app';

describeEachDatabase('the booking payment port', (kind) => {
  const s = bookingSuite(kind);
  const timeZone = 'Asia/Manila';
  const mailed: string[] = [];
  let handedRecipients: ReadonlyMap<string, MailRecipient> | undefined;
  const port = () =>
    createBookingPaymentPort({
      timeZone,
      cancelHooks: createCancelHooks(s.t.app.log, { policy: { lateCancelHours: 24, lateCancelPayPercent: 50 }, timeZone }),
      mails: {
        inTransaction: async (_tx, event, found, recipients) => {
          mailed.push(`${event.kind} ${event.bookingId}`);
          handedRecipients = recipients;
          return found ? new Map([[found.booking.clientId, null]]) : undefined;
        },
      },
      seriesMails: { inTransaction: async () => {} },
      publish: async () => {},
    });

  async function pendingBooking() {
    const { client, consultant } = await bookingParties(s.t.app);
    return s.api.book(client, consultant);
  }

  it('confirms a locked booking once: a second capture in the same transaction finds it paid', async () => {
    const booking = await pendingBooking();
    const payments = port();
    const outcomes = await s.t.database.db.transaction(async (tx) => {
      const locked = await payments.lock(tx, booking.id);
      assert.equal(locked?.paymentStatus, 'UNPAID');
      const input = { amountCentavos: 500_000, payerId: booking.userId, now: TEST_NOW };
      const first = await payments.captured(tx, booking.id, input);
      const second = await payments.captured(tx, booking.id, input);
      assert.equal(second.event, undefined, 'nothing to tell of a capture not kept');
      assert.deepEqual(mailed.filter((line) => line.endsWith(booking.id)), [], 'told by the caller, once the money is on the books');
      if (first.event) await payments.told(tx, first.event);
      return [first.outcome, second.outcome];
    });
    assert.deepEqual(outcomes, ['confirmed', 'already_paid']);
    const [row] = await s.t.database.db.select().from(bookings).where(eq(bookings.id, booking.id));
    assert.equal(row.status, 'CONFIRMED');
    assert.equal(row.paymentStatus, 'PAID');
    assert.deepEqual(mailed.filter((line) => line.endsWith(booking.id)), [`paid ${booking.id}`], 'mailed once');
  });

  it('keeps nothing across transactions: a capture in a later one reads the booking as it is', async () => {
    const booking = await pendingBooking();
    const payments = port();
    await s.t.database.db.transaction(async (tx) => {
      await payments.lock(tx, booking.id);
    });
    // Paid meanwhile, elsewhere: what the first transaction's lock read is stale now.
    await s.t.database.db.update(bookings).set({ status: 'CONFIRMED', paymentStatus: 'PAID', holdExpiresAt: null }).where(eq(bookings.id, booking.id));
    const outcome = await s.t.database.db.transaction(async (tx) =>
      (await payments.captured(tx, booking.id, { amountCentavos: 500_000, payerId: booking.userId, now: TEST_NOW })).outcome,
    );
    assert.equal(outcome, 'already_paid');
  });

  it('tells a change with the booking as its transaction leaves it: the read goes with the event to its notices', async () => {
    const booking = await pendingBooking();
    // The client turned one kind off: the parties reach the mails as mails address them, each with their own choices.
    await s.t.database.db.insert(emailOptOuts).values({ userId: booking.userId, kind: 'payment_receipt', createdAt: TEST_NOW });
    const payments = port();
    const told = await s.t.database.db.transaction(async (tx) => {
      await payments.lock(tx, booking.id);
      const { event } = await payments.captured(tx, booking.id, { amountCentavos: 500_000, payerId: booking.userId, now: TEST_NOW });
      assert.ok(event);
      // A change after the capture in the same transaction (as the earning is): the read sees it.
      await tx.update(bookings).set({ cancelReason: 'read at the end' }).where(eq(bookings.id, booking.id));
      return payments.told(tx, event);
    });
    assert.equal(told.found?.booking.status, 'CONFIRMED');
    assert.equal(told.found?.booking.cancelReason, 'read at the end');
    assert.deepEqual([...(told.readerZones?.keys() ?? [])], [told.found?.booking.clientId], 'the zones the mails answered');
    const { clientId, consultantId } = told.found!.booking;
    assert.deepEqual(
      [clientId, consultantId].map((id) => [handedRecipients?.get(id)?.userId, handedRecipients?.get(id)?.optedOut]),
      [
        [clientId, ['payment_receipt']],
        [consultantId, []],
      ],
    );
    assert.match(handedRecipients?.get(consultantId)?.email ?? '', /@/);
  });
});
