// /booking-dashboard: the consultant's and the client's lists are fetched while the page's code loads.
import { bookingsApi } from '@marketplace/shared-api/api/bookings';
import { getAppStore } from '@marketplace/shared-api/store/app-store';
import { prefetchSignedIn } from '@marketplace/shared-api/store/prefetch';
import { prepareWallClock } from '@marketplace/shared-api/time/wall-clock';

export async function bookingDashboardLoader(): Promise<null> {
  const role = getAppStore().getState().session.user?.role;
  // Assistants open on the consultant view; everyone else sees their bookings as the client.
  const side = role === 'Assistant' ? 'consultant' : 'client';
  await Promise.all([
    prefetchSignedIn((dispatch) => dispatch(bookingsApi.endpoints.getUserBookings.initiate(side, { subscribe: false }))),
    // The bookings' dates and which of them are over.
    prepareWallClock(),
  ]);
  return null;
}
