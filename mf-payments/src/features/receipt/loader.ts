// /receipts/{bookingId} reads the booking's receipt while the page's code loads, and
// readies the clock its payments' times are shown on.
import type { LoaderFunctionArgs } from '@marketplace/shared-api/router';
import { earningsApi } from '@marketplace/shared-api/api/earnings';
import { prefetchSignedIn } from '@marketplace/shared-api/store/prefetch';
import { prepareWallClock } from '@marketplace/shared-api/time/wall-clock';

export async function receiptLoader({ params }: LoaderFunctionArgs): Promise<null> {
  const bookingId = params.bookingId ?? '';
  await Promise.all([
    prefetchSignedIn((dispatch) => dispatch(earningsApi.endpoints.getReceipt.initiate(bookingId, { subscribe: false }))),
    prepareWallClock(),
  ]);
  return null;
}
