// The period's totals: what clients paid and got back, the fees the platform earned
// beside the referral rewards paid from them (so a negative 'kept' is explained),
// what stands owed to assistants and referrers and held for refunds at the period's
// end (and of that, what deleted accounts are owed), and what was paid out to each
// apart; and whether the books balance (every
// peso collected is a refund, a fee, held for a refund, an assistant's or a
// referrer's), which an admin checks before anything else.
import styled from 'styled-components';
import { formatCentavos } from '@marketplace/shared-api/format';
import type { FinanceReport } from '@marketplace/shared-api/types';
import { Badge } from '@marketplace/shared-ui/badge';
import { Fact, FactList } from '@marketplace/shared-ui/fact-list';
import { Muted, SectionCard } from '@marketplace/shared-ui/section-card';

const TOTALS: ReadonlyArray<{ key: keyof FinanceReport['totals']; label: string }> = [
  { key: 'collectedCentavos', label: 'Collected from clients' },
  { key: 'refundedCentavos', label: 'Refunded to clients' },
  { key: 'heldForRefundCentavos', label: 'Held for refunds' },
  { key: 'feesEarnedCentavos', label: 'Fees earned' },
  { key: 'referralRewardsCentavos', label: 'Referral rewards paid from fees' },
  { key: 'feesCentavos', label: 'Platform fees kept' },
  { key: 'owedToAssistantsCentavos', label: 'Owed to assistants' },
  { key: 'paidOutToAssistantsCentavos', label: 'Paid out to assistants' },
  { key: 'owedToReferrersCentavos', label: 'Owed to referrers' },
  { key: 'owedToClosedAccountsCentavos', label: 'Of which owed to closed accounts' },
  { key: 'paidOutToReferrersCentavos', label: 'Paid out to referrers' },
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
        Owed and held are what stood at the end of the period (now, for this month); the rest happened in it.{' '}
        {report.balanced
          ? 'Every peso collected was refunded, is held for a refund, is a fee, or is an assistant’s or a referrer’s.'
          : 'Collected is not refunded + held + fees + what assistants and referrers earned in this period: check the payments, refunds and payouts before paying anyone.'}
      </Muted>
      {report.totals.owedToClosedAccountsCentavos > 0 && (
        <Muted>
          {formatCentavos(report.totals.owedToClosedAccountsCentavos)} is owed to accounts deleted since they earned it. No payout run reaches them (their
          payout details went with the account): settle it with each person directly. They are marked “account closed” below.
        </Muted>
      )}
    </SectionCard>
  );
}

const Amounts = styled(FactList)`
  dd {
    font-variant-numeric: tabular-nums;
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;
