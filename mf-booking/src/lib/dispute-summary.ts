// How a reported problem reads on a booking, for the party looking at it: a
// badge for where it stands (reported and under an admin's review, resolved with
// a refund still on its way, resolved), what was reported, and once an admin has
// decided, the outcome with any refund and the admin's note, which both parties read.
import { DISPUTE_REASON_LABELS } from '@marketplace/shared-api/constants';
import { formatCentavos } from '@marketplace/shared-api/format';
import type { BookingDispute, DisputeStatus } from '@marketplace/shared-api/types';
import type { BadgeVariant } from '@marketplace/shared-ui/badge';

/** Whose booking screen shows it: the client who paid, or the assistant who held the session. */
export type DisputeViewer = 'client' | 'assistant';

export interface DisputeSummary {
  badge: { label: string; variant: BadgeVariant };
  /** What was reported, in the viewer's words. */
  reported: string;
  /** Where it stands, or what the admin decided. */
  outcome: string;
}

const BADGES: Record<DisputeStatus, { label: string; variant: BadgeVariant }> = {
  open: { label: 'Problem under review', variant: 'warning' },
  refund_pending: { label: 'Problem resolved: refund pending', variant: 'info' },
  resolved: { label: 'Problem resolved', variant: 'success' },
};

function outcomeText(dispute: BookingDispute, viewer: DisputeViewer): string {
  if (dispute.outcome === null) {
    return viewer === 'client'
      ? 'An admin is looking into it. The payment is held until they decide.'
      : 'An admin is looking into it. Your earning is held until they decide.';
  }
  if (dispute.outcome === 'release') {
    return viewer === 'client' ? 'Outcome: the payment was released to the assistant.' : 'Outcome: the payment was released to you.';
  }
  const refunded = dispute.status === 'refund_pending' ? 'is being refunded' : 'was refunded';
  const to = viewer === 'client' ? 'to you' : 'to the client';
  const amount = dispute.refundCentavos === null ? null : formatCentavos(dispute.refundCentavos);
  if (dispute.outcome === 'refund_full') return `Outcome: the full payment${amount ? ` (${amount})` : ''} ${refunded} ${to}.`;
  return `Outcome: ${amount ?? 'part of the payment'} ${refunded} ${to}.`;
}

export function disputeSummary(dispute: BookingDispute, viewer: DisputeViewer): DisputeSummary {
  const reason = DISPUTE_REASON_LABELS[dispute.reason];
  return {
    badge: BADGES[dispute.status],
    reported: viewer === 'client' ? `You reported: ${reason}.` : `The client reported: ${reason}.`,
    outcome: outcomeText(dispute, viewer),
  };
}
