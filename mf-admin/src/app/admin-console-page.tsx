// SPEC section 2, /admin: the users table (search, paging, row actions), the
// pending premium applications and the audit log of admin writes, each its
// feature's section, composed here; and the ways to the Finance, Releases and Outbox screens.
import styled from 'styled-components';
import { PageContainer, SpreadRow } from '@marketplace/shared-ui/layout';
import { LinkButton } from '@marketplace/shared-ui/link-button';
import { AuditLogSection } from '../features/audit-log/components/audit-log-section';
import { PremiumApplicationsSection } from '../features/premium-applications/components/premium-applications-section';
import { UsersSection } from '../features/users/components/users-section';

export function AdminConsolePage() {
  return (
    <PageContainer>
      <Header>
        <Title>Admin Console</Title>
        <Links>
          <LinkButton to="/admin/finance" $variant="secondary">
            Finance
          </LinkButton>
          <LinkButton to="/admin/releases" $variant="secondary">
            Releases
          </LinkButton>
          <LinkButton to="/admin/outbox" $variant="secondary">
            Outbox
          </LinkButton>
        </Links>
      </Header>
      <Sections>
        <UsersSection />
        <PremiumApplicationsSection />
        <AuditLogSection />
      </Sections>
    </PageContainer>
  );
}

const Header = styled(SpreadRow).attrs({ $gap: 3 })`
  margin-bottom: ${({ theme }) => theme.space[6]};
`;

const Links = styled.nav.attrs({ 'aria-label': 'Operator screens' })`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

const Title = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes['2xl']};
`;

const Sections = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[6]};
  min-width: 0;
`;
