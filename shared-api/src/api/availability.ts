// Availability calls: an assistant's own rules and busy calendar
// (GET/PUT /availability, POST /availability/calendar/refresh), and the public
// view of an assistant's rules that the booking widget, the picker and the
// reschedule dialogs judge days and slots with. The view is tagged like the
// consultant's free times, so every live slot event refetches it.
import { api } from '@marketplace/shared-api/api/api';
import { availableTimesTag } from '@marketplace/shared-api/api/bookings';
import type { AvailabilitySettings, AvailabilityView } from '@marketplace/shared-api/availability/types';
import type { AvailabilityUpdateInput } from '@marketplace/shared-api/schemas/availability';

const MINE = { type: 'Availability' as const, id: 'MINE' };

export const availabilityApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMyAvailability: build.query<AvailabilitySettings, void>({
      query: () => '/availability',
      providesTags: [MINE],
    }),
    /** 409 with the bookings on new days off unless confirm (they stay booked). */
    saveAvailability: build.mutation<AvailabilitySettings, AvailabilityUpdateInput>({
      query: (body) => ({ url: '/availability', method: 'PUT', body }),
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(availabilityApi.util.upsertQueryData('getMyAvailability', undefined, data));
      },
    }),
    refreshBusyCalendar: build.mutation<AvailabilitySettings, void>({
      query: () => ({ url: '/availability/calendar/refresh', method: 'POST' }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(availabilityApi.util.upsertQueryData('getMyAvailability', undefined, data));
      },
    }),
    getAvailabilityView: build.query<AvailabilityView, string>({
      query: (consultantId) => `/bookings/availability/${encodeURIComponent(consultantId)}`,
      providesTags: (_result, _error, consultantId) => [
        { type: 'BookedSlot', id: consultantId },
        { type: 'BookedSlot', id: availableTimesTag(consultantId) },
      ],
    }),
  }),
});

export const { useGetMyAvailabilityQuery, useSaveAvailabilityMutation, useRefreshBusyCalendarMutation, useGetAvailabilityViewQuery } = availabilityApi;
