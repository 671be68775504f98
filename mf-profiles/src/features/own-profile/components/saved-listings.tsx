// Listings the user saved with the Save toggle of a listing page.
import { dollarsPerHour } from '@marketplace/shared-api/format';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useGetOwnPostsQuery } from '@marketplace/shared-api/api/profiles';
import { Spinner } from '@marketplace/shared-ui/spinner';
import { FallbackImage } from '../../../lib/fallback-image';

import { Muted, SectionCard } from './section-card';

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
        <Grid>
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
        </Grid>
      )}
    </SectionCard>
  );
}

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(12rem, 1fr));
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const ListingLink = styled(Link)`
  display: flex;
  flex-direction: column;
  height: 100%;
  overflow: hidden;
  color: inherit;
  text-decoration: none;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceRaised};

  &:hover {
    border-color: ${({ theme }) => theme.colors.primary};
  }

  img {
    width: 100%;
    aspect-ratio: 4 / 3;
    object-fit: cover;
  }

  > span {
    display: grid;
    gap: ${({ theme }) => theme.space[1]};
    padding: ${({ theme }) => theme.space[3]};
  }
`;
