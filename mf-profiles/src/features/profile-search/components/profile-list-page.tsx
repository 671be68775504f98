// SPEC section 2, /profile/list: search and list of assistants, behind the age
// gate, for signed-in users only (signed-out visitors go to /register).
import { useState } from 'react';
import { Navigate, useLoaderData, useNavigation } from '@marketplace/shared-api/router';
import styled from 'styled-components';
import { selectSessionLoading, selectUser } from '@marketplace/shared-api/session/session-slice';
import { useAppSelector } from '@marketplace/shared-api/store/hooks';
import { Button } from '@marketplace/shared-ui/button';
import { PageContainer, SpreadRow } from '@marketplace/shared-ui/layout';
import { useAgeVerified } from '../hooks/use-age-verified';
import type { profileListLoader } from '../loader';
import { criteriaToSearchParams } from '../search-criteria';
import { AgeGate } from './age-gate';
import { PremiumDialog } from './premium-dialog';
import { ProfileResults } from './profile-results';
import { SearchBar } from './search-bar';
import { PageSkeleton } from '@marketplace/shared-ui/skeleton';

export function ProfileListPage() {
  const user = useAppSelector(selectUser);
  // Only a visitor with no stored user waits for the session check. A stored user's list
  // shows at once, and the check's end (which leaves that user as it was) renders none of it again.
  const sessionLoading = useAppSelector((state) => !selectUser(state) && selectSessionLoading(state));
  const criteria = useLoaderData<typeof profileListLoader>();
  const navigation = useNavigation();
  const { ageVerified, confirmAge } = useAgeVerified();
  const [premiumOpen, setPremiumOpen] = useState(false);

  if (!user) return sessionLoading ? <PageSkeleton label="Checking your session" shape="cards" /> : <Navigate to="/register" replace />;

  const searchKey = criteriaToSearchParams(criteria).toString();
  const searching = navigation.state === 'loading' && navigation.location.pathname === '/profile/list';

  return (
    <PageContainer>
      <Header>
        <div>
          <h1>Find an Assistant</h1>
          <Lead>Browse assistants by name, place and skill.</Lead>
        </div>
        {user.premium === 'Not Verified' && (
          <Button variant="secondary" onClick={() => setPremiumOpen(true)}>
            Upgrade to Premium
          </Button>
        )}
      </Header>
      <SearchBar key={searchKey} criteria={criteria} busy={searching} />
      <Results aria-busy={searching || undefined}>
        {ageVerified && <ProfileResults key={searchKey} criteria={criteria} />}
      </Results>
      {!ageVerified && <AgeGate onConfirm={confirmAge} />}
      <PremiumDialog open={premiumOpen} onClose={() => setPremiumOpen(false)} />
    </PageContainer>
  );
}

const Header = styled(SpreadRow).attrs({ $gap: 4, $align: 'end' })`
  margin-bottom: ${({ theme }) => theme.space[6]};

  h1 {
    margin: 0;
  }
`;

const Lead = styled.p`
  margin: ${({ theme }) => theme.space[1]} 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Results = styled.section`
  margin-top: ${({ theme }) => theme.space[6]};
`;
