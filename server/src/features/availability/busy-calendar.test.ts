// The busy calendar: the server reads the assistant's ICS address (here a local
// HTTP server) when it is saved, on demand and on the sweep's schedule; its busy
// times block the slots they overlap, in the zone each event names; a read that
// fails keeps the last good copy and says why on the settings.
import assert from 'node:assert/strict';
import { after, before, beforeEach, it } from 'node:test';
import { REFUSALS } from '@marketplace/shared-api/availability/rules';
import type { AvailabilityView } from '@marketplace/shared-api/availability/types';
import { createTestApp, describeEachDatabase, suiteFixture } from '../../test/test-app';
import { bookingClient, bookingParties, bookingTestClock, TEST_NOW, TOMORROW, type TestUser } from '../bookings/booking-test-helpers';
import { availabilityClient, icsOf, startCalendarServer, type CalendarServer } from './availability-test-helpers';
import { CALENDAR_ERRORS } from './calendar-fetch';
import { CALENDAR_REFRESH_MS, CALENDAR_SWEEP } from './calendar-sweep';

const WEDNESDAY = '2026-06-03';

describeEachDatabase('busy calendar', (kind) => {
  const s = suiteFixture(async () => {
    const clock = bookingTestClock();
    const t = await createTestApp(kind, { clock, calendarFetch: { allowPrivateAddresses: true } });
    return { t, clock, api: bookingClient(t.app) };
  });
  let calendar: CalendarServer;
  let consultant: TestUser;
  let client: TestUser;

  before(async () => {
    calendar = await startCalendarServer();
  });
  after(() => calendar.close());
  beforeEach(async () => {
    s.clock.set(TEST_NOW);
    ({ consultant, client } = await bookingParties(s.t.app));
  });

  const times = async (date: string) => (await s.api.available(client, consultant, date)).json<string[]>();

  it('blocks the slots a busy event overlaps, read in the event’s own zone', async () => {
    calendar.answer(
      200,
      icsOf([
        // 10:00-11:00 in Manila, tomorrow: the morning slot.
        { start: '20260602T100000', end: '20260602T110000', tzid: 'Asia/Manila' },
        // 01:00-02:00 New York (EDT) on Wednesday is 13:00-14:00 in Manila: the afternoon slot.
        { start: '20260603T010000', end: '20260603T020000', tzid: 'America/New_York' },
        // Free time (TRANSP:TRANSPARENT) blocks nothing.
        { start: '20260604T010000Z', end: '20260604T020000Z', extra: ['TRANSP:TRANSPARENT'] },
      ]),
    );
    const settings = await availabilityClient(s.t.app).save(consultant, { calendarUrl: calendar.url });
    assert.equal(settings.calendar.url, calendar.url);
    assert.equal(settings.calendar.eventsFound, 2);
    assert.equal(settings.calendar.readAt, TEST_NOW.toISOString());
    assert.equal(settings.calendar.error, null);

    assert.deepEqual(await times(TOMORROW), ['13:00']);
    assert.deepEqual(await times(WEDNESDAY), ['09:00']);
    assert.deepEqual(await times('2026-06-04'), ['09:00', '13:00']);
    const refused = await s.api.call(client, 'POST', '/api/bookings/create', s.api.bookingBody(consultant, { date: TOMORROW, startTime: '09:00' }));
    assert.equal(refused.statusCode, 409);
    assert.deepEqual(refused.json(), { message: REFUSALS.busy('Maria'), field: 'startTime' });
    // A full day overlaps the busy hour too.
    const fullDay = await s.api.call(client, 'POST', '/api/bookings/create', s.api.bookingBody(consultant, { date: WEDNESDAY, duration: 8, price: 10000 }));
    assert.equal(fullDay.statusCode, 409);

    const view = (await s.api.call(client, 'GET', `/api/bookings/availability/${consultant.user.id}`)).json<AvailabilityView>();
    assert.deepEqual(view.busy, [
      { start: '2026-06-02T02:00:00.000Z', end: '2026-06-02T03:00:00.000Z' },
      { start: '2026-06-03T05:00:00.000Z', end: '2026-06-03T06:00:00.000Z' },
    ]);
  });

  it('expands a recurring event and leaves out its excluded dates', async () => {
    calendar.answer(
      200,
      icsOf([
        {
          start: '20260602T140000',
          end: '20260602T150000',
          tzid: 'Asia/Manila',
          extra: ['RRULE:FREQ=DAILY;COUNT=3', 'EXDATE;TZID=Asia/Manila:20260603T140000'],
        },
      ]),
    );
    const settings = await availabilityClient(s.t.app).save(consultant, { calendarUrl: calendar.url });
    assert.equal(settings.calendar.eventsFound, 2);
    assert.deepEqual(await times(TOMORROW), ['09:00']);
    assert.deepEqual(await times(WEDNESDAY), ['09:00', '13:00']);
    assert.deepEqual(await times('2026-06-04'), ['09:00']);
  });

  it('keeps the last good copy when a read fails, and reads again on the schedule and on demand', async () => {
    const rules = availabilityClient(s.t.app);
    calendar.answer(200, icsOf([{ start: '20260602T010000Z', end: '20260602T020000Z' }]));
    await rules.save(consultant, { calendarUrl: calendar.url });
    assert.deepEqual(await times(TOMORROW), ['13:00']);

    // The calendar fails: on demand, the error is shown and the busy time stays.
    calendar.answer(500, 'down');
    s.clock.advance(60_000);
    const failed = await rules.refresh(consultant);
    assert.equal(failed.calendar.error, CALENDAR_ERRORS.status(500));
    assert.equal(failed.calendar.errorAt, new Date(TEST_NOW.getTime() + 60_000).toISOString());
    assert.equal(failed.calendar.readAt, TEST_NOW.toISOString());
    assert.equal(failed.calendar.eventsFound, 1);
    assert.deepEqual(await times(TOMORROW), ['13:00']);

    // Not a calendar at all: the same.
    calendar.answer(200, '<html>Sign in</html>');
    assert.equal((await rules.refresh(consultant)).calendar.error, CALENDAR_ERRORS.notCalendar);
    assert.deepEqual(await times(TOMORROW), ['13:00']);

    // The schedule: nothing is due until the refresh interval passed since the last attempt.
    calendar.answer(200, icsOf([{ start: '20260602T050000Z', end: '20260602T060000Z' }]));
    const before = calendar.requests();
    await s.t.app.sweeps.run(CALENDAR_SWEEP);
    assert.equal(calendar.requests(), before);
    s.clock.advance(CALENDAR_REFRESH_MS + 1);
    await s.t.app.sweeps.run(CALENDAR_SWEEP);
    // Every calendar of the suite is due by now (earlier tests' too); this one was read again.
    assert.ok(calendar.requests() > before);
    const read = (await s.api.call(consultant, 'GET', '/api/availability')).json<{ calendar: { error: string | null; readAt: string } }>();
    assert.equal(read.calendar.error, null);
    assert.equal(read.calendar.readAt, s.clock.now().toISOString());
    assert.deepEqual(await times(TOMORROW), ['09:00']);

    // Removing the address forgets its busy times.
    await rules.save(consultant, { calendarUrl: null });
    assert.deepEqual(await times(TOMORROW), ['09:00', '13:00']);
  });

  it('refuses addresses inside a private network unless the app allows them', async () => {
    const strict = await createTestApp(s.t.kind, { clock: bookingTestClock() });
    try {
      const { consultant: owner } = await bookingParties(strict.app);
      const settings = await availabilityClient(strict.app).save(owner, { calendarUrl: calendar.url.replace('http:', 'https:') });
      assert.equal(settings.calendar.error, CALENDAR_ERRORS.notAllowed);
      assert.equal(settings.calendar.readAt, null);
    } finally {
      await strict.close();
    }
  });
});
