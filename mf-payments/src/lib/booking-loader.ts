// Both pages of this remote show one booking (GET /api/bookings/{id}): it is
// fetched while the page's code loads.
import type { LoaderFunctionArgs } from '@marketplace/shared-api/router';
import { bookingsApi } from '@marketplace/shared-api/api/bookings';
import { prefetchSignedIn } from '@marketplace/shared-api/store/prefetch';

export async function bookingLoader({ params }: LoaderFunctionArgs): Promise<null> {
  const bookingId = params.bookingId ?? '';
  await prefetchSignedIn((dispatch) => dispatch(bookingsApi.endpoints.getBooking.initiate(bookingId, { subscribe: false })));
  return null;
}
