// Reminders 24 hours and 1 hour before a session, from the bookings themselves on
// the server clock: written once per booking, time and person however often the
// sweep runs; a reschedule moves them to the new time, a cancel drops them, and a
// member who unsubscribed from reminders by the link gets none.
import assert from 'node:assert/strict';
import { it } from 'node:test';
import { and, asc, eq } from 'drizzle-orm';
import { emailOutbox, users } from '../../../db/schema/index';
import { paymentSuite } from '../../payments/payment-test-helpers';
import { describeEachDatabase } from '../../../test/test-app';
import type { TestUser } from '../booking-test-helpers';
import { dueReminder, REMINDER_SWEEP } from './reminders';

/** The default booking: tomorrow (2026-06-02) 09:00 Manila, which is 01:00 UTC. */
const START = new Date('2026-06-02T01:00:00.000Z');
const HOUR = 3_600_000;
const at = (offsetMs: number) => new Date(START.getTime() + offsetMs);

describeEachDatabase('email: session reminders', (kind) => {
  const s = paymentSuite(kind);
  const remindersTo = async (user: TestUser) =>
    (
      await s.t.database.db
        .select({ subject: emailOutbox.subject, key: emailOutbox.dedupeKey })
        .from(emailOutbox)
        .where(and(eq(emailOutbox.userId, user.user.id), eq(emailOutbox.kind, 'booking_reminder')))
        .orderBy(asc(emailOutbox.createdAt))
    ).map((row) => row.subject);
  const sweepAt = async (instant: Date) => {
    s.clock.set(instant);
    await s.t.app.sweeps.run(REMINDER_SWEEP);
  };

  it('picks the reminder due: none before a day ahead, the 24-hour one, then the 1-hour one, none once started', () => {
    assert.equal(dueReminder(START, at(-25 * HOUR)), null);
    assert.equal(dueReminder(START, at(-24 * HOUR)), '24h');
    assert.equal(dueReminder(START, at(-HOUR - 1)), '24h');
    assert.equal(dueReminder(START, at(-HOUR)), '1h');
    assert.equal(dueReminder(START, at(-1)), '1h');
    assert.equal(dueReminder(START, START), null);
  });

  it('reminds both parties of a confirmed session 24 hours and 1 hour before, once each however often the sweep runs', async () => {
    const { client, consultant, booking } = await s.freshBooking();
    await s.pay.pay(client, booking);
    await sweepAt(at(-25 * HOUR));
    assert.deepEqual(await remindersTo(client), [], 'not yet');
    await sweepAt(at(-24 * HOUR));
    await sweepAt(at(-23 * HOUR));
    assert.deepEqual(await remindersTo(client), ['Reminder: your session with Maria Santos starts in 24 hours · AssistMe']);
    assert.deepEqual(await remindersTo(consultant), ['Reminder: your session with Ben Cruz starts in 24 hours · AssistMe']);
    await sweepAt(at(-HOUR));
    await sweepAt(at(-30 * 60_000));
    assert.deepEqual(await remindersTo(client), [
      'Reminder: your session with Maria Santos starts in 24 hours · AssistMe',
      'Reminder: your session with Maria Santos starts in 1 hour · AssistMe',
    ]);
    await sweepAt(at(HOUR));
    assert.equal((await remindersTo(consultant)).length, 2, 'nothing once started');
  });

  it("names the session in a member's saved zone beside Manila's, and in Manila's alone for the other party", async () => {
    const { client, consultant, booking } = await s.freshBooking();
    await s.t.database.db.update(users).set({ timeZone: 'America/New_York' }).where(eq(users.id, client.user.id));
    await s.pay.pay(client, booking);
    await sweepAt(at(-24 * HOUR));
    const textTo = async (user: TestUser) =>
      (
        await s.t.database.db
          .select({ text: emailOutbox.textBody })
          .from(emailOutbox)
          .where(and(eq(emailOutbox.userId, user.user.id), eq(emailOutbox.kind, 'booking_reminder')))
      )[0]?.text ?? '';
    // 09:00 in Manila on Jun 2 is 9:00 PM on Jun 1 in New York (daylight time).
    assert.match(await textTo(client), /9:00 AM \(Manila time\) · Mon, Jun 1, 2026, 9:00 PM New York time/);
    assert.doesNotMatch(await textTo(consultant), /New York/);
  });

  it('an unpaid (unconfirmed) request is not reminded', async () => {
    const { client } = await s.freshBooking();
    await sweepAt(at(-HOUR));
    assert.deepEqual(await remindersTo(client), []);
  });

  it('a reschedule moves the reminders to the new time; a cancel drops them', async () => {
    const { client, consultant, booking } = await s.freshBooking();
    await s.pay.pay(client, booking);
    await sweepAt(at(-24 * HOUR));
    assert.equal((await remindersTo(client)).length, 1, 'the 24-hour reminder of the first time');

    // Moved a day later (2026-06-03 09:00 Manila): the old time's 1-hour reminder is never written.
    s.clock.set(at(-20 * HOUR));
    const moved = await s.bookings.reschedule(client, booking.id, '2026-06-03', '09:00');
    assert.equal(moved.statusCode, 200, moved.body);
    await sweepAt(at(-HOUR));
    assert.equal((await remindersTo(client)).length, 1, 'nothing for the old time');
    await sweepAt(at(0));
    assert.deepEqual((await remindersTo(client)).at(-1), 'Reminder: your session with Maria Santos starts in 24 hours · AssistMe', 'the new time’s 24-hour reminder');
    assert.equal((await remindersTo(consultant)).length, 2, 'to both');

    const cancelled = await s.bookings.setStatus(consultant, booking.id, 'CANCELLED');
    assert.equal(cancelled.statusCode, 200, cancelled.body);
    await sweepAt(at(23 * HOUR));
    await sweepAt(at(24 * HOUR - 10 * 60_000));
    assert.equal((await remindersTo(client)).length, 2, 'cancelled: no 1-hour reminder');
    assert.equal((await remindersTo(consultant)).length, 2);
  });

  it("a member who unsubscribes from reminders by a reminder's link gets no further one; the other party still does", async () => {
    const { client, consultant, booking } = await s.freshBooking();
    await s.pay.pay(client, booking);
    await sweepAt(at(-24 * HOUR));
    const [reminder] = await s.t.database.db
      .select({ url: emailOutbox.unsubscribeUrl })
      .from(emailOutbox)
      .where(and(eq(emailOutbox.userId, client.user.id), eq(emailOutbox.kind, 'booking_reminder')));
    assert.ok(reminder?.url);
    const unsubscribed = await s.t.app.inject({ method: 'POST', url: new URL(reminder.url).pathname + new URL(reminder.url).search });
    assert.equal(unsubscribed.statusCode, 200, unsubscribed.body);
    await sweepAt(at(-HOUR));
    assert.equal((await remindersTo(client)).length, 1, 'the 1-hour reminder is not written');
    assert.equal((await remindersTo(consultant)).length, 2);
  });
});
