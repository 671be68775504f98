// The components this remote exposes to the others (webpack.config.js's exposes),
// held to the contract's props for their ids: a component whose props differ from
// what its consumers pass does not compile. Type-checked only; the bundle exposes
// the files themselves, and the release command loads each and checks it is there.
import type { ExposedWidgets } from '@marketplace/shared-api/federation/remote-contract';
import { BookingTotals } from './features/booking-totals/components/booking-totals';
import { BookingWidget } from './features/booking-widget/components/booking-widget';

export const exposedWidgets = {
  'mf_booking/BookingWidget': BookingWidget,
  'mf_booking/BookingTotals': BookingTotals,
} satisfies ExposedWidgets<'mf_booking'>;
