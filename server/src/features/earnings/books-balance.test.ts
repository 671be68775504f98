// The books balance whatever happens: random histories of bookings paid and
// cancelled, sessions ending, windows passing, problems reported and resolved
// each way, withdrawals to good and failing wallets and referral rewards, on the
// real app; after each history, client payments equal refunds + fees + assistant
// and referral payables (+ what is held for a refund), for the whole time and for
// the operator's period, no balance is negative, and money-invariants.ts holds.
import assert from 'node:assert/strict';
import { it } from 'node:test';
import fc from 'fast-check';
import type { Booking, Dispute, EarningsOverview, FinanceReport } from '@marketplace/shared-api/types';
import { login, makeAdmin, signedInUser } from '../../test/fixtures';
import { describeEachDatabase } from '../../test/test-app';
import type { TestUser } from '../bookings/booking-test-helpers';
import { TEST_NOW } from '../bookings/booking-test-helpers';
import { invariantProblems, moneyInvariantCounts, type RawQuery } from '../../test/money-invariants';
import { paymentSuite } from '../payments/payment-test-helpers';
import { EARNINGS_SWEEP } from './earning-states';

type Step =
  | { kind: 'book'; duration: 4 | 8; wallet: 'good' | 'failing' }
  | { kind: 'cancel'; which: number }
  | { kind: 'advance'; hours: number }
  | { kind: 'report'; which: number }
  | { kind: 'resolve'; which: number; outcome: 'release' | 'refund_partial' | 'refund_full'; share: number }
  | { kind: 'withdraw'; share: number }
  | { kind: 'complete'; which: number };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ kind: fc.constant('book' as const), duration: fc.constantFrom(4 as const, 8 as const), wallet: fc.constantFrom('good' as const, 'failing' as const) }),
  fc.record({ kind: fc.constant('cancel' as const), which: fc.nat(5) }),
  fc.record({ kind: fc.constant('advance' as const), hours: fc.integer({ min: 1, max: 80 }) }),
  fc.record({ kind: fc.constant('report' as const), which: fc.nat(5) }),
  fc.record({ kind: fc.constant('resolve' as const), which: fc.nat(5), outcome: fc.constantFrom('release' as const, 'refund_partial' as const, 'refund_full' as const), share: fc.double({ min: 0.05, max: 0.95, noNaN: true }) }),
  fc.record({ kind: fc.constant('withdraw' as const), share: fc.double({ min: 0.1, max: 1, noNaN: true }) }),
  fc.record({ kind: fc.constant('complete' as const), which: fc.nat(5) }),
);

describeEachDatabase('the books balance over random histories', (kind) => {
  // Every history makes its own people: many sign-ups from this one address.
  const s = paymentSuite(kind, () => ({ limits: { registrationsPerIpPerHour: 100_000 } }));
  const rawQuery: RawQuery = async (text, params = []) =>
    (await (s.t.database.client as { query(text: string, params: unknown[]): Promise<{ rows: unknown[] }> }).query(text, params)).rows as never;

  it('client payments always equal refunds, fees and payables; no balance goes below zero', async () => {
    const admin = await signedInUser(s.t.app);
    await makeAdmin(s.t, admin.user.id);
    // A history moves the clock by up to weeks, past a session token's lifetime: each
    // person signs in again when the clock has moved a day from their last sign-in.
    const signedInAt = new Map<string, { at: number; user: TestUser }>();
    const now = (user: TestUser): Promise<TestUser> => {
      const at = s.clock.now().getTime();
      const last = signedInAt.get(user.user.id);
      if (last && Math.abs(at - last.at) < 86_400_000) return Promise.resolve(last.user);
      return login(s.t.app, user.user.username, user.password).then(({ token }) => {
        const fresh = { ...user, token, headers: { authorization: `Bearer ${token}` } };
        signedInAt.set(user.user.id, { at, user: fresh });
        return fresh;
      });
    };
    const call = async (user: TestUser, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => s.bookings.call(await now(user), method, url, payload);

    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 3, maxLength: 9 }), async (steps) => {
        s.clock.set(TEST_NOW);
        // A referrer, so completed sessions pay a referral reward from the fee side.
        const referrer = await signedInUser(s.t.app, { role: 'Assistant' });
        const client = await signedInUser(s.t.app, { role: 'Boss', referralCode: referrer.user.referralCode });
        const booked: Array<{ booking: Booking; consultant: TestUser }> = [];
        const disputes: Dispute[] = [];
        let day = 2;
        for (const next of steps) {
          const pick = <T>(list: T[], which: number) => (list.length ? list[which % list.length] : undefined);
          switch (next.kind) {
            case 'book': {
              const consultant = await signedInUser(s.t.app, { role: 'Assistant' });
              await call(consultant, 'PUT', '/api/earnings/destination', {
                method: 'maya',
                mobileNumber: next.wallet === 'good' ? '09171234567' : '09170000000',
                accountName: 'A',
                password: consultant.password,
              });
              const date = `2026-06-${String(day).padStart(2, '0')}`;
              day = day === 5 ? 8 : day + 1; // weekdays of the first weeks of June 2026
              const booking = await s.bookings.book(await now(client), consultant, { date, duration: next.duration }).catch(() => null);
              if (!booking) break;
              await s.pay.pay(await now(client), booking);
              booked.push({ booking, consultant });
              break;
            }
            case 'cancel': {
              const chosen = pick(booked, next.which);
              if (chosen) await call(client, 'PUT', `/api/bookings/${chosen.booking.id}/status`, { status: 'CANCELLED' });
              break;
            }
            case 'advance':
              s.clock.advance(next.hours * 3_600_000);
              await s.t.app.sweeps.runAll().catch(() => undefined);
              break;
            case 'report': {
              const chosen = pick(booked, next.which);
              if (!chosen) break;
              await s.t.app.sweeps.run(EARNINGS_SWEEP);
              const opened = await call(client, 'POST', `/api/bookings/${chosen.booking.id}/disputes`, { reason: 'other', text: 'A problem' });
              if (opened.statusCode === 201) disputes.push(opened.json<Dispute>());
              break;
            }
            case 'resolve': {
              const dispute = pick(disputes, next.which);
              if (!dispute) break;
              const refundCentavos = Math.max(1, Math.floor(dispute.paidCentavos * next.share));
              await call(admin, 'POST', `/api/admin/disputes/${dispute.id}/resolve`, {
                outcome: next.outcome,
                ...(next.outcome === 'refund_partial' ? { refundCentavos } : {}),
                note: 'Resolved',
              });
              break;
            }
            case 'withdraw': {
              for (const { consultant } of booked) {
                const available = (await call(consultant, 'GET', '/api/earnings')).json<EarningsOverview>().balances.availableCentavos;
                const amount = Math.floor(available * next.share);
                if (amount > 0) await call(consultant, 'POST', '/api/earnings/payouts', { amountCentavos: amount, idempotencyKey: `prop-${consultant.user.id.slice(0, 8)}-${amount}` });
              }
              break;
            }
            case 'complete': {
              const chosen = pick(booked, next.which);
              if (chosen) await call(chosen.consultant, 'PUT', `/api/bookings/${chosen.booking.id}/status`, { status: 'COMPLETED' });
              break;
            }
          }
        }
        await s.t.app.background.drain();
        assert.deepEqual(invariantProblems(await moneyInvariantCounts(rawQuery)), []);
        const negative = await rawQuery<{ party_id: string; state: string; total: number }>(
          `select party_id, state, sum(amount_centavos)::int as total from money_entries
           where account in ('assistant_payable', 'referral_payable') group by party_id, state having sum(amount_centavos) < 0`,
        );
        assert.deepEqual(negative, []);
        const report = (await call(admin, 'GET', '/api/admin/finance?from=2026-05-01&to=2026-12-31')).json<FinanceReport>();
        assert.equal(report.balanced, true, JSON.stringify(report.totals));
      }),
      { numRuns: 25 },
    );
  });
});
