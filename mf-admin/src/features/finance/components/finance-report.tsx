// The operator's books for a period (GET /api/admin/finance): the period and
// Export CSV, then the totals and whether they balance, each assistant's
// balances, the failed payouts and the disputes. A new period shows its own
// loading state rather than the last period's figures under the new dates.
import { useState } from 'react';
import styled from 'styled-components';
import { useGetFinanceReportQuery } from '@marketplace/shared-api/api/earnings';
import { formatDate } from '@marketplace/shared-api/time/date-format';
import { useWallClock } from '@marketplace/shared-api/time/use-wall-clock';
import type { FinanceReport as Report } from '@marketplace/shared-api/types';
import { EmptyState } from '@marketplace/shared-ui/empty-state';
import { LoadError } from '@marketplace/shared-ui/page-states';
import { SectionCard } from '@marketplace/shared-ui/section-card';
import { Skeleton } from '@marketplace/shared-ui/skeleton';
import { monthOf, type FinancePeriod } from '../period';
import { AssistantBalances } from './assistant-balances';
import { ExportCsvButton } from './export-csv-button';
import { FailedPayouts } from './failed-payouts';
import { FinanceDisputes } from './finance-disputes';
import { FinanceTotals } from './finance-totals';
import { PeriodPicker } from './period-picker';

export const FINANCE_TEXTS = {
  loadFailed: 'Failed to load the finance report',
} as const;

/** Nothing was paid, refunded, earned or disputed in the period. */
const isEmpty = (report: Report) =>
  Object.values(report.totals).every((amount) => amount === 0) &&
  report.assistants.length === 0 &&
  report.failedPayouts.length === 0 &&
  report.disputes.length === 0;

const periodText = ({ from, to }: FinancePeriod) => `${formatDate(from, 'shortDate')} to ${formatDate(to, 'shortDate')}`;

export function FinanceReport() {
  const clock = useWallClock();
  const [period, setPeriod] = useState<FinancePeriod>(() => monthOf(clock.today()));
  const { currentData: report, isFetching, isError, refetch } = useGetFinanceReportQuery(period);

  return (
    <Sections>
      <SectionCard title="Period" action={<ExportCsvButton period={period} />}>
        <PeriodPicker period={period} onChange={setPeriod} />
      </SectionCard>
      {report ? (
        isEmpty(report) ? (
          <EmptyState title="Nothing to show for this period" description={`No payment, refund, payout or dispute from ${periodText(period)}.`} />
        ) : (
          <>
            <FinanceTotals report={report} />
            <AssistantBalances assistants={report.assistants} />
            <FailedPayouts payouts={report.failedPayouts} />
            <FinanceDisputes disputes={report.disputes} />
          </>
        )
      ) : isError ? (
        <LoadError title={FINANCE_TEXTS.loadFailed} retrying={isFetching} onRetry={() => void refetch()} />
      ) : (
        <Skeleton label="Loading the finance report" shape="rows" withoutHeading />
      )}
    </Sections>
  );
}

const Sections = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[6]};
  min-width: 0;
`;
