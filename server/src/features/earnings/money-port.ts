// What the payments feature tells the books, in the transaction of each change:
// a booking's capture (its earning begins: the client's payment splits into the
// platform's fee and the assistant's payable), the premium fee (the platform's),
// a capture that is not kept (held until its refund), a refund decided (the fee
// and the assistant's payable give back their part, in proportion, into
// held_for_refund, and the earning shrinks with it at once, so money owed back is
// never withdrawn meanwhile) and a refund made (out of held_for_refund, or for a
// refund that was never decided first, out of the fee and the payable).
// A booking's earning is found by its payment, which outlives the booking row.
import { eq, and, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { given, prepared } from '../../db/prepared';
import { earnings, moneyEntries, type EarningRow, type PaymentRow } from '../../db/schema/index';
import type { PayableBooking } from '../bookings/payment-port';
import { earningDates } from './earning-dates';
import { refundSplit } from '../../platform-fee';
import { recordMovement, type Movement } from './journal';
import { partiesOf, PLATFORM } from './parties';

export interface MoneyPort {
  bookingPaid(tx: Executor, payment: PaymentRow, booking: PayableBooking, now: Date): Promise<void>;
  premiumPaid(tx: Executor, payment: PaymentRow, now: Date): Promise<void>;
  /** A capture the app does not keep: held until its refund is made. */
  heldForRefund(tx: Executor, payment: PaymentRow, now: Date): Promise<void>;
  /** amountCentavos of this payment are to go back (movementKey names the decision): held for the refund. */
  refundDecided(tx: Executor, payment: PaymentRow, amountCentavos: number, now: Date, movementKey: string): Promise<void>;
  /** What is held for refunds of this payment: decided, not yet made. */
  heldForRefundOf(tx: Executor, paymentId: string): Promise<number>;
  /** Whether this payment is the one a booking's earning came from (a capture not kept never is). */
  paidAnEarning(tx: Executor, paymentId: string): Promise<boolean>;
  /** A refund of amountCentavos of this payment went through; movementKey tells apart the refunds of one payment. */
  refunded(tx: Executor, payment: PaymentRow, amountCentavos: number, now: Date, movementKey?: string): Promise<void>;
}

/** A paid booking's earning, once (a capture tried again adds none); built once (prepared.ts). */
const insertEarning = prepared('earning_insert', (db) =>
  db
    .insert(earnings)
    .values({
      bookingId: given('bookingId'),
      bookingReference: given('bookingReference'),
      paymentId: given('paymentId'),
      assistantId: given('assistantId'),
      assistantName: given('assistantName'),
      clientId: given('clientId'),
      clientName: given('clientName'),
      sessionDate: given('sessionDate'),
      sessionHours: given('sessionHours'),
      grossCentavos: given('grossCentavos'),
      feeCentavos: given('feeCentavos'),
      netCentavos: given('netCentavos'),
      state: given('state'),
      endsAt: given('endsAt'),
      availableAt: given('availableAt'),
      createdAt: given('now'),
      updatedAt: given('now'),
    })
    .onConflictDoNothing(),
);

export function createMoneyPort({ timeZone, disputeWindowMs }: { timeZone: string; disputeWindowMs: number }): MoneyPort {
  const captured = (payment: PaymentRow) => payment.capturedAmountCentavos ?? payment.amountCentavos;
  const inPesos = (payment: PaymentRow) => (payment.capturedCurrency ?? payment.currency) === 'PHP';

  return {
    async bookingPaid(tx, payment, booking, now) {
      if (!inPesos(payment)) return;
      const gross = captured(payment);
      const fee = Math.min(booking.platformFeeCentavos, gross);
      const net = gross - fee;
      const parties = await partiesOf(tx, [payment.payerId, booking.consultantId, booking.clientId], [
        { id: booking.clientId, name: booking.clientName },
        { id: booking.consultantId, name: booking.consultantName },
      ]);
      const assistant = parties.get(booking.consultantId)!;
      const client = parties.get(booking.clientId)!;
      const { sessionDate, endsAt, availableAt } = earningDates(booking, { timeZone, disputeWindowMs });
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
      await insertEarning(tx, {
        bookingId: booking.id,
        bookingReference: booking.reference,
        paymentId: payment.id,
        assistantId: booking.consultantId,
        assistantName: assistant.name,
        clientId: booking.clientId,
        clientName: client.name,
        sessionDate,
        sessionHours: booking.duration,
        grossCentavos: gross,
        feeCentavos: fee,
        netCentavos: net,
        state,
        endsAt,
        availableAt,
        now,
      });
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

    async refundDecided(tx, payment, amountCentavos, now, movementKey) {
      if (!inPesos(payment) || amountCentavos <= 0) return;
      const payer = (await partiesOf(tx, [payment.payerId])).get(payment.payerId)!;
      const base = { key: movementKey, reason: 'refund_decided', at: now, bookingId: payment.bookingId, paymentId: payment.id };
      const held = { account: 'held_for_refund' as const, amountCentavos, party: payer };
      const earning = payment.purpose === 'booking' ? await earningOf(tx, payment.id) : undefined;
      if (!earning) {
        await recordMovement(tx, { ...base, lines: [held, { account: 'platform_fees', amountCentavos: -amountCentavos, party: PLATFORM }] });
        return;
      }
      await takeBack(tx, earning, amountCentavos, now, { ...base, bookingId: earning.bookingId, lines: [held] });
    },

    heldForRefundOf: (tx, paymentId) => heldOf(tx, paymentId),

    async paidAnEarning(tx, paymentId) {
      return (await tx.select({ bookingId: earnings.bookingId }).from(earnings).where(eq(earnings.paymentId, paymentId)).limit(1)).length > 0;
    },

    async refunded(tx, payment, amountCentavos, now, movementKey = `refund:${payment.id}`) {
      if (!inPesos(payment)) return;
      const payer = (await partiesOf(tx, [payment.payerId])).get(payment.payerId)!;
      const refund = { account: 'refunds' as const, amountCentavos, party: payer };
      const base = { key: movementKey, reason: 'refund', at: now, bookingId: payment.bookingId, paymentId: payment.id };
      if ((await heldOf(tx, payment.id)) >= amountCentavos) {
        await recordMovement(tx, { ...base, lines: [refund, { account: 'held_for_refund', amountCentavos: -amountCentavos, party: payer }] });
        return;
      }
      const earning = payment.purpose === 'booking' ? await earningOf(tx, payment.id) : undefined;
      if (!earning) {
        await recordMovement(tx, { ...base, lines: [refund, { account: 'platform_fees', amountCentavos: -amountCentavos, party: PLATFORM }] });
        return;
      }
      await takeBack(tx, earning, amountCentavos, now, { ...base, bookingId: earning.bookingId, lines: [refund] });
    },
  };
}

const heldOf = async (tx: Executor, paymentId: string): Promise<number> => {
  const [held] = await tx
    .select({ total: sql<number>`coalesce(sum(${moneyEntries.amountCentavos}), 0)::int` })
    .from(moneyEntries)
    .where(and(eq(moneyEntries.paymentId, paymentId), eq(moneyEntries.account, 'held_for_refund')));
  return Number(held?.total ?? 0);
};

const earningOf = async (tx: Executor, paymentId: string): Promise<EarningRow | undefined> =>
  (await tx.select().from(earnings).where(eq(earnings.paymentId, paymentId)).for('update'))[0];

/**
 * Takes amountCentavos of a paid booking back from the platform's fee and the assistant's
 * payable, in the proportion of what is left of each, into the movement's other lines (held
 * for the refund, or refunded), and shrinks the earning by as much: a refund of all that is
 * left makes it 'refunded', which no sweep moves on.
 */
async function takeBack(tx: Executor, earning: EarningRow, amountCentavos: number, now: Date, movement: Movement): Promise<void> {
  const left = earning.grossCentavos - earning.refundedCentavos;
  const split = refundSplit(amountCentavos, left, earning.feeCentavos);
  // Taken from where the assistant's share is now (before any payout: a paid-out earning is never refunded).
  const state = earning.state === 'upcoming' || earning.state === 'available' ? earning.state : 'in_review';
  const written = await recordMovement(tx, {
    ...movement,
    bookingReference: earning.bookingReference,
    lines: [
      ...movement.lines,
      { account: 'platform_fees', amountCentavos: -split.feeCentavos, party: PLATFORM },
      { account: 'assistant_payable', state, amountCentavos: -split.assistantCentavos, party: { id: earning.assistantId, name: earning.assistantName } },
    ],
  });
  if (!written) return;
  const refunded = earning.refundedCentavos + split.feeCentavos + split.assistantCentavos;
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
}
