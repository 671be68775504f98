// No slot is ever sold twice: 50 clients ask for one slot at the same moment
// and exactly one booking exists afterwards; the others get 409. On PostgreSQL
// the requests really race on a connection pool; the partial unique index decides.
import assert from 'node:assert/strict';
import { it } from 'node:test';
import { eq } from 'drizzle-orm';
import { bookings, bookingSlots } from '../../db/schema/index';
import { describeEachDatabase } from '../../test/test-app';
import { signedInUser } from '../../test/fixtures';
import { bookingSuite } from './booking-test-helpers';
import { SLOT_TAKEN } from './slot-rules';

const CLIENTS = 50;

describeEachDatabase('booking one slot concurrently', (kind) => {
  const s = bookingSuite(kind);

  it(`${CLIENTS} parallel requests for one slot make exactly one booking`, async () => {
    const consultant = await signedInUser(s.t.app, { role: 'Assistant' });
    const clients = await Promise.all(Array.from({ length: CLIENTS }, () => signedInUser(s.t.app, { role: 'Boss' })));
    // Half ask for the morning, half for the whole day: both need the 09:00 hold.
    const responses = await Promise.all(
      clients.map((client, index) =>
        s.api.call(
          client,
          'POST',
          '/api/bookings/create',
          s.api.bookingBody(consultant, index % 2 === 0 ? {} : { duration: 8, price: 10000 }),
        ),
      ),
    );
    const statuses = responses.map((response) => response.statusCode);
    assert.equal(statuses.filter((status) => status === 201).length, 1, statuses.join(','));
    assert.equal(statuses.filter((status) => status === 409).length, CLIENTS - 1);
    for (const response of responses.filter((r) => r.statusCode === 409)) assert.deepEqual(response.json(), { message: SLOT_TAKEN });

    const rows = await s.t.database.db.select().from(bookings).where(eq(bookings.consultantId, consultant.user.id));
    assert.equal(rows.length, 1, 'no orphan booking rows from the losers');
    const holds = await s.t.database.db.select().from(bookingSlots).where(eq(bookingSlots.consultantId, consultant.user.id));
    assert.equal(holds.filter((hold) => hold.startTime === '09:00' && hold.live).length, 1);
  });

  it('lets concurrent moves of two bookings onto one free slot leave exactly one there', async () => {
    const consultant = await signedInUser(s.t.app, { role: 'Assistant' });
    const first = await signedInUser(s.t.app, { role: 'Boss' });
    const second = await signedInUser(s.t.app, { role: 'Boss' });
    const a = await s.api.book(first, consultant, { date: '2026-06-10' });
    const b = await s.api.book(second, consultant, { date: '2026-06-11' });
    const [ra, rb] = await Promise.all([
      s.api.reschedule(first, a.id, '2026-06-12', '13:00'),
      s.api.reschedule(second, b.id, '2026-06-12', '13:00'),
    ]);
    assert.deepEqual([ra.statusCode, rb.statusCode].sort(), [200, 409]);
    const live = (await s.t.database.db.select().from(bookingSlots).where(eq(bookingSlots.consultantId, consultant.user.id))).filter(
      (hold) => hold.live,
    );
    assert.equal(live.filter((hold) => hold.date === '2026-06-12').length, 1);
    assert.equal(live.length, 2, 'the loser kept its old hold');
  });
});
