// The problems clients reported in the period: the booking, who reported whom and
// why, in the client's words, what was paid, and where each stands; an open one
// has Resolve (resolve-dispute-dialog.tsx), a decided one its outcome and the note.
import { useId, useState } from 'react';
import styled from 'styled-components';
import { DISPUTE_REASON_LABELS } from '@marketplace/shared-api/constants';
import { formatCentavos, formatInstantInZone } from '@marketplace/shared-api/format';
import { useWallClock } from '@marketplace/shared-api/time/use-wall-clock';
import type { Dispute } from '@marketplace/shared-api/types';
import { Badge } from '@marketplace/shared-ui/badge';
import { Button } from '@marketplace/shared-ui/button';
import { RowItem, RowList, RowMain, rowContents } from '@marketplace/shared-ui/row-list';
import { Muted, SectionCard } from '@marketplace/shared-ui/section-card';
import { UserText } from '@marketplace/shared-ui/user-text';
import { DISPUTE_STATUS_BADGES, outcomeText } from '../dispute-texts';
import { ResolveDisputeDialog } from './resolve-dispute-dialog';

export function FinanceDisputes({ disputes }: { disputes: Dispute[] }) {
  const [resolving, setResolving] = useState<Dispute | null>(null);
  return (
    <SectionCard title="Disputes">
      {disputes.length === 0 ? (
        <Muted>No problem was reported in this period.</Muted>
      ) : (
        <RowList aria-label="Disputes">
          {disputes.map((dispute) => (
            <DisputeRow key={dispute.id} dispute={dispute} onResolve={setResolving} />
          ))}
        </RowList>
      )}
      {resolving && <ResolveDisputeDialog dispute={resolving} onClose={() => setResolving(null)} />}
    </SectionCard>
  );
}

function DisputeRow({ dispute, onResolve }: { dispute: Dispute; onResolve: (dispute: Dispute) => void }) {
  const { zone } = useWallClock();
  const headingId = useId();
  const badge = DISPUTE_STATUS_BADGES[dispute.status];
  const outcome = outcomeText(dispute);
  return (
    <Item aria-labelledby={headingId}>
      <RowMain $basis="18rem">
        <Heading id={headingId}>Booking {dispute.bookingReference}</Heading>
        <p>
          <Badge variant={badge.variant}>{badge.label}</Badge> {dispute.clientName} reported {dispute.assistantName}: {DISPUTE_REASON_LABELS[dispute.reason]}
        </p>
        <Quote>“{dispute.text}”</Quote>
        <Muted>
          Paid {formatCentavos(dispute.paidCentavos)} · reported {formatInstantInZone(dispute.openedAt, zone, { withYear: true })}
          {dispute.resolvedAt && ` · decided ${formatInstantInZone(dispute.resolvedAt, zone, { withYear: true })}`}
        </Muted>
        {outcome && <p>{outcome}.</p>}
        {dispute.note && <Quote>Note: “{dispute.note}”</Quote>}
      </RowMain>
      {dispute.status === 'open' && (
        <Button size="sm" onClick={() => onResolve(dispute)} aria-label={`Resolve the problem with booking ${dispute.bookingReference}`}>
          Resolve
        </Button>
      )}
    </Item>
  );
}

const Item = styled(RowItem)`
  ${rowContents}
  justify-content: space-between;
  align-items: flex-start;

  p {
    margin: 0;
  }
`;

const Heading = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

const Quote = styled(UserText)`
  font-style: italic;
`;
