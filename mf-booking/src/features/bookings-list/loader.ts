// /bookings: both lists (received and made) are fetched while the page's code loads.
import { bookingsApi } from '@marketplace/shared-api/api/bookings';
import { prefetchSignedIn } from '@marketplace/shared-api/store/prefetch';
import { prepareWallClock } from '@marketplace/shared-api/time/wall-clock';

export async function bookingsLoader(): Promise<null> {
  await Promise.all([
    prefetchSignedIn((dispatch) => dispatch(bookingsApi.endpoints.getUserBookings.initiate('consultant', { subscribe: false }))),
    prefetchSignedIn((dispatch) => dispatch(bookingsApi.endpoints.getBookingsMade.initiate(undefined, { subscribe: false }))),
    // The bookings' dates.
    prepareWallClock(),
  ]);
  return null;
}
