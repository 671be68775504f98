// Reviews about one user, on /admin/user/{userId}: the published
// client reviews, newest first, each with 'Hide review'. Hiding asks for the
// reason (shown to both parties and kept in the audit log); nothing deletes.
import { useState } from 'react';
import styled from 'styled-components';
import { errorMessage } from '@marketplace/shared-api/api/errors';
import { useGetUserReviewPagesInfiniteQuery, useHideReviewMutation } from '@marketplace/shared-api/api/reviews';
import { REVIEW_HIDE_REASON_MAX } from '@marketplace/shared-api/constants';
import type { PublishedReview } from '@marketplace/shared-api/types';
import { Button } from '@marketplace/shared-ui/button';
import { RowItem, RowList, rowContents } from '@marketplace/shared-ui/row-list';
import { Stars } from '@marketplace/shared-ui/rating';
import { Spinner } from '@marketplace/shared-ui/spinner';
import { useToast } from '@marketplace/shared-ui/toast';
import { Muted, SectionCard } from '@marketplace/shared-ui/section-card';
import { LoadErrorRow } from '@marketplace/shared-ui/page-states';
import { ReasonDialog } from '../../../components/reason-dialog';

export function ReviewsSection({ userId }: { userId: string }) {
  const { data, isLoading, isError, refetch, fetchNextPage, hasNextPage, isFetchingNextPage } = useGetUserReviewPagesInfiniteQuery(userId);
  const [hiding, setHiding] = useState<PublishedReview | null>(null);
  const reviews = data?.pages.flatMap((page) => page.reviews) ?? [];
  return (
    <SectionCard title="Reviews about this user">
      {isLoading ? (
        <Spinner label="Loading reviews" />
      ) : isError ? (
        <LoadErrorRow onRetry={() => refetch()}>Could not load the reviews.</LoadErrorRow>
      ) : reviews.length === 0 ? (
        <Muted>No published reviews.</Muted>
      ) : (
        <RowList aria-label="Reviews about this user">
          {reviews.map((review) => (
            <Item key={review.id} aria-label={`Review by ${review.reviewer.firstName}`}>
              <div>
                <strong>{review.reviewer.firstName}</strong> <Stars stars={review.stars} />
                {review.text && <Text>{review.text}</Text>}
                <Muted>Session on {review.sessionDate}</Muted>
              </div>
              <Button variant="danger" size="sm" onClick={() => setHiding(review)}>
                Hide review
              </Button>
            </Item>
          ))}
        </RowList>
      )}
      {hasNextPage && (
        <Button variant="secondary" loading={isFetchingNextPage} onClick={() => fetchNextPage()}>
          Load more
        </Button>
      )}
      {hiding && <HideDialog review={hiding} subjectId={userId} onClose={() => setHiding(null)} />}
    </SectionCard>
  );
}

function HideDialog({ review, subjectId, onClose }: { review: PublishedReview; subjectId: string; onClose: () => void }) {
  const [hide] = useHideReviewMutation();
  const toast = useToast();
  return (
    <ReasonDialog
      title={`Hide ${review.reviewer.firstName}'s review`}
      description={`Both parties see the reason. Up to ${REVIEW_HIDE_REASON_MAX} characters.`}
      confirmLabel="Hide review"
      danger
      required="Please say why the review is hidden."
      maxLength={REVIEW_HIDE_REASON_MAX}
      onConfirm={async (reason) => {
        const result = await hide({ reviewId: review.id, subjectId, body: { reason } });
        if ('error' in result) throw new Error(errorMessage(result.error, 'Could not hide the review.'));
        toast.show('Review hidden', { kind: 'success' });
      }}
      onClose={onClose}
    />
  );
}

const Item = styled(RowItem)`
  ${rowContents}
  align-items: flex-start;
  justify-content: space-between;
`;

const Text = styled.p`
  margin: ${({ theme }) => theme.space[1]} 0;
  overflow-wrap: anywhere;
`;

