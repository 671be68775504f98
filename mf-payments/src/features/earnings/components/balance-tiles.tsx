// The balances at the top of /earnings, one tile per state an earning passes through,
// in that order: Upcoming (paid, session ahead), In review (session done, inside the
// dispute window), Available (free to withdraw), On its way (in a payout being sent)
// and Paid out. Each says in a line what it holds.
import styled from 'styled-components';
import { formatCentavos } from '@marketplace/shared-api/format';
import type { EarningBalances } from '@marketplace/shared-api/types';

export function BalanceTiles({ balances, disputeWindowHours }: { balances: EarningBalances; disputeWindowHours: number }) {
  const tiles = [
    { label: 'Upcoming', amount: balances.upcomingCentavos, detail: 'Paid sessions still ahead' },
    { label: 'In review', amount: balances.inReviewCentavos, detail: `Held ${disputeWindowHours} hours after a session, in case of a problem` },
    { label: 'Available', amount: balances.availableCentavos, detail: 'Yours to withdraw' },
    { label: 'On its way', amount: balances.pendingPayoutCentavos, detail: 'In a payout being sent' },
    { label: 'Paid out', amount: balances.paidOutCentavos, detail: 'Sent to your wallet' },
  ];
  return (
    <Tiles>
      {tiles.map((tile) => (
        <Tile key={tile.label} $highlight={tile.label === 'Available'}>
          <dt>{tile.label}</dt>
          <dd>
            <Amount>{formatCentavos(tile.amount)}</Amount>
            <Detail>{tile.detail}</Detail>
          </dd>
        </Tile>
      ))}
    </Tiles>
  );
}

/* Two tiles a row on a 360 px phone, as many as fit (up to all five) on wider screens. */
const Tiles = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(8rem, 1fr));
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
`;

const Tile = styled.div<{ $highlight: boolean }>`
  padding: ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme, $highlight }) => ($highlight ? theme.colors.success : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  min-width: 0;

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }

  dd {
    margin: 0;
  }
`;

const Amount = styled.span`
  display: block;
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  font-variant-numeric: tabular-nums;
  overflow-wrap: anywhere;
`;

const Detail = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;
