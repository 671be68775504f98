// The profile modal of the list page (SPEC section 2): the post's profile, with
// images and premium merged in from a fetch of the user (GET /users/find/{id}).
// Book Now shows to everyone; Chat Now only when the viewed user is Verified or
// Admin and is not the viewer (SPEC section 6). Anonymous visitors go to /login.
import styled from 'styled-components';
import { useFindUserQuery } from '@marketplace/shared-api/api/users';
import type { ProfilePost } from '@marketplace/shared-api/types';
import { Avatar } from '@marketplace/shared-ui/avatar';
import { Badge, VerifiedBadge } from '@marketplace/shared-ui/badge';
import { Modal } from '@marketplace/shared-ui/modal';
import { RatingLabel } from '@marketplace/shared-ui/rating';
import { Spinner } from '@marketplace/shared-ui/spinner';
import { FallbackImage } from '../../../lib/fallback-image';
import { LinkButton } from '@marketplace/shared-ui/link-button';
import { SkillTags } from '../../../lib/skill-tags';
import { useViewer } from '@marketplace/shared-api/session/use-viewer';
import { displayProfile } from '../profile-display';
import { ProfileFacts } from './profile-facts';
import { CardGrid } from '@marketplace/shared-ui/card-grid';

export function ProfileModal({ post, onClose }: { post: ProfilePost; onClose: () => void }) {
  const viewer = useViewer();
  const { data: user, isFetching } = useFindUserQuery(post.userId);
  const profile = displayProfile(post);
  const premium = user?.premium ?? post.premium;
  const images = user?.images ?? [];
  const userPath = encodeURIComponent(post.userId);
  const canChat = (premium === 'Verified' || premium === 'Admin') && viewer.id !== post.userId;
  const signedInOr = (target: string) =>
    viewer.signedIn ? { to: target } : { to: '/login', state: { from: target } };

  return (
    <Modal
      open
      onClose={onClose}
      size="3xl"
      title={profile.name}
      footer={
        <>
          <LinkButton to={`/profile/${userPath}`} $variant="ghost">
            View full profile
          </LinkButton>
          {canChat && (
            <LinkButton {...signedInOr(`/chat/${userPath}`)} $variant="secondary">
              Chat Now
            </LinkButton>
          )}
          <LinkButton {...signedInOr(`/book/${userPath}`)} $variant="primary">
            Book Now
          </LinkButton>
        </>
      }
    >
      <Layout>
        <Summary>
          <Avatar src={user?.avatar ?? post.avatar} name={profile.name} size="xl" />
          <Badges>
            {premium === 'Verified' && <VerifiedBadge />}
            {premium === 'Admin' && <Badge variant="warning">Admin</Badge>}
          </Badges>
          <p>{profile.role}</p>
          <p>{profile.location}</p>
          <Rate>{profile.rate}</Rate>
          <RatingLabel rating={post.rating} />
        </Summary>
        <Details>
          <ProfileFacts profile={profile} />
          <SkillTags skills={profile.skills} />
          {post.description && (
            <section aria-label="About">
              <h3>About</h3>
              <p>{post.description}</p>
            </section>
          )}
          <section aria-label="Portfolio">
            <h3>Portfolio</h3>
            {isFetching && !user ? (
              <Spinner label="Loading portfolio" />
            ) : images.length > 0 ? (
              <Images>
                {images.map((src, index) => (
                  <li key={src}>
                    <FallbackImage src={src} alt={`${profile.name} portfolio image ${index + 1}`} />
                  </li>
                ))}
              </Images>
            ) : (
              <Muted>No portfolio images yet.</Muted>
            )}
          </section>
        </Details>
      </Layout>
    </Modal>
  );
}

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  grid-template-columns: 1fr;

  ${({ theme }) => theme.media.aboveMobile} {
    grid-template-columns: 14rem 1fr;
  }
`;

const Summary = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  text-align: center;

  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Badges = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
  min-height: 1.5rem;
  margin-top: ${({ theme }) => theme.space[2]};
`;

const Rate = styled.p`
  && {
    color: ${({ theme }) => theme.colors.text};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

const Details = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};

  h3 {
    margin: 0 0 ${({ theme }) => theme.space[2]};
    font-size: ${({ theme }) => theme.fontSizes.md};
  }

  p {
    margin: 0;
    white-space: pre-line;
  }
`;

const Images = styled(CardGrid).attrs({ $min: '8rem', $gap: 2 as const })`
  img {
    width: 100%;
    aspect-ratio: 1;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radii.md};
  }
`;

const Muted = styled.p`
  && {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;
