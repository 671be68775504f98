// POST /api/bookings/create (and POST /api/bookings): the price check, the date,
// slot, duration and self rules, consultants only, referral codes, 8-hour holds,
// and the reads the picker and widget make (available, booked, consultant).
import assert from 'node:assert/strict';
import { after, before, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { TOO_FAR_AHEAD_MESSAGE, WEEKEND_DATE_MESSAGE } from '@marketplace/shared-api/time/wall-clock';
import { REFUSALS } from '@marketplace/shared-api/availability/rules';
import { CANCEL_REASONS } from '@marketplace/shared-api/constants';
import type { Booking } from '@marketplace/shared-api/types';
import { bookings, bookingSlots, notifications, users } from '../../db/schema/index';
import { createTestApp, describeEachDatabase, type TestApp } from '../../test/test-app';
import { signedInUser } from '../../test/fixtures';
import { bookingClient, bookingParties, bookingSuite, bookingTestClock, TEST_NOW, TODAY, TOMORROW, YESTERDAY, type TestUser } from './booking-test-helpers';
import { availabilityClient } from '../availability/availability-test-helpers';
import { FULL_DAY_STARTS_MORNING, PAST_DATE, PAST_TIME, SLOT_TAKEN } from './slot-rules';
import {
  CANNOT_BOOK_SELF,
  ONLY_ASSISTANTS,
  OPEN_REQUESTS_OVERALL,
  OPEN_REQUESTS_WITH_CONSULTANT,
  OWN_REFERRAL_CODE,
  UNKNOWN_REFERRAL_CODE,
} from './service';

describeEachDatabase('creating bookings', (kind) => {
  const s = bookingSuite(kind);

  it('creates a PENDING booking priced by the server and answers { success, message, booking }', async () => {
    const { consultant, client } = await bookingParties(s.t.app);
    const response = await s.api.call(client, 'POST', '/api/bookings/create', s.api.bookingBody(consultant, { referralCode: '  ' }));
    assert.equal(response.statusCode, 201);
    const body = response.json<{ success: boolean; message: string; booking: Booking }>();
    assert.equal(body.success, true);
    assert.equal(body.message, 'Booking created successfully');
    const { booking } = body;
    assert.equal(booking.status, 'PENDING');
    assert.equal(booking.price, 5000);
    assert.equal(booking.duration, 4);
    assert.equal(booking.date, TOMORROW);
    assert.equal(booking.startTime, '09:00');
    assert.equal(booking.consultantId, consultant.user.id);
    assert.equal(booking.consultant.firstName, 'Maria');
    assert.equal(booking.userId, client.user.id);
    assert.equal(booking.user.lastName, 'Cruz');
    assert.equal(booking.referralCode, null);
    assert.equal(booking.paymentStatus, 'UNPAID');
    assert.match(booking.reference, /^\d{6}[A-Z0-9]{4}$/);
    assert.ok(!response.body.includes('email'), 'parties are summaries without emails');
    const [row] = await s.t.database.db.select().from(bookings).where(eq(bookings.id, booking.id));
    assert.equal(row.priceCentavos, 500_000, 'money is stored in centavos');
    // The answer is made from what the creating transaction holds: it must be the booking as it reads back.
    const readBack = await s.api.call(client, 'GET', `/api/bookings/${booking.id}`);
    assert.deepEqual(booking, readBack.json<Booking>());
  });

  it('answers the same on POST /api/bookings', async () => {
    const { consultant, client } = await bookingParties(s.t.app);
    const response = await s.api.call(client, 'POST', '/api/bookings', s.api.bookingBody(consultant));
    assert.equal(response.statusCode, 201);
    assert.equal(response.json<{ booking: Booking }>().booking.status, 'PENDING');
  });

  it('refuses a price that is not the rate times the hours, naming the price field', async () => {
    const { consultant, client } = await bookingParties(s.t.app);
    for (const [duration, price] of [
      [4, 4999],
      [4, 10000],
      [8, 5000],
      [4, 0],
    ]) {
      const response = await s.api.call(client, 'POST', '/api/bookings/create', s.api.bookingBody(consultant, { duration, price }));
      assert.equal(response.statusCode, 400, `${duration}h at ${price}`);
      assert.equal(response.json().field, 'price');
      assert.match(response.json().message, /does not match/);
    }
    const full = await s.api.call(client, 'POST', '/api/bookings/create', s.api.bookingBody(consultant, { duration: 8, price: 10000 }));
    assert.equal(full.statusCode, 201);
  });

  it('refuses past dates, started slots, other slots and other durations with 400 naming the field', async () => {
    const { consultant, client } = await bookingParties(s.t.app);
    const cases: Array<[Record<string, unknown>, string, string | RegExp]> = [
      [{ date: YESTERDAY }, 'date', PAST_DATE],
      [{ date: '2026-02-30' }, 'date', /calendar date/],
      [{ date: '01/06/2026' }, 'date', /YYYY-MM-DD/],
      [{ startTime: '10:00' }, 'startTime', 'startTime must be 09:00 or 13:00'],
      [{ startTime: '9:00' }, 'startTime', 'startTime must be 09:00 or 13:00'],
      [{ duration: 6, price: 7500 }, 'duration', 'duration must be 4 or 8 hours'],
      [{ duration: '4' }, 'duration', 'duration must be 4 or 8 hours'],
      [{ duration: 8, price: 10000, startTime: '13:00' }, 'startTime', FULL_DAY_STARTS_MORNING],
      [{ consultantId: 'nope' }, 'consultantId', 'consultantId must be a valid id'],
      [{ price: -5 }, 'price', 'price cannot be negative'],
      [{ extra: 1 }, 'extra', 'Unknown field: extra'],
    ];
    for (const [overrides, field, message] of cases) {
      const response = await s.api.call(client, 'POST', '/api/bookings/create', s.api.bookingBody(consultant, overrides));
      assert.equal(response.statusCode, 400, JSON.stringify(overrides));
      assert.equal(response.json().field, field, JSON.stringify(overrides));
      if (typeof message === 'string') assert.equal(response.json().message, message);
      else assert.match(response.json().message, message);
    }
    // Today 09:00 in Manila is still an hour away at the test clock's 08:00: not past, but short of the
    // default 12 hours' notice (409, the assistant's rule); with no notice asked, a booking then is fine.
    const early = await s.api.call(client, 'POST', '/api/bookings/create', s.api.bookingBody(consultant, { date: TODAY }));
    assert.deepEqual([early.statusCode, early.json().message], [409, REFUSALS.notice(12)]);
    await availabilityClient(s.t.app).save(consultant, { noticeHours: 0 });
    const today = await s.api.call(client, 'POST', '/api/bookings/create', s.api.bookingBody(consultant, { date: TODAY }));
    assert.equal(today.statusCode, 201);
  });

  it('judges "past" in the marketplace time zone', async () => {
    // 08:00 in Manila is 00:00 in UTC: in Honolulu (UTC-10) it is still 31 May, 14:00.
    const honolulu = await createTestApp(kind, { clock: bookingTestClock(), marketplaceTimeZone: 'Pacific/Honolulu' });
    try {
      const local = bookingClient(honolulu.app);
      const { consultant, client } = await bookingParties(honolulu.app);
      const morning = await local.call(client, 'POST', '/api/bookings/create', local.bookingBody(consultant, { date: YESTERDAY }));
      assert.equal(morning.statusCode, 400);
      assert.equal(morning.json().message, PAST_TIME);
      const afternoon = await local.call(
        client,
        'POST',
        '/api/bookings/create',
        local.bookingBody(consultant, { date: YESTERDAY, startTime: '13:00' }),
      );
      assert.equal(afternoon.statusCode, 400, '13:00 has passed at 14:00');
      const tomorrowThere = await local.call(client, 'POST', '/api/bookings/create', local.bookingBody(consultant, { date: TODAY }));
      assert.equal(tomorrowThere.statusCode, 201);
    } finally {
      await honolulu.close();
    }
  });

  it('refuses booking yourself and booking someone who is not an assistant', async () => {
    const { consultant, client } = await bookingParties(s.t.app);
    const self = await s.api.call(consultant, 'POST', '/api/bookings/create', s.api.bookingBody(consultant));
    assert.equal(self.statusCode, 400);
    assert.deepEqual(self.json(), { message: CANNOT_BOOK_SELF, field: 'consultantId' });
    const boss = await signedInUser(s.t.app, { role: 'Boss' });
    const notAssistant = await s.api.call(client, 'POST', '/api/bookings/create', s.api.bookingBody(boss));
    assert.deepEqual(notAssistant.json(), { message: ONLY_ASSISTANTS, field: 'consultantId' });
    const nobody = await s.api.call(client, 'POST', '/api/bookings/create', {
      ...s.api.bookingBody(consultant),
      consultantId: '00000000-0000-4000-8000-000000000000',
    });
    assert.equal(nobody.statusCode, 404);
  });

  it('lets an assistant book another assistant', async () => {
    const { consultant, outsider } = await bookingParties(s.t.app);
    const booking = await s.api.book(outsider, consultant);
    assert.equal(booking.userId, outsider.user.id);
  });

  it('requires a signed-in user', async () => {
    const { consultant } = await bookingParties(s.t.app);
    const response = await s.api.call(null, 'POST', '/api/bookings/create', s.api.bookingBody(consultant));
    assert.equal(response.statusCode, 401);
  });

  it('checks and stores a referral code in upper case; refuses unknown and own codes', async () => {
    const { consultant, client, outsider } = await bookingParties(s.t.app);
    const booking = await s.api.book(client, consultant, { referralCode: ` ${outsider.user.referralCode.toLowerCase()} ` });
    assert.equal(booking.referralCode, outsider.user.referralCode);
    const unknown = await s.api.call(client, 'POST', '/api/bookings/create', s.api.bookingBody(consultant, { startTime: '13:00', referralCode: 'NOPE0000' }));
    assert.deepEqual(unknown.json(), { message: UNKNOWN_REFERRAL_CODE, field: 'referralCode' });
    const own = await s.api.call(client, 'POST', '/api/bookings/create', s.api.bookingBody(consultant, { startTime: '13:00', referralCode: client.user.referralCode }));
    assert.deepEqual(own.json(), { message: OWN_REFERRAL_CODE, field: 'referralCode' });
  });

  it('refuses a taken slot with 409, and an 8-hour booking holds both slots of its day', async () => {
    const { consultant, client, outsider } = await bookingParties(s.t.app);
    const full = await s.api.book(client, consultant, { duration: 8, price: 10000 });
    const holds = await s.t.database.db.select().from(bookingSlots).where(eq(bookingSlots.bookingId, full.id));
    assert.deepEqual(holds.map((hold) => hold.startTime).sort(), ['09:00', '13:00']);
    for (const startTime of ['09:00', '13:00']) {
      const response = await s.api.call(outsider, 'POST', '/api/bookings/create', s.api.bookingBody(consultant, { startTime }));
      assert.equal(response.statusCode, 409);
      assert.deepEqual(response.json(), { message: SLOT_TAKEN });
    }
    // A 4-hour afternoon booking leaves no room for a full day.
    const afternoon = await s.api.book(client, consultant, { date: '2026-06-03', startTime: '13:00' });
    assert.equal(afternoon.startTime, '13:00');
    const day = await s.api.call(outsider, 'POST', '/api/bookings/create', s.api.bookingBody(consultant, { date: '2026-06-03', duration: 8, price: 10000 }));
    assert.equal(day.statusCode, 409);
  });

  it('answers available start times, booked slots and the consultant with the rate', async () => {
    const { consultant, client, outsider } = await bookingParties(s.t.app);
    assert.deepEqual((await s.api.available(client, consultant, TOMORROW)).json(), ['09:00', '13:00']);
    assert.deepEqual((await s.api.available(client, consultant, TOMORROW, '&duration=8')).json(), ['09:00']);
    const booking = await s.api.book(client, consultant);
    assert.deepEqual((await s.api.available(outsider, consultant, TOMORROW)).json(), ['13:00']);
    assert.deepEqual((await s.api.available(outsider, consultant, TOMORROW, '&duration=8')).json(), []);
    assert.deepEqual((await s.api.available(outsider, consultant, YESTERDAY)).json(), [], 'past days have nothing free');
    // Rescheduling: the booking's own hold counts as free for its client, and only for a party.
    assert.deepEqual((await s.api.available(client, consultant, TOMORROW, `&bookingId=${booking.id}`)).json(), ['09:00', '13:00']);
    assert.equal((await s.api.available(outsider, consultant, TOMORROW, `&bookingId=${booking.id}`)).statusCode, 404);
    const badDate = await s.api.available(client, consultant, '2026-13-01');
    assert.equal(badDate.statusCode, 400);
    assert.equal(badDate.json().field, 'date');

    assert.deepEqual(await s.api.booked(outsider, consultant), [{ date: TOMORROW, time: '09:00' }]);

    const info = await s.api.call(client, 'GET', `/api/bookings/consultant/${consultant.user.id}`);
    assert.equal(info.statusCode, 200);
    assert.equal(info.json().salaryRate, 1250);
    assert.equal(info.json().firstName, 'Maria');
    assert.equal(info.json().email, undefined);
    const notConsultant = await s.api.call(client, 'GET', `/api/bookings/consultant/${client.user.id}`);
    assert.equal(notConsultant.statusCode, 404);
  });
});

describeEachDatabase('booking abuse rules', (kind) => {
  let t: TestApp;
  let api: ReturnType<typeof bookingClient>;
  const clock = bookingTestClock();
  before(async () => {
    t = await createTestApp(kind, {
      clock,
      limits: { openRequestsPerConsultant: 2, openRequestsPerClient: 3, bookingsPerUserPerMinute: 5 },
    });
    api = bookingClient(t.app);
  });
  after(() => t.close());

  const create = (client: TestUser, consultant: TestUser, overrides: Record<string, unknown> = {}) =>
    api.call(client, 'POST', '/api/bookings/create', api.bookingBody(consultant, overrides));

  it('refuses a Saturday, a Sunday, 9999-12-31 and a date past the picker’s 12 months, naming the date', async () => {
    const { consultant, client } = await bookingParties(t.app);
    for (const [date, message] of [
      ['2026-06-06', WEEKEND_DATE_MESSAGE],
      ['2026-06-07', WEEKEND_DATE_MESSAGE],
      ['9999-12-31', TOO_FAR_AHEAD_MESSAGE],
      ['2027-06-01', TOO_FAR_AHEAD_MESSAGE],
    ] as const) {
      const response = await create(client, consultant, { date });
      assert.equal(response.statusCode, 400, `${date}: ${response.body}`);
      assert.deepEqual(response.json(), { message, field: 'date' });
    }
    // The last day of the twelfth month (June 2026 to May 2027) is a Monday: bookable with an assistant
    // who takes bookings twelve months ahead (three by default: availability-rules.test.ts).
    await availabilityClient(t.app).save(consultant, { horizonMonths: 12 });
    assert.equal((await create(client, consultant, { date: '2027-05-31' })).statusCode, 201);
  });

  it('caps open requests per consultant and overall, with 429', async () => {
    const { consultant, client } = await bookingParties(t.app);
    const others = await Promise.all([bookingParties(t.app), bookingParties(t.app)]);
    assert.equal((await create(client, consultant, { date: '2026-06-02' })).statusCode, 201);
    assert.equal((await create(client, consultant, { date: '2026-06-03' })).statusCode, 201);
    const third = await create(client, consultant, { date: '2026-06-04' });
    assert.equal(third.statusCode, 429, third.body);
    assert.deepEqual(third.json(), { message: OPEN_REQUESTS_WITH_CONSULTANT(2) });
    assert.equal((await create(client, others[0].consultant, { date: '2026-06-04' })).statusCode, 201);
    const overall = await create(client, others[1].consultant, { date: '2026-06-04' });
    assert.equal(overall.statusCode, 429, overall.body);
    assert.deepEqual(overall.json(), { message: OPEN_REQUESTS_OVERALL(3) });
  });

  it('limits how many bookings one user creates per minute', async () => {
    const { client } = await bookingParties(t.app);
    const consultants = await Promise.all(Array.from({ length: 3 }, () => bookingParties(t.app)));
    const statuses: number[] = [];
    // Refused attempts count too: five tries, then 429 whatever the body.
    for (let index = 0; index < 5; index += 1) statuses.push((await create(client, consultants[0].consultant, { date: '2026-06-06' })).statusCode);
    assert.deepEqual(statuses, [400, 400, 400, 400, 400]);
    const limited = await create(client, consultants[1].consultant);
    assert.equal(limited.statusCode, 429);
    assert.ok(Number(limited.headers['retry-after']) > 0);
    clock.advance(60_000);
    try {
      assert.equal((await create(client, consultants[1].consultant)).statusCode, 201);
    } finally {
      clock.set(TEST_NOW);
    }
  });

  it('cancels a PENDING request whose start passed without acceptance, telling both parties (a sweep)', async () => {
    const free = await bookingParties(t.app);
    await t.database.db.update(users).set({ salaryRateCentavos: 0 }).where(eq(users.id, free.consultant.user.id));
    const unpaid = await api.book(free.client, free.consultant, { price: 0 });
    assert.equal(unpaid.status, 'PENDING');
    assert.equal(unpaid.holdExpiresAt, null, 'a free request holds no payment deadline');
    clock.set('2026-06-02T01:00:00.000Z'); // 09:00 in Manila: the session starts
    try {
      await t.app.sweeps.runAll();
      const after = await api.call(free.client, 'GET', `/api/bookings/${unpaid.id}`);
      assert.equal(after.json<Booking>().status, 'CANCELLED');
      assert.equal(after.json<Booking>().cancelReason, CANCEL_REASONS.notAccepted);
      for (const party of [free.client, free.consultant]) {
        const told = await t.database.db.select().from(notifications).where(eq(notifications.userId, party.user.id));
        assert.ok(told.some((row) => row.content.includes('not accepted')), `party ${party.user.username} told`);
      }
      // Swept once: a second run finds nothing and changes nothing.
      await t.app.sweeps.runAll();
      assert.equal((await api.call(free.client, 'GET', `/api/bookings/${unpaid.id}`)).json<Booking>().status, 'CANCELLED');
    } finally {
      clock.set(TEST_NOW);
    }
  });
});
