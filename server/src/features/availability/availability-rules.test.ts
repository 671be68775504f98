// Each availability rule on the routes that offer or take a slot (available,
// create, reschedule), alone and combined, judged on the test clock: Monday
// 1 June 2026, 08:00 in Manila. Refusals are 409 with the reason people read.
import assert from 'node:assert/strict';
import { beforeEach, it } from 'node:test';
import { REFUSALS } from '@marketplace/shared-api/availability/rules';
import type { AvailabilityView } from '@marketplace/shared-api/availability/types';
import { createTestApp, describeEachDatabase, suiteFixture } from '../../test/test-app';
import { bookingClient, bookingParties, bookingTestClock, TEST_NOW, TOMORROW, type TestUser } from '../bookings/booking-test-helpers';
import { availabilityClient } from './availability-test-helpers';

const WEDNESDAY = '2026-06-03';
const THURSDAY = '2026-06-04';
const FRIDAY = '2026-06-05';
const NEXT_MONDAY = '2026-06-08';
const NOTICE = REFUSALS.notice(12);

describeEachDatabase('availability rules', (kind) => {
  const s = suiteFixture(async () => {
    const clock = bookingTestClock();
    const t = await createTestApp(kind, { clock });
    return { t, clock, api: bookingClient(t.app) };
  });
  let consultant: TestUser;
  let client: TestUser;
  let rules: ReturnType<typeof availabilityClient>;

  beforeEach(async () => {
    s.clock.set(TEST_NOW);
    ({ consultant, client } = await bookingParties(s.t.app));
    rules = availabilityClient(s.t.app);
  });

  const times = async (date: string, extra = '') => {
    const response = await s.api.available(client, consultant, date, extra);
    assert.equal(response.statusCode, 200, response.body);
    return response.json<string[]>();
  };
  const create = (overrides: Record<string, unknown>) =>
    s.api.call(client, 'POST', '/api/bookings/create', s.api.bookingBody(consultant, overrides));
  const refusal = (response: { statusCode: number; json: () => unknown }, message: string, field: string) => {
    assert.equal(response.statusCode, 409);
    assert.deepEqual(response.json(), { message, field });
  };

  it('by default takes both slots Monday to Friday with 12 hours of notice, three months ahead', async () => {
    assert.deepEqual(await times(TOMORROW), ['09:00', '13:00']);
    // 13:00 today is five hours away: not offered, and refused.
    assert.deepEqual(await times('2026-06-01'), []);
    refusal(await create({ date: '2026-06-01', startTime: '13:00' }), NOTICE, 'startTime');
    // The end of the third month counting this one: 31 August.
    assert.deepEqual(await times('2026-08-31'), ['09:00', '13:00']);
    assert.deepEqual(await times('2026-09-01'), []);
    refusal(await create({ date: '2026-09-01' }), 'Maria takes bookings up to 3 months ahead.', 'date');
    assert.equal((await create({ date: '2026-08-31' })).statusCode, 201);
  });

  it('counts the notice to the second: exactly 12 hours before is in time, a moment later is not', async () => {
    // Tomorrow 09:00 in Manila is 01:00 UTC; 12 hours before is 13:00 UTC today.
    s.clock.set('2026-06-01T13:00:00.000Z');
    assert.deepEqual(await times(TOMORROW), ['09:00', '13:00']);
    assert.equal((await create({ date: TOMORROW, startTime: '09:00' })).statusCode, 201);
    // Tomorrow 13:00 is 05:00 UTC: 12 hours and a millisecond short.
    s.clock.set('2026-06-01T17:00:00.001Z');
    assert.deepEqual(await times(TOMORROW), []);
    refusal(await create({ date: TOMORROW, startTime: '13:00' }), NOTICE, 'startTime');
  });

  it('offers only the slots of the week grid: Wednesdays afternoon only', async () => {
    const weekly = [['09:00', '13:00'], ['09:00', '13:00'], ['13:00'], ['09:00', '13:00'], []];
    await rules.save(consultant, { weekly });
    assert.deepEqual(await times(WEDNESDAY), ['13:00']);
    refusal(await create({ date: WEDNESDAY, startTime: '09:00' }), REFUSALS.slotOff('Maria'), 'startTime');
    // A full day needs both slots.
    assert.deepEqual(await times(WEDNESDAY, '&duration=8'), []);
    refusal(await create({ date: WEDNESDAY, duration: 8, price: 10000 }), REFUSALS.dayOff('Maria'), 'date');
    // No Fridays at all.
    assert.deepEqual(await times(FRIDAY), []);
    refusal(await create({ date: FRIDAY }), REFUSALS.dayOff('Maria'), 'date');
    assert.equal((await create({ date: WEDNESDAY, startTime: '13:00' })).statusCode, 201);
  });

  it('refuses a day off, a new booking and a reschedule into it alike', async () => {
    const booking = await s.api.book(client, consultant, { date: TOMORROW });
    await rules.save(consultant, { daysOff: [{ from: THURSDAY, to: FRIDAY, note: 'Cousin’s wedding' }] });
    assert.deepEqual(await times(THURSDAY), []);
    assert.deepEqual(await times(FRIDAY), []);
    refusal(await create({ date: FRIDAY, startTime: '13:00' }), REFUSALS.dayOff('Maria'), 'date');
    refusal(await s.api.reschedule(client, booking.id, THURSDAY, '09:00'), REFUSALS.dayOff('Maria'), 'date');
    // The booking stays where it was.
    assert.deepEqual(await s.api.booked(client, consultant), [{ date: TOMORROW, time: '09:00' }]);
    assert.equal((await s.api.reschedule(client, booking.id, NEXT_MONDAY, '13:00')).statusCode, 200);
  });

  it('keeps to a day limit and a week limit, leaving a moved booking out of its own count', async () => {
    await rules.save(consultant, { maxPerDay: 1, maxPerWeek: 2 });
    const first = await s.api.book(client, consultant, { date: TOMORROW, startTime: '09:00' });
    assert.deepEqual(await times(TOMORROW), []);
    refusal(await create({ date: TOMORROW, startTime: '13:00' }), REFUSALS.dayLimit('Maria'), 'date');
    await s.api.book(client, consultant, { date: WEDNESDAY, startTime: '13:00' });
    assert.deepEqual(await times(THURSDAY), []);
    refusal(await create({ date: THURSDAY }), REFUSALS.weekLimit('Maria'), 'date');
    // Next week is another week.
    assert.deepEqual(await times(NEXT_MONDAY), ['09:00', '13:00']);
    // Moving the first session within the same week does not count it twice.
    assert.deepEqual(await times(THURSDAY, `&bookingId=${first.id}`), ['09:00', '13:00']);
    assert.equal((await s.api.reschedule(client, first.id, THURSDAY, '09:00')).statusCode, 200);
    // A cancelled session frees its place.
    assert.equal((await s.api.setStatus(client, first.id, 'CANCELLED')).statusCode, 200);
    assert.deepEqual(await times(TOMORROW), ['09:00', '13:00']);
  });

  it('combines rules: the first reason that applies is the one given', async () => {
    await rules.save(consultant, {
      weekly: [['09:00'], ['09:00', '13:00'], ['13:00'], ['09:00', '13:00'], ['09:00', '13:00']],
      daysOff: [{ from: THURSDAY, to: THURSDAY }],
      noticeHours: 48,
      horizonMonths: 1,
    });
    // Tuesday is within 48 hours; Wednesday 13:00 is 53 hours away.
    assert.deepEqual(await times(TOMORROW), []);
    refusal(await create({ date: TOMORROW, startTime: '13:00' }), REFUSALS.notice(48), 'startTime');
    assert.deepEqual(await times(WEDNESDAY), ['13:00']);
    assert.deepEqual(await times(THURSDAY), []);
    assert.deepEqual(await times(NEXT_MONDAY), ['09:00']);
    refusal(await create({ date: NEXT_MONDAY, startTime: '13:00' }), REFUSALS.slotOff('Maria'), 'startTime');
    refusal(await create({ date: '2026-07-01' }), 'Maria takes bookings up to 1 month ahead.', 'date');
  });

  it('shows a client the rules without the notes, and never cancels a booking when they change', async () => {
    const booking = await s.api.book(client, consultant, { date: FRIDAY });
    const conflict = await rules.put(consultant, { daysOff: [{ from: FRIDAY, to: FRIDAY, note: 'Dentist' }], maxPerDay: 1 });
    assert.equal(conflict.statusCode, 409);
    const body = conflict.json<{ message: string; field: string; bookings: Array<{ id: string; date: string; clientName: string }> }>();
    assert.equal(body.field, 'daysOff');
    assert.deepEqual(
      body.bookings.map(({ id, date, clientName }) => ({ id, date, clientName })),
      [{ id: booking.id, date: FRIDAY, clientName: 'Ben Cruz' }],
    );
    // Nothing was saved: Friday is still open.
    assert.deepEqual(await times(FRIDAY), ['13:00']);
    await rules.save(consultant, { daysOff: [{ from: FRIDAY, to: FRIDAY, note: 'Dentist' }], maxPerDay: 1, confirm: true });
    const kept = await s.api.call(client, 'GET', `/api/bookings/${booking.id}`);
    assert.equal(kept.json<{ status: string }>().status, 'PENDING');
    assert.deepEqual(await s.api.booked(client, consultant), [{ date: FRIDAY, time: '09:00' }]);
    // Saving again with the same day off warns no more.
    assert.equal((await rules.put(consultant, { daysOff: [{ from: FRIDAY, to: FRIDAY }], maxPerDay: 1 })).statusCode, 200);

    const view = await s.api.call(client, 'GET', `/api/bookings/availability/${consultant.user.id}`);
    assert.equal(view.statusCode, 200);
    const seen = view.json<AvailabilityView>();
    assert.equal(seen.name, 'Maria');
    assert.deepEqual(seen.rules.daysOff, [{ from: FRIDAY, to: FRIDAY }]);
    assert.deepEqual(seen.sessions, [{ date: FRIDAY, count: 1 }]);
    assert.deepEqual(seen.busy, []);
  });

  it('lets only assistants set rules, and checks every field', async () => {
    const boss = await s.api.call(client, 'GET', '/api/availability');
    assert.equal(boss.statusCode, 403);
    assert.equal((await rules.put(client, {})).statusCode, 403);
    const mine = await s.api.call(consultant, 'GET', '/api/availability');
    assert.equal(mine.statusCode, 200);
    assert.deepEqual(mine.json<{ rules: unknown }>().rules, {
      weekly: Array.from({ length: 5 }, () => ['09:00', '13:00']),
      daysOff: [],
      noticeHours: 12,
      horizonMonths: 3,
      maxPerDay: null,
      maxPerWeek: null,
    });
    for (const [changes, field] of [
      [{ weekly: [[], [], [], []] }, 'weekly'],
      [{ weekly: [['10:00'], [], [], [], []] }, 'weekly.0.0'],
      [{ daysOff: [{ from: FRIDAY, to: THURSDAY }] }, 'daysOff.0.to'],
      [{ noticeHours: -1 }, 'noticeHours'],
      [{ horizonMonths: 13 }, 'horizonMonths'],
      [{ maxPerDay: 0 }, 'maxPerDay'],
      [{ maxPerWeek: 1.5 }, 'maxPerWeek'],
      [{ calendarUrl: 'ftp://example.com/cal.ics' }, 'calendarUrl'],
    ] as const) {
      const response = await rules.put(consultant, changes);
      assert.equal(response.statusCode, 400, JSON.stringify(changes));
      assert.equal(response.json<{ field: string }>().field, field, JSON.stringify(changes));
    }
    assert.equal((await s.api.call(client, 'GET', `/api/bookings/availability/${client.user.id}`)).statusCode, 404);
  });
});
