// The route objects this remote adds to the shell's router. The paths and who may
// open them are declared once, in route-paths.json (a path not declared there is
// private), which the build publishes in the manifest; each path here equals its
// entry there (jest/remote-routes.test.ts). Screens are lazy chunks; each
// loader prefetches through RTK Query.
// Each screen's chunk is named as its route-paths.json entry's "screen" (the build
// checks it), so the server can preload the screen of the page it sends.
import type { RemoteRoutesModule } from '@marketplace/shared-api/federation/remote-contract';
import { bookingLoader } from './lib/booking-loader';

export const routes: RemoteRoutesModule['routes'] = [
  {
    path: '/payment/return/:bookingId',
    loader: bookingLoader,
    lazy: () =>
      import(/* webpackChunkName: "payment-return-page" */ './features/payment-return/components/payment-return-page')
        .then((m) => ({ Component: m.PaymentReturnPage })),
  },
  {
    path: '/booking-form/success/:bookingId',
    loader: bookingLoader,
    lazy: () =>
      import(/* webpackChunkName: "booking-success-page" */ './features/booking-success/components/booking-success-page')
        .then((m) => ({ Component: m.BookingSuccessPage })),
  },
];
