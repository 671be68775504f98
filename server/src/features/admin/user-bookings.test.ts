// The admin's look at one user's bookings, on both databases: single bookings on
// either side newest first, each series once with its occurrences (never repeated
// among the single bookings), 403 to a member and 404 for an unknown user.
import assert from 'node:assert/strict';
import { it } from 'node:test';
import type { AdminUserBookings } from '@marketplace/shared-api/types';
import { describeEachDatabase } from '../../test/test-app';
import { makeAdmin, signedInUser } from '../../test/fixtures';
import { bookingParties, bookingSuite } from '../bookings/booking-test-helpers';
import { bookSeries } from '../bookings/series/series-test-helpers';

const MISSING = '00000000-0000-4000-8000-000000000000';

describeEachDatabase('admin view of a user’s bookings', (kind) => {
  const s = bookingSuite(kind);
  const admin = async () => {
    const user = await signedInUser(s.t.app, { role: 'Boss' });
    await makeAdmin(s.t, user.user.id);
    return user;
  };

  it('answers an admin with the single bookings and each series with its occurrences', async () => {
    const boss = await admin();
    const { consultant, client, outsider } = await bookingParties(s.t.app);
    const single = await s.api.book(client, consultant);
    await s.api.book(client, outsider, { date: '2026-06-03' });
    const series = await bookSeries(s.api, client, consultant);
    assert.equal(series.occurrences.length, 4);

    const response = await s.api.call(boss, 'GET', `/api/users/admin/${consultant.user.id}/bookings`);
    assert.equal(response.statusCode, 200, response.body);
    const found = response.json<AdminUserBookings>();
    assert.deepEqual(
      found.bookings.map((booking) => booking.id),
      [single.id],
      'only the consultant’s single booking; the series’ occurrences are not repeated',
    );
    assert.equal(found.bookings[0].user.id, client.user.id);
    assert.deepEqual(
      found.series.map((one) => one.id),
      [series.id],
    );
    assert.deepEqual(
      found.series[0].occurrences.map((occurrence) => occurrence.date),
      series.occurrences.map((occurrence) => occurrence.date),
    );

    // The client's view: both single bookings, newest first, and the same series.
    const asClient = (await s.api.call(boss, 'GET', `/api/users/admin/${client.user.id}/bookings`)).json<AdminUserBookings>();
    assert.deepEqual(
      asClient.bookings.map((booking) => booking.date),
      ['2026-06-03', single.date],
    );
    assert.deepEqual(
      asClient.series.map((one) => one.id),
      [series.id],
    );
  });

  it('answers 403 to a member and 401 to a visitor', async () => {
    const member = await signedInUser(s.t.app, { role: 'Assistant' });
    const asMember = await s.api.call(member, 'GET', `/api/users/admin/${member.user.id}/bookings`);
    assert.equal(asMember.statusCode, 403);
    assert.deepEqual(asMember.json(), { message: 'Only admins can do this' });
    assert.equal((await s.api.call(null, 'GET', `/api/users/admin/${member.user.id}/bookings`)).statusCode, 401);
  });

  it('answers 404 for an unknown user and 400 for a bad id', async () => {
    const boss = await admin();
    const missing = await s.api.call(boss, 'GET', `/api/users/admin/${MISSING}/bookings`);
    assert.equal(missing.statusCode, 404);
    assert.deepEqual(missing.json(), { message: 'User not found' });
    assert.equal((await s.api.call(boss, 'GET', '/api/users/admin/not-an-id/bookings')).statusCode, 400);
  });
});
