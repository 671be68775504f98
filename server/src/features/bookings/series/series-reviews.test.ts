// A recurring series is reviewed once per four-week block and at its end, on both
// databases with the test clock: five Tuesdays paid once, each completed after its
// session; only the fourth (the first block's last) and the fifth (the series' last)
// can be reviewed and ask their client for a review, and the others say why not.
import assert from 'node:assert/strict';
import { it } from 'node:test';
import { and, eq } from 'drizzle-orm';
import type { BookingReviews } from '@marketplace/shared-api/types';
import { notifications } from '../../../db/schema/index';
import { describeEachDatabase } from '../../../test/test-app';
import { paymentSuite } from '../../payments/payment-test-helpers';
import { SERIES_REVIEWED_PER_BLOCK } from '../../reviews/service';
import { login } from '../../../test/fixtures';
import { bookingParties, type TestUser } from '../booking-test-helpers';
import { instantOf } from '@marketplace/shared-api/availability/rules';
import { bookSeries, paySeriesPeriod } from './series-test-helpers';

describeEachDatabase('reviews of a recurring series', (kind) => {
  const s = paymentSuite(kind);

  it('invites one review per four-week block and one at the end, not one per session', async () => {
    let { consultant, client } = await bookingParties(s.t.app);
    // Tuesdays 9 June to 7 July at 09:00 Manila: weeks 1-4 are the first block, week 5 the second.
    const series = await bookSeries(s.bookings, client, consultant, { weekdays: [2], firstDate: '2026-06-09', weeks: 5 });
    await paySeriesPeriod(s.t, s.bookings, client, series.id, 0, 25_000);

    // Signed in afresh as the weeks pass, as people are: a session's token does not last five weeks.
    const again = async (user: TestUser): Promise<TestUser> => ({ ...user, headers: { authorization: `Bearer ${(await login(s.t.app, user.user.username, user.password)).token}` } });
    for (const occurrence of series.occurrences) {
      s.clock.set(new Date(instantOf(occurrence.date, '13:30', 'Asia/Manila').getTime()).toISOString());
      consultant = await again(consultant);
      const completed = await s.bookings.setStatus(consultant, occurrence.id, 'COMPLETED');
      assert.equal(completed.statusCode, 200, completed.body);
    }
    await s.t.app.background.drain();
    client = await again(client);

    const reviewable = [];
    for (const occurrence of series.occurrences) {
      const read = await s.bookings.call(client, 'GET', `/api/reviews/bookings/${occurrence.id}`);
      assert.equal(read.statusCode, 200, read.body);
      reviewable.push([occurrence.date, read.json<BookingReviews>().reviewable]);
    }
    assert.deepEqual(reviewable, [
      ['2026-06-09', false],
      ['2026-06-16', false],
      ['2026-06-23', false],
      ['2026-06-30', true],
      ['2026-07-07', true],
    ]);

    const early = await s.bookings.call(client, 'POST', `/api/reviews/bookings/${series.occurrences[0].id}`, { stars: 5, text: 'Great' });
    assert.equal(early.statusCode, 409);
    assert.equal(early.json().message, SERIES_REVIEWED_PER_BLOCK);
    const block = await s.bookings.call(client, 'POST', `/api/reviews/bookings/${series.occurrences[3].id}`, { stars: 5, text: 'Four good weeks' });
    assert.equal(block.statusCode, 201, block.body);

    const asked = await s.t.database.db
      .select({ entityId: notifications.entityId })
      .from(notifications)
      .where(and(eq(notifications.userId, client.user.id), eq(notifications.type, 'REVIEW')));
    assert.deepEqual(asked.map((row) => row.entityId).sort(), [series.occurrences[3].id, series.occurrences[4].id].sort());
  });
});
