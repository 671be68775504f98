// A reported problem on a booking, as both parties see it (lib/dispute-summary.ts):
// where it stands, what was reported and when, the outcome, and the admin's note.
// A region of its own, named for the problem, so it reads as one block.
import styled from 'styled-components';
import { formatInstantInZone } from '@marketplace/shared-api/format';
import { useWallClock } from '@marketplace/shared-api/time/use-wall-clock';
import type { BookingDispute } from '@marketplace/shared-api/types';
import { Badge } from '@marketplace/shared-ui/badge';
import { UserText } from '@marketplace/shared-ui/user-text';
import { disputeSummary, type DisputeViewer } from '../lib/dispute-summary';

export function DisputeState({ dispute, viewer }: { dispute: BookingDispute; viewer: DisputeViewer }) {
  const { zone } = useWallClock();
  const summary = disputeSummary(dispute, viewer);
  return (
    <Block aria-label="Reported problem">
      <Badge variant={summary.badge.variant}>{summary.badge.label}</Badge>
      <Line>
        {summary.reported} <When>Reported {formatInstantInZone(dispute.openedAt, zone)}.</When>
      </Line>
      <Line>{summary.outcome}</Line>
      {dispute.note && <Note>Admin&apos;s note: “{dispute.note}”</Note>}
    </Block>
  );
}

const Block = styled.section`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[1]};
  min-width: 0;
  padding: ${({ theme }) => theme.space[2]};
  border-left: 3px solid ${({ theme }) => theme.colors.border};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Line = styled.p`
  margin: 0;
  overflow-wrap: anywhere;
`;

const When = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Note = styled(UserText)`
  font-style: italic;
`;
