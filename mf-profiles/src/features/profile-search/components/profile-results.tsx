// The result grid of the list page: 1 to 4 columns by width, pages chained by
// nextCursor behind 'Load more', and the SPEC's empty and error states.
import { useState } from 'react';
import styled from 'styled-components';
import { useSearchProfilePostPagesInfiniteQuery } from '@marketplace/shared-api/api/profiles';
import type { ProfilePost } from '@marketplace/shared-api/types';
import { Button } from '@marketplace/shared-ui/button';
import { EmptyState } from '@marketplace/shared-ui/empty-state';
import { FormError } from '@marketplace/shared-ui/form-fields';
import { Spinner } from '@marketplace/shared-ui/spinner';
import { useViewer } from '@marketplace/shared-api/session/use-viewer';
import { LoadError } from '@marketplace/shared-ui/page-states';
import { criteriaToQuery, hasCriteria, noMatchMessage, type SearchCriteria } from '../search-criteria';
import { ProfileCard } from './profile-card';
import { ProfileModal } from './profile-modal';

export function ProfileResults({ criteria }: { criteria: SearchCriteria }) {
  const { isAdmin } = useViewer();
  const [opened, setOpened] = useState<ProfilePost | null>(null);
  const { data, error, isLoading, isFetching, refetch, hasNextPage, fetchNextPage, isFetchingNextPage, isFetchNextPageError } =
    useSearchProfilePostPagesInfiniteQuery(criteriaToQuery(criteria));

  // A failure stays on show while a retry runs (the error outlives the new request).
  if (!data && error) {
    return (
      <LoadError
        title="Error loading profiles"
        description="Something went wrong while fetching assistants."
        retrying={isFetching}
        onRetry={() => refetch()}
      />
    );
  }

  if (isLoading || !data) {
    return (
      <Centre>
        <Spinner label="Loading profiles" size="lg" />
      </Centre>
    );
  }

  const posts = uniqueById(data.pages.flatMap((page) => page.posts));
  if (posts.length === 0) {
    return hasCriteria(criteria) ? (
      <EmptyState title="No matches found" description={noMatchMessage(criteria)} />
    ) : (
      <EmptyState title="No profiles found" description="No assistant has published a profile yet. Check back soon." />
    );
  }

  return (
    <>
      <Grid aria-label="Assistant profiles">
        {posts.map((post) => (
          <li key={post.id}>
            <ProfileCard post={post} isAdmin={isAdmin} onOpen={setOpened} />
          </li>
        ))}
      </Grid>
      {isFetchNextPageError && <FormError>Could not load more profiles. Please try again.</FormError>}
      {hasNextPage && (
        <More>
          <Button variant="secondary" loading={isFetchingNextPage} onClick={() => fetchNextPage()}>
            Load more
          </Button>
        </More>
      )}
      {opened && <ProfileModal post={opened} onClose={() => setOpened(null)} />}
    </>
  );
}

/** A post that moved between pages while paging (an update) shows once. */
function uniqueById(posts: ProfilePost[]): ProfilePost[] {
  const seen = new Set<string>();
  return posts.filter((post) => !seen.has(post.id) && seen.add(post.id));
}

const Grid = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  grid-template-columns: 1fr;
  margin: 0;
  padding: 0;
  list-style: none;

  /* A card out of view is not laid out or painted until it nears the viewport: the
     first page's 24 cards were one 140 ms layout and paint on a phone,
     of which a phone's screen shows two. "auto" keeps a card's last real height; the
     width is the grid column's. */
  > li {
    content-visibility: auto;
    contain-intrinsic-block-size: auto 23rem;
  }

  @media (min-width: 640px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
  ${({ theme }) => theme.media.desktop} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;

const Centre = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.space[12]};
`;

const More = styled.div`
  display: flex;
  justify-content: center;
  margin-top: ${({ theme }) => theme.space[6]};
`;
