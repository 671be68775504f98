// SPEC section 8, Alerts: what applying for premium says.
import { NO_ADMIN_MESSAGE } from '@marketplace/shared-api/constants';
import { errorStatus } from '@marketplace/shared-api/api/errors';

export const PREMIUM_TEXTS = {
  applied: 'Your premium application has been sent to admin users. Please check your messages for a response.',
  failed: 'There was an error applying for premium. Please try again.',
  noAdmin: NO_ADMIN_MESSAGE,
} as const;

/** The server answers 404 with NO_ADMIN_MESSAGE when the marketplace has no admin. */
export function applyErrorText(error: unknown): string {
  return errorStatus(error) === 404 ? PREMIUM_TEXTS.noAdmin : PREMIUM_TEXTS.failed;
}
