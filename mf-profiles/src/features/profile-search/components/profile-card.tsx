// One assistant in the list grid (SPEC section 2, /profile/list): avatar, name,
// verified badge, role, location, peso rate, the earned rating, the first 3 skills then '+N more',
// experience, availability and response time. Admins open the profile modal by
// clicking the name; everyone else uses 'View Profile'.
import { useId } from 'react';
import styled from 'styled-components';
import { CARD_SKILLS_SHOWN } from '@marketplace/shared-api/constants';
import type { ProfilePost } from '@marketplace/shared-api/types';
import { Avatar } from '@marketplace/shared-ui/avatar';
import { VerifiedBadge } from '@marketplace/shared-ui/badge';
import { Button } from '@marketplace/shared-ui/button';
import { LinkButton } from '@marketplace/shared-ui/link-button';
import { RatingLabel } from '@marketplace/shared-ui/rating';
import { SkillTags } from '../../../lib/skill-tags';
import { displayProfile } from '../profile-display';
import { ProfileFacts } from './profile-facts';

export interface ProfileCardProps {
  post: ProfilePost;
  isAdmin: boolean;
  onOpen: (post: ProfilePost) => void;
}

export function ProfileCard({ post, isAdmin, onOpen }: ProfileCardProps) {
  const nameId = useId();
  const profile = displayProfile(post);
  return (
    <Article aria-labelledby={nameId}>
      <Top>
        <Avatar src={post.avatar} name={profile.name} alt="" size="lg" />
        <div>
          <NameRow>
            <Name id={nameId}>
              {isAdmin ? (
                <NameButton type="button" onClick={() => onOpen(post)}>
                  {profile.name}
                </NameButton>
              ) : (
                profile.name
              )}
            </Name>
            {post.premium === 'Verified' && <VerifiedBadge />}
          </NameRow>
          <Muted>{profile.role}</Muted>
        </div>
      </Top>
      <Meta>
        <span>{profile.location}</span>
        <Rate>{profile.rate}</Rate>
      </Meta>
      <RatingLabel rating={post.rating} />
      <SkillTags skills={profile.skills} limit={CARD_SKILLS_SHOWN} />
      <ProfileFacts profile={profile} />
      <Actions>
        {!isAdmin && (
          <Button variant="secondary" size="sm" aria-describedby={nameId} onClick={() => onOpen(post)}>
            View Profile
          </Button>
        )}
        <LinkButton to={`/book/${encodeURIComponent(post.userId)}`} $variant="primary" $size="sm" aria-describedby={nameId}>
          Book Now
        </LinkButton>
      </Actions>
    </Article>
  );
}

const Article = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  height: 100%;
  padding: ${({ theme }) => theme.space[5]};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
`;

const Top = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  min-width: 0;
`;

const NameRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`;

// h2: the cards sit right under the page's h1 (no level may be skipped).
const Name = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  overflow-wrap: anywhere;
`;

const NameButton = styled.button`
  padding: 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.link};
  font: inherit;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-align: left;
  text-decoration: underline;
  cursor: pointer;
`;

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Meta = styled.p`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Rate = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  white-space: nowrap;
`;

// Side by side, sharing the row: four cards to a 1280 px row leave each about 226 px
// inside, where both fit one line with a tighter padding. A card too narrow for both
// wraps them, each then as wide as the card.
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  margin-top: auto;

  > * {
    flex: 1 1 auto;
    padding-left: ${({ theme }) => theme.space[2]};
    padding-right: ${({ theme }) => theme.space[2]};
  }
`;
