// /admin/finance: the operator's books for a period (totals and whether they
// balance, each assistant's balances, failed payouts, disputes), for admins.
import styled from 'styled-components';
import { PageContainer, SpreadRow } from '@marketplace/shared-ui/layout';
import { LinkButton } from '@marketplace/shared-ui/link-button';
import { FinanceReport } from '../features/finance/components/finance-report';

export function FinancePage() {
  return (
    <PageContainer>
      <Header>
        <h1>Finance</h1>
        <LinkButton to="/admin" $variant="secondary">
          Back to the console
        </LinkButton>
      </Header>
      <FinanceReport />
    </PageContainer>
  );
}

const Header = styled(SpreadRow).attrs({ $gap: 3 })`
  margin-bottom: ${({ theme }) => theme.space[6]};

  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes['2xl']};
  }
`;
