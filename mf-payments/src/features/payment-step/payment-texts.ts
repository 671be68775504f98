// What the payment step says (SPEC sections 5 and 8, Payment and Wizard and
// payment), and which of those texts a failed process call shows.
import { errorField, errorMessage, errorStatus, isNetworkError } from '@marketplace/shared-api/api/errors';
import { CANCEL_REASONS } from '@marketplace/shared-api/constants';

export const LOGIN_REQUIRED = 'You need to be logged in to make a payment.';
export const PROCESS_FAILED = 'Payment processing failed. Please try again.';
export const PROCESS_ERROR = 'An error occurred while processing your payment. Please try again.';

/** Why verify's final state ended the payment, in the booking's own cancel reasons. */
export const ENDED_TEXTS = {
  failed: CANCEL_REASONS.paymentDeclined,
  expired: CANCEL_REASONS.holdExpired,
  refunded: 'Your payment was refunded: this booking could not keep its time.',
} as const;

export interface ProcessFailure {
  /** Shown under the account number field (a 400 the server put on accountNumber). */
  field?: string;
  /** Shown above the Pay button. */
  form?: string;
}

/**
 * A failed POST /payments/process: no answer at all is an error 'occurred';
 * a 400 on the account number goes under that field; another 4xx says the
 * server's reason (a booking no longer waiting for payment); the rest failed.
 */
export function processFailure(error: unknown): ProcessFailure {
  if (isNetworkError(error)) return { form: PROCESS_ERROR };
  const status = errorStatus(error);
  if (status === null) return { form: PROCESS_ERROR };
  if (status === 400 && errorField(error) === 'accountNumber') return { field: errorMessage(error, PROCESS_FAILED) };
  if (status >= 400 && status < 500 && status !== 405) return { form: errorMessage(error, PROCESS_FAILED) };
  return { form: PROCESS_FAILED };
}
