// SPEC section 2, single listing detail (/{id}): title, address, rate, an image
// slider, the description and details from postDetail, Save and Book Now.
// Anonymous visitors who press Save or Book Now go to /login.
import { dollarsPerHour } from '@marketplace/shared-api/format';
import { useParams, useNavigate } from '@marketplace/shared-api/router';
import styled from 'styled-components';
import { errorStatus } from '@marketplace/shared-api/api/errors';
import { useGetListingQuery } from '@marketplace/shared-api/api/profiles';
import type { Listing } from '@marketplace/shared-api/types';
import { Avatar } from '@marketplace/shared-ui/avatar';
import { Button } from '@marketplace/shared-ui/button';
import { PageLoadError } from '@marketplace/shared-ui/page-states';
import { MissingPage } from '../../../lib/missing-page';
import { FormError } from '@marketplace/shared-ui/form-fields';
import { Card, PageContainer, SplitColumns } from '@marketplace/shared-ui/layout';

import { isId } from '../../../lib/ids';
import { LinkButton } from '@marketplace/shared-ui/link-button';
import { useViewer } from '@marketplace/shared-api/session/use-viewer';
import { useSaveToggle } from '../hooks/use-save-toggle';
import { ImageSlider } from './image-slider';
import { Fact, FactList } from '@marketplace/shared-ui/fact-list';
import { Muted } from '@marketplace/shared-ui/section-card';
import { UserText } from '@marketplace/shared-ui/user-text';
import { skipToken } from '@marketplace/shared-api/api/api';
import { PageSkeleton } from '@marketplace/shared-ui/skeleton';

export function ListingPage() {
  const { id } = useParams();
  const valid = isId(id);
  const { data: listing, error, isLoading, isFetching, refetch } = useGetListingQuery(valid ? id : skipToken);
  const status = errorStatus(error);
  const missing = !valid || status === 404 || status === 400;

  // A failure stays on show while a retry runs (the error outlives the new request).
  if (!listing && error && !missing) {
    return (
      <PageLoadError
        title="Error loading listing"
        description="Could not load this listing."
        retrying={isFetching}
        onRetry={() => refetch()}
      />
    );
  }
  if (!missing && !listing && isLoading) return <PageSkeleton label="Loading listing" shape="detail" />;
  if (missing || !listing) {
    return <MissingPage title="Listing not found" description="This listing does not exist or has been removed." />;
  }
  return <ListingView listing={listing} />;
}

function ListingView({ listing }: { listing: Listing }) {
  const viewer = useViewer();
  const navigate = useNavigate();
  const { toggle, pending, problem } = useSaveToggle(listing.id);
  const here = `/${encodeURIComponent(listing.id)}`;
  const bookTarget = `/book/${encodeURIComponent(listing.user.id)}`;
  const isOwn = viewer.id === listing.user.id;
  const detail = listing.postDetail;

  const save = () => {
    if (!viewer.signedIn) {
      navigate('/login', { state: { from: here } });
      return;
    }
    void toggle();
  };

  return (
    <PageContainer>
      <SplitColumns $columns="3fr 2fr">
        <ImageSlider images={listing.images} title={listing.title} />
        <Summary as="section" aria-labelledby="listing-title">
          <h1 id="listing-title">{listing.title}</h1>
          <Address>{listing.address}</Address>
          <Rate>{dollarsPerHour(listing.rate)}</Rate>
          <Owner to={`/profile/${encodeURIComponent(listing.user.id)}`}>
            <Avatar src={listing.user.avatar} name={listing.user.username} alt="" size="sm" />
            <span>{listing.user.username}</span>
          </Owner>
          <FormError>{problem}</FormError>
          <Actions>
            <Button variant="secondary" aria-pressed={listing.isSaved} disabled={pending} onClick={save}>
              {listing.isSaved ? 'Saved' : 'Save'}
            </Button>
            {!isOwn &&
              (viewer.signedIn ? (
                <LinkButton to={bookTarget} $variant="primary">
                  Book Now
                </LinkButton>
              ) : (
                <LinkButton to="/login" state={{ from: bookTarget }} $variant="primary">
                  Book Now
                </LinkButton>
              ))}
          </Actions>
        </Summary>
      </SplitColumns>
      <Info>
        <Card as="section" aria-labelledby="listing-description">
          <h2 id="listing-description">Description</h2>
          {detail?.desc?.trim() ? <UserText>{detail.desc}</UserText> : <Muted>No description yet.</Muted>}
        </Card>
        <Card as="section" aria-labelledby="listing-details">
          <h2 id="listing-details">Details</h2>
          <FactList>
            <Fact label="Size">{detail?.size != null ? `${detail.size} hours` : 'N/A'}</Fact>
            <Fact label="School">{detail?.school?.trim() || 'N/A'}</Fact>
            <Fact label="Verified">{detail?.restaurant === 1 ? 'Yes' : 'No'}</Fact>
          </FactList>
        </Card>
      </Info>
    </PageContainer>
  );
}

const Summary = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};

  h1 {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const Address = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Rate = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Owner = styled(LinkButton).attrs({ $variant: 'ghost' as const })`
  align-self: flex-start;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
`;

const Info = styled(SplitColumns).attrs({ $columns: '3fr 2fr' })`
  align-items: stretch;
  margin-top: ${({ theme }) => theme.space[6]};

  h2 {
    margin: 0 0 ${({ theme }) => theme.space[3]};
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`;



