// What the Earnings page says: its failed load, its empty parts, and a withdrawal's
// and a statement download's outcomes.
import { formatCentavos } from '@marketplace/shared-api/format';

export const EARNINGS_TEXTS = {
  title: 'Earnings',
  loading: 'Loading your earnings',
  loadFailed: 'Could not load your earnings',
  noEntries: 'No earnings yet',
  noEntriesDetail: 'When a client pays for a session with you, or someone you referred books one, it shows here.',
  noPayouts: 'No payouts yet.',
  noStatements: 'A statement appears here for each month you have earnings in.',
  noDestination: 'You have not set where you are paid yet.',
  setDestination: 'Set your payout destination',
  changeDestination: 'Change on your profile',
  withdrawNeedsDestination: 'Set where you are paid, on your profile, before you withdraw.',
  withdrawFailed: 'Could not withdraw. Please try again.',
  amountInvalid: 'Enter an amount in pesos, such as 1500 or 1500.50.',
} as const;

/** Withdraw is disabled while less than the minimum is available. */
export const belowMinimumText = (minimumCentavos: number) =>
  `You can withdraw once at least ${formatCentavos(minimumCentavos)} is available.`;

export const amountBelowMinimumText = (minimumCentavos: number) => `Withdraw at least ${formatCentavos(minimumCentavos)}.`;

export const amountAboveAvailableText = (availableCentavos: number) => `You can withdraw up to ${formatCentavos(availableCentavos)}.`;

export const withdrawnText = (amountCentavos: number, wallet: string) => `${formatCentavos(amountCentavos)} is on its way to your ${wallet}.`;

export const statementSavedText = (month: string) => `Statement for ${month} saved.`;

export const statementFailedText = (month: string) => `Could not download the statement for ${month}. Please try again.`;
