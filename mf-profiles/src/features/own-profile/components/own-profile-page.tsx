// SPEC section 2, /profile (own profile): fades in over 400 ms and shows the
// user's details, 'Make Profile Public' for an Assistant without a profile post,
// their profile posts (deletable), saved listings and portfolio images, 'Get
// Premium' (section 4), the referral program, where payouts go, which emails are sent, a link to the edit
// form and Log out (to /home).
import styled, { keyframes } from 'styled-components';
import { FALLBACKS, PROFILE_FADE_IN_MS } from '@marketplace/shared-api/constants';
import { selectUser } from '@marketplace/shared-api/session/session-slice';
import { useLogout } from '@marketplace/shared-api/session/use-logout';
import { useAppSelector } from '@marketplace/shared-api/store/hooks';
import type { User } from '@marketplace/shared-api/types';
import { Badge, VerifiedBadge } from '@marketplace/shared-ui/badge';
import { Button } from '@marketplace/shared-ui/button';
import { PageContainer, SplitColumns } from '@marketplace/shared-ui/layout';
import { RemoteWidget } from '@marketplace/shared-ui/remote-widget';
import { pesosPerHour } from '@marketplace/shared-api/format';
import { orFallback } from '../../../lib/format';
import { EmailAddress } from '../../../lib/email-address';
import { LinkButton } from '@marketplace/shared-ui/link-button';
import { PersonCard } from '../../../lib/person-card';
import { OwnPosts } from './own-posts';
import { PayoutDestinationSection } from './payout-destination-section';
import { EmailPreferencesSection } from './email-preferences-section';
import { PortfolioImages } from './portfolio-images';
import { PremiumSection } from './premium-section';
import { ReferralProgram } from './referral-program';
import { SavedListings } from './saved-listings';
import { Fact } from '@marketplace/shared-ui/fact-list';
import { PageSkeleton } from '@marketplace/shared-ui/skeleton';

export function OwnProfilePage() {
  const user = useAppSelector(selectUser);
  // The private layout guarantees a user; a stored one is complete once verified.
  if (!user?.id) return <PageSkeleton label="Loading your profile" shape="detail" />;
  return <OwnProfile user={user as User} />;
}

function OwnProfile({ user }: { user: User }) {
  const { logOut, loggingOut } = useLogout();

  return (
    <FadeIn>
      <PageContainer>
        <SplitColumns $columns="20rem 1fr">
          <PersonCard
            person={user}
            badges={
              <>
                {user.premium === 'Verified' && <VerifiedBadge />}
                {user.premium === 'Admin' && <Badge variant="warning">Admin</Badge>}
              </>
            }
            facts={
              <>
                <Fact label="Username">{user.username}</Fact>
                {user.email && <Fact label="Email"><EmailAddress address={user.email} /></Fact>}
                <Fact label="Role">{orFallback(user.role, FALLBACKS.role)}</Fact>
                {/* The owner reads what they entered: an empty fact is left out, not shown as 'N/A'. */}
                {user.location?.trim() && <Fact label="Location">{user.location}</Fact>}
                {user.experience?.trim() && <Fact label="Experience">{user.experience}</Fact>}
                {user.availability?.trim() && <Fact label="Availability">{user.availability}</Fact>}
                {user.salaryRate !== null && user.salaryRate !== undefined && (
                  <Fact label="Rate">{pesosPerHour(user.salaryRate)}</Fact>
                )}
              </>
            }
            actions={
              <>
                <LinkButton to="/profile/update" $variant="primary" $fullWidth>
                  Edit Profile
                </LinkButton>
                <LinkButton to={`/profile/${encodeURIComponent(user.id)}`} $variant="secondary" $fullWidth>
                  View public profile
                </LinkButton>
                {/* When clients can book them: weekly slots, days off, notice, limits, busy calendar (mf-booking's page). */}
                {user.role === 'Assistant' && (
                  <LinkButton to="/availability" $variant="secondary" $fullWidth>
                    Availability
                  </LinkButton>
                )}
                <Button variant="ghost" fullWidth loading={loggingOut} onClick={() => logOut('/home')}>
                  Log out
                </Button>
              </>
            }
          />
          <Main>
            {/* mf-booking's totals (totalHours, bookingsCount); absent until that remote is deployed. */}
            <RemoteWidget id="mf_booking/BookingTotals" props={{}} label="booking totals" />
            <PremiumSection user={user} />
            <OwnPosts user={user} />
            {/* Portfolio images show an assistant's work to clients; a client has none to show. */}
            {user.role === 'Assistant' && <PortfolioImages />}
            <ReferralProgram user={user} />
            <PayoutDestinationSection />
            <EmailPreferencesSection />
            <SavedListings />
          </Main>
        </SplitColumns>
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

const Main = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[6]};
  min-width: 0;
`;
