// The profile page's reviews: published client reviews, newest
// first, paged with 'Load more'. Each shows the reviewer's first name and
// avatar, the stars, the text, the session date and the assistant's answer.
// The reviewed assistant, on their own page, may answer each review once.
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { errorMessage } from '@marketplace/shared-api/api/errors';
import { useAnswerReviewMutation, useGetUserReviewPagesInfiniteQuery } from '@marketplace/shared-api/api/reviews';
import { REVIEW_ANSWER_MAX } from '@marketplace/shared-api/constants';
import type { PublishedReview } from '@marketplace/shared-api/types';
import { Avatar } from '@marketplace/shared-ui/avatar';
import { Button } from '@marketplace/shared-ui/button';
import { FormError, TextAreaField } from '@marketplace/shared-ui/form-fields';
import { Card } from '@marketplace/shared-ui/layout';
import { Stars } from '@marketplace/shared-ui/rating';
import { Spinner } from '@marketplace/shared-ui/spinner';
import { UserText } from '@marketplace/shared-ui/user-text';
import { LoadErrorRow } from '@marketplace/shared-ui/page-states';
import { useDayFormat } from '../../../lib/format';

export function ReviewList({ userId, canAnswer }: { userId: string; canAnswer: boolean }) {
  const { data, isLoading, isError, refetch, fetchNextPage, hasNextPage, isFetchingNextPage } = useGetUserReviewPagesInfiniteQuery(userId);
  const reviews = data?.pages.flatMap((page) => page.reviews) ?? [];
  return (
    <Card as="section" aria-labelledby="profile-reviews">
      <h2 id="profile-reviews">Reviews</h2>
      {isLoading ? (
        <Spinner label="Loading reviews" />
      ) : isError ? (
        <LoadErrorRow onRetry={() => refetch()}>Error loading reviews</LoadErrorRow>
      ) : reviews.length === 0 ? (
        <Muted>No reviews yet.</Muted>
      ) : (
        <>
          <List aria-label="Reviews">
            {reviews.map((review) => (
              <ReviewItem key={review.id} review={review} userId={userId} canAnswer={canAnswer} />
            ))}
          </List>
          {hasNextPage && (
            <Button variant="secondary" loading={isFetchingNextPage} onClick={() => fetchNextPage()}>
              Load more
            </Button>
          )}
        </>
      )}
    </Card>
  );
}

function ReviewItem({ review, userId, canAnswer }: { review: PublishedReview; userId: string; canAnswer: boolean }) {
  const formatDay = useDayFormat();
  return (
    <Item aria-label={`Review by ${review.reviewer.firstName}`}>
      <Row>
        <Avatar src={review.reviewer.avatar} name={review.reviewer.firstName} size="sm" />
        <strong>{review.reviewer.firstName}</strong>
        <Stars stars={review.stars} />
      </Row>
      {review.text && <UserText>{review.text}</UserText>}
      <Muted>Session on {formatDay(review.sessionDate, 'longDate')}</Muted>
      {review.answer ? (
        <Answer aria-label="Answer from the assistant">
          <Muted>Answer from the assistant</Muted>
          <UserText>{review.answer.text}</UserText>
        </Answer>
      ) : (
        canAnswer && <AnswerForm reviewId={review.id} subjectId={userId} />
      )}
    </Item>
  );
}

function AnswerForm({ reviewId, subjectId }: { reviewId: string; subjectId: string }) {
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [answer, { isLoading, error }] = useAnswerReviewMutation();
  if (!open) {
    return (
      <div>
        <Button variant="ghost" size="sm" onClick={() => setOpen(true)}>
          Answer
        </Button>
      </div>
    );
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void answer({ reviewId, subjectId, body: { text } });
  };
  return (
    <form onSubmit={submit} aria-label="Answer this review">
      <TextAreaField
        label="Your public answer"
        hint={`Shown under the review. You can answer once, up to ${REVIEW_ANSWER_MAX} characters (${text.length}/${REVIEW_ANSWER_MAX}).`}
        maxLength={REVIEW_ANSWER_MAX}
        value={text}
        onChange={(event) => setText(event.target.value)}
        required
      />
      {error !== undefined && <FormError>{errorMessage(error, 'Could not save the answer.')}</FormError>}
      <Row>
        <Button type="button" variant="ghost" size="sm" onClick={() => setOpen(false)}>
          Cancel
        </Button>
        <Button type="submit" size="sm" loading={isLoading} disabled={!text.trim()}>
          Post answer
        </Button>
      </Row>
    </form>
  );
}

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  margin: 0 0 ${({ theme }) => theme.space[4]};
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  padding-bottom: ${({ theme }) => theme.space[4]};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  min-width: 0;
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`;


const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Answer = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  margin-left: ${({ theme }) => theme.space[4]};
  padding-left: ${({ theme }) => theme.space[3]};
  border-left: 2px solid ${({ theme }) => theme.colors.border};
`;
