// What the payments feature tells the books, in the transaction of each change:
// a booking's capture (its earning begins: the client's payment splits into the
// platform's fee and the assistant's payable), the premium fee (the platform's),
// a capture that is not kept (held until its refund), and a refund made (taken
// back from where the money was: held, the fee, or the fee and the assistant's
// payable in proportion).
import { eq, and, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { earnings, moneyEntries, type PaymentRow } from '../../db/schema/index';
import type { PayableBooking } from '../bookings/payment-port';
import { bookingEnd } from '../referrals/reward-rule';
import { refundSplit } from './fees';
import { recordMovement } from './journal';
import { partiesOf, PLATFORM } from './parties';

export interface MoneyPort {
  bookingPaid(tx: Executor, payment: PaymentRow, booking: PayableBooking, now: Date): Promise<void>;
  premiumPaid(tx: Executor, payment: PaymentRow, now: Date): Promise<void>;
  /** A capture the app does not keep: held until its refund is made. */
  heldForRefund(tx: Executor, payment: PaymentRow, now: Date): Promise<void>;
  /** A refund of amountCentavos of this payment went through; movementKey tells apart the refunds of one payment. */
  refunded(tx: Executor, payment: PaymentRow, amountCentavos: number, now: Date, movementKey?: string): Promise<void>;
}

export function createMoneyPort({ timeZone, disputeWindowMs }: { timeZone: string; disputeWindowMs: number }): MoneyPort {
  const captured = (payment: PaymentRow) => payment.capturedAmountCentavos ?? payment.amountCentavos;
  const inPesos = (payment: PaymentRow) => (payment.capturedCurrency ?? payment.currency) === 'PHP';

  return {
    async bookingPaid(tx, payment, booking, now) {
      if (!inPesos(payment)) return;
      const gross = captured(payment);
      const fee = Math.min(booking.platformFeeCentavos, gross);
      const net = gross - fee;
      const parties = await partiesOf(tx, [payment.payerId, booking.consultantId, booking.clientId]);
      const assistant = parties.get(booking.consultantId)!;
      const client = parties.get(booking.clientId)!;
      const endsAt = bookingEnd(booking, timeZone);
      const availableAt = new Date(endsAt.getTime() + disputeWindowMs);
      const state = endsAt.getTime() <= now.getTime() ? 'in_review' : 'upcoming';
      const written = await recordMovement(tx, {
        key: `paid:${payment.id}`,
        reason: 'booking_paid',
        at: now,
        bookingId: booking.id,
        bookingReference: booking.reference,
        paymentId: payment.id,
        lines: [
          { account: 'client_payments', amountCentavos: gross, party: parties.get(payment.payerId)! },
          { account: 'platform_fees', amountCentavos: fee, party: PLATFORM },
          { account: 'assistant_payable', state, amountCentavos: net, party: assistant },
        ],
      });
      if (!written) return;
      await tx
        .insert(earnings)
        .values({
          bookingId: booking.id,
          bookingReference: booking.reference,
          paymentId: payment.id,
          assistantId: booking.consultantId,
          assistantName: assistant.name,
          clientId: booking.clientId,
          clientName: client.name,
          sessionDate: booking.date,
          grossCentavos: gross,
          feeCentavos: fee,
          netCentavos: net,
          state,
          endsAt,
          availableAt,
          createdAt: now,
          updatedAt: now,
        })
        .onConflictDoNothing();
    },

    async premiumPaid(tx, payment, now) {
      if (!inPesos(payment)) return;
      const payer = (await partiesOf(tx, [payment.payerId])).get(payment.payerId)!;
      await recordMovement(tx, {
        key: `paid:${payment.id}`,
        reason: 'premium_paid',
        at: now,
        paymentId: payment.id,
        lines: [
          { account: 'client_payments', amountCentavos: captured(payment), party: payer },
          { account: 'platform_fees', amountCentavos: captured(payment), party: PLATFORM },
        ],
      });
    },

    async heldForRefund(tx, payment, now) {
      if (!inPesos(payment)) return;
      const payer = (await partiesOf(tx, [payment.payerId])).get(payment.payerId)!;
      await recordMovement(tx, {
        key: `paid:${payment.id}`,
        reason: 'capture_not_kept',
        at: now,
        bookingId: payment.bookingId,
        paymentId: payment.id,
        lines: [
          { account: 'client_payments', amountCentavos: captured(payment), party: payer },
          { account: 'held_for_refund', amountCentavos: captured(payment), party: payer },
        ],
      });
    },

    async refunded(tx, payment, amountCentavos, now, movementKey = `refund:${payment.id}`) {
      if (!inPesos(payment)) return;
      const payer = (await partiesOf(tx, [payment.payerId])).get(payment.payerId)!;
      const refund = { account: 'refunds' as const, amountCentavos, party: payer };
      const base = { key: movementKey, reason: 'refund', at: now, bookingId: payment.bookingId, paymentId: payment.id };
      const [held] = await tx
        .select({ total: sql<number>`coalesce(sum(${moneyEntries.amountCentavos}), 0)::int` })
        .from(moneyEntries)
        .where(and(eq(moneyEntries.paymentId, payment.id), eq(moneyEntries.account, 'held_for_refund')));
      if (Number(held?.total ?? 0) >= amountCentavos) {
        await recordMovement(tx, { ...base, lines: [refund, { account: 'held_for_refund', amountCentavos: -amountCentavos, party: payer }] });
        return;
      }
      if (payment.purpose === 'premium' || !payment.bookingId) {
        await recordMovement(tx, { ...base, lines: [refund, { account: 'platform_fees', amountCentavos: -amountCentavos, party: PLATFORM }] });
        return;
      }
      const [earning] = await tx.select().from(earnings).where(eq(earnings.bookingId, payment.bookingId)).for('update');
      if (!earning) return;
      const split = refundSplit(amountCentavos, earning.grossCentavos, earning.feeCentavos);
      // Taken from where the assistant's share is now (before any payout: a paid-out earning is never refunded).
      const state = earning.state === 'upcoming' || earning.state === 'available' ? earning.state : 'in_review';
      const written = await recordMovement(tx, {
        ...base,
        bookingReference: earning.bookingReference,
        lines: [
          refund,
          { account: 'platform_fees', amountCentavos: -split.feeCentavos, party: PLATFORM },
          { account: 'assistant_payable', state, amountCentavos: -split.assistantCentavos, party: { id: earning.assistantId, name: earning.assistantName } },
        ],
      });
      if (!written) return;
      const refunded = earning.refundedCentavos + amountCentavos;
      await tx
        .update(earnings)
        .set({
          refundedCentavos: refunded,
          netCentavos: earning.netCentavos - split.assistantCentavos,
          feeCentavos: earning.feeCentavos - split.feeCentavos,
          state: refunded >= earning.grossCentavos ? 'refunded' : earning.state,
          updatedAt: now,
        })
        .where(eq(earnings.bookingId, earning.bookingId));
    },
  };
}
