// The route objects this remote adds to the shell's router. The paths and who may
// open them are declared once, in route-paths.json (a path not declared there is
// private), which the build publishes in the manifest; each path here equals its
// entry there (jest/remote-routes.test.ts). Screens are lazy chunks; each
// loader prefetches through RTK Query.
// Each screen's chunk is named as its route-paths.json entry's "screen" (the build
// checks it), so the server can preload the screen of the page it sends.
import type { RemoteRoutesModule } from '@marketplace/shared-api/federation/remote-contract';
import { bookingDashboardLoader } from './features/booking-dashboard/loader';
import { bookingWizardLoader } from './features/booking-wizard/loader';
import { bookingsLoader } from './features/bookings-list/loader';
import { availabilityLoader } from './features/availability/loader';

const bookingsPage = () =>
  import(/* webpackChunkName: "bookings-page" */ './features/bookings-list/components/bookings-page')
    .then((m) => ({ Component: m.BookingsPage }));

export const routes: RemoteRoutesModule['routes'] = [
  {
    path: '/book/:consultantId',
    loader: bookingWizardLoader,
    lazy: () =>
      import(/* webpackChunkName: "booking-wizard-page" */ './features/booking-wizard/components/booking-wizard-page')
        .then((m) => ({ Component: m.BookingWizardPage })),
  },
  { path: '/bookings', loader: bookingsLoader, lazy: bookingsPage },
  // Where a BOOKING notification leads (SPEC: /bookings/{entityId}): the same page, on that booking.
  { path: '/bookings/:bookingId', loader: bookingsLoader, lazy: bookingsPage },
  {
    path: '/booking-dashboard',
    loader: bookingDashboardLoader,
    lazy: () =>
      import(/* webpackChunkName: "booking-dashboard-page" */ './features/booking-dashboard/components/dashboard-page')
        .then((m) => ({ Component: m.DashboardPage })),
  },
  {
    path: '/availability',
    loader: availabilityLoader,
    lazy: () =>
      import(/* webpackChunkName: "availability-page" */ './features/availability/components/availability-page')
        .then((m) => ({ Component: m.AvailabilityPage })),
  },
];
