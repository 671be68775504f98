// How the Earnings page names an earning's state and a payout's status, with the
// badge colour of each: waiting (Upcoming, In review, On its way), done (Available,
// Paid) and gone wrong (Refunded, Failed).
import type { BadgeVariant } from '@marketplace/shared-ui/badge';
import type { EarningState, PayoutStatus } from '@marketplace/shared-api/types';

export const EARNING_STATE_LABELS: Record<EarningState, { label: string; variant: BadgeVariant }> = {
  upcoming: { label: 'Upcoming', variant: 'neutral' },
  in_review: { label: 'In review', variant: 'warning' },
  available: { label: 'Available', variant: 'success' },
  paid_out: { label: 'Paid out', variant: 'info' },
  refunded: { label: 'Refunded', variant: 'danger' },
};

export const PAYOUT_STATUS_LABELS: Record<PayoutStatus, { label: string; variant: BadgeVariant }> = {
  pending: { label: 'On its way', variant: 'info' },
  paid: { label: 'Paid', variant: 'success' },
  failed: { label: 'Failed', variant: 'danger' },
};
