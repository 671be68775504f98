// The route objects this remote adds to the shell's router. The paths and who may
// open them are declared once, in route-paths.json (a path not declared there is
// private), which the build publishes in the manifest; each path here equals its
// entry there (jest/remote-routes.test.ts). Screens are lazy chunks; each
// loader prefetches through RTK Query.
// Each screen's chunk is named as its route-paths.json entry's "screen" (the build
// checks it), so the server can preload the screen of the page it sends.
import type { RemoteRoutesModule } from '@marketplace/shared-api/federation/remote-contract';
import { earningsLoader } from './features/earnings/loader';
import { receiptLoader } from './features/receipt/loader';
import { statementLoader } from './features/statement/loader';
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
  {
    path: '/earnings',
    loader: earningsLoader,
    lazy: () =>
      import(/* webpackChunkName: "earnings-page" */ './features/earnings/components/earnings-page')
        .then((m) => ({ Component: m.EarningsPage })),
  },
  {
    path: '/earnings/statements/:month',
    loader: statementLoader,
    lazy: () =>
      import(/* webpackChunkName: "statement-page" */ './features/statement/components/statement-page')
        .then((m) => ({ Component: m.StatementPage })),
  },
  {
    path: '/receipts/:bookingId',
    loader: receiptLoader,
    lazy: () =>
      import(/* webpackChunkName: "receipt-page" */ './features/receipt/components/receipt-page')
        .then((m) => ({ Component: m.ReceiptPage })),
  },
];
