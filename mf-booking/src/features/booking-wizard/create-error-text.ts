// What the wizard says when creating a booking fails (SPEC section 8, Wizard):
// the network text, the HTTP 405 text, the server's own message (a taken slot,
// a past date), or the generic texts.
import { errorMessage, errorStatus, isNetworkError } from '@marketplace/shared-api/api/errors';

export const CREATE_FAILED = 'Failed to create booking. Please try again.';
export const CREATE_ERROR = 'An error occurred while creating your booking. Please try again.';
export const NETWORK_ERROR = 'Could not connect to the booking service. Please check your internet connection.';
export const SERVICE_405 = 'There was an issue with the booking service. Please contact support.';
export const LOGIN_REQUIRED = 'You need to be logged in to create a booking.';

export function createErrorText(error: unknown): string {
  if (isNetworkError(error)) return NETWORK_ERROR;
  const status = errorStatus(error);
  if (status === 405) return SERVICE_405;
  if (status !== null) return errorMessage(error, CREATE_FAILED);
  return CREATE_ERROR;
}
