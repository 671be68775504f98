// Recurring series calls: judge a pattern (nothing held), book it, list
// the series on either side, the assistant's one answer, cancel from an occurrence on
// (with its quote first), extend by more weeks, move from an occurrence on to new
// weekdays or time (judged first), and pay a period. Series are tagged by id plus LIST; any
// change to a series also changes its occurrences, so the booking lists and the
// assistant's slots are invalidated with it.
import { api, LIST } from '@marketplace/shared-api/api/api';
import type { BookingsRole } from '@marketplace/shared-api/schemas/bookings';
import type { ChangeSeriesInput, CreateSeriesInput, ExtendSeriesInput, JudgeSeriesChangeBody, JudgeSeriesInput, SeriesPaymentInput, SeriesStatusBody } from '@marketplace/shared-api/schemas/series';
import type { PaymentResponse, RecurringSeries, SeriesCancellationQuote, SeriesChangeJudgement, SeriesJudgement } from '@marketplace/shared-api/types';

export interface CreateSeriesResponse {
  success: boolean;
  message: string;
  series: RecurringSeries;
}

type Tag = { type: 'Series' | 'Booking' | 'BookedSlot' | 'BookingTotals'; id: string };

/** What a change to one series makes stale: it, the series and booking lists, the totals and the assistant's slots. */
function afterSeriesChange(series: Pick<RecurringSeries, 'id' | 'consultantId'> | undefined, id?: string): Tag[] {
  const tags: Tag[] = [
    { type: 'Series', id: LIST },
    { type: 'Booking', id: LIST },
    { type: 'BookingTotals', id: LIST },
    { type: 'BookedSlot', id: series?.consultantId ?? LIST },
  ];
  const seriesId = series?.id ?? id;
  if (seriesId) tags.push({ type: 'Series', id: seriesId });
  return tags;
}

export const seriesApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Every occurrence of a pattern with why any cannot be booked; holds nothing. */
    judgeSeries: build.mutation<SeriesJudgement, JudgeSeriesInput>({
      query: (body) => ({ url: '/bookings/series/judge', method: 'POST', body }),
    }),
    /** Books the confirmed list at once; 409 names the occurrences lost to someone else meanwhile. */
    createSeries: build.mutation<CreateSeriesResponse, CreateSeriesInput>({
      query: (body) => ({ url: '/bookings/series', method: 'POST', body }),
      invalidatesTags: (result) => afterSeriesChange(result?.series),
    }),
    /** The signed-in user's series as the consultant or as the client, each with its occurrences. */
    getSeriesList: build.query<RecurringSeries[], BookingsRole>({
      query: (role) => ({ url: '/bookings/series', params: { role } }),
      providesTags: (result) => [...(result ?? []).map(({ id }) => ({ type: 'Series' as const, id })), { type: 'Series' as const, id: LIST }],
    }),
    /** The assistant accepts or declines the whole request once. */
    answerSeries: build.mutation<RecurringSeries, { id: string } & SeriesStatusBody>({
      query: ({ id, status }) => ({ url: `/bookings/series/${encodeURIComponent(id)}/status`, method: 'PUT', body: { status } }),
      invalidatesTags: (result, _error, { id }) => afterSeriesChange(result, id),
    }),
    /** What cancelling from this occurrence on would refund, occurrence by occurrence (asked afresh each time). */
    getSeriesCancellationQuote: build.query<SeriesCancellationQuote, { id: string; from: string }>({
      query: ({ id, from }) => ({ url: `/bookings/series/${encodeURIComponent(id)}/cancellation`, params: { from } }),
      keepUnusedDataFor: 0,
    }),
    /** Cancels this occurrence and all following, each under the cancellation policy. */
    cancelFollowing: build.mutation<RecurringSeries, { id: string; fromBookingId: string }>({
      query: ({ id, fromBookingId }) => ({ url: `/bookings/series/${encodeURIComponent(id)}/cancel`, method: 'POST', body: { fromBookingId } }),
      invalidatesTags: (result, _error, { id }) => afterSeriesChange(result, id),
    }),
    /** Adds weeks of the pattern after the series' last week, each new occurrence judged again. */
    extendSeries: build.mutation<RecurringSeries, { id: string } & ExtendSeriesInput>({
      query: ({ id, ...body }) => ({ url: `/bookings/series/${encodeURIComponent(id)}/extend`, method: 'POST', body }),
      invalidatesTags: (result, _error, { id }) => afterSeriesChange(result, id),
    }),
    /** Where each occurrence from one on would move with new weekdays and time; moves nothing. */
    judgeSeriesChange: build.mutation<SeriesChangeJudgement, { id: string } & JudgeSeriesChangeBody>({
      query: ({ id, ...body }) => ({ url: `/bookings/series/${encodeURIComponent(id)}/change/judge`, method: 'POST', body }),
    }),
    /** Moves the occurrences from one on to the new weekdays and time, keeping those the Boss leaves where they are. */
    changeSeries: build.mutation<RecurringSeries, { id: string } & ChangeSeriesInput>({
      query: ({ id, ...body }) => ({ url: `/bookings/series/${encodeURIComponent(id)}/change`, method: 'POST', body }),
      invalidatesTags: (result, _error, { id }) => afterSeriesChange(result, id),
    }),
    /** One checkout for a period's occurrences (the whole series when it is paid once). */
    paySeries: build.mutation<PaymentResponse, SeriesPaymentInput>({
      query: (body) => ({ url: '/payments/series', method: 'POST', body }),
      invalidatesTags: (_result, _error, { seriesId }) => [{ type: 'Series', id: seriesId }],
    }),
  }),
});

export const {
  useJudgeSeriesMutation,
  useCreateSeriesMutation,
  useGetSeriesListQuery,
  useAnswerSeriesMutation,
  useGetSeriesCancellationQuoteQuery,
  useCancelFollowingMutation,
  useExtendSeriesMutation,
  useJudgeSeriesChangeMutation,
  useChangeSeriesMutation,
  usePaySeriesMutation,
} = seriesApi;
