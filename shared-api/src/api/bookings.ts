// Booking calls (SPEC section 7, Bookings and referrals), plus the .ics file of a
// booking and the private calendar feed. Lists provide each id plus LIST; every
// change invalidates the booking, the lists, the consultant's slots and the totals.
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { api, LIST } from '@marketplace/shared-api/api/api';
import type { AvailableQuery, BookingsRole, CreateBookingInput, SlotTime } from '@marketplace/shared-api/schemas/bookings';
import type { BookedSlot, Booking, BookingStatus, BookingTotals, CancellationQuote, UserSummary } from '@marketplace/shared-api/types';

/** GET /bookings/consultant/{id}: who is booked and the hourly rate the server prices with. */
export interface ConsultantInfo extends UserSummary {
  /** Pesos per hour (the fallback price when the consultant has none). */
  salaryRate: number;
}

export interface CreateBookingResponse {
  success: boolean;
  message: string;
  booking: Booking;
}

export interface CalendarFeed {
  /** A private address a calendar app can subscribe to; anyone holding it can read the schedule. */
  url: string;
}

/** Tags a consultant's free times alone, so a live slot update refetches them and not the booked list it carries. */
export const availableTimesTag = (consultantId: string) => `available:${consultantId}`;

type BookingTag = { type: 'Booking' | 'BookedSlot' | 'BookingTotals' | 'Series'; id: string };

/** What any change to one booking makes stale. */
function afterChange(booking: Pick<Booking, 'id' | 'consultantId' | 'seriesId'> | undefined, id?: string): BookingTag[] {
  const tags: BookingTag[] = [
    { type: 'Booking', id: LIST },
    { type: 'BookingTotals', id: LIST },
  ];
  const bookingId = booking?.id ?? id;
  if (bookingId) tags.push({ type: 'Booking', id: bookingId });
  tags.push({ type: 'BookedSlot', id: booking?.consultantId ?? LIST });
  // An occurrence of a series changed on its own: its series lists it (its status, a Moved badge, the next date).
  if (booking?.seriesId) tags.push({ type: 'Series', id: booking.seriesId });
  return tags;
}

const listTags = (result: Booking[] | undefined) => [
  ...(result ?? []).map(({ id }) => ({ type: 'Booking' as const, id })),
  { type: 'Booking' as const, id: LIST },
];

export const bookingsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Start times still free on a day ('09:00', '13:00'). */
    getAvailableTimes: build.query<SlotTime[], AvailableQuery>({
      query: (params) => ({ url: '/bookings/available', params }),
      providesTags: (_result, _error, { consultantId }) => [
        { type: 'BookedSlot', id: consultantId },
        { type: 'BookedSlot', id: availableTimesTag(consultantId) },
      ],
    }),
    /** Every live hold of a consultant from today on, one entry per held slot. */
    getBookedSlots: build.query<BookedSlot[], string>({
      query: (consultantId) => `/bookings/booked/${encodeURIComponent(consultantId)}`,
      providesTags: (_result, _error, consultantId) => [{ type: 'BookedSlot', id: consultantId }],
    }),
    getConsultant: build.query<ConsultantInfo, string>({
      query: (id) => `/bookings/consultant/${encodeURIComponent(id)}`,
      providesTags: (_result, _error, id) => [{ type: 'User', id }],
    }),
    /** POST /bookings/create, and POST /bookings when the first answers 405 (SPEC section 7). */
    createBooking: build.mutation<CreateBookingResponse, CreateBookingInput>({
      async queryFn(body, _api, _extra, baseQuery) {
        const first = await baseQuery({ url: '/bookings/create', method: 'POST', body });
        const result =
          first.error && (first.error as FetchBaseQueryError).status === 405
            ? await baseQuery({ url: '/bookings', method: 'POST', body })
            : first;
        if (result.error) return { error: result.error as FetchBaseQueryError };
        return { data: result.data as CreateBookingResponse };
      },
      invalidatesTags: (result) => afterChange(result?.booking),
    }),
    getBooking: build.query<Booking, string>({
      query: (id) => `/bookings/${encodeURIComponent(id)}`,
      providesTags: (_result, _error, id) => [{ type: 'Booking', id }],
    }),
    /** Bookings the signed-in user made (as the client). */
    getBookingsMade: build.query<Booking[], void>({
      query: () => '/bookings/made',
      providesTags: listTags,
    }),
    /** The signed-in user's bookings as the consultant (received) or as the client (made). */
    getUserBookings: build.query<Booking[], BookingsRole>({
      query: (role) => ({ url: '/bookings/user', params: { role } }),
      providesTags: listTags,
    }),
    updateBookingStatus: build.mutation<Booking, { id: string; status: BookingStatus }>({
      query: ({ id, status }) => ({ url: `/bookings/${encodeURIComponent(id)}/status`, method: 'PUT', body: { status } }),
      invalidatesTags: (result, _error, { id }) => afterChange(result, id),
    }),
    /** What cancelling the booking now would refund and leave the assistant (the cancel dialog shows it before the click). */
    getCancellationQuote: build.query<CancellationQuote, string>({
      query: (id) => `/bookings/${encodeURIComponent(id)}/cancellation`,
      // The amounts depend on the clock (the late-cancel threshold): asked afresh each time the dialog opens.
      keepUnusedDataFor: 0,
      providesTags: (_result, _error, id) => [{ type: 'Booking', id }],
    }),
    rescheduleBooking: build.mutation<Booking, { id: string; date: string; startTime: SlotTime }>({
      query: ({ id, date, startTime }) => ({
        url: `/bookings/${encodeURIComponent(id)}/reschedule`,
        method: 'PUT',
        body: { date, startTime },
      }),
      invalidatesTags: (result, _error, { id }) => afterChange(result, id),
    }),
    getBookingTotals: build.query<BookingTotals, void>({
      query: () => '/bookings/total-hours',
      providesTags: [{ type: 'BookingTotals', id: LIST }],
    }),
    /** The iCalendar file of one booking, as text (the screen saves it as a download). */
    getBookingCalendarFile: build.query<string, string>({
      query: (id) => ({ url: `/bookings/${encodeURIComponent(id)}/calendar.ics`, responseHandler: 'text' }),
      // A file to save once, not data to keep.
      keepUnusedDataFor: 0,
    }),
    getCalendarFeed: build.query<CalendarFeed, void>({
      query: () => '/bookings/calendar-feed',
      providesTags: [{ type: 'Booking', id: 'FEED' }],
    }),
    /** A new feed address; the old one stops working. */
    resetCalendarFeed: build.mutation<CalendarFeed, void>({
      query: () => ({ url: '/bookings/calendar-feed', method: 'POST' }),
      invalidatesTags: [{ type: 'Booking', id: 'FEED' }],
    }),
  }),
});

export const {
  useGetAvailableTimesQuery,
  useGetBookedSlotsQuery,
  useGetConsultantQuery,
  useCreateBookingMutation,
  useGetBookingQuery,
  useGetCancellationQuoteQuery,
  useGetBookingsMadeQuery,
  useGetUserBookingsQuery,
  useUpdateBookingStatusMutation,
  useRescheduleBookingMutation,
  useGetBookingTotalsQuery,
  useLazyGetBookingCalendarFileQuery,
  useGetCalendarFeedQuery,
  useResetCalendarFeedMutation,
} = bookingsApi;
