// Listings the user saved with the Save toggle of a listing page.
import { dollarsPerHour } from '@marketplace/shared-api/format';
import styled from 'styled-components';
import { useGetOwnPostsQuery } from '@marketplace/shared-api/api/profiles';
import { Spinner } from '@marketplace/shared-ui/spinner';
import { FallbackImage } from '../../../lib/fallback-image';

import { Muted, SectionCard } from '@marketplace/shared-ui/section-card';
import { CardGrid, ImageCardLink } from '@marketplace/shared-ui/card-grid';

export function SavedListings() {
  const { data, error } = useGetOwnPostsQuery();
  const saved = data?.savedPosts ?? [];
  return (
    <SectionCard title="Saved listings">
      {!data && error ? (
        <Muted role="alert">Could not load your saved listings.</Muted>
      ) : !data ? (
        <Spinner label="Loading saved listings" />
      ) : saved.length === 0 ? (
        <Muted>You haven&apos;t saved any listings yet.</Muted>
      ) : (
        <CardGrid $gap={3}>
          {saved.map((listing) => (
            <li key={listing.id}>
              <ListingLink to={`/${encodeURIComponent(listing.id)}`}>
                <FallbackImage src={listing.images[0]} alt="" />
                <span>
                  <strong>{listing.title}</strong>
                  <Muted as="span">{listing.address}</Muted>
                  <span>{dollarsPerHour(listing.rate)}</span>
                </span>
              </ListingLink>
            </li>
          ))}
        </CardGrid>
      )}
    </SectionCard>
  );
}

const ListingLink = styled(ImageCardLink)`
  > span {
    display: grid;
    gap: ${({ theme }) => theme.space[1]};
    padding: ${({ theme }) => theme.space[3]};
  }
`;
