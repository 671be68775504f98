// How a dispute reads on the Finance screen: its status and the outcome an admin chose.
import { formatCentavos } from '@marketplace/shared-api/format';
import type { Dispute, DisputeOutcome, DisputeStatus } from '@marketplace/shared-api/types';
import type { BadgeVariant } from '@marketplace/shared-ui/badge';

export const DISPUTE_STATUS_BADGES: Record<DisputeStatus, { label: string; variant: BadgeVariant }> = {
  open: { label: 'Open', variant: 'warning' },
  refund_pending: { label: 'Refund pending', variant: 'info' },
  resolved: { label: 'Resolved', variant: 'success' },
};

/** The choices of the Resolve dialog, for one dispute. */
export function outcomeChoices(dispute: Pick<Dispute, 'assistantName' | 'clientName' | 'paidCentavos'>): { value: DisputeOutcome; label: string }[] {
  return [
    { value: 'release', label: `Release the payment to ${dispute.assistantName}` },
    { value: 'refund_partial', label: `Refund part of it to ${dispute.clientName}` },
    { value: 'refund_full', label: `Refund all ${formatCentavos(dispute.paidCentavos)} to ${dispute.clientName}` },
  ];
}

/** What a decided dispute came to: 'Released to Maria Santos', 'Refunded ₱1,250.00 to Ben Cruz'. */
export function outcomeText(dispute: Pick<Dispute, 'outcome' | 'refundCentavos' | 'assistantName' | 'clientName' | 'paidCentavos'>): string | null {
  if (dispute.outcome === null) return null;
  if (dispute.outcome === 'release') return `Released to ${dispute.assistantName}`;
  const refund = dispute.refundCentavos ?? (dispute.outcome === 'refund_full' ? dispute.paidCentavos : null);
  return refund === null ? `Part refunded to ${dispute.clientName}` : `Refunded ${formatCentavos(refund)} to ${dispute.clientName}`;
}
