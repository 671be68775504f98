// The Withdraw form's rules: the amount is typed in pesos (read by shared-api's
// pesosTextToCentavos) and sent in centavos; it
// starts as the whole available balance; and Withdraw is offered only with a
// destination and at least the minimum available (what the server refuses anyway).
import type { EarningsOverview } from '@marketplace/shared-api/types';
import { amountAboveAvailableText, amountBelowMinimumText, belowMinimumText, EARNINGS_TEXTS } from './earnings-texts';

/** 150050 -> '1500.50', 150000 -> '1500': the amount as the field shows it at first. */
export function centavosToPesosText(centavos: number): string {
  const rest = centavos % 100;
  return rest === 0 ? String(centavos / 100) : `${(centavos - rest) / 100}.${String(rest).padStart(2, '0')}`;
}

/** Why Withdraw cannot be used now, or null when it can. */
export function withdrawBlockedReason({ balances, destination, payoutMinimumCentavos }: Pick<EarningsOverview, 'balances' | 'destination' | 'payoutMinimumCentavos'>): string | null {
  if (!destination) return EARNINGS_TEXTS.withdrawNeedsDestination;
  if (balances.availableCentavos < payoutMinimumCentavos) return belowMinimumText(payoutMinimumCentavos);
  return null;
}

/** What is wrong with the amount typed (in centavos, null when unreadable), or null. */
export function withdrawAmountProblem(
  centavos: number | null,
  { availableCentavos, minimumCentavos }: { availableCentavos: number; minimumCentavos: number },
): string | null {
  if (centavos === null || centavos <= 0) return EARNINGS_TEXTS.amountInvalid;
  if (centavos < minimumCentavos) return amountBelowMinimumText(minimumCentavos);
  if (centavos > availableCentavos) return amountAboveAvailableText(availableCentavos);
  return null;
}
