// Review calls: a booking's two reviews for its parties, writing and
// editing one's own, the assistant's answer, an admin hiding one, and a user's
// published reviews (paged, newest first, with the rating they add up to).
// Tags: Review/{bookingId} for a booking's reviews, Review/user:{userId} for a
// profile's list and Rating for every card's figure, so a write refreshes what it changes.
import { api, LIST } from '@marketplace/shared-api/api/api';
import type { ReviewAnswerBody, ReviewBody, ReviewHideBody } from '@marketplace/shared-api/schemas/reviews';
import type { BookingReviews, PublishedReview, ReviewsPage } from '@marketplace/shared-api/types';

const userList = (userId: string) => ({ type: 'Review' as const, id: `user:${userId}` });

export const reviewsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getBookingReviews: build.query<BookingReviews, string>({
      query: (bookingId) => `/reviews/bookings/${encodeURIComponent(bookingId)}`,
      providesTags: (_result, _error, bookingId) => [{ type: 'Review', id: bookingId }],
    }),
    writeReview: build.mutation<BookingReviews, { bookingId: string; body: ReviewBody }>({
      query: ({ bookingId, body }) => ({ url: `/reviews/bookings/${encodeURIComponent(bookingId)}`, method: 'POST', body }),
      // The second review publishes both: every list and rating may have changed.
      invalidatesTags: (_result, _error, { bookingId }) => [{ type: 'Review', id: bookingId }, 'Rating', { type: 'ProfilePost', id: LIST }],
    }),
    editReview: build.mutation<BookingReviews, { reviewId: string; bookingId: string; body: ReviewBody }>({
      query: ({ reviewId, body }) => ({ url: `/reviews/${encodeURIComponent(reviewId)}`, method: 'PUT', body }),
      invalidatesTags: (_result, _error, { bookingId }) => [{ type: 'Review', id: bookingId }],
    }),
    answerReview: build.mutation<PublishedReview, { reviewId: string; subjectId: string; body: ReviewAnswerBody }>({
      query: ({ reviewId, body }) => ({ url: `/reviews/${encodeURIComponent(reviewId)}/answer`, method: 'POST', body }),
      invalidatesTags: (_result, _error, { subjectId }) => [userList(subjectId)],
    }),
    hideReview: build.mutation<{ success: true }, { reviewId: string; subjectId: string; body: ReviewHideBody }>({
      query: ({ reviewId, body }) => ({ url: `/reviews/${encodeURIComponent(reviewId)}/hide`, method: 'POST', body }),
      invalidatesTags: (_result, _error, { subjectId }) => [userList(subjectId), 'Rating', { type: 'ProfilePost', id: LIST }, { type: 'AuditLog', id: LIST }],
    }),
    /** The profile page's list: pages chained by nextCursor for "Load more"; each page carries the rating. */
    getUserReviewPages: build.infiniteQuery<ReviewsPage, string, string | null>({
      infiniteQueryOptions: {
        initialPageParam: null,
        getNextPageParam: (lastPage) => lastPage.nextCursor,
      },
      query: ({ queryArg, pageParam }) => ({
        url: `/reviews/users/${encodeURIComponent(queryArg)}`,
        params: pageParam ? { cursor: pageParam } : undefined,
      }),
      providesTags: (_result, _error, userId) => [userList(userId), 'Rating'],
    }),
  }),
});

export const {
  useGetBookingReviewsQuery,
  useWriteReviewMutation,
  useEditReviewMutation,
  useAnswerReviewMutation,
  useHideReviewMutation,
  useGetUserReviewPagesInfiniteQuery,
} = reviewsApi;
