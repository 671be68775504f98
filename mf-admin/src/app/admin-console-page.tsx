// SPEC section 2, /admin: the users table (search, paging, row actions), the
// pending premium applications and the audit log of admin writes, each its
// feature's section, composed here.
import styled from 'styled-components';
import { PageContainer } from '@marketplace/shared-ui/layout';
import { AuditLogSection } from '../features/audit-log/components/audit-log-section';
import { PremiumApplicationsSection } from '../features/premium-applications/components/premium-applications-section';
import { UsersSection } from '../features/users/components/users-section';

export function AdminConsolePage() {
  return (
    <PageContainer>
      <Title>Admin Console</Title>
      <Sections>
        <UsersSection />
        <PremiumApplicationsSection />
        <AuditLogSection />
      </Sections>
    </PageContainer>
  );
}

const Title = styled.h1`
  margin: 0 0 ${({ theme }) => theme.space[6]};
  font-size: ${({ theme }) => theme.fontSizes['2xl']};
`;

const Sections = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[6]};
  min-width: 0;
`;
