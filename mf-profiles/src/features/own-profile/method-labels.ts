// The wallets' own names, wherever /profile names one: the premium fee's payment
// method and the payout destination.
import type { PaymentMethod, PayoutMethod } from '@marketplace/shared-api/types';

export const METHOD_LABELS: Record<PaymentMethod | PayoutMethod, string> = { gcash: 'GCash', maya: 'Maya' };
