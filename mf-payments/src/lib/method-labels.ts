// The wallets' own names, on every screen of this remote that names one: the payment
// step's choice, a payout, a payout destination and a receipt's lines.
import type { PaymentMethod, PayoutMethod } from '@marketplace/shared-api/types';

export const METHOD_LABELS: Record<PaymentMethod | PayoutMethod, string> = { gcash: 'GCash', maya: 'Maya' };
