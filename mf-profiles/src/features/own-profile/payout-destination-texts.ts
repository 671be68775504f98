// What /profile's payout destination section says, and which text a failed save shows.
import { errorMessage, errorStatus } from '@marketplace/shared-api/api/errors';

export const PAYOUT_DESTINATION_TEXTS = {
  title: 'Payout destination',
  intro: 'Where your earnings and referral rewards are sent when you withdraw, and by the weekly payout.',
  none: 'You have not set where you are paid yet.',
  loading: 'Loading your payout destination',
  loadFailed: 'Could not load your payout destination.',
  saved: 'Payout destination saved.',
  saveFailed: 'Could not save your payout destination. Please try again.',
} as const;

/** A refusal (a wrong password, a number the server will not take) in the server's words; anything else, to try again. */
export function saveFailureText(error: unknown): string {
  const status = errorStatus(error);
  return status !== null && status >= 400 && status < 500 ? errorMessage(error, PAYOUT_DESTINATION_TEXTS.saveFailed) : PAYOUT_DESTINATION_TEXTS.saveFailed;
}
