// SPEC section 2, another user's profile page (/profile/{id}): a spinner, then
// the error or not-found state, or the left card (summary, Contact, View Chat
// History) and the right side (About, the booking widget, an assistant's
// Reviews, Projects).
// The message dialog and the booking widget are other remotes' modules; they
// mount only where the deployed manifest lists them, so no button is dead.
import { useState } from 'react';
import { useParams } from '@marketplace/shared-api/router';
import styled from 'styled-components';
import { useGetProfileQuery } from '@marketplace/shared-api/api/profiles';
import { useGetUserReviewPagesInfiniteQuery } from '@marketplace/shared-api/api/reviews';
import { errorStatus } from '@marketplace/shared-api/api/errors';
import type { RemoteWidgets } from '@marketplace/shared-api/federation/remote-contract';
import { isRemoteModuleAvailable } from '@marketplace/shared-api/federation/remote-loader';
import type { UserView } from '@marketplace/shared-api/types';
import { Button } from '@marketplace/shared-ui/button';
import { PageLoadError } from '@marketplace/shared-ui/page-states';
import { MissingPage } from '../../../lib/missing-page';
import { Card } from '@marketplace/shared-ui/layout';
import { RemoteWidget } from '@marketplace/shared-ui/remote-widget';
import { PageSkeleton } from '@marketplace/shared-ui/skeleton';
import { Spinner } from '@marketplace/shared-ui/spinner';
import { fullName } from '@marketplace/shared-api/format';
import { isId } from '../../../lib/ids';
import { LinkButton } from '@marketplace/shared-ui/link-button';
import { useViewer, type Viewer } from '@marketplace/shared-api/session/use-viewer';
import { ProfileLayout } from './profile-layout';
import { ProjectsGrid } from './projects-grid';
import { ReviewList } from './review-list';
import { skipToken } from '@marketplace/shared-api/api/api';

export const MESSAGE_DIALOG_MODULE = 'mf_chat/MessageDialog' satisfies keyof RemoteWidgets;
export const BOOKING_WIDGET_MODULE = 'mf_booking/BookingWidget' satisfies keyof RemoteWidgets;

export function ProfilePage() {
  const { id } = useParams();
  const valid = isId(id);
  const { data: profile, error, isLoading, isFetching, refetch } = useGetProfileQuery(valid ? id : skipToken);
  const status = errorStatus(error);
  const missing = !valid || status === 404 || status === 400;

  // A failure stays on show while a retry runs (the error outlives the new request).
  if (!profile && error && !missing) {
    return (
      <PageLoadError
        title="Error loading profile"
        description="Could not load this user's profile."
        retrying={isFetching}
        onRetry={() => refetch()}
      />
    );
  }
  if (!missing && !profile && isLoading) return <PageSkeleton label="Loading profile" shape="detail" />;
  if (missing || !profile) {
    return <MissingPage title="User not found" description="This user profile does not exist." />;
  }

  return <ProfileView profile={profile} />;
}

function ProfileView({ profile }: { profile: UserView }) {
  const viewer = useViewer();
  const [contactOpen, setContactOpen] = useState(false);
  const [contactRequested, setContactRequested] = useState(false);
  const name = fullName(profile);
  const userPath = encodeURIComponent(profile.id);
  const isSelf = viewer.id === profile.id;
  const showWidget = viewer.signedIn && !isSelf && profile.role === 'Assistant';
  // The first page of reviews carries the rating; the review list below reads the same cache entry.
  const { data: reviewPages, isError: reviewsFailed } = useGetUserReviewPagesInfiniteQuery(profile.id);

  const openContact = () => {
    setContactRequested(true);
    setContactOpen(true);
  };

  return (
    <ProfileLayout
      profile={profile}
      rating={reviewPages?.pages[0]?.summary ?? (reviewsFailed ? null : undefined)}
      actions={
        <ContactActions
          viewer={viewer}
          isSelf={isSelf}
          firstName={profile.firstName || profile.username}
          userPath={userPath}
          onContact={openContact}
        />
      }
      dialogs={
        contactRequested && (
          <RemoteWidget
            id={MESSAGE_DIALOG_MODULE}
            label="the message dialog"
            props={{ recipientId: profile.id, recipientName: name, open: contactOpen, onClose: () => setContactOpen(false) }}
          />
        )
      }
    >
      {showWidget && (
        <RemoteWidget
          id={BOOKING_WIDGET_MODULE}
          label="the booking calendar"
          fallback={
            <BookingWidgetSpace>
              <Spinner label="Loading the booking calendar" />
            </BookingWidgetSpace>
          }
          props={{ consultantId: profile.id, consultantName: name }}
        />
      )}
      {profile.role === 'Assistant' && <ReviewList userId={profile.id} canAnswer={isSelf} />}
      <Card as="section" aria-labelledby="profile-projects">
        <h2 id="profile-projects">Projects</h2>
        <ProjectsGrid userId={profile.id} />
      </Card>
    </ProfileLayout>
  );
}

interface ContactActionsProps {
  viewer: Viewer;
  isSelf: boolean;
  firstName: string;
  userPath: string;
  onContact: () => void;
}

function ContactActions({ viewer, isSelf, firstName, userPath, onContact }: ContactActionsProps) {
  if (isSelf) {
    return (
      <LinkButton to="/profile/update" $variant="secondary" $fullWidth>
        Edit Profile
      </LinkButton>
    );
  }
  const contactLabel = `Contact ${firstName}`;
  if (!viewer.signedIn) {
    // SPEC section 6: visitors can view profiles, but Contact sends them to /login.
    return (
      <LinkButton to="/login" state={{ from: `/profile/${userPath}` }} $variant="primary" $fullWidth>
        {contactLabel}
      </LinkButton>
    );
  }
  return (
    <>
      {isRemoteModuleAvailable(MESSAGE_DIALOG_MODULE) && (
        <Button variant="primary" fullWidth onClick={onContact}>
          {contactLabel}
        </Button>
      )}
      <LinkButton to={`/chat/${userPath}`} $variant="secondary" $fullWidth>
        View Chat History
      </LinkButton>
    </>
  );
}

/**
 * Holds the booking calendar's place while its remote loads: about the calendar's
 * height (30 rem wide, more when narrow), so the Reviews and Projects below it do
 * not jump down by a screen when it arrives (CLS).
 */
const BookingWidgetSpace = styled.div`
  display: grid;
  place-items: center;
  min-height: 29rem;
`;
