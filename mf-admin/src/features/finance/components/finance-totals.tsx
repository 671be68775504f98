// The period's totals: what clients paid, what went back to them, the platform's
// fees, what assistants are owed and were paid out, and the referral rewards;
// and whether the books balance (every peso collected is a refund, a fee, an
// assistant's or a referrer's), which an admin checks before anything else.
import styled from 'styled-components';
import { formatCentavos } from '@marketplace/shared-api/format';
import type { FinanceReport } from '@marketplace/shared-api/types';
import { Badge } from '@marketplace/shared-ui/badge';
import { Fact, FactList } from '@marketplace/shared-ui/fact-list';
import { Muted, SectionCard } from '@marketplace/shared-ui/section-card';

const TOTALS: ReadonlyArray<{ key: keyof FinanceReport['totals']; label: string }> = [
  { key: 'collectedCentavos', label: 'Collected from clients' },
  { key: 'refundedCentavos', label: 'Refunded to clients' },
  { key: 'feesCentavos', label: 'Platform fees' },
  { key: 'owedToAssistantsCentavos', label: 'Owed to assistants' },
  { key: 'paidOutCentavos', label: 'Paid out to assistants' },
  { key: 'referralRewardsCentavos', label: 'Referral rewards' },
];

export function FinanceTotals({ report }: { report: FinanceReport }) {
  return (
    <SectionCard
      title="Totals"
      action={
        report.balanced ? <Badge variant="success">The books balance</Badge> : <Badge variant="danger">The books do not balance</Badge>
      }
    >
      <Amounts aria-label="Totals">
        {TOTALS.map(({ key, label }) => (
          <Fact key={key} label={label}>
            {formatCentavos(report.totals[key])}
          </Fact>
        ))}
      </Amounts>
      <Muted>
        {report.balanced
          ? 'Collected = refunded + platform fees + owed to assistants + referral rewards.'
          : 'Collected is not refunded + platform fees + owed to assistants + referral rewards for this period: check the payments, refunds and payouts before paying anyone.'}
      </Muted>
    </SectionCard>
  );
}

const Amounts = styled(FactList)`
  dd {
    font-variant-numeric: tabular-nums;
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;
