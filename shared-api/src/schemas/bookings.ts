// Validation for the booking calls of SPEC section 7 (Bookings and referrals).
// The server validates every body, query and path with these; the screens use
// the same shapes. Rules that need the clock or the database (past dates, the
// consultant's price, free slots) are checked by the server's booking service.
import '@marketplace/shared-api/schemas/zod-config';
import { z } from 'zod';
import { BOOKING_STATUSES, SESSION_DURATIONS, SLOT_TIMES } from '@marketplace/shared-api/constants';
import { REFERRAL_CODE_MAX_LENGTH } from '@marketplace/shared-api/schemas/auth';

export { SLOT_TIMES, type SlotTime } from '@marketplace/shared-api/constants';
export type SessionDuration = (typeof SESSION_DURATIONS)[number];

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a real calendar day written yyyy-MM-dd (no 2026-02-30). */
export function isCalendarDate(value: string): boolean {
  const match = DATE_PATTERN.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

export const bookingDateSchema = z
  .string({ error: 'date is required' })
  .trim()
  .refine(isCalendarDate, 'date must be a calendar date written YYYY-MM-DD');

export const slotTimeSchema = z.enum(SLOT_TIMES, { error: 'startTime must be 09:00 or 13:00' });

export const durationSchema = z.union([z.literal(4), z.literal(8)], { error: 'duration must be 4 or 8 hours' });

const uuid = (field: string) => z.uuid(`${field} must be a valid id`);

/** A booking's price as the client sends it, in pesos (the server checks it against rate x hours). */
export const bookingPriceSchema = z.number({ error: 'price must be a number' }).nonnegative('price cannot be negative').max(10_000_000, 'price is too large');

/** The referral code a booking carries; blank means none, as the widget only sends a code that is non-blank after trimming. */
export const bookingReferralCodeSchema = z
  .string()
  .trim()
  .max(REFERRAL_CODE_MAX_LENGTH, `referralCode must be at most ${REFERRAL_CODE_MAX_LENGTH} characters`)
  .transform((code) => code || undefined)
  .optional()
  .nullable();

/** POST /api/bookings/create and POST /api/bookings. price is in pesos and must equal rate x hours. */
export const createBookingSchema = z
  .object({
    consultantId: uuid('consultantId'),
    date: bookingDateSchema,
    startTime: slotTimeSchema,
    duration: durationSchema.default(4),
    price: bookingPriceSchema,
    referralCode: bookingReferralCodeSchema,
  })
  .strict();
export type CreateBookingInput = z.input<typeof createBookingSchema>;
export type CreateBookingBody = z.output<typeof createBookingSchema>;

/** PUT /api/bookings/{id}/status */
export const bookingStatusSchema = z
  .object({ status: z.enum(BOOKING_STATUSES, { error: 'status must be PENDING, CONFIRMED, COMPLETED or CANCELLED' }) })
  .strict();
export type BookingStatusBody = z.output<typeof bookingStatusSchema>;

/** PUT /api/bookings/{id}/reschedule: date yyyy-MM-dd and a picker slot. */
export const rescheduleSchema = z.object({ date: bookingDateSchema, startTime: slotTimeSchema }).strict();
export type RescheduleBody = z.output<typeof rescheduleSchema>;

/**
 * GET /api/bookings/available. duration (default 4) asks for start times a session
 * that long fits; bookingId (a booking being rescheduled) counts its own holds as free.
 */
export const availableQuerySchema = z
  .object({
    date: bookingDateSchema,
    consultantId: uuid('consultantId'),
    duration: z.coerce.number().pipe(durationSchema).default(4),
    bookingId: uuid('bookingId').optional(),
  })
  .strict();
export type AvailableQuery = z.input<typeof availableQuerySchema>;

/** GET /api/bookings/user?role=consultant|client */
export const bookingsRoleQuerySchema = z
  .object({ role: z.enum(['consultant', 'client'], { error: 'role must be consultant or client' }) })
  .strict();
export type BookingsRole = z.output<typeof bookingsRoleQuerySchema>['role'];

export const bookingIdParamsSchema = z.object({ id: uuid('id') }).strict();
export const consultantIdParamsSchema = z.object({ consultantId: uuid('consultantId') }).strict();

/** The private calendar feed's file name: a random token plus .ics. */
export const calendarFeedParamsSchema = z
  .object({ file: z.string().regex(/^[A-Za-z0-9_-]{32,64}\.ics$/, 'Unknown calendar feed') })
  .strict();

/** The socket's watch/unwatch payload: the consultant whose slots a picker shows. */
export const watchSlotsSchema = uuid('consultantId');
