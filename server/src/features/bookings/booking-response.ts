// How booking rows become the Booking of the API (shared-api/types): centavos
// become pesos, and both parties are embedded as UserSummary (never an email or
// a password hash). The zod schemas are the routes' response schemas, so an
// accidental extra column is stripped, not leaked.
import { z } from 'zod';
import { BOOKING_PAYMENT_STATUSES, BOOKING_STATUSES } from '@marketplace/shared-api/constants';
import type { Booking, UserSummary } from '@marketplace/shared-api/types';
import type { BookingRow } from '../../db/schema/index';
import { centavosToPesos } from '../../money';
import { userSummarySchema } from '../users/user-summary';

export const bookingResponseSchema = z.object({
  id: z.string(),
  date: z.string(),
  startTime: z.string(),
  duration: z.number(),
  price: z.number(),
  status: z.enum(BOOKING_STATUSES),
  consultantId: z.string(),
  consultant: userSummarySchema,
  userId: z.string(),
  user: userSummarySchema,
  isRecurring: z.boolean(),
  referralCode: z.string().nullable(),
  reference: z.string(),
  paymentStatus: z.enum(BOOKING_PAYMENT_STATUSES),
  holdExpiresAt: z.string().nullable(),
  cancelReason: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
}) satisfies z.ZodType<Booking>;

export const bookingListResponseSchema = z.array(bookingResponseSchema);

export interface BookingWithParties {
  booking: BookingRow;
  consultant: UserSummary;
  client: UserSummary;
}

export function toBooking({ booking, consultant, client }: BookingWithParties): Booking {
  return {
    id: booking.id,
    date: booking.date,
    startTime: booking.startTime,
    duration: booking.duration,
    price: centavosToPesos(booking.priceCentavos),
    status: booking.status,
    consultantId: booking.consultantId,
    consultant,
    userId: booking.clientId,
    user: client,
    isRecurring: booking.isRecurring,
    referralCode: booking.referralCode,
    reference: booking.reference,
    paymentStatus: booking.paymentStatus,
    holdExpiresAt: booking.holdExpiresAt?.toISOString() ?? null,
    cancelReason: booking.cancelReason,
    createdAt: booking.createdAt.toISOString(),
    updatedAt: booking.updatedAt.toISOString(),
  };
}
