// Refunds through the provider. A capture that must go back is marked in the
// transaction that decided it (payments.refund_due_at: its booking was
// cancelled, was already paid, or could not take its slots back), so the
// obligation is data and survives any crash. Settling it:
//   1. claim: push refund_due_at a lease ahead (FOR UPDATE SKIP LOCKED), so
//      no other process or sweep refunds the same capture at the same time;
//   2. ask the provider to refund (outside any transaction: it is a network call);
//   3. record: status 'refunded', a negative ledger entry and a refund event,
//      and the booking's REFUNDED, in one transaction; then tell the parties.
// A failed attempt is recorded as an event and retried by the sweep once the
// lease ends. Providers answer a refund already made instead of making another.
import { and, asc, eq, inArray, isNotNull, lte, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import { payments, type PaymentRow } from '../../db/schema/index';
import type { Sweeps } from '../../plugins/sweeps';
import type { BookingPaymentPort } from '../bookings/payment-port';
import type { MoneyPort } from '../earnings/money-port';
import { capturedCentavos, recordEvent, recordLedger } from './payment-records';
import type { PaymentProvider } from './providers/provider';

export const REFUND_SWEEP = 'payments.refunds';
/** How long a claimed refund is left to its claimer before the sweep tries again. */
export const REFUND_LEASE_MS = 5 * 60_000;
const BATCH = 20;

export interface Refunds {
  /** Settles the due refunds among these payments (or of this booking) now; resolves when they are done or failed. */
  settle(scope: { paymentIds: string[] } | { bookingId: string }): Promise<void>;
}

export function createRefunds(deps: {
  db: Database;
  clock: Clock;
  provider: PaymentProvider;
  bookings: Pick<BookingPaymentPort, 'lock' | 'refunded' | 'publish'>;
  money: Pick<MoneyPort, 'refunded'>;
  log: FastifyBaseLogger;
  sweeps: Pick<Sweeps, 'register'>;
}): Refunds {
  const { db, clock, provider, bookings, log } = deps;

  /** Claims due refunds matching where, pushing their deadline a lease ahead. */
  async function claim(where: SQL | undefined, now: Date): Promise<PaymentRow[]> {
    return db.transaction(async (tx) => {
      const due = await tx
        .select({ id: payments.id })
        .from(payments)
        .where(and(eq(payments.status, 'paid'), isNotNull(payments.refundDueAt), lte(payments.refundDueAt, now), where))
        .orderBy(asc(payments.refundDueAt))
        .limit(BATCH)
        .for('update', { skipLocked: true });
      if (due.length === 0) return [];
      return tx
        .update(payments)
        .set({ refundDueAt: new Date(now.getTime() + REFUND_LEASE_MS) })
        .where(inArray(payments.id, due.map((row) => row.id)))
        .returning();
    });
  }

  async function refundOne(payment: PaymentRow): Promise<void> {
    // A second capture of a checkout goes back through that checkout, which the first capture names.
    const checkoutReference =
      payment.providerReference ??
      (payment.duplicateOf ? (await db.select({ reference: payments.providerReference }).from(payments).where(eq(payments.id, payment.duplicateOf)))[0]?.reference : null);
    if (!payment.providerPaymentId || !checkoutReference) {
      log.error({ paymentId: payment.id }, 'a capture to refund has no provider payment id');
      return;
    }
    let refund: { refundId: string; raw: unknown };
    try {
      refund = await provider.refund({
        providerPaymentId: payment.providerPaymentId,
        checkoutReference,
        amountCentavos: capturedCentavos(payment),
        reason: 'requested_by_customer',
        notes: `Refund of ${payment.transactionId}`,
      });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      log.error({ err: error, paymentId: payment.id }, 'refund failed; the sweep retries it');
      await recordEvent(db, {
        provider: provider.name,
        source: 'refund',
        type: 'refund.failed',
        paymentId: payment.id,
        payload: { error: message.slice(0, 500) },
        outcome: 'retry later',
        now: clock.now(),
      });
      return;
    }
    const now = clock.now();
    const event = await db.transaction(async (tx) => {
      if (payment.bookingId) await bookings.lock(tx, payment.bookingId);
      const [current] = await tx.select().from(payments).where(eq(payments.id, payment.id)).for('update');
      if (!current || current.status !== 'paid') return null;
      const [refunded] = await tx
        .update(payments)
        .set({ status: 'refunded', refundedAt: now, refundDueAt: null, updatedAt: now })
        .where(eq(payments.id, payment.id))
        .returning();
      await recordLedger(tx, 'refund', refunded, now);
      await deps.money.refunded(tx, refunded, capturedCentavos(refunded), now);
      await recordEvent(tx, {
        provider: provider.name,
        eventId: `refund_${refund.refundId}`,
        source: 'refund',
        type: 'refund.succeeded',
        paymentId: payment.id,
        payload: refund.raw,
        outcome: 'refunded',
        now,
      });
      return refunded.bookingId ? bookings.refunded(tx, refunded.bookingId, { amountCentavos: capturedCentavos(refunded), now }) : null;
    });
    if (event) await bookings.publish([event]);
  }

  async function settleWhere(where: SQL | undefined): Promise<number> {
    const claimed = await claim(where, clock.now());
    for (const payment of claimed) await refundOne(payment);
    return claimed.length;
  }

  deps.sweeps.register(REFUND_SWEEP, async () => {
    while ((await settleWhere(undefined)) === BATCH);
  });

  return {
    async settle(scope) {
      if ('bookingId' in scope) {
        await settleWhere(eq(payments.bookingId, scope.bookingId));
      } else if (scope.paymentIds.length > 0) {
        await settleWhere(inArray(payments.id, scope.paymentIds));
      }
    },
  };
}
