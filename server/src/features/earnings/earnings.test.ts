// An assistant gets paid: a paid booking's earning is upcoming, in review once the
// session ends (the client may report a problem), available once the dispute window
// passes; a dispute holds it until an admin releases it or refunds part or all;
// payouts move what is available to a wallet, once, and give it back when they
// fail. The books balance at every step (money-invariants.ts), and deleting an
// assistant keeps what they were owed.
import assert from 'node:assert/strict';
import { it } from 'node:test';
import { eq, inArray } from 'drizzle-orm';
import type { Booking, Dispute, EarningsOverview, EarningsStatement, FinanceReport, Notification, Payout } from '@marketplace/shared-api/types';
import { earnings, moneySchedule, payments, payouts } from '../../db/schema/index';
import { invariantProblems, moneyInvariantCounts, type RawQuery } from '../../test/money-invariants';
import { paymentSuite } from '../payments/payment-test-helpers';
import { createAppOnSameDatabase, describeEachDatabase } from '../../test/test-app';
import type { TestUser } from '../bookings/booking-test-helpers';
import { makeAdmin, signedInUser } from '../../test/fixtures';
import { EARNINGS_SWEEP } from './earning-states';
import { lockPayoutsOf, PAYOUT_TEXTS, PAYOUTS_SWEEP, WEEKLY_PAYOUTS_SWEEP } from './payouts';
import { recordMovement } from './journal';
import { lockParties } from '../bookings/booking-writes';
import type { Executor } from '../../db/database';
import { SANDBOX_FAILURE } from './payout-providers';

/** The default booking: tomorrow 09:00-13:00 Manila (05:00 UTC), ₱5,000.00, the fee 10 percent. */
const SESSION_ENDED = '2026-06-02T05:00:00.000Z';
const WINDOW_PASSED = '2026-06-05T05:00:00.000Z';

describeEachDatabase('assistants get paid', (kind) => {
  const s = paymentSuite(kind);
  const call = (user: TestUser | null, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => s.bookings.call(user, method, url, payload);
  const overview = async (user: TestUser) => (await call(user, 'GET', '/api/earnings')).json<EarningsOverview>();
  const titlesOf = async (user: TestUser) => (await call(user, 'GET', '/api/users/notifications')).json<Notification[]>().map((notification) => notification.title);
  const sweep = async (name: string) => s.t.app.sweeps.run(name);
  const at = async (iso: string) => {
    s.clock.set(new Date(iso));
    await sweep(EARNINGS_SWEEP);
  };

  async function paidSession() {
    const fresh = await s.freshBooking();
    await s.pay.pay(fresh.client, fresh.booking);
    return fresh;
  }

  const nameOf = (user: TestUser) => `${user.user.firstName} ${user.user.lastName}`;
  const setDestination = (user: TestUser, mobileNumber = '09171234567') =>
    call(user, 'PUT', '/api/earnings/destination', { method: 'gcash', mobileNumber, accountName: nameOf(user), password: user.password });
  const newAdmin = async () => {
    const admin = await signedInUser(s.t.app);
    await makeAdmin(s.t, admin.user.id);
    return admin;
  };
  const rawQuery: RawQuery = async (text, params = []) =>
    (await (s.t.database.client as { query(text: string, params: unknown[]): Promise<{ rows: unknown[] }> }).query(text, params)).rows as never;
  const invariants = async () => invariantProblems(await moneyInvariantCounts(rawQuery));

  it("moves a paid booking's earning from upcoming to in review when the session ends, and to available when the window passes, telling the assistant", async () => {
    const { consultant, booking } = await paidSession();
    let mine = await overview(consultant);
    assert.deepEqual(mine.balances, { upcomingCentavos: 450_000, inReviewCentavos: 0, availableCentavos: 0, pendingPayoutCentavos: 0, paidOutCentavos: 0 });
    assert.deepEqual(
      mine.entries.map((entry) => [entry.bookingReference, entry.grossCentavos, entry.feeCentavos, entry.netCentavos, entry.state]),
      [[booking.reference, 500_000, 50_000, 450_000, 'upcoming']],
    );
    assert.equal(mine.platformFeePercent, 10);

    await at('2026-06-02T04:59:59.000Z');
    assert.equal((await overview(consultant)).balances.upcomingCentavos, 450_000, 'not before the session ends');
    await at(SESSION_ENDED);
    mine = await overview(consultant);
    assert.equal(mine.balances.inReviewCentavos, 450_000);
    assert.equal(mine.entries[0].availableAt, WINDOW_PASSED);

    await at('2026-06-05T04:59:59.000Z');
    assert.equal((await overview(consultant)).balances.inReviewCentavos, 450_000, 'not before the window passes');
    await at(WINDOW_PASSED);
    mine = await overview(consultant);
    assert.equal(mine.balances.availableCentavos, 450_000);
    assert.equal(mine.entries[0].state, 'available');
    assert.ok((await titlesOf(consultant)).includes('Earning available'));
    assert.deepEqual(await invariants(), []);
  });

  it('shows the assistant what they receive of the price, and the client until when a problem may be reported', async () => {
    const { client, booking } = await paidSession();
    const seen = (await call(client, 'GET', `/api/bookings/${booking.id}`)).json<Booking>();
    assert.equal(seen.assistantReceivesCentavos, 450_000);
    assert.equal(seen.problemReportableUntil, null, 'not before the session ends');
    await at(SESSION_ENDED);
    assert.equal((await call(client, 'GET', `/api/bookings/${booking.id}`)).json<Booking>().problemReportableUntil, WINDOW_PASSED);
  });

  it('holds a reported session past the window until an admin releases it, telling both parties the note', async () => {
    const { client, consultant, booking } = await paidSession();
    const early = await call(client, 'POST', `/api/bookings/${booking.id}/disputes`, { reason: 'no_show', text: 'Nobody came.' });
    assert.equal(early.statusCode, 409, 'not before the session ends');
    await at(SESSION_ENDED);
    assert.equal((await call(consultant, 'POST', `/api/bookings/${booking.id}/disputes`, { reason: 'no_show', text: 'x' })).statusCode, 404, "only the session's client");
    const opened = await call(client, 'POST', `/api/bookings/${booking.id}/disputes`, { reason: 'no_show', text: 'Nobody came.' });
    assert.equal(opened.statusCode, 201, opened.body);
    const dispute = opened.json<Dispute>();
    assert.equal((await call(client, 'POST', `/api/bookings/${booking.id}/disputes`, { reason: 'other', text: 'Again' })).statusCode, 409, 'once per session');
    assert.ok((await titlesOf(consultant)).includes('A problem was reported'));

    await at('2026-06-06T00:00:00.000Z');
    assert.equal((await overview(consultant)).balances.inReviewCentavos, 450_000, 'held past the window');
    const admin = await newAdmin();
    const resolved = await call(admin, 'POST', `/api/admin/disputes/${dispute.id}/resolve`, { outcome: 'release', note: 'The assistant showed the call log.' });
    assert.equal(resolved.statusCode, 200, resolved.body);
    assert.equal(resolved.json<Dispute>().status, 'resolved');
    assert.equal((await overview(consultant)).balances.availableCentavos, 450_000);
    assert.ok((await titlesOf(client)).includes('Problem report resolved'));
    const again = await call(admin, 'POST', `/api/admin/disputes/${dispute.id}/resolve`, { outcome: 'release', note: 'x' });
    assert.equal(again.statusCode, 409);
    assert.deepEqual(await invariants(), []);
  });

  for (const outcome of ['refund_partial', 'refund_full'] as const) {
    it(`refunds ${outcome === 'refund_partial' ? 'part' : 'all'} of a disputed session through the provider, taking the fee and the assistant's share back in proportion`, async () => {
      const { client, consultant, booking } = await paidSession();
      await at(SESSION_ENDED);
      const dispute = (await call(client, 'POST', `/api/bookings/${booking.id}/disputes`, { reason: 'left_early', text: 'Left after one hour.' })).json<Dispute>();
      const admin = await newAdmin();
      const tooMuch = await call(admin, 'POST', `/api/admin/disputes/${dispute.id}/resolve`, { outcome: 'refund_partial', refundCentavos: 500_000, note: 'x' });
      assert.deepEqual([tooMuch.statusCode, tooMuch.json().field], [400, 'refundCentavos']);
      const body = outcome === 'refund_partial' ? { outcome, refundCentavos: 125_000, note: 'Three of four hours happened.' } : { outcome, note: 'No session.' };
      const resolved = await call(admin, 'POST', `/api/admin/disputes/${dispute.id}/resolve`, body);
      assert.equal(resolved.statusCode, 200, resolved.body);
      assert.equal(resolved.json<Dispute>().status, 'resolved', 'the sandbox refunded at once');

      const refunded = outcome === 'refund_partial' ? 125_000 : 500_000;
      const [payment] = await s.t.database.db.select().from(payments).where(eq(payments.bookingId, booking.id));
      assert.equal(payment.refundedCentavos, refunded);
      assert.equal(payment.status, outcome === 'refund_full' ? 'refunded' : 'paid');
      const after = (await call(client, 'GET', `/api/bookings/${booking.id}`)).json<Booking>();
      assert.equal(after.paymentStatus, outcome === 'refund_full' ? 'REFUNDED' : 'PAID');
      const seen = (await call(consultant, 'GET', `/api/bookings/${booking.id}`)).json<Booking>();
      assert.equal(seen.assistantReceivesCentavos, outcome === 'refund_partial' ? 450_000 - 112_500 : 0, "'You receive' follows the earning");
      assert.equal(after.dispute?.refundCentavos, refunded);
      const mine = await overview(consultant);
      // 10 percent of the refund came from the fee, the rest from the assistant's share.
      assert.equal(mine.balances.availableCentavos, outcome === 'refund_partial' ? 450_000 - 112_500 : 0);
      assert.equal(mine.entries[0].refundedCentavos, refunded);
      const receipt = (await call(client, 'GET', `/api/bookings/${booking.id}/receipt`)).json<{ paidCentavos: number; refundedCentavos: number }>();
      assert.deepEqual([receipt.paidCentavos, receipt.refundedCentavos], [500_000, refunded]);
      assert.deepEqual(await invariants(), []);
    });
  }

  it("answers a statement whose lines add up after a refund (gross - refunded - fee = you receive), a moved session under its new date, and a Totals row in the CSV", async () => {
    const { client, consultant, booking } = await paidSession();
    const moved = await s.bookings.book(client, consultant, { startTime: '13:00' });
    await s.pay.pay(client, moved);
    const rescheduled = await s.bookings.reschedule(client, moved.id, '2026-07-07', '09:00');
    assert.equal(rescheduled.statusCode, 200, rescheduled.body);
    await at(SESSION_ENDED);
    const dispute = (await call(client, 'POST', `/api/bookings/${booking.id}/disputes`, { reason: 'left_early', text: 'Left after three hours.' })).json<Dispute>();
    const admin = await newAdmin();
    const resolved = await call(admin, 'POST', `/api/admin/disputes/${dispute.id}/resolve`, { outcome: 'refund_partial', refundCentavos: 125_000, note: 'Three of four hours happened.' });
    assert.equal(resolved.statusCode, 200, resolved.body);

    const statementOf = async (month: string) => (await call(consultant, 'GET', `/api/earnings/statements/${month}`)).json<EarningsStatement>();
    const june = await statementOf('2026-06');
    const rows = (statement: EarningsStatement) => statement.lines.map((line) => [line.date, line.bookingReference, line.grossCentavos, line.refundedCentavos, line.feeCentavos, line.netCentavos]);
    assert.deepEqual(rows(june), [['2026-06-02', booking.reference, 500_000, 125_000, 37_500, 337_500]]);
    assert.deepEqual(june.totals, { grossCentavos: 500_000, refundedCentavos: 125_000, feeCentavos: 37_500, netCentavos: 337_500, paidOutCentavos: 0 });
    assert.deepEqual(rows(await statementOf('2026-07')), [['2026-07-07', moved.reference, 500_000, 0, 50_000, 450_000]], 'the moved session is listed when it happens now');
    const mine = await overview(consultant);
    assert.equal(mine.entries.find((entry) => entry.bookingId === moved.id)?.date, '2026-07-07');

    const csv = (await call(consultant, 'GET', '/api/earnings/statements/2026-06/csv')).body.split('\r\n');
    assert.equal(csv[1], 'Session date,Description,Booking reference,Gross (PHP),Refunded (PHP),Fee (PHP),You receive (PHP)');
    assert.equal(csv[2], `2026-06-02,Session with ${nameOf(client)},${booking.reference},5000.00,1250.00,375.00,3375.00`);
    assert.equal(csv[3], 'Totals,,,5000.00,1250.00,375.00,3375.00');
  });

  it('pays out what is available to the wallet once, and gives a failed payout back with its reason', async () => {
    const { consultant } = await paidSession();
    await at(WINDOW_PASSED);
    const withdraw = (amountCentavos: number, idempotencyKey: string) => call(consultant, 'POST', '/api/earnings/payouts', { amountCentavos, idempotencyKey });
    const noDestination = await withdraw(450_000, 'first-try-0001');
    assert.deepEqual([noDestination.statusCode, noDestination.json().message], [409, PAYOUT_TEXTS.noDestination], 'no destination yet');
    const wrong = await call(consultant, 'PUT', '/api/earnings/destination', { method: 'gcash', mobileNumber: '09171234567', accountName: 'M', password: 'Wrong123' });
    assert.deepEqual([wrong.statusCode, wrong.json().field], [400, 'password']);
    const badNumber = await call(consultant, 'PUT', '/api/earnings/destination', { method: 'gcash', mobileNumber: '12345', accountName: 'M', password: consultant.password });
    assert.deepEqual([badNumber.statusCode, badNumber.json().field], [400, 'mobileNumber']);

    assert.equal((await setDestination(consultant, '09170000000')).statusCode, 200);
    assert.ok((await titlesOf(consultant)).includes('Payout destination changed'));
    assert.equal((await withdraw(10_000, 'below-minimum-1')).json().field, 'amountCentavos');
    const overBalance = await withdraw(450_001, 'over-balance-01');
    assert.deepEqual([overBalance.statusCode, overBalance.json().message], [409, PAYOUT_TEXTS.overBalance(450_000)], 'what is available, told');
    const failed = await withdraw(450_000, 'will-fail-0001');
    assert.equal(failed.statusCode, 201, failed.body);
    assert.deepEqual([failed.json<Payout>().status, failed.json<Payout>().failureReason], ['failed', SANDBOX_FAILURE]);
    assert.equal((await overview(consultant)).balances.availableCentavos, 450_000, 'back to available');
    assert.ok((await titlesOf(consultant)).includes('Payout failed'));

    await setDestination(consultant, '09171234567');
    const paid = await withdraw(450_000, 'will-pass-0001');
    assert.equal(paid.json<Payout>().status, 'paid');
    const again = await withdraw(450_000, 'will-pass-0001');
    assert.equal(again.json<Payout>().id, paid.json<Payout>().id, 'the same key is the same payout');
    const [paidRow] = await s.t.database.db.select().from(payouts).where(eq(payouts.id, paid.json<Payout>().id));
    assert.deepEqual([paidRow.userName, paidRow.accountName, paidRow.mobileNumber], [nameOf(consultant), nameOf(consultant), '09171234567'], 'the payout goes where they are paid now, under their name');
    const mine = await overview(consultant);
    assert.deepEqual(mine.balances, { upcomingCentavos: 0, inReviewCentavos: 0, availableCentavos: 0, pendingPayoutCentavos: 0, paidOutCentavos: 450_000 });
    assert.equal(mine.entries[0].state, 'paid_out');
    assert.deepEqual(mine.payouts.map((payout) => payout.status), ['paid', 'failed']);
    assert.deepEqual(await invariants(), []);
  });

  it("reads every earning a payout took as paid out, however the payouts split them, and leaves available only what is still available", async () => {
    const { client, consultant } = await paidSession();
    const second = await s.bookings.book(client, consultant, { startTime: '13:00' });
    await s.pay.pay(client, second);
    await at('2026-06-05T10:00:00.000Z');
    await setDestination(consultant);
    const withdraw = async (amountCentavos: number, idempotencyKey: string) => {
      const answer = await call(consultant, 'POST', '/api/earnings/payouts', { amountCentavos, idempotencyKey });
      assert.equal(answer.json<Payout>().status, 'paid', answer.body);
    };
    const states = async () => (await overview(consultant)).entries.map((entry) => entry.state).sort();

    // 600,000 of 900,000: the older earning whole and part of the newer one.
    await withdraw(600_000, 'split-payout-01');
    let mine = await overview(consultant);
    assert.equal(mine.balances.availableCentavos, 300_000);
    assert.deepEqual(await states(), ['available', 'paid_out']);
    // The rest: nothing is left to withdraw, so nothing reads available.
    await withdraw(300_000, 'split-payout-02');
    mine = await overview(consultant);
    assert.deepEqual([mine.balances.availableCentavos, mine.balances.paidOutCentavos], [0, 900_000]);
    assert.deepEqual(await states(), ['paid_out', 'paid_out']);
    assert.deepEqual(await invariants(), []);
  });

  it('reads a paid-out referral reward as paid out', async () => {
    const referrer = await signedInUser(s.t.app, { role: 'Assistant' });
    s.clock.set(new Date('2026-06-01T00:00:00.000Z'));
    const consultant = await signedInUser(s.t.app, { role: 'Assistant' });
    const client = await signedInUser(s.t.app, { role: 'Boss', referralCode: referrer.user.referralCode });
    const booking = await s.bookings.book(client, consultant);
    await s.pay.pay(client, booking);
    s.clock.set(new Date('2026-06-02T09:00:00.000Z'));
    assert.equal((await s.bookings.setStatus(consultant, booking.id, 'COMPLETED')).statusCode, 200);
    let rewards = (await overview(referrer)).entries.filter((entry) => entry.kind === 'referral');
    assert.deepEqual(rewards.map((entry) => [entry.netCentavos, entry.state]), [[100_000, 'available']]);
    await setDestination(referrer);
    const payout = await call(referrer, 'POST', '/api/earnings/payouts', { amountCentavos: 100_000, idempotencyKey: 'referral-payout-1' });
    assert.equal(payout.json<Payout>().status, 'paid', payout.body);
    const mine = await overview(referrer);
    rewards = mine.entries.filter((entry) => entry.kind === 'referral');
    assert.deepEqual(rewards.map((entry) => [entry.netCentavos, entry.state]), [[100_000, 'paid_out']]);
    assert.deepEqual([mine.balances.availableCentavos, mine.balances.paidOutCentavos], [0, 100_000]);
    assert.deepEqual(await invariants(), []);
  });

  it('never pays the same money twice when two withdrawals race', async () => {
    const { consultant } = await paidSession();
    await at(WINDOW_PASSED);
    await setDestination(consultant);
    const answers = await Promise.all(
      ['race-key-000001', 'race-key-000002', 'race-key-000003'].map((key) => call(consultant, 'POST', '/api/earnings/payouts', { amountCentavos: 450_000, idempotencyKey: key })),
    );
    assert.deepEqual(answers.map((answer) => answer.statusCode).sort(), [201, 409, 409]);
    const rows = await s.t.database.db.select().from(payouts).where(eq(payouts.userId, consultant.user.id));
    assert.equal(rows.length, 1);
    assert.equal((await overview(consultant)).balances.paidOutCentavos, 450_000);
    assert.deepEqual(await invariants(), []);
  });

  // Two requests that once queued on the assistant's users row. PostgreSQL only: PGlite has one
  // connection, so a transaction the test holds open would stop every other query.
  if (kind === 'postgres') {
    /** Runs `hold` in a transaction left open until the returned release() is called. */
    async function heldTransaction(hold: (tx: Executor) => Promise<void>) {
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      let taken!: () => void;
      const holding = new Promise<void>((resolve) => (taken = resolve));
      const done = s.t.database.db.transaction(async (tx) => {
        await hold(tx);
        taken();
        await released;
      });
      await holding;
      return async () => {
        release();
        await done;
      };
    }

    /**
     * Sends a request while the held transaction stands: true when it answered without waiting,
     * false as soon as any connection is seen waiting for a lock (it queued behind the hold).
     */
    async function answersBesideTheHold(request: () => Promise<unknown>): Promise<boolean> {
      let answered = false;
      const answer = request().finally(() => (answered = true));
      const queued = (async () => {
        while (!answered) {
          const waiting = await rawQuery(`select 1 from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`);
          if (waiting.length > 0) return false;
          await new Promise((resolve) => setTimeout(resolve, 10));
        }
        return true;
      })();
      return Promise.race([answer.then(() => true), queued]);
    }

    it("books a session with an assistant while the assistant's payout is being taken", async () => {
      const { consultant, client } = await paidSession();
      const release = await heldTransaction((tx) => lockPayoutsOf(tx, consultant.user.id));
      let booked: Awaited<ReturnType<typeof call>> | undefined;
      const beside = await answersBesideTheHold(async () => (booked = await call(client, 'POST', '/api/bookings/create', s.bookings.bookingBody(consultant, { date: '2026-06-09' }))));
      await release();
      assert.ok(beside, "the booking queued behind the assistant's payout");
      assert.equal(booked?.statusCode, 201, booked?.body);
    });

    it("pays an assistant out while a client's booking with them holds both parties", async () => {
      const { consultant, client } = await paidSession();
      await at(WINDOW_PASSED);
      await setDestination(consultant);
      const release = await heldTransaction(async (tx) => void (await lockParties(tx, client.user.id, consultant.user.id)));
      let paid: Awaited<ReturnType<typeof call>> | undefined;
      const beside = await answersBesideTheHold(async () => (paid = await call(consultant, 'POST', '/api/earnings/payouts', { amountCentavos: 450_000, idempotencyKey: 'while-booking-1' })));
      await release();
      assert.ok(beside, "the payout queued behind the client's booking");
      assert.deepEqual([paid?.statusCode, paid?.json<Payout>().status], [201, 'paid'], paid?.body);
    });

    it("pays, in the weekly run, only what is left once the assistant's own Withdraw took their money while the run waited for them", async () => {
      const { consultant } = await paidSession();
      await at(WINDOW_PASSED);
      await setDestination(consultant);
      await sweep(WEEKLY_PAYOUTS_SWEEP); // the first run schedules the next, a week on: brought to now
      await s.t.database.db.update(moneySchedule).set({ nextRunAt: s.clock.now() });
      const now = s.clock.now();
      // The assistant's Withdraw, in a transaction of its own: their lock, their payout of everything, not yet committed.
      const release = await heldTransaction(async (tx) => {
        await lockPayoutsOf(tx, consultant.user.id);
        const [taken] = await tx
          .insert(payouts)
          .values({ idempotencyKey: 'withdraw-before-weekly', userId: consultant.user.id, userName: nameOf(consultant), amountCentavos: 450_000, referralCentavos: 0, method: 'gcash', mobileNumber: '09171234567', accountName: nameOf(consultant), trigger: 'request', attemptAfter: now, requestedAt: now })
          .returning();
        const party = { id: consultant.user.id, name: nameOf(consultant) };
        await recordMovement(tx, {
          key: `payout:${taken.id}:requested`,
          reason: 'payout_requested',
          at: now,
          payoutId: taken.id,
          lines: [
            { account: 'assistant_payable', state: 'available', amountCentavos: -450_000, party },
            { account: 'assistant_payable', state: 'payout_pending', amountCentavos: 450_000, party },
          ],
        });
      });
      // The weekly run reads the balances (the Withdraw is not committed yet) and queues on the assistant's lock.
      const weekly = sweep(WEEKLY_PAYOUTS_SWEEP);
      const queued = await answersBesideTheHold(() => weekly);
      await release();
      await weekly;
      await sweep(PAYOUTS_SWEEP);
      assert.equal(queued, false, 'the weekly run waited for the assistant');
      const theirs = await s.t.database.db.select().from(payouts).where(eq(payouts.userId, consultant.user.id));
      assert.deepEqual(theirs.map((row) => [row.trigger, row.status, row.amountCentavos]), [['request', 'paid', 450_000]], 'no weekly payout of money already taken');
      assert.deepEqual(await invariants(), []);
    });
    it("answers a member's Withdraw during the weekly run once their own payout is taken, not once the whole run ends", async () => {
      const members = [(await paidSession()).consultant, (await paidSession()).consultant];
      await sweep(WEEKLY_PAYOUTS_SWEEP); // the schedule is there from here on (a first run only schedules the next)
      await at(WINDOW_PASSED);
      for (const member of members) await setDestination(member);
      // The run takes members in the order of their ids: `first` is taken before the run reaches `second`.
      const [first, second] = members.sort((a, b) => (a.user.id < b.user.id ? -1 : 1));
      await s.t.database.db.update(moneySchedule).set({ nextRunAt: s.clock.now() });
      const release = await heldTransaction((tx) => lockPayoutsOf(tx, second.user.id));
      const lockWaiters = async () => (await rawQuery(`select 1 from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`)).length;
      let ran = false;
      const weekly = sweep(WEEKLY_PAYOUTS_SWEEP).finally(() => (ran = true));
      // The run has taken `first` and waits for `second`, whose lock the test holds.
      while ((await lockWaiters()) === 0) {
        if (ran) throw new Error('the weekly run ended without waiting for the member whose lock the test holds');
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      let withdrawn: Awaited<ReturnType<typeof call>> | undefined;
      const answer = call(first, 'POST', '/api/earnings/payouts', { amountCentavos: 450_000, idempotencyKey: 'during-weekly-1' }).then((response) => (withdrawn = response));
      // Answered: true; a second connection seen waiting for a lock (the Withdraw queued behind the run): false.
      const beside = await Promise.race([
        answer.then(() => true),
        (async () => {
          while (!withdrawn) {
            if ((await lockWaiters()) > 1) return false;
            await new Promise((resolve) => setTimeout(resolve, 10));
          }
          return true;
        })(),
      ]);
      await release();
      await Promise.all([weekly, answer]);
      await sweep(PAYOUTS_SWEEP);
      assert.ok(beside, "the Withdraw waited for the whole weekly run");
      assert.deepEqual([withdrawn?.statusCode, withdrawn?.json().message], [409, PAYOUT_TEXTS.overBalance(0)], 'the run took their money first');
      const rows = await s.t.database.db.select().from(payouts).where(inArray(payouts.userId, members.map((member) => member.user.id)));
      assert.deepEqual(rows.map((row) => [row.trigger, row.status, row.amountCentavos]), [['weekly', 'paid', 450_000], ['weekly', 'paid', 450_000]]);
      assert.deepEqual(await invariants(), []);
    });
  }

  it('pays every balance above the minimum once a week, once, whichever process runs it and after a restart', async () => {
    const { consultant } = await paidSession();
    await setDestination(consultant);
    await at(WINDOW_PASSED);
    await sweep(WEEKLY_PAYOUTS_SWEEP); // the first run schedules the next, a week on
    assert.equal((await overview(consultant)).balances.availableCentavos, 450_000);
    s.clock.set(new Date('2026-06-13T00:00:00.000Z'));
    const restarted = await createAppOnSameDatabase(s.t, { clock: s.clock });
    try {
      await Promise.all([restarted.sweeps.run(WEEKLY_PAYOUTS_SWEEP), sweep(WEEKLY_PAYOUTS_SWEEP)]);
      await sweep(PAYOUTS_SWEEP);
      const rows = await s.t.database.db.select().from(payouts).where(eq(payouts.userId, consultant.user.id));
      assert.deepEqual(rows.map((row) => [row.trigger, row.status, row.amountCentavos]), [['weekly', 'paid', 450_000]]);
    } finally {
      await restarted.close();
    }
    assert.deepEqual(await invariants(), []);
  });

  it('sends every payout the weekly run makes in that run, more than one batch of them', async () => {
    const assistants = [];
    for (let index = 0; index < 21; index += 1) assistants.push((await paidSession()).consultant);
    for (const assistant of assistants) await setDestination(assistant);
    await at(WINDOW_PASSED);
    await s.t.database.db.update(moneySchedule).set({ nextRunAt: s.clock.now() });
    await sweep(WEEKLY_PAYOUTS_SWEEP);
    const theirs = await s.t.database.db
      .select()
      .from(payouts)
      .where(inArray(payouts.userId, assistants.map((assistant) => assistant.user.id)));
    assert.deepEqual(
      theirs.map((row) => [row.trigger, row.status]),
      assistants.map(() => ['weekly', 'paid']),
    );
    assert.deepEqual(await invariants(), []);
  });

  it("keeps the books when an assistant is deleted: what they were owed stays, under their name", async () => {
    const { consultant } = await paidSession();
    await at(WINDOW_PASSED);
    const admin = await newAdmin();
    assert.equal((await s.t.app.inject({ method: 'DELETE', url: `/api/users/admin/${consultant.user.id}`, headers: admin.headers })).statusCode, 200);
    await s.t.app.background.drain();
    const [earning] = await s.t.database.db.select().from(earnings).where(eq(earnings.assistantId, consultant.user.id));
    assert.equal(earning.assistantName, nameOf(consultant));
    const report = (await call(admin, 'GET', '/api/admin/finance?from=2026-06-01&to=2026-06-30')).json<FinanceReport>();
    assert.ok(report.balanced);
    assert.ok(report.assistants.some((row) => row.name === nameOf(consultant) && row.balances.availableCentavos === 450_000));
    assert.deepEqual(await invariants(), []);
  });

  it("answers Finance's figures a reader can trust: owed is what stands, paid out to assistants and to referrers apart, fees earned beside the rewards paid from them", async () => {
    s.clock.set(new Date('2026-09-01T00:00:00.000Z'));
    const admin = await newAdmin();
    const september = async () => (await call(admin, 'GET', '/api/admin/finance?from=2026-09-01&to=2026-09-30')).json<FinanceReport>().totals;
    const referrer = await signedInUser(s.t.app, { role: 'Assistant' });
    const consultant = await signedInUser(s.t.app, { role: 'Assistant' });
    const client = await signedInUser(s.t.app, { role: 'Boss', referralCode: referrer.user.referralCode });
    const before = await september();
    const booking = await s.bookings.book(client, consultant, { date: '2026-09-02' });
    await s.pay.pay(client, booking);
    s.clock.set(new Date('2026-09-02T09:00:00.000Z'));
    assert.equal((await s.bookings.setStatus(consultant, booking.id, 'COMPLETED')).statusCode, 200);
    await at('2026-09-05T05:00:00.000Z');
    await setDestination(consultant);
    await setDestination(referrer);
    assert.equal((await call(consultant, 'POST', '/api/earnings/payouts', { amountCentavos: 450_000, idempotencyKey: 'finance-assistant-1' })).json<Payout>().status, 'paid');
    assert.equal((await call(referrer, 'POST', '/api/earnings/payouts', { amountCentavos: 100_000, idempotencyKey: 'finance-referrer-01' })).json<Payout>().status, 'paid');

    const after = await september();
    const moved = Object.fromEntries(Object.entries(after).map(([key, value]) => [key, value - before[key as keyof typeof before]]));
    assert.deepEqual(moved, {
      collectedCentavos: 500_000,
      refundedCentavos: 0,
      feesEarnedCentavos: 50_000,
      referralRewardsCentavos: 100_000,
      feesCentavos: -50_000,
      owedToAssistantsCentavos: 0,
      owedToReferrersCentavos: 0,
      owedToClosedAccountsCentavos: 0,
      heldForRefundCentavos: 0,
      paidOutToAssistantsCentavos: 450_000,
      paidOutToReferrersCentavos: 100_000,
    });
  });

  it("never shows a month owing assistants less than nothing: a refund of last month's booking leaves what stands owed", async () => {
    s.clock.set(new Date('2026-10-29T00:00:00.000Z'));
    const admin = await newAdmin();
    const consultant = await signedInUser(s.t.app, { role: 'Assistant' });
    const client = await signedInUser(s.t.app, { role: 'Boss' });
    const later = await s.bookings.book(client, consultant, { date: '2026-11-20' });
    await s.pay.pay(client, later);
    s.clock.set(new Date('2026-11-02T00:00:00.000Z'));
    const cancelled = await s.bookings.setStatus(client, later.id, 'CANCELLED');
    assert.equal(cancelled.statusCode, 200, cancelled.body);
    const report = (await call(admin, 'GET', '/api/admin/finance?from=2026-11-01&to=2026-11-30')).json<FinanceReport>();
    const outstanding = report.assistants.reduce((sum, party) => sum + party.balances.upcomingCentavos + party.balances.inReviewCentavos + party.balances.availableCentavos + party.balances.pendingPayoutCentavos, 0);
    assert.ok(report.totals.owedToAssistantsCentavos >= 0, String(report.totals.owedToAssistantsCentavos));
    assert.equal(report.totals.owedToAssistantsCentavos + report.totals.owedToReferrersCentavos, outstanding, 'what every assistant and referrer is owed now');
    assert.equal(report.totals.refundedCentavos, 500_000);
    assert.ok(report.balanced);
  });

  it("answers the operator's period: collected, fees, owed, and that the books balance; and as CSV", async () => {
    await paidSession();
    const admin = await newAdmin();
    const report = (await call(admin, 'GET', '/api/admin/finance?from=2026-06-01&to=2026-06-01')).json<FinanceReport>();
    assert.ok(report.totals.collectedCentavos >= 500_000);
    assert.ok(report.balanced);
    const csv = await call(admin, 'GET', '/api/admin/finance/csv?from=2026-06-01&to=2026-06-01');
    assert.match(String(csv.headers['content-type']), /^text\/csv/);
    assert.match(csv.body, /^When \(UTC\),Movement,Reason,Account,State,Amount \(PHP\),Party,Booking reference\r\n/);
    assert.match(csv.body, /booking_paid,client_payments,,5000\.00,/);
    const bad = await call(admin, 'GET', '/api/admin/finance?from=2026-06-30&to=2026-06-01');
    assert.equal(bad.json().field, 'to');
  });

});
