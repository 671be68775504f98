// /admin/releases: which release of each remote is live, promote, roll back and
// preview, for admins; and the release tokens teams ship with.
import styled from 'styled-components';
import { ReleaseTokensCard } from '../features/releases/components/release-tokens-card';
import { ReleasesList } from '../features/releases/components/releases-list';
import { ConsoleSubpage } from './console-subpage';

export function ReleasesPage() {
  return (
    <ConsoleSubpage title="Releases">
      <Sections>
        <ReleasesList />
        <ReleaseTokensCard />
      </Sections>
    </ConsoleSubpage>
  );
}

const Sections = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[6]};
  min-width: 0;
`;
