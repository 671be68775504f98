// Reviews about one user, on /admin/user/{userId}: the published
// client reviews, newest first, each with 'Hide review'. Hiding asks for the
// reason (shown to both parties and kept in the audit log); nothing deletes.
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { errorMessage } from '@marketplace/shared-api/api/errors';
import { useGetUserReviewPagesInfiniteQuery, useHideReviewMutation } from '@marketplace/shared-api/api/reviews';
import { REVIEW_HIDE_REASON_MAX } from '@marketplace/shared-api/constants';
import type { PublishedReview } from '@marketplace/shared-api/types';
import { Button } from '@marketplace/shared-ui/button';
import { FormError, TextAreaField } from '@marketplace/shared-ui/form-fields';
import { Modal } from '@marketplace/shared-ui/modal';
import { RowItem, RowList, rowContents } from '@marketplace/shared-ui/row-list';
import { Stars } from '@marketplace/shared-ui/rating';
import { Spinner } from '@marketplace/shared-ui/spinner';
import { useToast } from '@marketplace/shared-ui/toast';
import { Muted, SectionCard } from '@marketplace/shared-ui/section-card';
import { LoadErrorRow } from '@marketplace/shared-ui/page-states';

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
  const [reason, setReason] = useState('');
  const [hide, { isLoading, error }] = useHideReviewMutation();
  const toast = useToast();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = await hide({ reviewId: review.id, subjectId, body: { reason } });
    if (!('error' in result)) {
      toast.show('Review hidden', { kind: 'success' });
      onClose();
    }
  };
  return (
    <Modal open onClose={onClose} title={`Hide ${review.reviewer.firstName}'s review`} size="lg">
      <form onSubmit={submit}>
        <TextAreaField
          label="Reason"
          hint={`Both parties see it. Up to ${REVIEW_HIDE_REASON_MAX} characters.`}
          maxLength={REVIEW_HIDE_REASON_MAX}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          required
        />
        {error !== undefined && <FormError>{errorMessage(error, 'Could not hide the review.')}</FormError>}
        <Actions>
          <Button type="button" variant="ghost" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" variant="danger" loading={isLoading} disabled={!reason.trim()}>
            Hide review
          </Button>
        </Actions>
      </form>
    </Modal>
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

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[2]};
  margin-top: ${({ theme }) => theme.space[3]};
`;
