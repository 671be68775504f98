// The one refund path: a cancellation, a dispute and an account deletion all give
// money back through it. A refund is decided in the transaction that decides it
// (decide): the journal moves that much of the payment from where it sits (the
// platform's fee and the assistant's share, in proportion) into held_for_refund,
// the earning shrinks with it, and the payment is due for refund
// (payments.refund_due_at), so the obligation is data and survives any crash.
// Never more than is still refundable: what was captured less what went back or
// is already owed back. Making it (settle, or the sweep):
//   1. claim: push refund_due_at a lease ahead (FOR UPDATE SKIP LOCKED), so
//      no other process or sweep refunds the same capture at the same time;
//   2. ask the provider for what is held for the payment (outside any
//      transaction: it is a network call), named by a key that a retry repeats;
//   3. record, in one transaction: the refund's payment event (once per provider
//      refund: a second recording writes nothing), what the payment has given back
//      (status 'refunded' once it is all), the journal's held_for_refund ->
//      refunds, and the booking's REFUNDED; then tell the
//      parties and the open booking lists (bookingChanged).
// A failed attempt is recorded as an event and retried by the sweep once the
// lease ends.
import { and, asc, eq, inArray, isNotNull, lte, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import type { Executor } from '../../db/database';
import { PAYMENT_CURRENCY, paymentEvents, payments, type PaymentRow } from '../../db/schema/index';
import type { Sweeps } from '../../plugins/sweeps';
import type { BookingPaymentPort } from '../bookings/payment-port';
import type { MoneyPort } from '../earnings/money-port';
import { capturedCentavos, recordEvent } from './payment-records';
import type { PaymentProvider } from './providers/provider';

export const REFUND_SWEEP = 'payments.refunds';
/** How long a claimed refund is left to its claimer before the sweep tries again. */
export const REFUND_LEASE_MS = 5 * 60_000;
const BATCH = 20;

export interface RefundDecision {
  paymentId: string;
  /** What to give back; all that is still refundable when not given. Never more than that. */
  amountCentavos?: number;
  /**
   * Instead of amountCentavos: what the payment is to give back in all, counting what went back
   * or is owed back already (a cancellation policy's refund after a dispute's part).
   */
  inAllCentavos?: number;
  /** Names the decision in the journal ('cancel:<bookingId>', 'dispute-refund:<disputeId>'): decided once. */
  key: string;
  now: Date;
}

export interface Refunds {
  /** In the deciding transaction: holds the refund and makes the payment due; returns what was decided (0: nothing left). */
  decide(tx: Executor, decision: RefundDecision): Promise<number>;
  /** Settles the due refunds among these payments (or of this booking) now; resolves when they are done or failed. */
  settle(scope: { paymentIds: string[] } | { bookingId: string }): Promise<void>;
}

export function createRefunds(deps: {
  db: Database;
  clock: Clock;
  provider: PaymentProvider;
  bookings: Pick<BookingPaymentPort, 'lock' | 'refunded' | 'publish'>;
  money: Pick<MoneyPort, 'refunded' | 'refundDecided' | 'heldForRefundOf' | 'paidAnEarning'>;
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

  /** What goes back when this due payment is settled: what is held for it (a refund marked due before holds existed: the rest of it). */
  async function owedBack(payment: PaymentRow): Promise<number> {
    const held = await deps.money.heldForRefundOf(db, payment.id);
    return held > 0 ? held : capturedCentavos(payment) - payment.refundedCentavos;
  }

  async function refundOne(payment: PaymentRow): Promise<void> {
    // A second capture of a checkout goes back through that checkout, which the first capture names; so does
    // an occurrence's share of a series checkout (part_of), in part.
    const checkoutRow = payment.duplicateOf ?? payment.partOf;
    const checkoutReference =
      payment.providerReference ??
      (checkoutRow ? (await db.select({ reference: payments.providerReference }).from(payments).where(eq(payments.id, checkoutRow)))[0]?.reference : null);
    if (!payment.providerPaymentId || !checkoutReference) {
      log.error({ paymentId: payment.id }, 'a capture to refund has no provider payment id');
      return;
    }
    const amount = await owedBack(payment);
    if (amount <= 0) {
      await db.update(payments).set({ refundDueAt: null, updatedAt: clock.now() }).where(eq(payments.id, payment.id));
      return;
    }
    let refund: { refundId: string; raw: unknown };
    try {
      refund = await provider.refund({
        providerPaymentId: payment.providerPaymentId,
        checkoutReference,
        amountCentavos: amount,
        reason: 'requested_by_customer',
        notes: `Refund of ${payment.transactionId}`,
        // Stays the same until a refund of this payment is recorded: a retry asks for the same refund.
        refundKey: `${payment.id}:${payment.refundedCentavos}`,
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
      const recorded = await tx
        .insert(paymentEvents)
        .values({
          provider: provider.name,
          eventId: `refund_${refund.refundId}`,
          source: 'refund',
          type: 'refund.succeeded',
          paymentId: payment.id,
          payload: refund.raw ?? null,
          outcome: 'refunded',
          receivedAt: now,
        })
        .onConflictDoNothing()
        .returning({ id: paymentEvents.id });
      if (recorded.length === 0) return null;
      const refundedTotal = current.refundedCentavos + amount;
      const full = refundedTotal >= capturedCentavos(current);
      await deps.money.refunded(tx, current, amount, now, `refund:${current.id}:${current.refundedCentavos}`);
      // A refund decided while this one was under way is still owed: it stays due.
      const stillOwed = !full && (await deps.money.heldForRefundOf(tx, current.id)) > 0;
      const [refunded] = await tx
        .update(payments)
        .set({
          refundedCentavos: refundedTotal,
          refundDueAt: stillOwed ? now : null,
          ...(full ? { status: 'refunded' as const, refundedAt: now } : {}),
          updatedAt: now,
        })
        .where(eq(payments.id, payment.id))
        .returning();
      if (!refunded.bookingId) return null;
      // A capture the booking never kept (a second one, a wrong amount) going back leaves the booking paid.
      const bookingRefunded = full && (await deps.money.paidAnEarning(tx, refunded.id));
      return bookings.refunded(tx, refunded.bookingId, { amountCentavos: amount, full: bookingRefunded, now });
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
    async decide(tx, { paymentId, amountCentavos, inAllCentavos, key, now }) {
      const [payment] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for('update');
      if (!payment || payment.status !== 'paid') return 0;
      // A capture in another currency is never kept: it is owed back whole from the moment it arrived (and the journal, in pesos, holds nothing of it).
      if ((payment.capturedCurrency ?? payment.currency) !== PAYMENT_CURRENCY && payment.refundDueAt) return 0;
      const owedOrBack = payment.refundedCentavos + (await deps.money.heldForRefundOf(tx, payment.id));
      const refundable = capturedCentavos(payment) - owedOrBack;
      const wanted = inAllCentavos !== undefined ? inAllCentavos - owedOrBack : (amountCentavos ?? refundable);
      const amount = Math.min(wanted, refundable);
      if (amount <= 0) return 0;
      await deps.money.refundDecided(tx, payment, amount, now, key);
      if (!payment.refundDueAt) await tx.update(payments).set({ refundDueAt: now, updatedAt: now }).where(eq(payments.id, payment.id));
      return amount;
    },

    async settle(scope) {
      if ('bookingId' in scope) {
        await settleWhere(eq(payments.bookingId, scope.bookingId));
      } else if (scope.paymentIds.length > 0) {
        await settleWhere(inArray(payments.id, scope.paymentIds));
      }
    },
  };
}
