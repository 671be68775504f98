// Limits under parallel requests: two clients race for the last session a day
// (and a week) allows, each asking for a different free slot, so only the limit
// can stop one of them. Creating takes the consultant's row lock before counting,
// so the second counts the first: one wins, the other hears the reason.
import assert from 'node:assert/strict';
import { it } from 'node:test';
import { and, eq, ne } from 'drizzle-orm';
import { REFUSALS } from '@marketplace/shared-api/availability/rules';
import { bookings } from '../../db/schema/index';
import { signedInUser } from '../../test/fixtures';
import { describeEachDatabase } from '../../test/test-app';
import { bookingSuite, TOMORROW } from '../bookings/booking-test-helpers';
import { availabilityClient } from './availability-test-helpers';

describeEachDatabase('availability limits under parallel requests', (kind) => {
  const s = bookingSuite(kind);

  const race = async (limits: Record<string, number>, dates: [string, string]) => {
    const consultant = await signedInUser(s.t.app, { role: 'Assistant', firstName: 'Maria' });
    const [first, second] = await Promise.all([signedInUser(s.t.app, { role: 'Boss' }), signedInUser(s.t.app, { role: 'Boss' })]);
    await availabilityClient(s.t.app).save(consultant, limits);
    const responses = await Promise.all([
      s.api.call(first, 'POST', '/api/bookings/create', s.api.bookingBody(consultant, { date: dates[0], startTime: '09:00' })),
      s.api.call(second, 'POST', '/api/bookings/create', s.api.bookingBody(consultant, { date: dates[1], startTime: '13:00' })),
    ]);
    const made = await s.t.database.db
      .select({ id: bookings.id })
      .from(bookings)
      .where(and(eq(bookings.consultantId, consultant.user.id), ne(bookings.status, 'CANCELLED')));
    return { statuses: responses.map((response) => response.statusCode).sort(), refused: responses.find((r) => r.statusCode === 409), made: made.length };
  };

  it('two clients racing the last session of a day limit: one wins', async () => {
    const { statuses, refused, made } = await race({ maxPerDay: 1 }, [TOMORROW, TOMORROW]);
    assert.deepEqual(statuses, [201, 409]);
    assert.deepEqual(refused?.json(), { message: REFUSALS.dayLimit('Maria'), field: 'date' });
    assert.equal(made, 1);
  });

  it('two clients racing the last session of a week limit on different days: one wins', async () => {
    const { statuses, refused, made } = await race({ maxPerWeek: 1 }, [TOMORROW, '2026-06-04']);
    assert.deepEqual(statuses, [201, 409]);
    assert.deepEqual(refused?.json(), { message: REFUSALS.weekLimit('Maria'), field: 'date' });
    assert.equal(made, 1);
  });
});
