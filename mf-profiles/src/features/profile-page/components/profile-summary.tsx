// The left card of another user's profile page (SPEC section 2): avatar with a
// fallback, full name, verified badge, role, the earned rating (or 4.9 marked
// New, issue 14) and location with their fallbacks, experience and availability when present, the peso hourly rate when
// there is one, 'Member since {date}' and the skills as tags.
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { FALLBACKS } from '@marketplace/shared-api/constants';
import type { RatingSummary, UserView } from '@marketplace/shared-api/types';
import { Avatar } from '@marketplace/shared-ui/avatar';
import { VerifiedBadge } from '@marketplace/shared-ui/badge';
import { Card } from '@marketplace/shared-ui/layout';
import { RatingLabel } from '@marketplace/shared-ui/rating';
import { fullName, pesosPerHour } from '@marketplace/shared-api/format';
import { formatDate, orFallback } from '../../../lib/format';
import { SkillTags } from '../../../lib/skill-tags';
import { Fact, FactList } from '@marketplace/shared-ui/fact-list';

export interface ProfileSummaryProps {
  profile: UserView;
  /** The earned rating (GET /api/reviews/users/{id}); undefined while it loads shows the fallback marked New. */
  rating: RatingSummary | undefined;
  actions: ReactNode;
}

export function ProfileSummary({ profile, rating, actions }: ProfileSummaryProps) {
  const name = fullName(profile);
  const memberSince = formatDate(profile.createdAt, 'MMMM yyyy');
  return (
    <Summary as="section" aria-label="Profile summary">
      <Avatar src={profile.avatar} name={name} size="xl" priority />
      <Name>{name}</Name>
      {profile.premium === 'Verified' && <VerifiedBadge />}
      <FactList>
        <Fact label="Role">{orFallback(profile.role, FALLBACKS.role)}</Fact>
        <Fact label="Rating"><RatingLabel rating={rating} /></Fact>
        <Fact label="Location">{orFallback(profile.location, FALLBACKS.location)}</Fact>
        {profile.experience && <Fact label="Experience">{profile.experience}</Fact>}
        {profile.availability && <Fact label="Availability">{profile.availability}</Fact>}
        {profile.salaryRate !== null && profile.salaryRate !== undefined && (
          <Fact label="Rate">{pesosPerHour(profile.salaryRate)}</Fact>
        )}
      </FactList>
      {memberSince && <Muted>Member since {memberSince}</Muted>}
      <SkillTags skills={profile.skills ?? []} />
      <Actions>{actions}</Actions>
    </Summary>
  );
}

const Summary = styled(Card)`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  text-align: center;
`;

const Name = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes['2xl']};
  overflow-wrap: anywhere;
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
