// Unpaid holds cannot squat a calendar: a client whose holds lapsed twice in a
// day holds nothing for a cooling-off time, and one assistant's calendar takes
// a few unpaid holds a day from everyone together; paid ones do not count.
import assert from 'node:assert/strict';
import { it } from 'node:test';
import { signedInUser } from '../../test/fixtures';
import { describeEachDatabase } from '../../test/test-app';
import { paymentSuite } from '../payments/payment-test-helpers';
import { TOMORROW, type TestUser } from './booking-test-helpers';
import { HOLD_SWEEP } from './hold-sweep';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const WEDNESDAY = '2026-06-03';
const THURSDAY = '2026-06-04';

describeEachDatabase('a client whose unpaid holds lapse', (kind) => {
  const s = paymentSuite(kind, () => ({ limits: { lapsedHoldsBeforeCoolOff: 2, holdCoolOffHours: 12 } }));

  /** A whole day held (8 hours, both slots) and left unpaid until the sweep cancels it. */
  async function holdAndLapse(client: TestUser, consultant: TestUser, date = TOMORROW) {
    await s.bookings.book(client, consultant, { date, duration: 8, price: 10_000 });
    s.clock.advance(16 * MINUTE);
    await s.t.app.sweeps.run(HOLD_SWEEP);
  }

  it('holds nothing for the cooling-off time after two lapses in a day, on any calendar, then may again', async () => {
    const { client, consultant } = await s.freshBooking({ date: THURSDAY });
    s.clock.advance(16 * MINUTE);
    await s.t.app.sweeps.run(HOLD_SWEEP);
    // One lapse: the same day is held again at once, as a person whose payment timed out would.
    await holdAndLapse(client, consultant);

    const again = await s.bookings.call(client, 'POST', '/api/bookings/create', s.bookings.bookingBody(consultant, { duration: 8, price: 10_000 }));
    assert.equal(again.statusCode, 429);
    assert.deepEqual(again.json(), { message: '2 of your booking requests expired unpaid in the last day. You can request a new booking in 12 hours.' });
    assert.equal(again.headers['retry-after'], String(12 * 3600));
    const elsewhere = await signedInUser(s.t.app, { role: 'Assistant' });
    const other = await s.bookings.call(client, 'POST', '/api/bookings/create', s.bookings.bookingBody(elsewhere));
    assert.equal(other.statusCode, 429, "another assistant's calendar too");

    const someoneElse = await signedInUser(s.t.app, { role: 'Boss' });
    assert.ok(await s.bookings.book(someoneElse, consultant), 'other clients are not held back');

    s.clock.advance(12 * HOUR);
    assert.ok(await s.bookings.book(client, elsewhere, { date: WEDNESDAY }), 'after the cooling-off time');
  });
});

describeEachDatabase("an assistant's calendar and unpaid holds", (kind) => {
  const s = paymentSuite(kind, () => ({ limits: { unpaidHoldsPerConsultantPerDay: 2 } }));

  it('takes at most the day’s number of unpaid holds from every client together; paid ones do not count', async () => {
    const { consultant, booking: first, client: firstClient } = await s.freshBooking();
    const second = await signedInUser(s.t.app, { role: 'Boss' });
    await s.bookings.book(second, consultant, { date: WEDNESDAY });

    const third = await signedInUser(s.t.app, { role: 'Boss' });
    const refused = await s.bookings.call(third, 'POST', '/api/bookings/create', s.bookings.bookingBody(consultant, { date: THURSDAY }));
    assert.equal(refused.statusCode, 429);
    assert.deepEqual(refused.json(), { message: 'This assistant has too many unpaid requests right now. Try again in 24 hours.' });

    // The first client pays: that hold was a real booking, and makes room.
    await s.pay.approve(await s.pay.start(firstClient, first));
    assert.equal((await s.pay.booking(firstClient, first.id)).paymentStatus, 'PAID');
    assert.ok(await s.bookings.book(third, consultant, { date: THURSDAY }));

    // A lapsed hold still counts for the rest of the day it was made.
    const fourth = await signedInUser(s.t.app, { role: 'Boss' });
    s.clock.advance(16 * MINUTE);
    await s.t.app.sweeps.run(HOLD_SWEEP);
    const stillFull = await s.bookings.call(fourth, 'POST', '/api/bookings/create', s.bookings.bookingBody(consultant, { date: THURSDAY }));
    assert.equal(stillFull.statusCode, 429);
    s.clock.advance(24 * HOUR);
    assert.ok(await s.bookings.book(fourth, consultant, { date: THURSDAY }), 'a day later');
  });
});

describeEachDatabase('a race for one slot on a calendar near its cap', (kind) => {
  const s = paymentSuite(kind, () => ({ limits: { unpaidHoldsPerConsultantPerDay: 2 } }));

  it('gives the slot to one and tells the others it was taken (409), not of the cap the winner reached', async () => {
    const { consultant, client } = await s.freshBooking();
    const racers = [client, ...(await Promise.all([1, 2, 3].map(() => signedInUser(s.t.app, { role: 'Boss' }))))];
    const answers = await Promise.all(
      racers.map((racer) => s.bookings.call(racer, 'POST', '/api/bookings/create', s.bookings.bookingBody(consultant, { date: WEDNESDAY }))),
    );
    assert.deepEqual(answers.map((answer) => answer.statusCode).sort(), [201, 409, 409, 409]);
  });
});
