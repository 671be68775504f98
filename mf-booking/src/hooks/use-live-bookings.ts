// Booking lists stay current: when the server says a booking the user takes
// part in changed (accepted, cancelled, rescheduled by the other party), the
// cached booking, the lists and the totals are invalidated and refetch.
import { api, LIST } from '@marketplace/shared-api/api/api';
import { SOCKET_EVENTS } from '@marketplace/shared-api/socket/events';
import { useSocketEvent } from '@marketplace/shared-api/socket/socket-context';
import { useAppDispatch } from '@marketplace/shared-api/store/hooks';

export function useLiveBookings(): void {
  const dispatch = useAppDispatch();
  useSocketEvent(SOCKET_EVENTS.bookingChanged, ({ bookingId }) => {
    dispatch(
      api.util.invalidateTags([
        { type: 'Booking', id: bookingId },
        { type: 'Booking', id: LIST },
        { type: 'BookingTotals', id: LIST },
      ]),
    );
  });
}
