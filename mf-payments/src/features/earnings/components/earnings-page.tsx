// /earnings: what a member has earned and where it is. The balances by state, then
// Withdraw (with where it goes), every entry, the payouts and a statement per month.
// Earnings are held until a session is done and then for the dispute window, and the
// platform's fee comes off each booking: the page says both in numbers the server
// sends, so they never drift from what it does.
import styled from 'styled-components';
import { useGetEarningsQuery } from '@marketplace/shared-api/api/earnings';
import type { EarningsOverview } from '@marketplace/shared-api/types';
import { PageContainer, Stack } from '@marketplace/shared-ui/layout';
import { PageLoadError } from '@marketplace/shared-ui/page-states';
import { Muted, SectionCard } from '@marketplace/shared-ui/section-card';
import { PageSkeleton } from '@marketplace/shared-ui/skeleton';
import { RETRY_DETAIL } from '../../../lib/booking-load-failure';
import { EARNINGS_TEXTS } from '../earnings-texts';
import { statementMonths } from '../statement-months';
import { BalanceTiles } from './balance-tiles';
import { EntriesSection } from './entries-section';
import { PayoutsSection } from './payouts-section';
import { StatementsSection } from './statements-section';
import { WithdrawSection } from './withdraw-section';

export function EarningsPage() {
  const { data, error, isFetching, refetch } = useGetEarningsQuery();
  if (!data && error === undefined) return <PageSkeleton label={EARNINGS_TEXTS.loading} shape="rows" />;
  if (!data) return <PageLoadError title={EARNINGS_TEXTS.loadFailed} description={RETRY_DETAIL} retrying={isFetching} onRetry={() => void refetch()} />;
  return <Earnings overview={data} />;
}

function Earnings({ overview }: { overview: EarningsOverview }) {
  return (
    <PageContainer>
      <Stack $gap={6}>
        <Header>
          <h1>{EARNINGS_TEXTS.title}</h1>
          <Muted>
            A client’s payment is held until the session is done, then for {overview.disputeWindowHours} hours in case they
            report a problem; after that it is yours to withdraw. The platform’s fee is {overview.platformFeePercent}% of each
            booking.
          </Muted>
        </Header>
        <SectionCard title="Balances">
          <BalanceTiles balances={overview.balances} disputeWindowHours={overview.disputeWindowHours} />
        </SectionCard>
        <WithdrawSection overview={overview} />
        <EntriesSection entries={overview.entries} />
        <PayoutsSection payouts={overview.payouts} />
        <StatementsSection months={statementMonths(overview.entries)} />
      </Stack>
    </PageContainer>
  );
}

const Header = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  min-width: 0;

  h1 {
    margin: 0;
  }
`;
