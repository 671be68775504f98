// Moving a recurring series from an occurrence on, and moving one occurrence on its
// own, on both databases with the test clock: the change is judged first (a taken slot
// is named), then made with that occurrence kept where it is; earlier occurrences and
// the money stay as they were, the holds move, one mail per party; only the client may
// change a series, with as many weekdays as it has. A single reschedule marks just
// that occurrence moved, and moving it back to its pattern's time unmarks it.
import assert from 'node:assert/strict';
import { it } from 'node:test';
import type { BookedSlot, RecurringSeries, SeriesChangeJudgement } from '@marketplace/shared-api/types';
import { emailOutbox } from '../../../db/schema/index';
import { signedInUser } from '../../../test/fixtures';
import { describeEachDatabase } from '../../../test/test-app';
import { bookingParties, bookingSuite, type TestUser } from '../booking-test-helpers';
import { NOTHING_LEFT_TO_MOVE, SAME_PATTERN, WEEKDAY_COUNT } from './series-change';
import { NOT_IN_SERIES_CHANGE, ONLY_CLIENT_CHANGES } from './series-service';
import { bookSeries, paySeriesPeriod } from './series-test-helpers';

describeEachDatabase('changing a recurring series from an occurrence on', (kind) => {
  const s = bookingSuite(kind);

  // Mondays and Wednesdays at 09:00 for three weeks from Monday 8 June, paid once.
  async function paidSeries(client: TestUser, consultant: TestUser): Promise<RecurringSeries> {
    const series = await bookSeries(s.api, client, consultant, { weeks: 3 });
    await paySeriesPeriod(s.t, s.api, client, series.id, 0, 30_000);
    return series;
  }
  const change = (user: TestUser, id: string, body: Record<string, unknown>) => s.api.call(user, 'POST', `/api/bookings/series/${id}/change`, body);
  const judge = (user: TestUser, id: string, body: Record<string, unknown>) => s.api.call(user, 'POST', `/api/bookings/series/${id}/change/judge`, body);
  const outboxIds = async () => new Set((await s.t.database.db.select({ id: emailOutbox.id }).from(emailOutbox)).map((row) => row.id));

  it('judges the move, names a taken slot, then moves the rest to Tuesdays and Thursdays at 13:00 with that one kept', async () => {
    const { consultant, client } = await bookingParties(s.t.app);
    const series = await paidSeries(client, consultant);
    const from = series.occurrences[1]; // Wednesday 10 June
    // Another Boss holds Thursday 18 June at 13:00.
    await s.api.book(await signedInUser(s.t.app, { role: 'Boss' }), consultant, { date: '2026-06-18', startTime: '13:00' });
    const wanted = { fromBookingId: from.id, weekdays: [2, 4], startTime: '13:00' };

    const judged = await judge(client, series.id, wanted);
    assert.equal(judged.statusCode, 200, judged.body);
    const moves = judged.json<SeriesChangeJudgement>().occurrences;
    assert.deepEqual(
      moves.map((move) => [move.previousDate, move.date, move.startTime, move.refusal !== null]),
      [
        ['2026-06-10', '2026-06-11', '13:00', false],
        ['2026-06-15', '2026-06-16', '13:00', false],
        ['2026-06-17', '2026-06-18', '13:00', true],
        ['2026-06-22', '2026-06-23', '13:00', false],
        ['2026-06-24', '2026-06-25', '13:00', false],
      ],
    );
    const taken = moves[2];

    const refused = await change(client, series.id, wanted);
    assert.equal(refused.statusCode, 409, refused.body);
    assert.match(refused.json().message, /2026-06-18 13:00/);
    assert.doesNotMatch(refused.json().message, /2026-06-11|2026-06-16|2026-06-23|2026-06-25/);

    const before = await outboxIds();
    const changed = await change(client, series.id, { ...wanted, keep: [taken.bookingId] });
    assert.equal(changed.statusCode, 200, changed.body);
    const after = changed.json<RecurringSeries>();
    assert.deepEqual(after.pattern, { ...series.pattern, weekdays: [2, 4], startTime: '13:00', since: '2026-06-11' });
    assert.deepEqual(
      after.occurrences.map((booking) => [booking.date, booking.startTime, booking.seriesDate, booking.seriesMoved, booking.status, booking.paymentStatus]),
      [
        ['2026-06-08', '09:00', '2026-06-08', false, 'CONFIRMED', 'PAID'],
        ['2026-06-11', '13:00', '2026-06-11', false, 'CONFIRMED', 'PAID'],
        ['2026-06-16', '13:00', '2026-06-16', false, 'CONFIRMED', 'PAID'],
        ['2026-06-17', '09:00', '2026-06-18', true, 'CONFIRMED', 'PAID'],
        ['2026-06-23', '13:00', '2026-06-23', false, 'CONFIRMED', 'PAID'],
        ['2026-06-25', '13:00', '2026-06-25', false, 'CONFIRMED', 'PAID'],
      ],
    );
    assert.equal(after.nextOccurrence?.date, '2026-06-08');

    // The holds moved with them: the old dates are free, the new ones taken.
    const booked = (await s.api.call(client, 'GET', `/api/bookings/booked/${consultant.user.id}`)).json<BookedSlot[]>();
    const held = new Set(booked.map((slot) => `${slot.date} ${slot.time}`));
    for (const free of ['2026-06-10 09:00', '2026-06-15 09:00', '2026-06-22 09:00', '2026-06-24 09:00']) assert.ok(!held.has(free), `${free} is free again`);
    for (const taken of ['2026-06-08 09:00', '2026-06-11 13:00', '2026-06-16 13:00', '2026-06-17 09:00', '2026-06-23 13:00', '2026-06-25 13:00']) assert.ok(held.has(taken), `${taken} is held`);

    const mails = (await s.t.database.db.select().from(emailOutbox)).filter((row) => !before.has(row.id));
    assert.deepEqual(mails.map((row) => row.kind), ['booking_rescheduled', 'booking_rescheduled'], 'one mail per party for the whole change');
  });

  it('is the client’s alone, with as many weekdays as the series has, and a new time or weekday', async () => {
    const { consultant, client } = await bookingParties(s.t.app);
    const series = await paidSeries(client, consultant);
    const fromBookingId = series.occurrences[2].id;
    const byAssistant = await change(consultant, series.id, { fromBookingId, weekdays: [2, 4], startTime: '09:00' });
    assert.equal(byAssistant.statusCode, 403);
    assert.equal(byAssistant.json().message, ONLY_CLIENT_CHANGES);
    const stranger = await change(await signedInUser(s.t.app, { role: 'Boss' }), series.id, { fromBookingId, weekdays: [2, 4], startTime: '09:00' });
    assert.equal(stranger.statusCode, 404);
    const oneDay = await judge(client, series.id, { fromBookingId, weekdays: [2], startTime: '09:00' });
    assert.equal(oneDay.statusCode, 400);
    assert.deepEqual([oneDay.json().field, oneDay.json().message], ['weekdays', WEEKDAY_COUNT(2)]);
    const same = await change(client, series.id, { fromBookingId, weekdays: [3, 1], startTime: '09:00' });
    assert.equal(same.statusCode, 400);
    assert.deepEqual([same.json().field, same.json().message], ['startTime', SAME_PATTERN]);
    const strangeKeep = await change(client, series.id, { fromBookingId, weekdays: [2, 4], startTime: '09:00', keep: [series.occurrences[0].id] });
    assert.equal(strangeKeep.statusCode, 400);
    assert.deepEqual([strangeKeep.json().field, strangeKeep.json().message], ['keep', NOT_IN_SERIES_CHANGE]);
    const badTime = await change(client, series.id, { fromBookingId, weekdays: [2, 4], startTime: '10:00' });
    assert.equal(badTime.statusCode, 400);
    assert.equal(badTime.json().field, 'startTime');

    // Once every occurrence from there on is cancelled, nothing is left to move.
    assert.equal((await s.api.call(client, 'POST', `/api/bookings/series/${series.id}/cancel`, { fromBookingId })).statusCode, 200);
    const gone = await change(client, series.id, { fromBookingId, weekdays: [2, 4], startTime: '13:00' });
    assert.equal(gone.statusCode, 409);
    assert.equal(gone.json().message, NOTHING_LEFT_TO_MOVE);
  });

  it('a reschedule of one occurrence marks only it moved, and moving it back to its pattern unmarks it', async () => {
    const { consultant, client } = await bookingParties(s.t.app);
    const series = await paidSeries(client, consultant);
    const one = series.occurrences[1];
    const moved = await s.api.call(client, 'PUT', `/api/bookings/${one.id}/reschedule`, { date: '2026-06-11', startTime: '13:00' });
    assert.equal(moved.statusCode, 200, moved.body);
    let read = (await s.api.call(client, 'GET', `/api/bookings/series/${series.id}`)).json<RecurringSeries>();
    assert.deepEqual(
      read.occurrences.filter((booking) => booking.seriesMoved).map((booking) => [booking.seriesDate, booking.date, booking.startTime]),
      [['2026-06-10', '2026-06-11', '13:00']],
    );
    assert.deepEqual(read.pattern, series.pattern, 'the pattern is left alone');
    const back = await s.api.call(client, 'PUT', `/api/bookings/${one.id}/reschedule`, { date: '2026-06-10', startTime: '09:00' });
    assert.equal(back.statusCode, 200, back.body);
    read = (await s.api.call(client, 'GET', `/api/bookings/series/${series.id}`)).json<RecurringSeries>();
    assert.ok(read.occurrences.every((booking) => !booking.seriesMoved));
  });
});
