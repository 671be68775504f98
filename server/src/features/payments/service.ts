// POST /api/payments/process and GET /api/payments/verify/{transactionId}.
//
// process: only the booking's client pays for it (anyone else gets 404, as
// bookings answer); the amount must be the booking's server price; the booking
// must be payable (PENDING, unpaid, priced, its hold still running). It is
// idempotent two ways: the same Idempotency-Key (per payer) answers the same
// payment, and without one a retried call for the same booking and method
// answers the still-open checkout again (200). Choosing the other method
// starts a new checkout and expires the older one (a capture of it later is
// still honoured, or refunded if the booking was paid meanwhile: never two
// charges kept). The provider is called after the booking's lock is released
// (it is a network call), and its failure is recorded and answered 502.
//
// verify: only the payer reads a payment; a payment not yet paid is looked up
// at the provider, and a paid result is applied exactly as the webhook would.
import { randomUUID } from 'node:crypto';
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { PAYMENT_BOOKING_ID_PREFIX, PREMIUM_COST } from '@marketplace/shared-api/constants';
import { ACCOUNT_NUMBER_DIGITS_KEPT, type ProcessPaymentBody } from '@marketplace/shared-api/schemas/payments';
import type { PremiumPaymentInput } from '@marketplace/shared-api/schemas/premium';
import type { SeriesPaymentBody } from '@marketplace/shared-api/schemas/series';
import type { PaymentResponse, PaymentVerification } from '@marketplace/shared-api/types';
import type { Clock } from '../../clock';
import type { Database, Executor } from '../../db/database';
import { given, prepared } from '../../db/prepared';
import { paymentEvents, payments, type PaymentRow } from '../../db/schema/index';
import { HttpError, notFound } from '../../http-error';
import { centavosToPesos, formatPesos, pesosToCentavos } from '../../money';
import type { AuthContext } from '../../plugins/auth';
import { readableCode } from '../../readable-code';
import type { BookingPaymentPort, PayableBooking } from '../bookings/payment-port';
import type { PremiumService } from '../premium/service';
import type { PaymentOutcomes } from './payment-outcomes';
import { eventRow, eventValues, recordEvent } from './payment-records';
import { toPaymentResponse, toVerification } from './payment-response';
import type { PaymentProvider } from './providers/provider';
import type { Refunds } from './refunds';

export const PAYMENT_NOT_FOUND = 'Payment not found';
/** SPEC section 8's text for a payment that could not be started. */
export const PAYMENT_PROCESSING_FAILED = 'Payment processing failed. Please try again.';
export const PAYABLE_MESSAGES = {
  alreadyPaid: 'This booking is already paid.',
  cancelled: 'This booking was cancelled and can no longer be paid.',
  completed: 'This booking is completed and can no longer be paid.',
  nothingDue: 'Nothing is due for this booking.',
  holdEnded: 'The time held for this booking has passed. Please book again.',
  idempotencyReused: 'This Idempotency-Key was already used for another payment.',
} as const;
export const AMOUNT_MISMATCH = (duePesos: number) => `The amount does not match the booking's price: ${formatPesos(duePesos)} is due.`;

/** Only the last digits of an account number are kept. */
export function maskAccountNumber(accountNumber: string): string {
  const digits = accountNumber.replace(/\D/g, '');
  return `${'*'.repeat(Math.max(0, digits.length - ACCOUNT_NUMBER_DIGITS_KEPT))}${digits.slice(-ACCOUNT_NUMBER_DIGITS_KEPT)}`;
}

/** 'ONSVP-' + the booking reference (SPEC section 9); a booking's later checkouts add '-2', '-3'. */
export function bookingTransactionId(reference: string, attempt: number): string {
  return `${PAYMENT_BOOKING_ID_PREFIX}${reference}${attempt > 1 ? `-${attempt}` : ''}`;
}

export const generatedTransactionId = () => `PAY-${readableCode(16)}`;

function assertPayable(booking: PayableBooking, now: Date): void {
  const conflict = (message: string) => new HttpError(409, message);
  if (booking.paymentStatus === 'PAID' || booking.paymentStatus === 'REFUNDED') throw conflict(PAYABLE_MESSAGES.alreadyPaid);
  if (booking.status === 'CANCELLED') throw conflict(PAYABLE_MESSAGES.cancelled);
  if (booking.status === 'COMPLETED') throw conflict(PAYABLE_MESSAGES.completed);
  if (booking.priceCentavos <= 0) throw conflict(PAYABLE_MESSAGES.nothingDue);
  if (booking.holdExpiresAt && booking.holdExpiresAt.getTime() <= now.getTime()) throw conflict(PAYABLE_MESSAGES.holdEnded);
}

export interface ProcessContext {
  /** Where our own pages live: PUBLIC_URL, or the request's origin. */
  baseUrl: string;
  idempotencyKey?: string;
}

/** A booking's checkouts still open, locked: a new one replaces them. */
const openPaymentsLocked = prepared('booking_payments_open_locked', (db) =>
  db
    .select()
    .from(payments)
    .where(and(eq(payments.bookingId, sql.placeholder('bookingId')), eq(payments.status, 'pending')))
    .for('update'),
);

/** A booking's new payment, before its checkout opens; built once (prepared.ts). */
const insertBookingPayment = prepared('booking_payment_insert', (db) =>
  db
    .insert(payments)
    .values({
      purpose: 'booking',
      bookingId: given('bookingId'),
      payerId: given('payerId'),
      amountCentavos: given('amountCentavos'),
      method: given('method'),
      provider: given('provider'),
      transactionId: given('transactionId'),
      idempotencyKey: given('idempotencyKey'),
      accountNumber: given('accountNumber'),
      createdAt: given('now'),
      updatedAt: given('now'),
    })
    .returning(),
);

/**
 * The provider's checkout written on its payment, with the event that explains it: one
 * statement (the event's insert rides along as a data-modifying WITH), so both or
 * neither are written without the round trips of a transaction around two statements.
 */
const checkoutOpened = prepared('payment_checkout_opened', (db) => {
  const explained = db.$with('explained').as(db.insert(paymentEvents).values(eventRow));
  return db
    .with(explained)
    .update(payments)
    .set({ providerReference: given('reference'), providerIntentId: given('intentId'), checkoutUrl: given('checkoutUrl'), updatedAt: given('now') })
    .where(eq(payments.id, sql.placeholder('paymentId')))
    .returning();
});

export function createPaymentsService(deps: {
  db: Database;
  clock: Clock;
  provider: PaymentProvider;
  bookings: Pick<BookingPaymentPort, 'lockForClient' | 'sessionWhenFor' | 'lockSeriesPeriod'>;
  /** The premium fee's subject: an accepted application (lockForPayment). */
  premium: Pick<PremiumService, 'lockForPayment'>;
  outcomes: PaymentOutcomes;
  refunds: Refunds;
  log: FastifyBaseLogger;
}) {
  const { db, clock, provider, bookings, premium, outcomes, refunds, log } = deps;

  /** What the checkout page says the payment is for, and where the payer comes back to. */
  interface CheckoutSubject {
    name: string;
    description: string;
    returnUrl: string;
    billing?: { email?: string; phone?: string };
    metadata: Record<string, string>;
  }

  const bookingSubject = (booking: PayableBooking, when: string, body: ProcessPaymentBody, payment: PaymentRow, baseUrl: string): CheckoutSubject => ({
    name: `Booking ${booking.reference}`,
    description: `${booking.duration}-hour session on ${when}`,
    returnUrl: `${baseUrl}/payment/return/${booking.id}`,
    billing: body.customerEmail || body.customerPhone ? { email: body.customerEmail, phone: body.customerPhone } : undefined,
    metadata: { transaction_id: payment.transactionId, booking_reference: booking.reference },
  });

  /** Starts the provider's checkout for a new payment row; on failure the row is failed and 502 answered. */
  async function openCheckout(payment: PaymentRow, subject: CheckoutSubject, baseUrl: string): Promise<PaymentRow> {
    let session;
    try {
      session = await provider.createCheckout({
        amountCentavos: payment.amountCentavos,
        method: payment.method,
        name: subject.name,
        description: subject.description,
        referenceNumber: payment.transactionId,
        successUrl: subject.returnUrl,
        cancelUrl: subject.returnUrl,
        baseUrl,
        billing: subject.billing,
        metadata: subject.metadata,
      });
    } catch (error) {
      log.error({ err: error, paymentId: payment.id }, 'the payment provider refused a checkout');
      await db.transaction(async (tx) => {
        const now = clock.now();
        await tx.update(payments).set({ status: 'failed', updatedAt: now }).where(and(eq(payments.id, payment.id), eq(payments.status, 'pending')));
        await recordEvent(tx, {
          provider: provider.name,
          source: 'process',
          type: 'checkout.failed',
          paymentId: payment.id,
          payload: { error: error instanceof Error ? error.message.slice(0, 500) : String(error) },
          outcome: 'failed',
          now,
        });
      });
      throw new HttpError(502, PAYMENT_PROCESSING_FAILED);
    }
    const now = clock.now();
    const [opened] = await checkoutOpened(db, {
      ...eventValues({
        provider: provider.name,
        source: 'process',
        type: 'checkout.created',
        paymentId: payment.id,
        payload: { reference: session.reference, intentId: session.intentId, method: payment.method, amount: payment.amountCentavos },
        outcome: 'pending',
        now,
      }),
      reference: session.reference,
      intentId: session.intentId,
      checkoutUrl: session.checkoutUrl,
    });
    return opened;
  }

  /** How many payments a booking has had: a transaction id made from its reference counts on from there. */
  async function paymentsMadeFor(tx: Executor, bookingId: string): Promise<number> {
    const [{ value }] = await tx.select({ value: count() }).from(payments).where(eq(payments.bookingId, bookingId));
    return value;
  }

  /** A payer's open checkouts, replaced by a new one: each expires, with the event that says why. */
  async function supersede(tx: Executor, open: PaymentRow[], by: { transactionId: string; method: string; now: Date }) {
    for (const older of open) {
      await tx.update(payments).set({ status: 'expired', updatedAt: by.now }).where(eq(payments.id, older.id));
      await recordEvent(tx, {
        provider: provider.name,
        source: 'process',
        type: 'checkout.superseded',
        paymentId: older.id,
        payload: { by: by.transactionId, method: by.method },
        outcome: 'expired',
        now: by.now,
      });
    }
  }

  return {
    async process(body: ProcessPaymentBody, caller: AuthContext, context: ProcessContext): Promise<{ created: boolean; response: PaymentResponse }> {
      const idempotencyKey = context.idempotencyKey ? `${caller.userId}:${context.idempotencyKey}` : null;
      type Plan = { reuse: PaymentRow } | { created: PaymentRow; booking: PayableBooking; when: string };
      const plan = await db.transaction(async (tx): Promise<Plan> => {
        const booking = await bookings.lockForClient(tx, body.bookingId, caller.userId);
        if (idempotencyKey) {
          const [earlier] = await tx.select().from(payments).where(eq(payments.idempotencyKey, idempotencyKey));
          if (earlier) {
            if (earlier.bookingId !== booking.id || earlier.method !== body.paymentMethod) throw new HttpError(409, PAYABLE_MESSAGES.idempotencyReused);
            return { reuse: earlier };
          }
        }
        const now = clock.now();
        assertPayable(booking, now);
        if (pesosToCentavos(body.amount) !== booking.priceCentavos) {
          throw new HttpError(400, AMOUNT_MISMATCH(centavosToPesos(booking.priceCentavos)), 'amount');
        }
        const open = await openPaymentsLocked(tx, { bookingId: booking.id });
        const same = open.find((payment) => payment.method === body.paymentMethod && payment.checkoutUrl);
        if (same && !idempotencyKey) return { reuse: same };
        const transactionId = body.useBookingIdAsTransaction
          ? bookingTransactionId(booking.reference, (await paymentsMadeFor(tx, booking.id)) + 1)
          : generatedTransactionId();
        await supersede(tx, open, { transactionId, method: body.paymentMethod, now });
        const [created] = await insertBookingPayment(tx, {
          bookingId: booking.id,
          payerId: caller.userId,
          amountCentavos: booking.priceCentavos,
          method: body.paymentMethod,
          provider: provider.name,
          transactionId,
          idempotencyKey: idempotencyKey ?? `auto:${randomUUID()}`,
          accountNumber: maskAccountNumber(body.accountNumber),
          now,
        });
        return { created, booking, when: bookings.sessionWhenFor(booking, caller.timeZone) };
      });
      if ('reuse' in plan) {
        if (!plan.reuse.checkoutUrl) throw new HttpError(502, PAYMENT_PROCESSING_FAILED);
        return { created: false, response: await toPaymentResponse(plan.reuse) };
      }
      const opened = await openCheckout(plan.created, bookingSubject(plan.booking, plan.when, body, plan.created, context.baseUrl), context.baseUrl);
      return { created: true, response: await toPaymentResponse(opened) };
    },

    /**
     * POST /api/payments/series: one checkout for the payable occurrences of a series period (the
     * whole series when it is paid once). The checkout is a 'series' payment; each occurrence gets
     * its own 'booking' payment as its share (part_of the checkout), so its capture confirms it and
     * writes its own price and fee to the journal, and its cancellation refunds its own share.
     * Retried with the same method and the same occurrences, it answers the open checkout (200).
     */
    async processSeries(body: SeriesPaymentBody, caller: AuthContext, context: ProcessContext): Promise<{ created: boolean; response: PaymentResponse }> {
      type Plan = { reuse: PaymentRow } | { created: PaymentRow; count: number };
      const plan = await db.transaction(async (tx): Promise<Plan> => {
        const now = clock.now();
        const period = await bookings.lockSeriesPeriod(tx, { seriesId: body.seriesId, clientId: caller.userId, period: body.period, now });
        if (pesosToCentavos(body.amount) !== period.totalCentavos) {
          throw new HttpError(400, AMOUNT_MISMATCH(centavosToPesos(period.totalCentavos)), 'amount');
        }
        const open = await tx
          .select()
          .from(payments)
          .where(and(eq(payments.seriesId, body.seriesId), eq(payments.seriesPeriod, body.period), eq(payments.status, 'pending')))
          .for('update');
        const same = open.find((payment) => payment.method === body.paymentMethod && payment.checkoutUrl && payment.amountCentavos === period.totalCentavos);
        if (same) return { reuse: same };
        const transactionId = generatedTransactionId();
        const shares = open.length > 0 ? await tx.select().from(payments).where(and(inArray(payments.partOf, open.map((row) => row.id)), eq(payments.status, 'pending'))) : [];
        await supersede(tx, [...open, ...shares], { transactionId, method: body.paymentMethod, now });
        const common = { payerId: caller.userId, method: body.paymentMethod, provider: provider.name, accountNumber: maskAccountNumber(body.accountNumber), createdAt: now, updatedAt: now };
        const [created] = await tx
          .insert(payments)
          .values({ ...common, purpose: 'series', seriesId: body.seriesId, seriesPeriod: body.period, amountCentavos: period.totalCentavos, transactionId, idempotencyKey: `auto:${randomUUID()}` })
          .returning();
        await tx.insert(payments).values(
          period.occurrences.map((occurrence, index) => ({
            ...common,
            purpose: 'booking' as const,
            bookingId: occurrence.id,
            partOf: created.id,
            amountCentavos: occurrence.priceCentavos,
            transactionId: `${transactionId}-${index + 1}`,
            idempotencyKey: `part:${created.id}:${occurrence.id}`,
          })),
        );
        return { created, count: period.occurrences.length };
      });
      if ('reuse' in plan) {
        if (!plan.reuse.checkoutUrl) throw new HttpError(502, PAYMENT_PROCESSING_FAILED);
        return { created: false, response: await toPaymentResponse(plan.reuse) };
      }
      const subject: CheckoutSubject = {
        name: `Recurring booking, ${plan.count} session${plan.count === 1 ? '' : 's'}`,
        description: `Period ${body.period + 1} of a weekly series`,
        returnUrl: `${context.baseUrl}/bookings?series=${encodeURIComponent(body.seriesId)}`,
        metadata: { transaction_id: plan.created.transactionId, purpose: 'series', series_id: body.seriesId },
      };
      const opened = await openCheckout(plan.created, subject, context.baseUrl);
      return { created: true, response: await toPaymentResponse(opened) };
    },

    /**
     * POST /api/payments/premium: the PREMIUM_COST fee of the caller's accepted
     * application. Retried with the same method, it answers the open checkout
     * again (200); the other method starts a new one and expires the older.
     */
    async processPremium(body: PremiumPaymentInput, caller: AuthContext, context: ProcessContext): Promise<{ created: boolean; response: PaymentResponse }> {
      const plan = await db.transaction(async (tx): Promise<{ reuse: PaymentRow } | { created: PaymentRow }> => {
        await premium.lockForPayment(tx, caller.userId);
        const now = clock.now();
        const open = await tx
          .select()
          .from(payments)
          .where(and(eq(payments.payerId, caller.userId), eq(payments.purpose, 'premium'), eq(payments.status, 'pending')))
          .for('update');
        const same = open.find((payment) => payment.method === body.method && payment.checkoutUrl);
        if (same) return { reuse: same };
        const transactionId = generatedTransactionId();
        await supersede(tx, open, { transactionId, method: body.method, now });
        const [created] = await tx
          .insert(payments)
          .values({
            purpose: 'premium',
            bookingId: null,
            payerId: caller.userId,
            amountCentavos: pesosToCentavos(PREMIUM_COST),
            method: body.method,
            provider: provider.name,
            transactionId,
            idempotencyKey: `auto:${randomUUID()}`,
            accountNumber: maskAccountNumber(body.accountNumber),
            createdAt: now,
            updatedAt: now,
          })
          .returning();
        return { created };
      });
      if ('reuse' in plan) {
        if (!plan.reuse.checkoutUrl) throw new HttpError(502, PAYMENT_PROCESSING_FAILED);
        return { created: false, response: await toPaymentResponse(plan.reuse) };
      }
      const subject: CheckoutSubject = {
        name: 'Premium verification',
        description: 'The Verified badge on your profile, listed first',
        returnUrl: `${context.baseUrl}/profile?premiumPayment=${encodeURIComponent(plan.created.transactionId)}`,
        metadata: { transaction_id: plan.created.transactionId, purpose: 'premium' },
      };
      const opened = await openCheckout(plan.created, subject, context.baseUrl);
      return { created: true, response: await toPaymentResponse(opened) };
    },

    async verify(transactionId: string, caller: AuthContext): Promise<PaymentVerification> {
      const find = async () => (await db.select().from(payments).where(eq(payments.transactionId, transactionId)).limit(1))[0];
      const payment = await find();
      if (!payment || payment.payerId !== caller.userId) throw notFound(PAYMENT_NOT_FOUND);
      const unsettled = payment.status === 'pending' || payment.status === 'failed' || payment.status === 'expired';
      if (!unsettled || !payment.providerReference) return toVerification(payment);
      const state = await provider.retrieveCheckout(payment.providerReference).catch((error: unknown) => {
        // The provider being unreachable is not the payer's problem: the answer is still 'pending'.
        log.warn({ err: error, paymentId: payment.id }, 'the payment provider could not be asked about a checkout');
        return null;
      });
      const paid = state?.payments.find((attempt) => attempt.status === 'paid');
      if (paid) {
        const result = await outcomes.capture(payment, paid, { source: 'verify', type: 'verify.paid', payload: state?.raw ?? null });
        const refundIds = [...(result.refundPaymentId ? [result.refundPaymentId] : []), ...(result.refundPaymentIds ?? [])];
        if (refundIds.length > 0) await refunds.settle({ paymentIds: refundIds });
      }
      return toVerification((await find()) ?? payment);
    },
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
