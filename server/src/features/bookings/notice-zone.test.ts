// A booking notification writes the session's date and time as describeWhen does,
// and, for a reader who saved a zone of their own on /profile/update, their own time
// beside it; the other party, with no zone saved, reads Manila's words alone. The zones
// come from the change's mails where they read them (a request, a payment), so the
// notices of a new request read their reader's zone as the mails did.
import assert from 'node:assert/strict';
import { it } from 'node:test';
import { and, eq } from 'drizzle-orm';
import { notifications, users } from '../../db/schema/index';
import { describeEachDatabase } from '../../test/test-app';
import { paymentSuite } from '../payments/payment-test-helpers';
import { bookingParties, TEST_NOW } from './booking-test-helpers';

describeEachDatabase('booking notifications in the reader’s zone', (kind) => {
  const s = paymentSuite(kind);
  const contentOf = async (userId: string, title: string) =>
    (await s.t.database.db.select().from(notifications).where(and(eq(notifications.userId, userId), eq(notifications.title, title))))[0]?.content ?? '';

  it("adds the reader's own time to the session's, only for a reader who saved a zone", async () => {
    const { client, consultant, booking } = await s.freshBooking();
    await s.t.database.db.update(users).set({ timeZone: 'America/New_York' }).where(eq(users.id, client.user.id));
    await s.pay.pay(client, booking);
    await s.t.app.background.drain();
    // 09:00 on Jun 2 in Manila is 9:00 PM on Jun 1 in New York (daylight time).
    assert.match(await contentOf(client.user.id, 'Payment received'), /Tue, Jun 2, 2026 at 9:00 AM \(Manila time\) · Mon, Jun 1, 2026, 9:00 PM New York time/);
    const consultantNotice = await contentOf(consultant.user.id, 'New paid booking');
    assert.match(consultantNotice, /on Tue, Jun 2, 2026 at 9:00 AM \(4 hours\)/);
    assert.doesNotMatch(consultantNotice, /New York|Manila time/);
  });

  it('writes a new request to a consultant who saved a zone in their own time too', async () => {
    s.clock.set(TEST_NOW);
    const { client, consultant } = await bookingParties(s.t.app);
    await s.t.database.db.update(users).set({ timeZone: 'America/New_York' }).where(eq(users.id, consultant.user.id));
    s.t.app.sessions.accountChanged(consultant.user.id);
    await s.bookings.book(client, consultant);
    await s.t.app.background.drain();
    assert.match(await contentOf(consultant.user.id, 'New booking request'), /Tue, Jun 2, 2026 at 9:00 AM \(Manila time\) · Mon, Jun 1, 2026, 9:00 PM New York time/);
  });
});
