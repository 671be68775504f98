// What a provider's result does, whoever brought it (the webhook or a verify
// call): applied in one transaction, idempotently, so the same event twice, two
// events for one payment, or a webhook racing a verify confirm the booking once
// and write the capture to the journal once.
//   - The booking row is locked first, then the payment row (the lock order of
//     every path), so concurrent results for one payment run one after the other;
//     the second finds the payment already paid and records a 'duplicate'.
//   - The provider's event id is unique per provider: a second delivery of one
//     event that slipped past the early check fails on the index and is rolled
//     back whole, answered as a duplicate.
//   - The journal's movement key ('paid:<paymentId>') makes a second capture entry impossible.
// A capture the booking cannot keep (already paid, cancelled by a party, its
// slots taken since) is still recorded as money in, then marked for refund in
// the same transaction; the caller settles the refund after the commit. So is
// a capture of another amount or currency than the payment asked for, however
// well signed: it never confirms anything, and exactly what was captured goes back.
import { asc, eq, sql } from 'drizzle-orm';
import type { Clock } from '../../clock';
import type { Database, Executor } from '../../db/database';
import { uniqueViolationConstraint } from '../../db/errors';
import { prepared, given } from '../../db/prepared';
import { paymentEvents, payments, type PaymentEventSource, type PaymentRow } from '../../db/schema/index';
import type { BookingPaymentPort, CaptureOutcome } from '../bookings/payment-port';
import type { BookingEventDraft } from '../bookings/service';
import type { PremiumService } from '../premium/service';
import type { MoneyPort } from '../earnings/money-port';
import { eventRow, eventValues, recordEvent } from './payment-records';
import type { PaymentProvider } from './providers/provider';

/** Where a result came from, as the event records it. */
export interface ResultSource {
  source: PaymentEventSource;
  type: string;
  /** The provider's event id; verify results get a generated one. */
  eventId?: string;
  payload: unknown;
}

/** What the provider says it captured. */
export interface Captured {
  /** Its payment id (pay_...), needed to refund it. */
  id: string;
  amount: number;
  currency: string;
}

export interface CaptureResult {
  outcome: string;
  /** The capture must go back: settle this payment's refund once committed. */
  refundPaymentId?: string;
  /** A series checkout's shares that must go back (their occurrence was cancelled or taken meanwhile). */
  refundPaymentIds?: string[];
}

const CAPTURE_OUTCOMES: Record<CaptureOutcome, string> = {
  confirmed: 'confirmed',
  late_confirmed: 'late_confirmed',
  already_paid: 'refund_due: the booking was already paid',
  not_payable: 'late_refunded',
};

const PROVIDER_EVENT_UNIQUE = 'payment_events_provider_event_unique';

/** A capture written on its payment: who paid, how much, when, and whether it waits to be refunded. */
const paidColumns = {
  status: 'paid',
  providerPaymentId: given('providerPaymentId'),
  capturedAmountCentavos: given('capturedAmountCentavos'),
  capturedCurrency: given('capturedCurrency'),
  paidAt: given('now'),
  updatedAt: given('now'),
  refundDueAt: given('refundDueAt'),
} as const;

const markPaid = prepared('payment_marked_paid', (db) =>
  db.update(payments).set(paidColumns).where(eq(payments.id, sql.placeholder('paymentId'))).returning(),
);

/** The same, with the event that explains it: one statement (the event's insert rides along as a data-modifying WITH). */
const markPaidExplained = prepared('payment_paid_explained', (db) => {
  const explained = db.$with('explained').as(db.insert(paymentEvents).values(eventRow));
  return db.with(explained).update(payments).set(paidColumns).where(eq(payments.id, sql.placeholder('paymentId'))).returning();
});

const paymentLocked = prepared('payment_row_locked', (db) => db.select().from(payments).where(eq(payments.id, sql.placeholder('paymentId'))).for('update'));

export function createPaymentOutcomes(deps: {
  db: Database;
  clock: Clock;
  provider: Pick<PaymentProvider, 'name'>;
  bookings: Pick<BookingPaymentPort, 'lock' | 'captured' | 'told' | 'seriesPaid' | 'declined' | 'publish'>;
  /** The premium fee's subject: its capture makes the applicant Verified, or must go back. */
  premium: Pick<PremiumService, 'captured' | 'afterPaid'>;
  /** The books: every capture kept, and every one held for its refund. */
  money: Pick<MoneyPort, 'bookingPaid' | 'premiumPaid' | 'heldForRefund'>;
}) {
  const { db, clock, provider, bookings, premium, money } = deps;

  /**
   * A second capture of a paid checkout (another payment id at the provider): a row of its own,
   * never kept (refund due now), refunded through the first one's checkout, on the books as held.
   */
  async function recordSecondCapture(tx: Executor, first: PaymentRow, captured: Captured, now: Date): Promise<PaymentRow> {
    const [second] = await tx
      .insert(payments)
      .values({
        purpose: first.purpose,
        bookingId: first.bookingId,
        payerId: first.payerId,
        amountCentavos: captured.amount,
        currency: first.currency,
        method: first.method,
        status: 'paid',
        provider: first.provider,
        providerPaymentId: captured.id,
        capturedAmountCentavos: captured.amount,
        capturedCurrency: captured.currency,
        transactionId: `${first.transactionId}-X-${captured.id}`.slice(0, 120),
        idempotencyKey: `${first.idempotencyKey}:second:${captured.id}`,
        accountNumber: first.accountNumber,
        duplicateOf: first.id,
        refundDueAt: now,
        createdAt: now,
        updatedAt: now,
        paidAt: now,
      })
      .onConflictDoNothing()
      .returning();
    if (!second) {
      const [known] = await tx.select().from(payments).where(eq(payments.idempotencyKey, `${first.idempotencyKey}:second:${captured.id}`));
      return known;
    }
    await money.heldForRefund(tx, second, now);
    return second;
  }

  /**
   * Locks the payment's booking (a series checkout: each share's, in id order), then the payment itself; null when the
   * payment is gone. Only a series checkout has shares (a payment's purpose never changes), so no other looks for them.
   */
  async function lockPayment(tx: Executor, payment: PaymentRow): Promise<PaymentRow | null> {
    if (payment.bookingId) await bookings.lock(tx, payment.bookingId);
    if (payment.purpose === 'series') {
      const shares = await tx.select({ bookingId: payments.bookingId }).from(payments).where(eq(payments.partOf, payment.id));
      for (const id of shares.flatMap((share) => (share.bookingId ? [share.bookingId] : [])).sort()) await bookings.lock(tx, id);
    }
    const [row] = await paymentLocked(tx, { paymentId: payment.id });
    return row ?? null;
  }

  /** Runs a result's transaction; a provider event already recorded (a racing duplicate) is answered 'duplicate'. */
  async function once<T extends { outcome: string }>(
    work: (tx: Executor, now: Date) => Promise<{ result: T; events: BookingEventDraft[]; verifiedUserId?: string }>,
  ): Promise<T | { outcome: 'duplicate' }> {
    let done: { result: T; events: BookingEventDraft[]; verifiedUserId?: string };
    try {
      done = await db.transaction((tx) => work(tx, clock.now()));
    } catch (error) {
      if (uniqueViolationConstraint(error) === PROVIDER_EVENT_UNIQUE) return { outcome: 'duplicate' };
      throw error;
    }
    await bookings.publish(done.events);
    if (done.verifiedUserId) await premium.afterPaid(done.verifiedUserId);
    return done.result;
  }

  const nothingElse = <T>(result: T) => ({ result, events: [] });

  return {
    /** The provider says this payment was paid. */
    capture(payment: PaymentRow, captured: Captured, from: ResultSource): Promise<CaptureResult> {
      const providerPaymentId = captured.id;
      return once<CaptureResult>(async (tx, now) => {
        const current = await lockPayment(tx, payment);
        const record = (outcome: string) =>
          recordEvent(tx, { provider: provider.name, ...from, paymentId: payment.id, outcome, now });
        if (!current) return nothingElse({ outcome: 'ignored: payment not found' });
        if (current.status === 'paid' || current.status === 'refunded') {
          if (!current.providerPaymentId || current.providerPaymentId === providerPaymentId) {
            await record('duplicate');
            return nothingElse({ outcome: 'duplicate' });
          }
          // The provider charged this checkout a second time: that money is its own capture, held and refunded.
          const second = await recordSecondCapture(tx, current, captured, now);
          const outcome = `refund_due: a second capture (${providerPaymentId}) of a paid checkout`;
          await record(outcome);
          return nothingElse({ outcome, refundPaymentId: second.id });
        }
        const paid = async (paymentId: string, refundDueAt: Date | null, amountCentavos = captured.amount): Promise<PaymentRow> => {
          const [row] = await markPaid(tx, { paymentId, providerPaymentId, capturedAmountCentavos: amountCentavos, capturedCurrency: captured.currency, now, refundDueAt });
          return row;
        };
        /** This payment paid, with the event that records the outcome, in one statement. */
        const paidAndRecorded = async (refundDueAt: Date | null, outcome: string): Promise<PaymentRow> => {
          const event = eventValues({ provider: provider.name, ...from, paymentId: payment.id, outcome, now });
          const [row] = await markPaidExplained(tx, { ...event, providerPaymentId, capturedAmountCentavos: captured.amount, capturedCurrency: captured.currency, refundDueAt });
          return row;
        };
        if (captured.amount !== current.amountCentavos || captured.currency !== current.currency) {
          await money.heldForRefund(tx, await paid(payment.id, now), now);
          const outcome = `refund_due: captured ${captured.amount} ${captured.currency}, the payment is ${current.amountCentavos} ${current.currency}`;
          await record(outcome);
          return nothingElse({ outcome, refundPaymentId: payment.id });
        }
        if (current.purpose === 'series') {
          // One capture for a period's occurrences: each share confirms its own occurrence (the process's 'pay')
          // and writes its own price and fee to the journal; a share whose occurrence can no longer be kept goes back.
          await paid(payment.id, null);
          const shares = await tx.select().from(payments).where(eq(payments.partOf, current.id)).orderBy(asc(payments.id)).for('update');
          const events: BookingEventDraft[] = [];
          const refundPaymentIds: string[] = [];
          const confirmed: Array<{ bookingId: string; amountCentavos: number }> = [];
          for (const share of shares) {
            const decision =
              share.status === 'pending' && share.bookingId
                ? await bookings.captured(tx, share.bookingId, { amountCentavos: share.amountCentavos, payerId: share.payerId, now })
                : { outcome: 'not_payable' as const };
            const keep = decision.outcome === 'confirmed' || decision.outcome === 'late_confirmed';
            const paidShare = await paid(share.id, keep ? null : now, share.amountCentavos);
            await (keep && decision.booking ? money.bookingPaid(tx, paidShare, decision.booking, now) : money.heldForRefund(tx, paidShare, now));
            if ('event' in decision && decision.event) events.push(decision.event);
            if (!keep) refundPaymentIds.push(paidShare.id);
            else if (share.bookingId) confirmed.push({ bookingId: share.bookingId, amountCentavos: share.amountCentavos });
          }
          // One mail per party for the period's payment, naming the occurrences it confirmed (no share's capture is told).
          if (current.seriesId && confirmed.length > 0) {
            await bookings.seriesPaid(tx, {
              seriesId: current.seriesId,
              bookingIds: confirmed.map((item) => item.bookingId),
              paymentId: current.id,
              amountCentavos: confirmed.reduce((sum, item) => sum + item.amountCentavos, 0),
              actorId: current.payerId ?? '',
            });
          }
          const outcome = `series_confirmed: ${shares.length - refundPaymentIds.length} of ${shares.length}`;
          await record(outcome);
          // Told once for the period (the first occurrence's news; every list refetches on it), not once per occurrence.
          return { result: { outcome, refundPaymentIds }, events: events.slice(0, 1) };
        }
        if (current.purpose === 'premium') {
          const kept = current.payerId ? (await premium.captured(tx, current.payerId, now)) === 'kept' : false;
          const row = await paid(payment.id, kept ? null : now);
          await (kept ? money.premiumPaid(tx, row, now) : money.heldForRefund(tx, row, now));
          const outcome = kept ? 'premium_verified' : 'refund_due: the premium application is not awaiting payment';
          await record(outcome);
          return {
            result: kept ? { outcome } : { outcome, refundPaymentId: payment.id },
            events: [],
            verifiedUserId: kept && current.payerId ? current.payerId : undefined,
          };
        }
        const decision = current.bookingId
          ? await bookings.captured(tx, current.bookingId, {
              amountCentavos: current.amountCentavos,
              payerId: current.payerId,
              now,
              receipt: { method: current.method, transactionId: current.transactionId },
            })
          : { outcome: 'not_payable' as const };
        const keep = decision.outcome === 'confirmed' || decision.outcome === 'late_confirmed';
        const outcome = CAPTURE_OUTCOMES[decision.outcome];
        const row = await paidAndRecorded(keep ? null : now, outcome);
        await (keep && decision.booking ? money.bookingPaid(tx, row, decision.booking, now) : money.heldForRefund(tx, row, now));
        return {
          result: keep ? { outcome } : { outcome, refundPaymentId: payment.id },
          events: 'event' in decision && decision.event ? [await bookings.told(tx, decision.event)] : [],
        };
      });
    },

    /** The provider says this payment failed (declined): the booking it was for is cancelled and freed. */
    fail(payment: PaymentRow, from: ResultSource): Promise<{ outcome: string }> {
      return once<{ outcome: string }>(async (tx, now) => {
        const current = await lockPayment(tx, payment);
        const record = (outcome: string) =>
          recordEvent(tx, { provider: provider.name, ...from, paymentId: payment.id, outcome, now });
        if (!current) return nothingElse({ outcome: 'ignored: payment not found' });
        if (current.status !== 'pending') {
          const outcome = `ignored: the payment is ${current.status}`;
          await record(outcome);
          return nothingElse({ outcome });
        }
        await tx.update(payments).set({ status: 'failed', updatedAt: now }).where(eq(payments.id, payment.id));
        // A series checkout's shares were never a checkout of their own: they end with it (the occurrences' holds lapse as any hold).
        await tx.update(payments).set({ status: 'expired', updatedAt: now }).where(eq(payments.partOf, payment.id));
        const event = current.bookingId ? await bookings.declined(tx, current.bookingId, now) : null;
        const outcome = event ? 'declined: booking cancelled' : 'declined';
        await record(outcome);
        return { result: { outcome }, events: event ? [event] : [] };
      });
    },
  };
}

export type PaymentOutcomes = ReturnType<typeof createPaymentOutcomes>;
