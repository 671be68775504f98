// Referrals: the journal's rewards, their stats, and the reward rule with the real span. A
// reward is applied once per booking (30 parallel calls apply it once), only
// for a booking that was paid, has ended and was completed, never to the
// booking's own client or consultant, and the client's amount must match.
import assert from 'node:assert/strict';
import { it } from 'node:test';
import { and, eq } from 'drizzle-orm';
import type { ApplyRewardResponse, Booking, User, UserReferrals } from '@marketplace/shared-api/types';
import { bookings, moneyEntries, notifications, users } from '../../db/schema/index';
import { describeEachDatabase } from '../../test/test-app';
import { signedInUser } from '../../test/fixtures';
import { TEST_NOW, type TestUser } from '../bookings/booking-test-helpers';
import { paymentSuite } from '../payments/payment-test-helpers';
import { NOT_REWARDABLE } from './reward-rule';

/** Tomorrow 17:00 in Manila: every session booked for tomorrow has ended. */
const SESSION_OVER = '2026-06-02T09:00:00.000Z';

describeEachDatabase('referrals', (kind) => {
  const s = paymentSuite(kind);

  /** A referrer, a client who registered with their code, and a paid booking of duration hours with a consultant. */
  async function referredBooking(duration: 4 | 8 = 4) {
    s.clock.set(TEST_NOW);
    const referrer = await signedInUser(s.t.app, { role: 'Assistant' });
    const consultant = await signedInUser(s.t.app, { role: 'Assistant' });
    const client = await signedInUser(s.t.app, { role: 'Boss', referralCode: referrer.user.referralCode });
    const booking = await s.bookings.book(client, consultant, { duration, price: 1250 * duration });
    await s.pay.pay(client, booking);
    return { referrer, consultant, client, booking };
  }

  const apply = (caller: TestUser, body: { referrerId: string; bookingId: string; amount: number }) =>
    s.t.app.inject({ method: 'POST', url: '/api/referrals/apply-reward', payload: body, headers: caller.headers });

  const stats = async (user: TestUser) => {
    const response = await s.t.app.inject({ url: '/api/referrals/user-referrals', headers: user.headers });
    assert.equal(response.statusCode, 200, response.body);
    return response.json<UserReferrals>();
  };

  /** The session check, answered from the row the auth hooks keep: a credit must refresh it at once. */
  const self = async (user: TestUser) => {
    const response = await s.t.app.inject({ url: '/api/users/verify', headers: user.headers });
    assert.equal(response.statusCode, 200, response.body);
    return response.json<User>();
  };

  /** A booking's referral reward in the journal: its entry into the referrer's balance. */
  const rewardsOf = (bookingId: string) =>
    s.t.database.db
      .select()
      .from(moneyEntries)
      .where(and(eq(moneyEntries.bookingId, bookingId), eq(moneyEntries.reason, 'referral_earned'), eq(moneyEntries.account, 'referral_payable')));

  async function complete(consultant: TestUser, booking: Booking) {
    s.clock.set(SESSION_OVER);
    const response = await s.bookings.setStatus(consultant, booking.id, 'COMPLETED');
    assert.equal(response.statusCode, 200, response.body);
  }

  it('rewards an 8-hour booking with 1000 plus 125 per hour on completion, from the journal, and notifies the referrer', async () => {
    const { referrer, consultant, client, booking } = await referredBooking(8);
    s.clock.set(SESSION_OVER);
    assert.equal((await self(referrer)).moneyEarned, 0);
    await complete(consultant, booking);
    assert.deepEqual([(await self(referrer)).moneyEarned, (await self(referrer)).referralBookings], [2000, 8]);
    const rows = await rewardsOf(booking.id);
    assert.deepEqual(
      rows.map((row) => [row.amountCentavos, row.state, row.partyId, row.counterpartyId, row.hours]),
      [[200_000, 'available', referrer.user.id, client.user.id, 8]],
      'the hours earning (8 x 125) and the completion reward (1000), owed to the referrer, for their referred client',
    );
    const mine = await stats(referrer);
    assert.deepEqual(mine.stats, { totalReferrals: 1, earnings: 2000 });
    assert.equal(mine.referrals.length, 1);
    assert.equal(mine.referrals[0].id, client.user.id);
    assert.equal(mine.referrals[0].bookingHours, 8);
    const told = await s.t.database.db.select().from(notifications).where(eq(notifications.userId, referrer.user.id));
    assert.ok(told.some((row) => row.type === 'REFERRAL' && row.entityId === booking.id));
    // Asked again through the route: nothing more.
    const again = await apply(referrer, { referrerId: referrer.user.id, bookingId: booking.id, amount: 1000 });
    assert.equal(again.statusCode, 200, again.body);
    assert.deepEqual(again.json<ApplyRewardResponse>(), { success: true, applied: false, amount: 2000 }, 'what the booking credited: 8 x 125 plus 1000');
    assert.equal((await stats(referrer)).stats.earnings, 2000);
  });

  /**
   * A booking COMPLETED with no reward applied, as one completed before the server
   * refused early completion would be (the route answers 409 before the end now):
   * the reward is then the route's to apply.
   */
  async function completedWithoutReward(booking: Booking) {
    await s.t.database.db.update(bookings).set({ status: 'COMPLETED' }).where(eq(bookings.id, booking.id));
  }

  it('gives no reward for a booking completed before the session ended; the route applies it once it has and answers the 1000 credited for 4 hours', async () => {
    const { referrer, booking } = await referredBooking(4);
    s.clock.set(TEST_NOW);
    await completedWithoutReward(booking);
    assert.equal((await stats(referrer)).stats.earnings, 0, 'not ended: no reward');
    const early = await apply(referrer, { referrerId: referrer.user.id, bookingId: booking.id, amount: 500 });
    assert.equal(early.statusCode, 409);
    assert.equal(early.json<{ message: string }>().message, NOT_REWARDABLE.notEnded);
    s.clock.set(SESSION_OVER);
    const wrongAmount = await apply(referrer, { referrerId: referrer.user.id, bookingId: booking.id, amount: 1000 });
    assert.equal(wrongAmount.statusCode, 400);
    assert.equal(wrongAmount.json<{ field: string }>().field, 'amount');
    assert.equal((await self(referrer)).moneyEarned, 0);
    const applied = await apply(referrer, { referrerId: referrer.user.id, bookingId: booking.id, amount: 500 });
    assert.deepEqual(applied.json<ApplyRewardResponse>(), { success: true, applied: true, amount: 1000 }, 'the amount credited: 4 x 125 plus the 500 reward');
    assert.equal((await self(referrer)).moneyEarned, 1000);
    assert.equal((await stats(referrer)).stats.earnings, 1000, '4 x 125 plus 500');
  });

  it('applies a reward once under 30 parallel calls', async () => {
    const { referrer, booking } = await referredBooking(4);
    await completedWithoutReward(booking);
    s.clock.set(SESSION_OVER);
    const responses = await Promise.all(
      Array.from({ length: 30 }, () => apply(referrer, { referrerId: referrer.user.id, bookingId: booking.id, amount: 500 })),
    );
    assert.ok(responses.every((response) => response.statusCode === 200), responses.map((r) => r.statusCode).join(','));
    assert.equal(responses.filter((response) => response.json<ApplyRewardResponse>().applied).length, 1);
    assert.equal((await rewardsOf(booking.id)).length, 1);
    const [row] = await s.t.database.db.select().from(users).where(eq(users.id, referrer.user.id));
    assert.equal(row.moneyEarnedCentavos, 100_000, 'the cached sum moved once');
    assert.equal((await stats(referrer)).stats.earnings, 1000);
  });

  it('never rewards an unpaid booking', async () => {
    s.clock.set(TEST_NOW);
    const referrer = await signedInUser(s.t.app, { role: 'Assistant' });
    const consultant = await signedInUser(s.t.app, { role: 'Assistant' });
    await s.t.database.db.update(users).set({ salaryRateCentavos: 0 }).where(eq(users.id, consultant.user.id));
    const client = await signedInUser(s.t.app, { role: 'Boss', referralCode: referrer.user.referralCode });
    const booking = await s.bookings.book(client, consultant, { price: 0 });
    await s.bookings.setStatus(consultant, booking.id, 'CONFIRMED');
    await complete(consultant, booking);
    assert.equal((await stats(referrer)).stats.earnings, 0);
    const response = await apply(referrer, { referrerId: referrer.user.id, bookingId: booking.id, amount: 500 });
    assert.equal(response.statusCode, 409);
    assert.equal(response.json<{ message: string }>().message, NOT_REWARDABLE.notPaid);
  });

  it('never rewards a booking that is not completed', async () => {
    const { referrer, booking } = await referredBooking(4);
    s.clock.set(SESSION_OVER);
    const response = await apply(referrer, { referrerId: referrer.user.id, bookingId: booking.id, amount: 500 });
    assert.equal(response.statusCode, 409);
    assert.equal(response.json<{ message: string }>().message, NOT_REWARDABLE.notCompleted);
  });

  it("never rewards the booking's own client or consultant, nor someone who did not refer it", async () => {
    const { consultant, client, booking } = await referredBooking(4);
    await complete(consultant, booking);
    for (const party of [consultant, client]) {
      const response = await apply(party, { referrerId: party.user.id, bookingId: booking.id, amount: 500 });
      assert.equal(response.statusCode, 400);
      assert.equal(response.json<{ message: string }>().message, NOT_REWARDABLE.selfDealt);
    }
    const stranger = await signedInUser(s.t.app, { role: 'Boss' });
    const notReferrer = await apply(stranger, { referrerId: stranger.user.id, bookingId: booking.id, amount: 500 });
    assert.equal(notReferrer.statusCode, 400);
    assert.equal(notReferrer.json<{ field: string }>().field, 'referrerId');
  });

  it("a consultant who used their own client's code still cannot farm it: a self-dealt code earns nothing", async () => {
    s.clock.set(TEST_NOW);
    const consultant = await signedInUser(s.t.app, { role: 'Assistant' });
    // The client registered with the consultant's own code: the consultant is the client's referrer.
    const client = await signedInUser(s.t.app, { role: 'Boss', referralCode: consultant.user.referralCode });
    const booking = await s.bookings.book(client, consultant);
    await s.pay.pay(client, booking);
    await complete(consultant, booking);
    assert.equal((await stats(consultant)).stats.earnings, 0);
    assert.deepEqual(await rewardsOf(booking.id), []);
  });

  it('answers 401 anonymous and 400 for bad bodies', async () => {
    assert.equal((await s.t.app.inject({ url: '/api/referrals/user-referrals' })).statusCode, 401);
    assert.equal((await s.t.app.inject({ method: 'POST', url: '/api/referrals/apply-reward', payload: {} })).statusCode, 401);
    const user = await signedInUser(s.t.app);
    for (const payload of [{}, { referrerId: 'x', bookingId: 'y', amount: 500 }, { referrerId: user.user.id, bookingId: user.user.id, amount: -1 }]) {
      const response = await s.t.app.inject({ method: 'POST', url: '/api/referrals/apply-reward', payload, headers: user.headers });
      assert.equal(response.statusCode, 400, JSON.stringify(payload));
    }
  });
});
