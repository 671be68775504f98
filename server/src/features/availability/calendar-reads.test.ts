// The calendar reads an assistant sets off (a save with a new address, 'Read
// now') are each a fetch of up to 10 s and 2 MB: limited per assistant, and a
// read of a calendar already under way is joined, not started again.
import assert from 'node:assert/strict';
import { after, before, it } from 'node:test';
import { signedInUser } from '../../test/fixtures';
import { createTestApp, describeEachDatabase, suiteFixture } from '../../test/test-app';
import { bookingTestClock } from '../bookings/booking-test-helpers';
import { availabilityClient, icsOf, startCalendarServer, type CalendarServer } from './availability-test-helpers';
import { createAvailabilityService } from './service';

const HOUR = 3_600_000;

describeEachDatabase('calendar reads an assistant starts', (kind) => {
  const s = suiteFixture(async () => {
    const clock = bookingTestClock();
    const t = await createTestApp(kind, { clock, calendarFetch: { allowPrivateAddresses: true }, limits: { calendarReadsPerUserPerHour: 5 } });
    return { t, clock };
  });
  let calendar: CalendarServer;
  before(async () => {
    calendar = await startCalendarServer();
    calendar.answer(200, icsOf([{ start: '20260602T010000Z', end: '20260602T020000Z' }]));
  });
  after(() => calendar.close());

  const refresh = (user: { headers: Record<string, string> }) =>
    s.t.app.inject({ method: 'POST', url: '/api/availability/calendar/refresh', headers: user.headers });

  it('are five an hour: thirty refreshes at once are answered five times, the rest 429 with Retry-After, and fetch at most five times', async () => {
    const assistant = await signedInUser(s.t.app, { role: 'Assistant' });
    await availabilityClient(s.t.app).save(assistant, { calendarUrl: calendar.url });
    // The save read the new address: one of the five.
    const fetchedBefore = calendar.requests();
    const answers = await Promise.all(Array.from({ length: 30 }, () => refresh(assistant)));
    const statuses = answers.map((answer) => answer.statusCode);
    assert.equal(statuses.filter((status) => status === 200).length, 4);
    assert.equal(statuses.filter((status) => status === 429).length, 26);
    const refused = answers.find((answer) => answer.statusCode === 429)!;
    assert.ok(Number(refused.headers['retry-after']) > 0);
    assert.deepEqual(Object.keys(refused.json()), ['message']);
    assert.ok(calendar.requests() - fetchedBefore <= 4, `${calendar.requests() - fetchedBefore} fetches`);

    const other = await signedInUser(s.t.app, { role: 'Assistant' });
    await availabilityClient(s.t.app).save(other, { calendarUrl: calendar.url });
    assert.equal((await refresh(other)).statusCode, 200, 'another assistant is not held back');

    s.clock.advance(HOUR);
    assert.equal((await refresh(assistant)).statusCode, 200, 'the next hour');
  });

  it('count a save with a new address, refused before anything is saved; a save keeping the address reads nothing and is not counted', async () => {
    s.clock.advance(HOUR);
    const assistant = await signedInUser(s.t.app, { role: 'Assistant' });
    const rules = availabilityClient(s.t.app);
    for (let index = 0; index < 5; index += 1) await rules.save(assistant, { calendarUrl: `${calendar.url}?v=${index}` });
    const fetched = calendar.requests();
    assert.equal((await rules.save(assistant, { calendarUrl: `${calendar.url}?v=4`, noticeHours: 24 })).rules.noticeHours, 24, 'the same address');
    const refused = await rules.put(assistant, { calendarUrl: `${calendar.url}?v=5` });
    assert.equal(refused.statusCode, 429);
    const settings = await rules.put(assistant, {});
    assert.equal(settings.json<{ calendar: { url: string } }>().calendar.url, `${calendar.url}?v=4`, 'the refused address was not saved');
    assert.equal(calendar.requests(), fetched);
  });
});

describeEachDatabase('a calendar read under way', (kind) => {
  const s = suiteFixture(async () => ({ t: await createTestApp(kind, { clock: bookingTestClock() }) }));

  it('is joined by a second read of the same calendar, not started again', async () => {
    let fetches = 0;
    let answer!: (ics: string) => void;
    const service = createAvailabilityService({
      db: s.t.database.db,
      clock: s.t.app.clock,
      timeZone: 'Asia/Manila',
      fetchCalendar: () => {
        fetches += 1;
        return new Promise((resolve) => (answer = resolve));
      },
      slotsChanged: async () => undefined,
      limitReads: async () => undefined,
    });
    const assistant = await signedInUser(s.t.app, { role: 'Assistant' });
    const first = service.readCalendar(assistant.user.id, 'https://calendar.example/busy.ics');
    const second = service.readCalendar(assistant.user.id, 'https://calendar.example/busy.ics');
    assert.equal(second, first);
    answer(icsOf([]));
    await Promise.all([first, second]);
    assert.equal(fetches, 1);
    // Once it is over, the next read fetches again.
    const third = service.readCalendar(assistant.user.id, 'https://calendar.example/busy.ics');
    answer(icsOf([]));
    await third;
    assert.equal(fetches, 2);
  });
});
