// /booking-dashboard's Upcoming and Past tabs and its status filter (SPEC section 2).
// Upcoming is SPEC section 4's rule: date not past and PENDING or CONFIRMED. The
// dashboard has no Cancelled tab, so Past holds everything else: sessions that are
// over, completed, or cancelled (a cancelled booking is no longer coming, and the
// status filter's Cancelled finds it there).
import type { WallTime } from '@marketplace/shared-api/time/wall-clock';
import type { Booking, BookingStatus } from '@marketplace/shared-api/types';
import { isUpcomingBooking } from '../../lib/upcoming';

export type DashboardTab = 'upcoming' | 'past';
export type StatusFilter = 'ALL' | BookingStatus;

export const STATUS_FILTERS: ReadonlyArray<{ value: StatusFilter; label: string }> = [
  { value: 'ALL', label: 'All' },
  { value: 'PENDING', label: 'Pending' },
  { value: 'CONFIRMED', label: 'Confirmed' },
  { value: 'COMPLETED', label: 'Completed' },
  { value: 'CANCELLED', label: 'Cancelled' },
];

export function dashboardBookings(bookings: readonly Booking[], tab: DashboardTab, status: StatusFilter, now: WallTime): Booking[] {
  const key = (booking: Booking) => `${booking.date} ${booking.startTime}`;
  return bookings
    .filter((booking) => isUpcomingBooking(booking, now) === (tab === 'upcoming'))
    .filter((booking) => status === 'ALL' || booking.status === status)
    .sort((a, b) => (tab === 'upcoming' ? key(a).localeCompare(key(b)) : key(b).localeCompare(key(a))));
}
