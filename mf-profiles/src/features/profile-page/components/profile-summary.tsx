// The left card of another user's profile page (SPEC section 2): avatar with a
// fallback, full name, verified badge, role, the earned rating ('New' without
// reviews, 4.9 marked New when it cannot be had) and location with their
// fallbacks, experience and availability when present, the peso hourly rate when
// there is one, 'Member since {date}' and the skills as tags.
import type { ReactNode } from 'react';
import { FALLBACKS } from '@marketplace/shared-api/constants';
import type { RatingSummary, UserView } from '@marketplace/shared-api/types';
import { VerifiedBadge } from '@marketplace/shared-ui/badge';
import { VisuallyHidden } from '@marketplace/shared-ui/visually-hidden';
import { RatingLabel } from '@marketplace/shared-ui/rating';
import { pesosPerHour } from '@marketplace/shared-api/format';
import { orFallback } from '../../../lib/format';
import { PersonCard } from '../../../lib/person-card';
import { Fact } from '@marketplace/shared-ui/fact-list';

export interface ProfileSummaryProps {
  profile: UserView;
  /**
   * The earned rating (GET /api/reviews/users/{id}): undefined while it loads (no figure
   * shows, as one could turn out wrong), null when it could not be had (the SPEC's fallback).
   */
  rating: RatingSummary | null | undefined;
  actions: ReactNode;
}

export function ProfileSummary({ profile, rating, actions }: ProfileSummaryProps) {
  return (
    <PersonCard
      person={profile}
      label="Profile summary"
      badges={profile.premium === 'Verified' && <VerifiedBadge />}
      facts={
        <>
          <Fact label="Role">{orFallback(profile.role, FALLBACKS.role)}</Fact>
          <Fact label="Rating">{rating === undefined ? <RatingPending /> : <RatingLabel rating={rating} />}</Fact>
          <Fact label="Location">{orFallback(profile.location, FALLBACKS.location)}</Fact>
          {profile.experience && <Fact label="Experience">{profile.experience}</Fact>}
          {profile.availability && <Fact label="Availability">{profile.availability}</Fact>}
          {profile.salaryRate !== null && profile.salaryRate !== undefined && (
            <Fact label="Rate">{pesosPerHour(profile.salaryRate)}</Fact>
          )}
        </>
      }
      actions={actions}
    />
  );
}

function RatingPending() {
  return (
    <span aria-busy="true">
      <VisuallyHidden>Loading</VisuallyHidden>
      <span aria-hidden="true">…</span>
    </span>
  );
}
