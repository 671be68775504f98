// What the booking routes answer (their response schemas on the server, so an
// accidental extra column is stripped, not leaked); the types of
// shared-api/types are inferred from them. Both parties are embedded as a
// UserSummary, never with an email or a password hash.
import '@marketplace/shared-api/schemas/zod-config';
import { z } from 'zod';
import { BOOKING_PAYMENT_STATUSES, BOOKING_STATUSES, DISPUTE_OUTCOMES, DISPUTE_REASONS, DISPUTE_STATUSES, SLOT_TIMES } from '@marketplace/shared-api/constants';
import { userSummarySchema } from '@marketplace/shared-api/schemas/users-responses';

const centavos = z.number().int();

/** A reported problem as a booking carries it. */
export const bookingDisputeSchema = z.object({
  id: z.string(),
  reason: z.enum(DISPUTE_REASONS),
  status: z.enum(DISPUTE_STATUSES),
  outcome: z.enum(DISPUTE_OUTCOMES).nullable(),
  refundCentavos: centavos.nullable(),
  note: z.string().nullable(),
  openedAt: z.string(),
});

export const bookingSchema = z.object({
  id: z.string(),
  /** Wall-clock date in the marketplace time zone, yyyy-MM-dd. */
  date: z.string(),
  /** HH:MM */
  startTime: z.string(),
  duration: z.number(),
  price: z.number(),
  status: z.enum(BOOKING_STATUSES),
  consultantId: z.string(),
  consultant: userSummarySchema,
  userId: z.string(),
  user: userSummarySchema,
  isRecurring: z.boolean(),
  /** The recurring series this booking is an occurrence of; null for a single booking. */
  seriesId: z.string().nullable(),
  /** The date the series' pattern gives this occurrence; null for a single booking. */
  seriesDate: z.string().nullable(),
  /** True when this occurrence alone was moved off its series' pattern. */
  seriesMoved: z.boolean(),
  referralCode: z.string().nullable(),
  reference: z.string(),
  /**
   * UNPAID until the client pays (a free booking, price 0, stays UNPAID and has nothing due);
   * PAID once a payment confirmed it; REFUNDED when that money went back (the booking is cancelled).
   */
  paymentStatus: z.enum(BOOKING_PAYMENT_STATUSES),
  /**
   * ISO instant until which an unpaid PENDING booking holds its slots while the client pays;
   * null for a free booking and once paid. After it passes unpaid, the booking is CANCELLED.
   */
  holdExpiresAt: z.string().nullable(),
  /** Why a CANCELLED booking was cancelled (CANCEL_REASONS); null otherwise. */
  cancelReason: z.string().nullable(),
  /** What the assistant receives of the price, in centavos: the price less the platform's fee ('You receive'). */
  assistantReceivesCentavos: centavos,
  /**
   * For the client of a paid session that has ended: until when they may report a problem
   * (the dispute window); null when they may not (not theirs, not ended, not paid, window
   * passed, or already reported).
   */
  problemReportableUntil: z.string().nullable(),
  /** The problem reported about this session, if any, as both parties see it. */
  dispute: bookingDisputeSchema.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

export const bookingListSchema = z.array(bookingSchema);

/** POST /api/bookings/create and POST /api/bookings. */
export const bookingCreatedSchema = z.object({ success: z.literal(true), message: z.string(), booking: bookingSchema });

/** GET /api/bookings/available: the start times still free. */
export const availableSlotsSchema = z.array(z.enum(SLOT_TIMES));

export const bookedSlotSchema = z.object({
  /** yyyy-MM-dd */
  date: z.string(),
  /** HH:mm */
  time: z.string(),
});

export const bookedSlotsSchema = z.array(bookedSlotSchema);

/** GET /api/bookings/consultant/{id}: a consultant's summary with their hourly rate. */
export const bookingConsultantSchema = userSummarySchema.extend({ salaryRate: z.number() });

export const bookingTotalsSchema = z.object({ totalHours: z.number(), bookingsCount: z.number() });

/** The private calendar feed's address. */
export const calendarFeedSchema = z.object({ url: z.string() });

/**
 * What cancelling a booking now would do to its money, for the party asking (GET
 * /api/bookings/{id}/cancellation). The server refunds exactly this when that party
 * cancels at the same moment: one function computes both.
 */
export const cancellationQuoteSchema = z.object({
  /** Whether the booking was paid; an unpaid one refunds nothing. */
  paid: z.boolean(),
  /** What goes back to the client, in centavos. */
  refundCentavos: centavos,
  /** What the assistant keeps of the booking after the fee (0 when everything goes back). */
  assistantReceivesCentavos: centavos,
  /** True when a client cancels less than lateCancelHours before the start (the assistant keeps part). */
  late: z.boolean(),
  /** LATE_CANCEL_HOURS and LATE_CANCEL_PAY_PERCENT, the policy the amounts come from. */
  lateCancelHours: z.number().int(),
  lateCancelPayPercent: z.number().int(),
});
