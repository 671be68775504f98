// The iCalendar file of a booking and the private feed, read back with a real
// calendar parser (ical.js): the event lasts as long as the session (SPEC's
// 4 hours for a standard one, 8 for a full day), at the right
// instant in the marketplace time zone; the feed needs its token, and a reset
// token stops the old URL. VTIMEZONE also holds for zones with daylight saving.
import assert from 'node:assert/strict';
import { it } from 'node:test';
import ICAL from 'ical.js';
import type { Booking } from '@marketplace/shared-api/types';
import { describeEachDatabase } from '../../test/test-app';
import { bookingParties, bookingSuite } from './booking-test-helpers';
import { buildCalendar } from './ical';
import { instantOf } from '@marketplace/shared-api/availability/rules';

/** The VEVENTs of a calendar text, with their zones registered the way calendar apps do. */
function parseEvents(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
  return calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent));
}

describeEachDatabase('booking calendars', (kind) => {
  const s = bookingSuite(kind);

  it('serves one booking as an event as long as its session, in Asia/Manila, that a parser reads', async () => {
    const { consultant, client } = await bookingParties(s.t.app);
    const booking = await s.api.book(client, consultant, { duration: 8, price: 10000 });
    const response = await s.api.call(client, 'GET', `/api/bookings/${booking.id}/calendar.ics`);
    assert.equal(response.statusCode, 200);
    assert.match(String(response.headers['content-type']), /^text\/calendar/);
    assert.match(String(response.headers['content-disposition']), /attachment; filename="booking-\w+\.ics"/);
    assert.match(response.body, /\r\n/);
    const [event] = parseEvents(response.body);
    assert.equal(event.summary, 'Morning call meeting with Maria Santos');
    assert.equal(event.location, 'Online');
    assert.equal(event.uid, `${booking.id}@assistant-marketplace`);
    assert.equal(event.startDate.toJSDate().toISOString(), '2026-06-02T01:00:00.000Z', '09:00 in Manila');
    assert.equal(event.endDate.toJSDate().toISOString(), '2026-06-02T09:00:00.000Z', 'an 8-hour session ends at 17:00, its real end');
    assert.equal(event.startDate.zone?.tzid, 'Asia/Manila');

    const standard = await s.api.book(client, consultant, { date: '2026-06-03', startTime: '13:00' });
    const [fourHours] = parseEvents((await s.api.call(client, 'GET', `/api/bookings/${standard.id}/calendar.ics`)).body);
    assert.equal(fourHours.endDate.toJSDate().toISOString(), '2026-06-03T09:00:00.000Z', 'SPEC: a standard session lasts 4 hours');

    const forConsultant = await s.api.call(consultant, 'GET', `/api/bookings/${booking.id}/calendar.ics`);
    assert.equal(parseEvents(forConsultant.body)[0].summary, 'Morning call meeting with Ben Cruz', 'names the other party');
  });

  it('gives each user a private feed of every booking, revoked by a reset', async () => {
    const { consultant, client } = await bookingParties(s.t.app);
    await s.api.book(client, consultant);
    await s.api.book(client, consultant, { date: '2026-06-03', startTime: '13:00' });
    const feed = await s.api.call(client, 'GET', '/api/bookings/calendar-feed');
    assert.equal(feed.statusCode, 200);
    const { url } = feed.json<{ url: string }>();
    assert.match(url, /^http:\/\/localhost(:\d+)?\/api\/bookings\/feed\/[\w-]{43}\.ics$/);
    assert.equal((await s.api.call(client, 'GET', '/api/bookings/calendar-feed')).json().url, url, 'stable until reset');

    const path = new URL(url).pathname;
    const served = await s.t.app.inject({ method: 'GET', url: path });
    assert.equal(served.statusCode, 200, 'no bearer token needed');
    const events = parseEvents(served.body);
    assert.equal(events.length, 2);
    const afternoon = events.find((event) => event.summary.startsWith('Afternoon'));
    assert.ok(afternoon);
    assert.equal(afternoon.startDate.toJSDate().toISOString(), '2026-06-03T05:00:00.000Z');
    assert.equal(afternoon.endDate.toJSDate().toISOString(), '2026-06-03T09:00:00.000Z');

    const reset = await s.api.call(client, 'POST', '/api/bookings/calendar-feed');
    assert.notEqual(reset.json().url, url);
    assert.equal((await s.t.app.inject({ method: 'GET', url: path })).statusCode, 404);
    assert.equal((await s.t.app.inject({ method: 'GET', url: '/api/bookings/feed/short.ics' })).statusCode, 400);
    assert.equal((await s.api.call(null, 'GET', '/api/bookings/calendar-feed')).statusCode, 401);
  });
});

it('writes a VTIMEZONE with daylight saving that puts events at the right instant', () => {
  const booking = (date: string): Booking => ({
    id: `id-${date}`,
    date,
    startTime: '09:00',
    duration: 4,
    price: 5000,
    status: 'CONFIRMED',
    consultantId: 'c',
    consultant: { id: 'c', username: 'c', firstName: 'Maria', lastName: 'Santos', avatar: null, role: 'Assistant', premium: 'Verified' },
    userId: 'u',
    user: { id: 'u', username: 'u', firstName: 'Ben', lastName: 'Cruz', avatar: null, role: 'Boss', premium: 'Not Verified' },
    isRecurring: false,
    seriesId: null,
    seriesDate: null,
    seriesMoved: false,
    referralCode: null,
    reference: '123456ABCD',
    paymentStatus: 'PAID',
    holdExpiresAt: null,
    cancelReason: null,
    assistantReceivesCentavos: 0,
    problemReportableUntil: null,
    dispute: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
  });
  const text = buildCalendar([booking('2026-01-15'), booking('2026-07-15')], {
    timeZone: 'America/New_York',
    viewerId: 'u',
    now: new Date('2026-01-01T00:00:00Z'),
  });
  assert.match(text, /BEGIN:DAYLIGHT/);
  const [winter, summer] = parseEvents(text);
  assert.equal(winter.startDate.toJSDate().toISOString(), '2026-01-15T14:00:00.000Z', 'EST is UTC-5');
  assert.equal(summer.startDate.toJSDate().toISOString(), '2026-07-15T13:00:00.000Z', 'EDT is UTC-4');
  assert.equal(instantOf('2026-07-15', '09:00', 'America/New_York').toISOString(), '2026-07-15T13:00:00.000Z');
});

it('folds long lines at 75 octets without splitting a character, and a parser reads them back whole', () => {
  const booking = { id: 'long', date: '2026-06-15', startTime: '09:00', duration: 4, status: 'CONFIRMED', reference: 'ñ'.repeat(60), consultantId: 'c',
    consultant: { id: 'c', username: 'c', firstName: 'Maria', lastName: 'Santos' }, user: { id: 'u', username: 'u', firstName: 'Ben', lastName: 'Cruz' },
    createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z' } as Booking;
  const text = buildCalendar([booking], { timeZone: 'Asia/Manila', viewerId: 'u', now: new Date('2026-01-01T00:00:00Z') });
  for (const line of text.split('\r\n')) assert.ok(Buffer.byteLength(line) <= 75, line);
  assert.ok(parseEvents(text)[0].description.includes('ñ'.repeat(60)));
});
