// The reviews of one completed, paid booking, for either party: the
// caller's own review (written once, editable until published within the
// 14-day window) and, once published, the other party's. Double-blind: until
// then the dialog only says whether the other party has written theirs.
// A review an admin hid shows the reason to both parties.
import { useContext, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { errorMessage, errorField } from '@marketplace/shared-api/api/errors';
import { useEditReviewMutation, useGetBookingReviewsQuery, useWriteReviewMutation } from '@marketplace/shared-api/api/reviews';
import { REVIEW_TEXT_MAX, REVIEW_WINDOW_DAYS } from '@marketplace/shared-api/constants';
import type { Booking, BookingReview } from '@marketplace/shared-api/types';
import { Button } from '@marketplace/shared-ui/button';
import { FormError, TextAreaField } from '@marketplace/shared-ui/form-fields';
import { Modal } from '@marketplace/shared-ui/modal';
import { Stars } from '@marketplace/shared-ui/rating';
import { Spinner } from '@marketplace/shared-ui/spinner';
import { UserText } from '@marketplace/shared-ui/user-text';
import { SpreadRow } from '@marketplace/shared-ui/layout';
import { formatInstantInZone } from '@marketplace/shared-api/format';
import { NowContext, useWallClock } from '@marketplace/shared-api/time/use-wall-clock';
import { LoadErrorRow } from '@marketplace/shared-ui/page-states';
import { StarPicker } from './star-picker';

export interface ReviewDialogProps {
  booking: Booking | null;
  /** The other party's first name, as the texts name them. */
  otherName: string;
  onClose: () => void;
}

export function ReviewDialog({ booking, otherName, onClose }: ReviewDialogProps) {
  return (
    <Modal open={booking !== null} onClose={onClose} title={`Review your session with ${otherName}`} size="2xl">
      {booking && <ReviewPanel bookingId={booking.id} otherName={otherName} />}
    </Modal>
  );
}

function ReviewPanel({ bookingId, otherName }: { bookingId: string; otherName: string }) {
  const { data, isLoading, error, refetch } = useGetBookingReviewsQuery(bookingId);
  const [editing, setEditing] = useState(false);
  const clock = useWallClock();
  const now = useContext(NowContext)().getTime();
  if (isLoading) return <Spinner label="Loading reviews" />;
  if (!data) {
    return (
      <Section>
        <LoadErrorRow onRetry={() => refetch()}>{errorMessage(error, 'Could not load the reviews.')}</LoadErrorRow>
      </Section>
    );
  }
  if (!data.reviewable) return <Muted>Only a completed, paid session can be reviewed.</Muted>;
  const open = data.windowClosesAt !== null && new Date(data.windowClosesAt).getTime() > now;
  const closes = data.windowClosesAt ? formatInstantInZone(data.windowClosesAt, clock.zone) : '';
  const mine = data.mine;
  const canEdit = mine !== null && open && mine.publishedAt === null && mine.hidden === null;

  return (
    <Section>
      <section aria-label="Your review">
        <h3>Your review</h3>
        {mine && !editing ? (
          <>
            <ReviewBody review={mine} />
            {canEdit && (
              <SpreadRow>
                <Muted>Not published yet: you can edit it until {otherName} writes theirs or until {closes}.</Muted>
                <Button variant="secondary" size="sm" onClick={() => setEditing(true)}>
                  Edit review
                </Button>
              </SpreadRow>
            )}
          </>
        ) : open ? (
          <ReviewForm
            bookingId={bookingId}
            editing={editing ? mine : null}
            otherName={otherName}
            onDone={() => setEditing(false)}
          />
        ) : (
          <Muted>Reviews can be written for {REVIEW_WINDOW_DAYS} days after the session was completed; this window has closed.</Muted>
        )}
        {open && !mine && <Muted>You can write it until {closes}.</Muted>}
      </section>
      <section aria-label={`${otherName}'s review`}>
        <h3>{otherName}&apos;s review</h3>
        {data.theirs ? (
          <ReviewBody review={data.theirs} />
        ) : data.theirsWritten ? (
          <Muted>
            {otherName} has written a review. You will both see each other&apos;s once you write yours, or on {closes}.
          </Muted>
        ) : (
          <Muted>{otherName} has not written a review yet.</Muted>
        )}
      </section>
    </Section>
  );
}

function ReviewBody({ review }: { review: BookingReview }) {
  return (
    <Body>
      <Stars stars={review.stars} />
      {review.text ? <UserText>{review.text}</UserText> : <Muted>No text.</Muted>}
      {review.hidden && <Hidden role="note">Hidden by an admin. Reason: {review.hidden.reason}</Hidden>}
      {review.answer && (
        <Muted>
          Answer: <span>{review.answer.text}</span>
        </Muted>
      )}
    </Body>
  );
}

interface ReviewFormProps {
  bookingId: string;
  editing: BookingReview | null;
  otherName: string;
  onDone: () => void;
}

function ReviewForm({ bookingId, editing, otherName, onDone }: ReviewFormProps) {
  const [stars, setStars] = useState<number | null>(editing?.stars ?? null);
  const [text, setText] = useState(editing?.text ?? '');
  const [starsMissing, setStarsMissing] = useState(false);
  const [write, writing] = useWriteReviewMutation();
  const [edit, saving] = useEditReviewMutation();
  const failure = editing ? saving.error : writing.error;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (stars === null) {
      setStarsMissing(true);
      return;
    }
    const body = { stars, text };
    const result = editing ? await edit({ reviewId: editing.id, bookingId, body }) : await write({ bookingId, body });
    if (!('error' in result)) onDone();
  };

  return (
    <Form onSubmit={submit} aria-label={editing ? 'Edit your review' : 'Write your review'} noValidate>
      <StarPicker
        legend={`How was your session with ${otherName}?`}
        value={stars}
        onChange={(value) => {
          setStars(value);
          setStarsMissing(false);
        }}
        error={starsMissing ? 'Choose from 1 to 5 stars.' : errorField(failure) === 'stars' ? errorMessage(failure, '') : undefined}
      />
      <TextAreaField
        label="Your review (optional)"
        hint={`Up to ${REVIEW_TEXT_MAX} characters (${text.length}/${REVIEW_TEXT_MAX}). ${otherName} reads it once you have both written yours, or after ${REVIEW_WINDOW_DAYS} days.`}
        maxLength={REVIEW_TEXT_MAX}
        value={text}
        onChange={(event) => setText(event.target.value)}
        error={errorField(failure) === 'text' ? errorMessage(failure, '') : undefined}
      />
      {failure !== undefined && !['stars', 'text'].includes(errorField(failure) ?? '') && (
        <FormError>{errorMessage(failure, 'Could not save the review.')}</FormError>
      )}
      <SpreadRow>
        {editing && (
          <Button type="button" variant="ghost" onClick={onDone}>
            Cancel
          </Button>
        )}
        <Button type="submit" loading={writing.isLoading || saving.isLoading}>
          {editing ? 'Save review' : 'Submit review'}
        </Button>
      </SpreadRow>
    </Form>
  );
}

const Section = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};

  h3 {
    margin: 0 0 ${({ theme }) => theme.space[2]};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
`;

const Body = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
`;


const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Hidden = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.warningText};
`;
