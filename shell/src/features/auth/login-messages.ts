// SPEC section 8, Login.
import { errorMessage, errorStatus, type CallError } from '@marketplace/shared-api/api/errors';

export const INVALID_CREDENTIALS = 'Invalid username or password. Please try again.';
export const LOGIN_FAILED = 'Login failed. Please check your credentials and try again.';

/** Shown on /login only when the picture step has just ended the session (SPEC section 2). */
export const LOG_IN_AGAIN = 'Your profile picture is saved. Please log in again.';

/** The router state the picture step leaves /login with, so it can say why. */
export interface LoginPageState {
  /** Where to return after logging in (the private layout sets it). */
  from?: string;
  /** Set by the picture step after it cleared the session. */
  sessionEnded?: 'picture-saved';
}

export function loginErrorText(error: CallError): string {
  if (errorStatus(error) === 400) return INVALID_CREDENTIALS;
  return errorMessage(error, LOGIN_FAILED);
}
