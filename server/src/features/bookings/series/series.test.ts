// Recurring series on both databases with the test clock: judging a pattern
// with conflicts (nothing held), booking the confirmed list with skips and a moved
// occurrence, two Bosses racing for the same weekly slot, the assistant's one answer,
// cancelling one occurrence and this-and-all-following with the quote first, and an
// unpaid period's holds lapsing like any other hold.
import assert from 'node:assert/strict';
import { it } from 'node:test';
import { and, eq } from 'drizzle-orm';
import { CANCEL_REASONS } from '@marketplace/shared-api/constants';
import type { Booking, RecurringSeries, SeriesCancellationQuote, SeriesJudgement } from '@marketplace/shared-api/types';
import { bookings, bookingSlots, notifications } from '../../../db/schema/index';
import { signedInUser } from '../../../test/fixtures';
import { availabilityClient } from '../../availability/availability-test-helpers';
import { createTestApp, describeEachDatabase, suiteFixture } from '../../../test/test-app';
import { bookingClient, bookingParties, bookingTestClock, TEST_NOW, type TestUser } from '../booking-test-helpers';
import { HOLD_SWEEP } from '../hold-sweep';
import { SLOT_TAKEN } from '../slot-rules';
import { ONLY_CONSULTANT_ANSWERS, SERIES_ALREADY_ANSWERED } from './series-service';
import { seriesBody as twoWeeks } from './series-test-helpers';

// TEST_NOW is Monday 1 June 2026, 08:00 in Manila. The series below: Mondays and Wednesdays at 09:00 from Wednesday 3 June.
const FIRST = '2026-06-03';

describeEachDatabase('recurring series', (kind) => {
  const s = suiteFixture(async () => {
    const clock = bookingTestClock();
    const t = await createTestApp(kind, { clock });
    return { t, api: bookingClient(t.app), clock };
  });
  const seriesBody = (consultant: TestUser, overrides: Record<string, unknown> = {}) => twoWeeks(consultant, { firstDate: FIRST, weeks: 4, ...overrides });
  const judge = async (client: TestUser, consultant: TestUser, overrides: Record<string, unknown> = {}) => {
    const body = { ...seriesBody(consultant, overrides) } as Record<string, unknown>;
    delete body.payMode;
    delete body.price;
    const response = await s.api.call(client, 'POST', '/api/bookings/series/judge', body);
    assert.equal(response.statusCode, 200, response.body);
    return response.json<SeriesJudgement>();
  };
  const create = (client: TestUser, consultant: TestUser, overrides: Record<string, unknown> = {}) =>
    s.api.call(client, 'POST', '/api/bookings/series', seriesBody(consultant, overrides));
  const created = async (client: TestUser, consultant: TestUser, overrides: Record<string, unknown> = {}) => {
    const response = await create(client, consultant, overrides);
    assert.equal(response.statusCode, 201, response.body);
    return response.json<{ series: RecurringSeries }>().series;
  };
  const liveHolds = async (consultant: TestUser) =>
    s.t.database.db.select().from(bookingSlots).where(and(eq(bookingSlots.consultantId, consultant.user.id), eq(bookingSlots.live, true)));

  it('judges every occurrence against bookings and days off, with the reason, and holds nothing', async () => {
    const { consultant, client } = await bookingParties(s.t.app);
    const other = await signedInUser(s.t.app, { role: 'Boss' });
    await s.api.book(other, consultant, { date: '2026-06-08' });
    await availabilityClient(s.t.app).save(consultant, { daysOff: [{ from: '2026-06-17', to: '2026-06-17' }] });
    const holdsBefore = (await liveHolds(consultant)).length;

    const judgement = await judge(client, consultant);
    assert.deepEqual(
      judgement.occurrences.map((occurrence) => occurrence.date),
      ['2026-06-03', '2026-06-08', '2026-06-10', '2026-06-15', '2026-06-17', '2026-06-22', '2026-06-24'],
    );
    const refused = judgement.occurrences.filter((occurrence) => occurrence.refusal);
    assert.deepEqual(
      refused.map(({ date, refusal, field }) => ({ date, refusal, field })),
      [
        { date: '2026-06-08', refusal: SLOT_TAKEN, field: 'startTime' },
        { date: '2026-06-17', refusal: 'Maria is not taking bookings on this day.', field: 'date' },
      ],
    );
    assert.equal(judgement.pricePerOccurrence, 5000);
    assert.equal(judgement.total, 25_000);
    assert.equal((await liveHolds(consultant)).length, holdsBefore, 'judging holds nothing');
  });

  it('books the confirmed list at once, skips applied and a refused one moved, and tells the assistant once', async () => {
    const { consultant, client } = await bookingParties(s.t.app);
    const series = await created(client, consultant, {
      weeks: 2,
      skip: ['2026-06-10'],
      replacements: [{ seriesDate: '2026-06-08', date: '2026-06-08', startTime: '13:00' }],
    });
    assert.equal(series.status, 'requested');
    assert.deepEqual(
      series.occurrences.map((booking) => [booking.date, booking.startTime, booking.seriesDate, booking.seriesMoved]),
      [
        ['2026-06-03', '09:00', '2026-06-03', false],
        ['2026-06-08', '13:00', '2026-06-08', true],
      ],
    );
    for (const booking of series.occurrences) {
      assert.equal(booking.status, 'PENDING');
      assert.equal(booking.isRecurring, true);
      assert.equal(booking.seriesId, series.id);
      assert.equal(booking.price, 5000);
    }
    assert.equal(series.remaining, 2);
    assert.equal(series.nextOccurrence?.date, '2026-06-03');
    assert.equal(series.paidThrough, null);
    assert.deepEqual(series.periods.map((period) => [period.index, period.duePesos, period.paid]), [[0, 10_000, false]]);
    assert.equal((await liveHolds(consultant)).length, 2);
    await s.t.app.background.drain();
    const told = await s.t.database.db.select().from(notifications).where(eq(notifications.userId, consultant.user.id));
    assert.equal(told.length, 1, 'one notification for the whole request');
    assert.equal(told[0].title, 'New recurring booking request');

    const listed = (await s.api.call(client, 'GET', '/api/bookings/series?role=client')).json<RecurringSeries[]>();
    assert.deepEqual(listed.map((one) => one.id), [series.id]);
    const received = (await s.api.call(consultant, 'GET', '/api/bookings/series?role=consultant')).json<RecurringSeries[]>();
    assert.deepEqual(received.map((one) => one.id), [series.id]);
    const made = (await s.api.call(client, 'GET', '/api/bookings/made')).json<Booking[]>();
    assert.equal(made.filter((booking) => booking.isRecurring).length, 2, 'the Recurring tab reads isRecurring from the lists');
  });

  it('refuses a list with an occurrence taken meanwhile: 409 naming it, nothing held', async () => {
    const { consultant, client } = await bookingParties(s.t.app);
    const other = await signedInUser(s.t.app, { role: 'Boss' });
    await s.api.book(other, consultant, { date: '2026-06-15' });
    const response = await create(client, consultant);
    assert.equal(response.statusCode, 409);
    assert.equal(response.json().field, 'occurrences');
    assert.match(response.json().message, /2026-06-15 09:00 \(This time slot is already booked/);
    assert.equal((await liveHolds(consultant)).length, 1, 'only the other booking holds');
  });

  it('two Bosses racing for the same weekly slot: one series gets it, the other is told which occurrences conflict', async () => {
    const { consultant, client } = await bookingParties(s.t.app);
    const rival = await signedInUser(s.t.app, { role: 'Boss' });
    const [first, second] = await Promise.all([create(client, consultant, { weeks: 2 }), create(rival, consultant, { weeks: 2, weekdays: [3] })]);
    const statuses = [first.statusCode, second.statusCode].sort();
    assert.deepEqual(statuses, [201, 409]);
    const lost = first.statusCode === 409 ? first : second;
    assert.match(lost.json().message, /2026-06-03 09:00/);
    assert.match(lost.json().message, /2026-06-10 09:00/);
    const holds = await liveHolds(consultant);
    const winner = (first.statusCode === 201 ? first : second).json<{ series: RecurringSeries }>().series;
    assert.equal(holds.length, winner.occurrences.length, 'only the winner holds slots');
  });

  it('the assistant accepts the whole request once; a Boss cannot, and a second answer is refused', async () => {
    const { consultant, client } = await bookingParties(s.t.app);
    const series = await created(client, consultant, { weeks: 1, price: 5000 });
    const byClient = await s.api.call(client, 'PUT', `/api/bookings/series/${series.id}/status`, { status: 'accepted' });
    assert.equal(byClient.statusCode, 403);
    assert.equal(byClient.json().message, ONLY_CONSULTANT_ANSWERS);
    const accepted = await s.api.call(consultant, 'PUT', `/api/bookings/series/${series.id}/status`, { status: 'accepted' });
    assert.equal(accepted.statusCode, 200);
    assert.equal(accepted.json<RecurringSeries>().status, 'accepted');
    // A priced occurrence is still confirmed by its payment, as the process declares.
    assert.ok(accepted.json<RecurringSeries>().occurrences.every((booking) => booking.status === 'PENDING'));
    const again = await s.api.call(consultant, 'PUT', `/api/bookings/series/${series.id}/status`, { status: 'declined' });
    assert.equal(again.statusCode, 409);
    assert.equal(again.json().message, SERIES_ALREADY_ANSWERED('accepted'));
    const outsider = await s.api.call(await signedInUser(s.t.app, { role: 'Assistant' }), 'GET', `/api/bookings/series/${series.id}`);
    assert.equal(outsider.statusCode, 404);
  });

  it('declining the series cancels every occurrence and frees its slots', async () => {
    const { consultant, client } = await bookingParties(s.t.app);
    const series = await created(client, consultant, { weeks: 2 });
    const declined = await s.api.call(consultant, 'PUT', `/api/bookings/series/${series.id}/status`, { status: 'declined' });
    assert.equal(declined.statusCode, 200);
    const after = declined.json<RecurringSeries>();
    assert.equal(after.status, 'declined');
    assert.ok(after.occurrences.every((booking) => booking.status === 'CANCELLED' && booking.cancelReason === CANCEL_REASONS.declinedByConsultant));
    assert.equal(after.remaining, 0);
    assert.equal((await liveHolds(consultant)).length, 0);
  });

  it('cancels one occurrence alone, then this and all following with the quote shown first', async () => {
    const { consultant, client } = await bookingParties(s.t.app);
    const series = await created(client, consultant, { firstDate: '2026-06-08', weeks: 2 });
    const [first, second, third, fourth] = series.occurrences;
    const one = await s.api.setStatus(client, second.id, 'CANCELLED');
    assert.equal(one.statusCode, 200);
    const quote = await s.api.call(client, 'GET', `/api/bookings/series/${series.id}/cancellation?from=${third.id}`);
    assert.equal(quote.statusCode, 200);
    const quoted = quote.json<SeriesCancellationQuote>();
    assert.deepEqual(quoted.occurrences.map((item) => item.bookingId), [third.id, fourth.id], 'the cancelled one is not quoted again');
    assert.equal(quoted.refundCentavos, 0, 'unpaid occurrences refund nothing');
    const cancelled = await s.api.call(client, 'POST', `/api/bookings/series/${series.id}/cancel`, { fromBookingId: third.id });
    assert.equal(cancelled.statusCode, 200, cancelled.body);
    const after = cancelled.json<RecurringSeries>();
    assert.deepEqual(
      after.occurrences.map((booking) => [booking.id, booking.status]),
      [
        [first.id, 'PENDING'],
        [second.id, 'CANCELLED'],
        [third.id, 'CANCELLED'],
        [fourth.id, 'CANCELLED'],
      ],
    );
    assert.equal(after.remaining, 1);
    const nothing = await s.api.call(client, 'POST', `/api/bookings/series/${series.id}/cancel`, { fromBookingId: fourth.id });
    assert.equal(nothing.statusCode, 409);
    const foreign = await s.api.call(client, 'POST', `/api/bookings/series/${series.id}/cancel`, { fromBookingId: '00000000-0000-4000-8000-000000000000' });
    assert.equal(foreign.statusCode, 400);
    assert.equal(foreign.json().field, 'fromBookingId');
  });

  it('paid per period: the first period holds for the payment hold, a later one until its first day, and each lapses unpaid', async () => {
    const { consultant, client } = await bookingParties(s.t.app);
    const series = await created(client, consultant, { weekdays: [1], firstDate: '2026-06-08', weeks: 6, payMode: 'per_period' });
    assert.deepEqual(
      series.periods.map((period) => [period.index, period.from, period.to, period.payableFrom]),
      [
        [0, '2026-06-08', '2026-06-29', '2026-06-01'],
        [1, '2026-07-06', '2026-07-13', '2026-07-01'],
      ],
    );
    s.clock.advance(16 * 60_000);
    await s.t.app.sweeps.run(HOLD_SWEEP);
    let rows = await s.t.database.db.select().from(bookings).where(eq(bookings.seriesId, series.id));
    const statusOf = (date: string) => rows.find((row) => row.date === date)?.status;
    assert.equal(statusOf('2026-06-08'), 'CANCELLED', 'the first period lapsed with its payment hold');
    assert.equal(statusOf('2026-07-06'), 'PENDING', 'the second period still holds');
    // Told once for the period's four occurrences, not four times.
    const lapseNotices = async () =>
      (await s.t.database.db.select().from(notifications).where(eq(notifications.userId, client.user.id))).filter((row) => row.title === 'Recurring sessions not paid in time');
    assert.deepEqual((await lapseNotices()).map((row) => row.content.split(',')[0]), ['4 sessions of your recurring booking with Maria Santos']);
    s.clock.set('2026-07-05T16:00:00.000Z'); // Monday 6 July, 00:00 in Manila
    try {
      await s.t.app.sweeps.run(HOLD_SWEEP);
    } finally {
      s.clock.set(TEST_NOW);
    }
    rows = await s.t.database.db.select().from(bookings).where(eq(bookings.seriesId, series.id));
    assert.ok(rows.every((row) => row.status === 'CANCELLED' && row.cancelReason === CANCEL_REASONS.holdExpired));
    assert.equal((await liveHolds(consultant)).length, 0);
    assert.equal((await lapseNotices()).length, 2);
    const perBooking = (await s.t.database.db.select().from(notifications).where(eq(notifications.userId, client.user.id))).filter((row) => row.content.startsWith(CANCEL_REASONS.holdExpired));
    assert.equal(perBooking.length, 0, 'no notice per occurrence');
  });

  it('answers 400 naming the field for a pattern it cannot read', async () => {
    const { consultant, client } = await bookingParties(s.t.app);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ weekdays: [] }, 'weekdays'],
      [{ weekdays: [6] }, 'weekdays'],
      [{ weekdays: [1, 1] }, 'weekdays'],
      [{ weeks: 13 }, 'weeks'],
      [{ weeks: undefined }, 'weeks'],
      [{ weeks: undefined, until: '2026-09-30' }, 'until'],
      [{ skip: ['2026-06-04'] }, 'skip'],
      [{ price: 4000 }, 'price'],
    ];
    for (const [overrides, field] of cases) {
      const response = await create(client, consultant, overrides);
      assert.equal(response.statusCode, 400, `${JSON.stringify(overrides)}: ${response.body}`);
      assert.match(response.json().field, new RegExp(`^${field}`), JSON.stringify(overrides));
    }
  });
});
