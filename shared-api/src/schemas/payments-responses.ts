// What the payment routes answer (SPEC section 3's payment response and the
// verify answer; their response schemas on the server); the types of
// shared-api/types are inferred from them.
import '@marketplace/shared-api/schemas/zod-config';
import { z } from 'zod';
import { PAYMENT_VERIFY_STATUSES } from '@marketplace/shared-api/constants';

/** POST /payments/process (SPEC section 3, Payment response). */
export const paymentResponseSchema = z.object({
  success: z.boolean(),
  /** The public id of this payment: verify it with GET /payments/verify/{transactionId}. */
  transactionId: z.string(),
  /** The provider's hosted checkout (absolute URL); open it in the same tab to pay. */
  paymentUrl: z.string().nullable(),
  /** A QR code of paymentUrl as an image URL (data: URL), for paying on a phone; at least 200 px wide when shown. */
  qrCodeUrl: z.string().nullable(),
  /** The same QR for a GCash payment; null for Maya. */
  gcashQrUrl: z.string().nullable(),
  message: z.string(),
});

/** GET /payments/verify/{transactionId}: 'completed' means paid and the booking is CONFIRMED. */
export const paymentVerificationSchema = z.object({
  status: z.enum(PAYMENT_VERIFY_STATUSES),
  transactionId: z.string(),
  bookingId: z.string().nullable(),
  /** What the payment pays for: a booking, the premium fee, or a recurring series' period (bookingId null for both). */
  subject: z.enum(['booking', 'premium', 'series']).optional(),
  /** The series a series checkout pays for. */
  seriesId: z.string().nullable().optional(),
  message: z.string(),
});
