// The /bookings tabs of SPEC section 4 (Booking status, Tab filters):
//   Upcoming: date not past and status PENDING or CONFIRMED
//   Recurring: isRecurring (the tab itself lists series, each with its occurrences, from
//     GET /bookings/series: recurring-list.tsx; this filter only picks a linked booking's tab)
//   Past: date earlier than now, or COMPLETED
//   Cancelled: CANCELLED
import type { Booking } from '@marketplace/shared-api/types';
import { isOver, type WallTime } from '@marketplace/shared-api/time/wall-clock';
import { isUpcomingBooking } from '../../lib/upcoming';

export const BOOKING_TABS = ['upcoming', 'recurring', 'past', 'cancelled'] as const;
export type BookingTab = (typeof BOOKING_TABS)[number];

export const TAB_LABELS: Record<BookingTab, string> = {
  upcoming: 'Upcoming',
  recurring: 'Recurring',
  past: 'Past',
  cancelled: 'Cancelled',
};

const FILTERS: Record<BookingTab, (booking: Booking, now: WallTime) => boolean> = {
  upcoming: isUpcomingBooking,
  recurring: (booking) => booking.isRecurring,
  past: (booking, now) => isOver(booking, now) || booking.status === 'COMPLETED',
  cancelled: (booking) => booking.status === 'CANCELLED',
};

/** The tab's bookings; upcoming soonest first, the others most recent first. */
export function bookingsInTab(bookings: readonly Booking[], tab: BookingTab, now: WallTime): Booking[] {
  const chosen = bookings.filter((booking) => FILTERS[tab](booking, now));
  const key = (booking: Booking) => `${booking.date} ${booking.startTime}`;
  return chosen.sort((a, b) => (tab === 'upcoming' ? key(a).localeCompare(key(b)) : key(b).localeCompare(key(a))));
}
