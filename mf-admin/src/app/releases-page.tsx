// /admin/releases: which release of each remote is live, promote, roll back and
// preview, for admins.
import styled from 'styled-components';
import { PageContainer, SpreadRow } from '@marketplace/shared-ui/layout';
import { LinkButton } from '@marketplace/shared-ui/link-button';
import { ReleasesList } from '../features/releases/components/releases-list';

export function ReleasesPage() {
  return (
    <PageContainer>
      <Header>
        <h1>Releases</h1>
        <LinkButton to="/admin" $variant="secondary">
          Back to the console
        </LinkButton>
      </Header>
      <ReleasesList />
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
