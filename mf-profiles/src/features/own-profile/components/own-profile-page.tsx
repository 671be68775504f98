// SPEC section 2, /profile (own profile): fades in over 400 ms and shows the
// user's details, 'Make Profile Public' for an Assistant without a profile post,
// their profile posts (deletable), saved listings and portfolio images, 'Get
// Premium' (section 4), the referral program, a link to the edit form and Log out
// (to /home).
import type { ReactNode } from 'react';
import styled, { keyframes } from 'styled-components';
import { FALLBACKS, PROFILE_FADE_IN_MS } from '@marketplace/shared-api/constants';
import { selectUser } from '@marketplace/shared-api/session/session-slice';
import { useLogout } from '@marketplace/shared-api/session/use-logout';
import { useAppSelector } from '@marketplace/shared-api/store/hooks';
import type { User } from '@marketplace/shared-api/types';
import { Avatar } from '@marketplace/shared-ui/avatar';
import { Badge, VerifiedBadge } from '@marketplace/shared-ui/badge';
import { Button } from '@marketplace/shared-ui/button';
import { Card, PageContainer } from '@marketplace/shared-ui/layout';
import { RemoteWidget } from '@marketplace/shared-ui/remote-widget';
import { PageSpinner } from '@marketplace/shared-ui/spinner';
import { fullName, pesosPerHour } from '@marketplace/shared-api/format';
import { formatDate, orFallback } from '../../../lib/format';
import { EmailAddress } from '../../../lib/email-address';
import { LinkButton } from '@marketplace/shared-ui/link-button';
import { SkillTags } from '../../../lib/skill-tags';
import { OwnPosts } from './own-posts';
import { PortfolioImages } from './portfolio-images';
import { PremiumSection } from './premium-section';
import { ReferralProgram } from './referral-program';
import { SavedListings } from './saved-listings';
import { Fact, FactList } from '@marketplace/shared-ui/fact-list';

export function OwnProfilePage() {
  const user = useAppSelector(selectUser);
  // The private layout guarantees a user; a stored one is complete once verified.
  if (!user?.id) return <PageSpinner label="Loading your profile" />;
  return <OwnProfile user={user as User} />;
}

function OwnProfile({ user }: { user: User }) {
  const { logOut, loggingOut } = useLogout();
  const name = fullName(user);
  const memberSince = formatDate(user.createdAt, 'MMMM yyyy');

  return (
    <FadeIn>
      <PageContainer>
        <Layout>
          <Details as="section" aria-labelledby="own-profile-name">
            <Avatar src={user.avatar} name={name} size="xl" priority />
            <h1 id="own-profile-name">{name}</h1>
            <Badges>
              {user.premium === 'Verified' && <VerifiedBadge />}
              {user.premium === 'Admin' && <Badge variant="warning">Admin</Badge>}
            </Badges>
            <FactList>
              <Fact label="Username">{user.username}</Fact>
              {user.email && <Fact label="Email"><EmailAddress address={user.email} /></Fact>}
              <Fact label="Role">{orFallback(user.role, FALLBACKS.role)}</Fact>
              <Fact label="Location">{orFallback(user.location, FALLBACKS.location)}</Fact>
              <Fact label="Experience">{orFallback(user.experience, FALLBACKS.experience)}</Fact>
              <Fact label="Availability">{orFallback(user.availability, FALLBACKS.availability)}</Fact>
              {user.salaryRate !== null && user.salaryRate !== undefined && (
                <Fact label="Rate">{pesosPerHour(user.salaryRate)}</Fact>
              )}
            </FactList>
            {memberSince && <Muted>Member since {memberSince}</Muted>}
            <SkillTags skills={user.skills ?? []} />
            <Actions>
              <LinkButton to="/profile/update" $variant="primary" $fullWidth>
                Edit Profile
              </LinkButton>
              <LinkButton to={`/profile/${encodeURIComponent(user.id)}`} $variant="secondary" $fullWidth>
                View public profile
              </LinkButton>
              <Button variant="ghost" fullWidth loading={loggingOut} onClick={() => logOut('/home')}>
                Log out
              </Button>
            </Actions>
          </Details>
          <Main>
            {/* mf-booking's totals (totalHours, bookingsCount); absent until that remote is deployed. */}
            <RemoteWidget id="mf_booking/BookingTotals" props={{}} label="booking totals" />
            <PremiumSection user={user} />
            <OwnPosts user={user} />
            <PortfolioImages />
            <ReferralProgram user={user} />
            <SavedListings />
          </Main>
        </Layout>
      </PageContainer>
    </FadeIn>
  );
}

const fade = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;

const FadeIn = styled.div`
  animation: ${fade} ${PROFILE_FADE_IN_MS}ms ease-out both;
`;

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  grid-template-columns: 1fr;
  align-items: start;

  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: 20rem 1fr;
  }
`;

const Details = styled(Card)`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  text-align: center;

  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes['2xl']};
    overflow-wrap: anywhere;
  }
`;

const Badges = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
  &:empty {
    display: none;
  }
`;

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Actions = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  width: 100%;
`;

const Main = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[6]};
  min-width: 0;
`;
