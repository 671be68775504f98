// SPEC section 4, Tab filters: "Upcoming: date not past and status PENDING or
// CONFIRMED". One rule for /bookings and /booking-dashboard; "past" is judged on
// the marketplace's wall clock.
import { isOver, type WallTime } from '@marketplace/shared-api/time/wall-clock';
import type { Booking } from '@marketplace/shared-api/types';

export const isUpcomingBooking = (booking: Pick<Booking, 'date' | 'startTime' | 'duration' | 'status'>, now: WallTime) =>
  !isOver(booking, now) && (booking.status === 'PENDING' || booking.status === 'CONFIRMED');
