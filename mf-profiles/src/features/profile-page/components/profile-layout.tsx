// The frame of another user's profile page (SPEC section 2): the summary card on the
// left (one column below the tablet width) and, on the right, About followed by the
// page's other sections. The page renders it in the browser, and the server renders
// the same layout, with no other section, as the page's first screen (first-screen.tsx).
import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { RatingSummary, UserView } from '@marketplace/shared-api/types';
import { Card, PageContainer, SplitColumns } from '@marketplace/shared-ui/layout';
import { Muted } from '@marketplace/shared-ui/section-card';
import { UserText } from '@marketplace/shared-ui/user-text';
import { ProfileSummary } from './profile-summary';

export interface ProfileLayoutProps {
  profile: UserView;
  /** The earned rating; undefined while it loads, null when it could not be had. */
  rating: RatingSummary | null | undefined;
  /** The summary card's buttons. */
  actions: ReactNode;
  /** The sections below About. */
  children?: ReactNode;
  /** What the page opens over itself (the message dialog). */
  dialogs?: ReactNode;
}

export function ProfileLayout({ profile, rating, actions, children, dialogs }: ProfileLayoutProps) {
  return (
    <PageContainer>
      <SplitColumns $columns="20rem 1fr">
        <ProfileSummary profile={profile} rating={rating} actions={actions} />
        <Side>
          <Card as="section" aria-labelledby="profile-about">
            <h2 id="profile-about">About</h2>
            {profile.bio?.trim() ? <UserText>{profile.bio}</UserText> : <Muted>This user hasn&apos;t added a bio yet.</Muted>}
          </Card>
          {children}
        </Side>
      </SplitColumns>
      {dialogs}
    </PageContainer>
  );
}

const Side = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[6]};
  min-width: 0;

  h2 {
    margin: 0 0 ${({ theme }) => theme.space[3]};
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`;
