// SPEC section 8, Login.
import { errorMessage, errorStatus, type CallError } from '@marketplace/shared-api/api/errors';

export const INVALID_CREDENTIALS = 'Invalid username or password. Please try again.';
export const LOGIN_FAILED = 'Login failed. Please check your credentials and try again.';

export function loginErrorText(error: CallError): string {
  if (errorStatus(error) === 400) return INVALID_CREDENTIALS;
  return errorMessage(error, LOGIN_FAILED);
}
