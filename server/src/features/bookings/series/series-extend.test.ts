// Extending a recurring series by more weeks, on both databases with the
// test clock: the added weeks are judged again (a taken one answers 409 naming it, and
// the client skips it), booked at the series' price and held, paid like the series'
// other occurrences, mailed once per party; only the series' client may extend it, and
// never past SERIES_MAX_WEEKS.
import assert from 'node:assert/strict';
import { it } from 'node:test';
import { SERIES_MAX_WEEKS } from '@marketplace/shared-api/constants';
import type { RecurringSeries } from '@marketplace/shared-api/types';
import { emailOutbox } from '../../../db/schema/index';
import { signedInUser } from '../../../test/fixtures';
import { createTestApp, describeEachDatabase, suiteFixture } from '../../../test/test-app';
import { bookingClient, bookingParties, bookingTestClock, type TestUser } from '../booking-test-helpers';
import { EXTENDED_TOO_FAR, NOT_IN_EXTENSION, ONLY_CLIENT_EXTENDS } from './series-service';
import { bookSeries, paySeriesPeriod } from './series-test-helpers';

describeEachDatabase('extending a recurring series', (kind) => {
  const s = suiteFixture(async () => {
    const clock = bookingTestClock();
    const t = await createTestApp(kind, { clock });
    return { t, api: bookingClient(t.app), clock };
  });

  const series = (client: TestUser, consultant: TestUser, overrides: Record<string, unknown> = {}) => bookSeries(s.api, client, consultant, overrides);
  const extend = (user: TestUser, id: string, body: Record<string, unknown>) => s.api.call(user, 'POST', `/api/bookings/series/${id}/extend`, body);
  const outboxIds = async () => new Set((await s.t.database.db.select({ id: emailOutbox.id }).from(emailOutbox)).map((row) => row.id));

  it('adds the weeks after the last one, judged again: a taken date is named, then skipped; the new ones are paid like the rest', async () => {
    const { consultant, client } = await bookingParties(s.t.app);
    const made = await series(client, consultant);
    await paySeriesPeriod(s.t, s.api, client, made.id, 0, 20_000);

    // Another Boss holds Wednesday 24 June at 09:00.
    const other = await signedInUser(s.t.app, { role: 'Boss' });
    await s.api.book(other, consultant, { date: '2026-06-24' });
    const refused = await extend(client, made.id, { weeks: 2 });
    assert.equal(refused.statusCode, 409, refused.body);
    assert.match(refused.json().message, /2026-06-24 09:00/);
    assert.doesNotMatch(refused.json().message, /2026-06-22|2026-06-29|2026-07-01/);
    const notAdded = await extend(client, made.id, { weeks: 2, skip: ['2026-06-10'] });
    assert.equal(notAdded.statusCode, 400);
    assert.deepEqual([notAdded.json().field, notAdded.json().message], ['skip', NOT_IN_EXTENSION]);

    const before = await outboxIds();
    const extended = await extend(client, made.id, { weeks: 2, skip: ['2026-06-24'] });
    assert.equal(extended.statusCode, 200, extended.body);
    const after = extended.json<RecurringSeries>();
    assert.equal(after.pattern.weeks, 4);
    assert.deepEqual(
      after.occurrences.map((booking) => [booking.date, booking.status, booking.paymentStatus]),
      [
        ['2026-06-08', 'CONFIRMED', 'PAID'],
        ['2026-06-10', 'CONFIRMED', 'PAID'],
        ['2026-06-15', 'CONFIRMED', 'PAID'],
        ['2026-06-17', 'CONFIRMED', 'PAID'],
        ['2026-06-22', 'PENDING', 'UNPAID'],
        ['2026-06-29', 'PENDING', 'UNPAID'],
        ['2026-07-01', 'PENDING', 'UNPAID'],
      ],
    );
    assert.ok(after.occurrences.slice(4).every((booking) => booking.price === 5000 && booking.holdExpiresAt !== null && booking.isRecurring));
    const mails = (await s.t.database.db.select().from(emailOutbox)).filter((row) => !before.has(row.id));
    assert.deepEqual(mails.map((row) => row.kind), ['booking_requested', 'booking_requested'], 'one mail per party for the added weeks');

    await paySeriesPeriod(s.t, s.api, client, made.id, 0, 15_000);
    const read = (await s.api.call(client, 'GET', `/api/bookings/series/${made.id}`)).json<RecurringSeries>();
    assert.ok(read.occurrences.every((booking) => booking.status === 'CONFIRMED' && booking.paymentStatus === 'PAID'));
    assert.equal(read.paidThrough, '2026-07-01');
  });

  it('is the client’s alone, and never past the longest series', async () => {
    const { consultant, client } = await bookingParties(s.t.app);
    const made = await series(client, consultant, { weekdays: [5] });
    const byAssistant = await extend(consultant, made.id, { weeks: 1 });
    assert.equal(byAssistant.statusCode, 403);
    assert.equal(byAssistant.json().message, ONLY_CLIENT_EXTENDS);
    const stranger = await extend(await signedInUser(s.t.app, { role: 'Boss' }), made.id, { weeks: 1 });
    assert.equal(stranger.statusCode, 404);
    const tooFar = await extend(client, made.id, { weeks: SERIES_MAX_WEEKS - 1 });
    assert.equal(tooFar.statusCode, 400);
    assert.deepEqual([tooFar.json().field, tooFar.json().message], ['weeks', EXTENDED_TOO_FAR]);
    const bad = await extend(client, made.id, { weeks: 0 });
    assert.equal(bad.statusCode, 400);
    assert.equal(bad.json().field, 'weeks');
  });
});
