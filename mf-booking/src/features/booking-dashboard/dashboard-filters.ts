// /booking-dashboard's Upcoming and Past tabs and its status filter (SPEC section 2).
// Past holds sessions that are over or completed; Upcoming everything else.
import type { Booking, BookingStatus } from '@marketplace/shared-api/types';
import { isPastBooking } from '../../lib/dates';

export type DashboardTab = 'upcoming' | 'past';
export type StatusFilter = 'ALL' | BookingStatus;

export const STATUS_FILTERS: ReadonlyArray<{ value: StatusFilter; label: string }> = [
  { value: 'ALL', label: 'All' },
  { value: 'PENDING', label: 'Pending' },
  { value: 'CONFIRMED', label: 'Confirmed' },
  { value: 'COMPLETED', label: 'Completed' },
  { value: 'CANCELLED', label: 'Cancelled' },
];

export function dashboardBookings(bookings: readonly Booking[], tab: DashboardTab, status: StatusFilter, now: Date = new Date()): Booking[] {
  const past = (booking: Booking) => isPastBooking(booking, now) || booking.status === 'COMPLETED';
  const key = (booking: Booking) => `${booking.date} ${booking.startTime}`;
  return bookings
    .filter((booking) => (tab === 'past' ? past(booking) : !past(booking)))
    .filter((booking) => status === 'ALL' || booking.status === status)
    .sort((a, b) => (tab === 'upcoming' ? key(a).localeCompare(key(b)) : key(b).localeCompare(key(a))));
}
