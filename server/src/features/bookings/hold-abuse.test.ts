// Unpaid holds cannot squat a calendar: a client whose holds lapsed twice in a
// day holds nothing for a cooling-off time, and one assistant's calendar takes
// a few live unpaid holds at once from everyone together, a client only some of
// them; paid, lapsed and cancelled ones do not count.
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
  const s = paymentSuite(kind, () => ({ limits: { unpaidHoldsPerConsultant: 3, unpaidHoldsPerClientPerConsultant: 2 } }));
  const FRIDAY = '2026-06-05';

  it('never keeps other clients out for requests one client made and cancelled', async () => {
    const { consultant, client: squatter, booking: first } = await s.freshBooking();
    // The attack as it was run: four unpaid requests made and cancelled on one assistant.
    assert.equal((await s.bookings.setStatus(squatter, first.id, 'CANCELLED')).statusCode, 200);
    for (const date of [WEDNESDAY, THURSDAY, FRIDAY]) {
      const booking = await s.bookings.book(squatter, consultant, { date });
      assert.equal((await s.bookings.setStatus(squatter, booking.id, 'CANCELLED')).statusCode, 200);
    }
    const others = [await signedInUser(s.t.app, { role: 'Boss' }), await signedInUser(s.t.app, { role: 'Boss' })];
    for (const [index, other] of others.entries()) {
      const answer = await s.bookings.call(other, 'POST', '/api/bookings/create', s.bookings.bookingBody(consultant, { date: [WEDNESDAY, THURSDAY][index] }));
      assert.equal(answer.statusCode, 201, answer.body);
    }
  });

  it('takes at most three live unpaid holds at once, two from one client, and has room again the moment one ends', async () => {
    const { consultant, client: first } = await s.freshBooking();
    await s.bookings.book(first, consultant, { date: WEDNESDAY });
    const own = await s.bookings.call(first, 'POST', '/api/bookings/create', s.bookings.bookingBody(consultant, { date: THURSDAY }));
    assert.equal(own.statusCode, 429);
    assert.deepEqual(own.json(), { message: 'You have 2 unpaid requests with this assistant. Pay for or cancel one, or try again in 15 minutes.' });
    assert.equal(own.headers['retry-after'], String(15 * 60));

    const second = await signedInUser(s.t.app, { role: 'Boss' });
    const paid = await s.bookings.book(second, consultant, { date: THURSDAY });
    const third = await signedInUser(s.t.app, { role: 'Boss' });
    s.clock.advance(5 * MINUTE);
    const full = await s.bookings.call(third, 'POST', '/api/bookings/create', s.bookings.bookingBody(consultant, { date: FRIDAY }));
    assert.equal(full.statusCode, 429);
    assert.deepEqual(full.json(), { message: 'This assistant has too many unpaid requests right now. Try again in 10 minutes.' });
    assert.equal(full.headers['retry-after'], String(10 * 60), 'when the first of them ends');

    // A hold paid for is a booking, not a hold: room for the third client.
    await s.pay.approve(await s.pay.start(second, paid));
    assert.equal((await s.pay.booking(second, paid.id)).paymentStatus, 'PAID');
    await s.bookings.book(third, consultant, { date: FRIDAY });

    // The first client's two holds lapse: they keep no one out afterwards.
    s.clock.advance(11 * MINUTE);
    await s.t.app.sweeps.run(HOLD_SWEEP);
    const fourth = await signedInUser(s.t.app, { role: 'Boss' });
    assert.ok(await s.bookings.book(fourth, consultant, { date: WEDNESDAY }), 'lapsed holds hold nothing');
    assert.ok(await s.bookings.book(fourth, consultant, { date: FRIDAY, startTime: '13:00' }));
  });
});

describeEachDatabase('a race for one slot on a calendar near its cap', (kind) => {
  const s = paymentSuite(kind, () => ({ limits: { unpaidHoldsPerConsultant: 2 } }));

  it('gives the slot to one and tells the others it was taken (409), not of the cap the winner reached', async () => {
    const { consultant, client } = await s.freshBooking();
    const racers = [client, ...(await Promise.all([1, 2, 3].map(() => signedInUser(s.t.app, { role: 'Boss' }))))];
    const answers = await Promise.all(
      racers.map((racer) => s.bookings.call(racer, 'POST', '/api/bookings/create', s.bookings.bookingBody(consultant, { date: WEDNESDAY }))),
    );
    assert.deepEqual(answers.map((answer) => answer.statusCode).sort(), [201, 409, 409, 409]);
  });
});
