// A recurring series in the calendar file and feed, read back with ical.js
// on both databases: one event with a weekly RRULE (BYDAY, UNTIL), an EXDATE for each
// date skipped when booked or cancelled since, and a RECURRENCE-ID override for a
// moved occurrence; expanded, its dates are exactly the live occurrences.
import assert from 'node:assert/strict';
import { it } from 'node:test';
import ICAL from 'ical.js';
import type { Booking, RecurringSeries } from '@marketplace/shared-api/types';
import { describeEachDatabase } from '../../../test/test-app';
import { bookingParties, bookingSuite } from '../booking-test-helpers';
import { instantOf } from '@marketplace/shared-api/availability/rules';
import { bookSeries } from './series-test-helpers';

const ZONE = 'Asia/Manila';

/** The VEVENTs of a calendar text, with their zones registered the way calendar apps do. */
function parseEvents(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
  return calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent));
}

/** The start and end of every occurrence of the events with this UID, as a calendar app expands them (exceptions applied). */
function expand(events: ICAL.Event[], uid: string): Array<{ start: string; end: string }> {
  const own = events.filter((event) => event.uid === uid);
  const master = own.find((event) => !event.isRecurrenceException());
  assert.ok(master, `a master event ${uid}`);
  for (const exception of own.filter((event) => event.isRecurrenceException())) master.relateException(exception);
  const iterator = master.iterator();
  const found: Array<{ start: string; end: string }> = [];
  for (let next = iterator.next(); next; next = iterator.next()) {
    const details = master.getOccurrenceDetails(next);
    found.push({ start: details.startDate.toJSDate().toISOString(), end: details.endDate.toJSDate().toISOString() });
    assert.ok(found.length < 100, 'the rule ends');
  }
  return found;
}

const liveTimes = (occurrences: Booking[]) =>
  occurrences
    .filter((booking) => booking.status !== 'CANCELLED')
    .map((booking) => {
      const start = instantOf(booking.date, booking.startTime, ZONE);
      return { start: start.toISOString(), end: new Date(start.getTime() + booking.duration * 3_600_000).toISOString() };
    })
    .sort((a, b) => a.start.localeCompare(b.start));

describeEachDatabase('recurring series in calendars', (kind) => {
  const s = bookingSuite(kind);

  it('writes a series as one weekly event: skipped and cancelled dates excluded, a moved one overridden, expanded to the live occurrences', async () => {
    const { consultant, client } = await bookingParties(s.t.app);
    // Mondays and Wednesdays at 09:00 for three weeks from Monday 8 June: 10 June skipped, 15 June moved to 13:00.
    const series = await bookSeries(s.api, client, consultant, { weeks: 3, skip: ['2026-06-10'], replacements: [{ seriesDate: '2026-06-15', date: '2026-06-15', startTime: '13:00' }] });
    assert.equal(series.occurrences.length, 5);
    const cancelled = series.occurrences.find((booking) => booking.seriesDate === '2026-06-22');
    assert.ok(cancelled);
    assert.equal((await s.api.setStatus(client, cancelled.id, 'CANCELLED')).statusCode, 200);
    const occurrences = (await s.api.call(client, 'GET', `/api/bookings/series/${series.id}`)).json<RecurringSeries>().occurrences;

    const file = await s.api.call(client, 'GET', `/api/bookings/${occurrences[0].id}/calendar.ics`);
    assert.equal(file.statusCode, 200);
    const uid = `series-${series.id}@assistant-marketplace`;
    const events = parseEvents(file.body);
    assert.deepEqual(events.map((event) => event.uid), [uid, uid], 'one series event and the moved occurrence’s override');
    assert.match(file.body, /RRULE:FREQ=WEEKLY;UNTIL=20260624T010000Z;BYDAY=MO,WE\r\n/);
    assert.match(file.body, /EXDATE;TZID=Asia\/Manila:20260610T090000,20260622T090000/);
    assert.match(file.body, /RECURRENCE-ID;TZID=Asia\/Manila:20260615T090000/);
    assert.equal(events[0].summary, 'Morning call meeting with Maria Santos');
    assert.deepEqual(expand(events, uid), liveTimes(occurrences));
    assert.deepEqual(
      expand(events, uid).map((time) => time.start),
      ['2026-06-08T01:00:00.000Z', '2026-06-15T05:00:00.000Z', '2026-06-17T01:00:00.000Z', '2026-06-24T01:00:00.000Z'],
      '8 June, 15 June moved to 13:00, 17 June, 24 June (Manila)',
    );

    // The feed carries the series once beside a single booking, for the assistant too.
    const single = await s.api.book(client, consultant, { date: '2026-06-30' });
    const { url } = (await s.api.call(consultant, 'GET', '/api/bookings/calendar-feed')).json<{ url: string }>();
    const feed = await s.t.app.inject({ method: 'GET', url: new URL(url).pathname });
    assert.equal(feed.statusCode, 200);
    const fed = parseEvents(feed.body);
    assert.deepEqual(fed.map((event) => event.uid).sort(), [`${single.id}@assistant-marketplace`, uid, uid].sort());
    assert.equal(fed.find((event) => event.uid === uid && !event.isRecurrenceException())?.summary, 'Morning call meeting with Ben Cruz');
    assert.deepEqual(expand(fed, uid), liveTimes(occurrences));
  });

  it('after a change of weekdays and time, the rule starts where the new pattern does and the earlier occurrence is its own event', async () => {
    const { consultant, client } = await bookingParties(s.t.app);
    // Mondays and Wednesdays at 09:00 for two weeks from Monday 8 June, then from 10 June on Tuesdays and Thursdays at 13:00.
    const series = await bookSeries(s.api, client, consultant);
    const changed = await s.api.call(client, 'POST', `/api/bookings/series/${series.id}/change`, { fromBookingId: series.occurrences[1].id, weekdays: [2, 4], startTime: '13:00' });
    assert.equal(changed.statusCode, 200, changed.body);
    const occurrences = changed.json<RecurringSeries>().occurrences;

    const file = await s.api.call(client, 'GET', `/api/bookings/${occurrences[0].id}/calendar.ics`);
    const uid = `series-${series.id}@assistant-marketplace`;
    const events = parseEvents(file.body);
    assert.deepEqual(events.map((event) => event.uid).sort(), [`${occurrences[0].id}@assistant-marketplace`, uid].sort());
    assert.match(file.body, /RRULE:FREQ=WEEKLY;UNTIL=20260618T050000Z;BYDAY=TU,TH\r\n/);
    assert.match(file.body, /DTSTART;TZID=Asia\/Manila:20260611T130000/);
    assert.deepEqual(
      expand(events, uid).map((time) => time.start),
      ['2026-06-11T05:00:00.000Z', '2026-06-16T05:00:00.000Z', '2026-06-18T05:00:00.000Z'],
      '11, 16 and 18 June at 13:00 (Manila) in the rule; 8 June at 09:00 on its own',
    );
    assert.deepEqual([...expand(events, uid), ...liveTimes(occurrences.slice(0, 1))].sort((a, b) => a.start.localeCompare(b.start)), liveTimes(occurrences));
  });

  it('a series cancelled from its first occurrence on is one cancelled event', async () => {
    const { consultant, client } = await bookingParties(s.t.app);
    const series = await bookSeries(s.api, client, consultant, { weekdays: [2], startTime: '13:00', firstDate: '2026-06-09' });
    const cancelled = await s.api.call(client, 'POST', `/api/bookings/series/${series.id}/cancel`, { fromBookingId: series.occurrences[0].id });
    assert.equal(cancelled.statusCode, 200, cancelled.body);
    const events = parseEvents((await s.api.call(client, 'GET', `/api/bookings/${series.occurrences[1].id}/calendar.ics`)).body);
    assert.equal(events.length, 1);
    assert.equal(events[0].component.getFirstPropertyValue('status'), 'CANCELLED');
  });
});
