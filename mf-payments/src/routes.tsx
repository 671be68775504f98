// The route objects this remote adds to the shell's router. Who may open each
// route is declared here, once (handle.access; none declared is private). The
// paths are also listed in route-paths.json, which the build publishes in the
// manifest so the shell knows whose code to load; a test checks both agree.
// Screens are lazy chunks; each loader prefetches through RTK Query.
import type { RemoteRoutesModule } from '@marketplace/shared-api/federation/remote-contract';
import { bookingLoader } from './lib/booking-loader';

export const routes: RemoteRoutesModule['routes'] = [
  {
    path: '/payment/return/:bookingId',
    handle: { access: 'private' },
    loader: bookingLoader,
    lazy: () =>
      import('./features/payment-return/components/payment-return-page').then((m) => ({ Component: m.PaymentReturnPage })),
  },
  {
    path: '/booking-form/success/:bookingId',
    handle: { access: 'private' },
    loader: bookingLoader,
    lazy: () =>
      import('./features/booking-success/components/booking-success-page').then((m) => ({ Component: m.BookingSuccessPage })),
  },
];
