// SPEC section 4, Tab filters: "Upcoming: date not past and status PENDING or
// CONFIRMED". One rule for /bookings and /booking-dashboard.
import type { Booking } from '@marketplace/shared-api/types';
import { isPastBooking } from './dates';

export const isUpcomingBooking = (booking: Pick<Booking, 'date' | 'startTime' | 'duration' | 'status'>, now: Date = new Date()) =>
  !isPastBooking(booking, now) && (booking.status === 'PENDING' || booking.status === 'CONFIRMED');
