// /book/{consultantId}: the consultant (name, avatar, rate) and their booked
// slots are fetched while the wizard's code loads.
import type { LoaderFunctionArgs } from '@marketplace/shared-api/router';
import { bookingsApi } from '@marketplace/shared-api/api/bookings';
import { prefetchSignedIn } from '@marketplace/shared-api/store/prefetch';
import { prepareWallClock } from '@marketplace/shared-api/time/wall-clock';

export async function bookingWizardLoader({ params }: LoaderFunctionArgs): Promise<null> {
  const consultantId = params.consultantId ?? '';
  await Promise.all([
    prefetchSignedIn((dispatch) => dispatch(bookingsApi.endpoints.getConsultant.initiate(consultantId, { subscribe: false }))),
    prefetchSignedIn((dispatch) => dispatch(bookingsApi.endpoints.getBookedSlots.initiate(consultantId, { subscribe: false }))),
    // The date picker's today.
    prepareWallClock(),
  ]);
  return null;
}
