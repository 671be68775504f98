// Demo bookings between the demo boss and the assistants, so /bookings, the
// dashboard and the profile totals show something real on a fresh start: two
// past sessions completed, upcoming ones awaiting payment and confirmed (one a
// full day), one cancelled because its payment was declined, and an assistant
// who booked another assistant as a client.
//
// The bookings are written to the tables as the booking service would have
// made them (PENDING, unpaid, holding their slots until a payment deadline).
// Their money then goes through the real payment path: each confirmed or
// completed booking is paid through POST /api/payments/process and the sandbox
// checkout's Approve (so its payment, events and journal entries exist and the
// booking is CONFIRMED and PAID by the same code a payer runs), the cancelled
// one is declined there. Completion is history and is written directly. The
// ones left PENDING are awaiting payment with a real hold, which the hold sweep
// ends if nobody pays. Demo payments need the sandbox provider: with another
// provider only the bookings that wait for payment are seeded.
import type { FastifyInstance } from 'fastify';
import { and, eq, inArray, like, sql } from 'drizzle-orm';
import { ASSISTANT_HOURLY_RATE } from '@marketplace/shared-api/constants';
import type { SessionDuration, SlotTime } from '@marketplace/shared-api/schemas/bookings';
import type { BookingStatus, PaymentMethod, PaymentResponse } from '@marketplace/shared-api/types';
import type { Database, Executor } from '../db/database';
import { bookings, bookingSlots, earnings, emailOutbox, notifications, type BookingRow, type UserRow } from '../db/schema/index';
import { describeWhen } from '../features/bookings/reactions';
import { bookingReference } from '../features/bookings/reference';
import { heldSlots } from '../features/bookings/slot-rules';
import { addDaysToKey, wallTime } from '@marketplace/shared-api/time/wall-clock';
import { platformFeeCentavos } from '../platform-fee';
import { sessionEndsAt } from '../session-times';
import { centavosToPesos, pesosToCentavos } from '../money';
import type { SeededUsers } from './users';

interface DemoBooking {
  client: 'boss' | string;
  consultant: string;
  /** Days from today in the marketplace time zone; negative is the past. */
  inDays: number;
  startTime: SlotTime;
  duration: SessionDuration;
  status: BookingStatus;
  method: PaymentMethod;
}

export const DEMO_BOOKINGS: DemoBooking[] = [
  { client: 'boss', consultant: 'maria_santos', inDays: -10, startTime: '09:00', duration: 4, status: 'COMPLETED', method: 'gcash' },
  { client: 'boss', consultant: 'jose_reyes', inDays: -3, startTime: '13:00', duration: 4, status: 'COMPLETED', method: 'maya' },
  { client: 'boss', consultant: 'maria_santos', inDays: 2, startTime: '09:00', duration: 4, status: 'PENDING', method: 'gcash' },
  { client: 'boss', consultant: 'angelica_cruz', inDays: 7, startTime: '09:00', duration: 8, status: 'CONFIRMED', method: 'gcash' },
  { client: 'boss', consultant: 'mark_villanueva', inDays: 4, startTime: '13:00', duration: 4, status: 'CANCELLED', method: 'maya' },
  { client: 'maria_santos', consultant: 'jose_reyes', inDays: 5, startTime: '13:00', duration: 4, status: 'PENDING', method: 'gcash' },
];

const RATE_CENTAVOS = pesosToCentavos(ASSISTANT_HOURLY_RATE);
/** The demo payer's wallet number (only its last 4 digits are kept). */
const DEMO_ACCOUNT_NUMBER = '0917 555 0123';
export const SANDBOX_APPROVE = '/api/payments/sandbox/checkout/:sessionId/approve';

export interface SeedBookingsDeps {
  app: FastifyInstance;
  db: Database;
  timeZone: string;
  now: Date;
  /** How long a booking awaiting payment holds its slots (the app's PAYMENT_HOLD_MINUTES). */
  holdMs: number;
  /** The app's PLATFORM_FEE_PERCENT, fixed on each booking as a booking made on the site has it. */
  platformFeePercent: number;
}

/** Pays (or declines) a booking the way its client would: process, then the sandbox checkout's button. */
async function settleThroughSandbox(app: FastifyInstance, booking: BookingRow, method: PaymentMethod, choice: 'approve' | 'decline') {
  const started = await app.inject({
    method: 'POST',
    url: '/api/payments/process',
    headers: { authorization: `Bearer ${app.tokens.signSession(booking.clientId)}` },
    payload: {
      bookingId: booking.id,
      amount: centavosToPesos(booking.priceCentavos),
      accountNumber: DEMO_ACCOUNT_NUMBER,
      paymentMethod: method,
      useBookingIdAsTransaction: true,
    },
  });
  if (started.statusCode !== 201) throw new Error(`demo payment: process answered ${started.statusCode} ${started.body}`);
  const { paymentUrl } = started.json<PaymentResponse>();
  const checkout = new URL(paymentUrl ?? '').pathname;
  const clicked = await app.inject({ method: 'POST', url: `${checkout}/${choice}` });
  if (clicked.statusCode !== 303) throw new Error(`demo payment: ${choice} answered ${clicked.statusCode} ${clicked.body}`);
}

/**
 * Past sessions were paid before they took place: they are paid on a date ahead
 * (the swept rule cancels a PENDING request whose start has passed, so a past
 * date could not wait for its payment), then moved to their real date, with
 * the news of their payment, when written as completed.
 */
const paidAheadDays = (inDays: number) => (inDays < 0 ? 60 - inDays : inDays);

/**
 * The payment news of a past session was written while it sat on its paid-ahead
 * date: its notifications and mails say that date, so they are restated with the
 * date it was moved to, in the words they use for it.
 */
async function restateSessionDate(tx: Executor, booking: BookingRow, date: string): Promise<void> {
  const written = describeWhen(booking.date, booking.startTime);
  const real = describeWhen(date, booking.startTime);
  await tx
    .update(notifications)
    .set({ content: sql`replace(${notifications.content}, ${written}, ${real})` })
    .where(eq(notifications.entityId, booking.id));
  // And its mails (each links to its booking's page).
  await tx
    .update(emailOutbox)
    .set({
      subject: sql`replace(${emailOutbox.subject}, ${written}, ${real})`,
      textBody: sql`replace(${emailOutbox.textBody}, ${written}, ${real})`,
      htmlBody: sql`replace(${emailOutbox.htmlBody}, ${written}, ${real})`,
    })
    .where(like(emailOutbox.linkUrl, `%/bookings/${booking.id}%`));
}

/**
 * A past session's earning was fixed while the booking sat on its paid-ahead date:
 * it is moved to the real date, its review window with it, so the sweep finds it
 * ended (and available once the window passed) as it would a session that took place.
 */
async function restateEarning(tx: Executor, booking: BookingRow, date: string, timeZone: string): Promise<void> {
  const endsAt = sessionEndsAt({ date, startTime: booking.startTime, duration: booking.duration }, timeZone);
  await tx
    .update(earnings)
    .set({ sessionDate: date, endsAt, availableAt: sql`${earnings.availableAt} + (${endsAt.toISOString()}::timestamptz - ${earnings.endsAt})` })
    .where(eq(earnings.bookingId, booking.id));
}

export async function seedBookings(seeded: SeededUsers, { app, db, timeZone, now, holdMs, platformFeePercent }: SeedBookingsDeps): Promise<number> {
  const byUsername = new Map<string, UserRow>(seeded.assistants.map((assistant) => [assistant.username, assistant]));
  byUsername.set('boss', seeded.boss);
  const today = wallTime(timeZone, now).date;
  const canPay = app.hasRoute({ method: 'POST', url: SANDBOX_APPROVE });
  const demos = DEMO_BOOKINGS.filter((demo) => canPay || demo.status === 'PENDING');

  const rows = demos.flatMap((demo, index) => {
    const client = byUsername.get(demo.client);
    const consultant = byUsername.get(demo.consultant);
    if (!client || !consultant) return [];
    // Requests still awaiting payment were just made; the others weeks ago (spread apart so references cannot clash).
    const createdAt = demo.status === 'PENDING' ? now : new Date(now.getTime() - (demos.length - index) * 86_400_000 - 30 * 86_400_000);
    return [
      {
        reference: bookingReference(new Date(now.getTime() + index)),
        clientId: client.id,
        consultantId: consultant.id,
        date: addDaysToKey(today, paidAheadDays(demo.inDays)),
        startTime: demo.startTime,
        duration: demo.duration,
        hourlyRateCentavos: RATE_CENTAVOS,
        priceCentavos: RATE_CENTAVOS * demo.duration,
        platformFeeCentavos: platformFeeCentavos(RATE_CENTAVOS * demo.duration, platformFeePercent),
        holdExpiresAt: new Date(now.getTime() + holdMs),
        createdAt,
        updatedAt: createdAt,
      },
    ];
  });
  if (rows.length === 0) return 0;

  const inserted = await db.transaction(async (tx) => {
    const made = await tx.insert(bookings).values(rows).returning();
    await tx.insert(bookingSlots).values(
      made.flatMap((booking) =>
        heldSlots(booking.startTime as SlotTime, booking.duration as SessionDuration).map((startTime) => ({
          bookingId: booking.id,
          consultantId: booking.consultantId,
          date: booking.date,
          startTime,
        })),
      ),
    );
    return made;
  });

  const completed: Array<{ booking: BookingRow; date: string; completedAt: Date }> = [];
  for (const [index, booking] of inserted.entries()) {
    const demo = demos[index];
    if (demo.status === 'PENDING') continue;
    await settleThroughSandbox(app, booking, demo.method, demo.status === 'CANCELLED' ? 'decline' : 'approve');
    if (demo.status === 'COMPLETED') {
      // Completed on the session's day, so its 14-day review window runs from there.
      completed.push({ booking, date: addDaysToKey(today, demo.inDays), completedAt: new Date(now.getTime() + demo.inDays * 86_400_000) });
    }
  }
  if (completed.length > 0) {
    // Sessions that took place, on their real dates: their slots are history, as the booking service leaves them.
    await db.transaction(async (tx) => {
      for (const { booking, date, completedAt } of completed) {
        await tx.update(bookings).set({ status: 'COMPLETED', date, completedAt }).where(eq(bookings.id, booking.id));
        await tx.update(bookingSlots).set({ live: false, date }).where(eq(bookingSlots.bookingId, booking.id));
        await restateSessionDate(tx, booking, date);
        await restateEarning(tx, booking, date, timeZone);
      }
    });
  }
  // The demo people have seen the news of their past payments.
  await db
    .update(notifications)
    .set({ read: true })
    .where(and(eq(notifications.type, 'BOOKING'), inArray(notifications.entityId, inserted.map((booking) => booking.id))));
  return inserted.length;
}
