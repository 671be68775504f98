// The admin console's read-only look at one user's bookings: single bookings and
// series (each with its occurrences) on either side. It is tagged with both LIST
// tags, so any booking or series change elsewhere refreshes an open dialog.
import { api, LIST } from '@marketplace/shared-api/api/api';
import type { AdminUserBookings } from '@marketplace/shared-api/types';

export const adminBookingsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** A user's single bookings (newest first) and series as either party; admins only. */
    getAdminUserBookings: build.query<AdminUserBookings, string>({
      query: (userId) => ({ url: `/users/admin/${encodeURIComponent(userId)}/bookings` }),
      providesTags: [
        { type: 'Booking', id: LIST },
        { type: 'Series', id: LIST },
      ],
    }),
  }),
});

export const { useGetAdminUserBookingsQuery } = adminBookingsApi;
