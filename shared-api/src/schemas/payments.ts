// Validation for the payment calls of SPEC section 7 (Payments), used by the
// payment step's form and by the server's routes alike. Rules that need the
// database (the booking's price, who may pay for it) are the server's.
import { z } from 'zod';
import { PAYMENT_METHODS } from '@marketplace/shared-api/constants';

/** SPEC section 5: the account or mobile number is required. */
export const ACCOUNT_NUMBER_REQUIRED = 'Please enter the account number.';
export const ACCOUNT_NUMBER_INVALID = 'Please enter a valid account or mobile number.';
export const PAYMENT_METHOD_INVALID = 'Payment method must be gcash or maya.';

/** Digits the server keeps of an account number (the rest is masked). */
export const ACCOUNT_NUMBER_DIGITS_KEPT = 4;
const ACCOUNT_NUMBER_MAX_LENGTH = 32;

/** Blank (or null, as some clients send an empty field) means not given. */
const optionalText = (schema: z.ZodType<string, string>) =>
  z
    .union([z.string(), z.null()])
    .optional()
    .transform((value) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined))
    .pipe(schema.optional());

export const accountNumberSchema = z
  .string({ error: ACCOUNT_NUMBER_REQUIRED })
  .trim()
  .min(1, ACCOUNT_NUMBER_REQUIRED)
  .max(ACCOUNT_NUMBER_MAX_LENGTH, ACCOUNT_NUMBER_INVALID)
  .regex(/^[0-9+\-\s]+$/, ACCOUNT_NUMBER_INVALID)
  .refine((value) => value.replace(/\D/g, '').length >= ACCOUNT_NUMBER_DIGITS_KEPT, ACCOUNT_NUMBER_INVALID);

/** A payment form's account number as the server will read it, or the message its field shows. */
export function parseAccountNumber(value: string): { accountNumber: string; error?: undefined } | { accountNumber?: undefined; error: string } {
  const result = accountNumberSchema.safeParse(value);
  return result.success ? { accountNumber: result.data } : { error: result.error.issues[0]?.message ?? ACCOUNT_NUMBER_INVALID };
}

export const paymentMethodSchema = z.enum(PAYMENT_METHODS, { error: PAYMENT_METHOD_INVALID });

/**
 * POST /api/payments/process. amount is in pesos and must equal the booking's
 * price as the server knows it (a different figure is refused with 400 on amount).
 * useBookingIdAsTransaction makes the transaction id 'ONSVP-' plus the booking reference.
 */
export const processPaymentSchema = z
  .object({
    bookingId: z.uuid('bookingId must be a valid id'),
    amount: z
      .number({ error: 'amount must be a number of pesos' })
      .positive('amount must be more than 0')
      .max(10_000_000, 'amount is too large'),
    customerEmail: optionalText(z.email('customerEmail must be an email address').max(254)),
    customerPhone: optionalText(z.string().regex(/^[0-9+\-\s()]{7,20}$/, 'customerPhone must be a phone number')),
    accountNumber: accountNumberSchema,
    paymentMethod: paymentMethodSchema,
    useBookingIdAsTransaction: z.boolean({ error: 'useBookingIdAsTransaction must be true or false' }).optional(),
  })
  .strict();
export type ProcessPaymentInput = z.input<typeof processPaymentSchema>;
export type ProcessPaymentBody = z.output<typeof processPaymentSchema>;

/** GET /api/payments/verify/{transactionId} */
export const transactionIdParamsSchema = z
  .object({
    transactionId: z
      .string()
      .trim()
      .min(1, 'transactionId is required')
      .max(64, 'Unknown transaction')
      .regex(/^[A-Za-z0-9_-]+$/, 'Unknown transaction'),
  })
  .strict();
