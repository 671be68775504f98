// The actions both booking screens offer (accept, decline, cancel, complete,
// reschedule, download to calendar), each followed by a 3-second toast: a
// short success note, or the SPEC's failure text (section 8, Bookings pages).
import { useCallback } from 'react';
import {
  useLazyGetBookingCalendarFileQuery,
  useRescheduleBookingMutation,
  useUpdateBookingStatusMutation,
} from '@marketplace/shared-api/api/bookings';
import { errorMessage, errorStatus } from '@marketplace/shared-api/api/errors';
import type { SlotTime } from '@marketplace/shared-api/schemas/bookings';
import type { Booking } from '@marketplace/shared-api/types';
import { useToast } from '@marketplace/shared-ui/toast';
import { saveTextFile } from '@marketplace/shared-ui/save-file';

export const ACTION_TEXTS = {
  statusFailed: 'Failed to update booking status',
  rescheduleFailed: 'Failed to reschedule booking',
  cancelFailed: 'Failed to cancel booking',
  completeFailed: 'Failed to complete booking',
  downloadFailed: 'Could not download the calendar file. Please try again.',
  accepted: 'Booking accepted',
  declined: 'Booking declined',
  cancelled: 'Booking cancelled',
  completed: 'Booking completed',
  rescheduled: 'Booking rescheduled',
  downloaded: 'Calendar file downloaded',
} as const;

/**
 * Why completing failed: the server's reason when it refused the move (409, e.g.
 * 'This session has not ended yet…'), otherwise the SPEC's fallback text.
 */
export const completeFailure = (error: unknown): string =>
  errorStatus(error) === 409 ? errorMessage(error, ACTION_TEXTS.completeFailed) : ACTION_TEXTS.completeFailed;

export function useBookingActions() {
  const toast = useToast();
  const [updateStatus, statusState] = useUpdateBookingStatusMutation();
  const [reschedule, rescheduleState] = useRescheduleBookingMutation();
  const [fetchCalendarFile] = useLazyGetBookingCalendarFileQuery();

  /** Runs a call and toasts the outcome; true when it worked. */
  const run = useCallback(
    async (call: () => Promise<{ error?: unknown }>, success: string, failure: string | ((error: unknown) => string)) => {
      const result = await call();
      if (result.error) {
        toast.show(typeof failure === 'string' ? failure : failure(result.error), { kind: 'error' });
        return false;
      }
      toast.show(success, { kind: 'success' });
      return true;
    },
    [toast],
  );

  return {
    busy: statusState.isLoading || rescheduleState.isLoading,
    accept: (booking: Booking) =>
      run(() => updateStatus({ id: booking.id, status: 'CONFIRMED' }), ACTION_TEXTS.accepted, ACTION_TEXTS.statusFailed),
    decline: (booking: Booking) =>
      run(() => updateStatus({ id: booking.id, status: 'CANCELLED' }), ACTION_TEXTS.declined, ACTION_TEXTS.statusFailed),
    cancel: (booking: Booking) =>
      run(() => updateStatus({ id: booking.id, status: 'CANCELLED' }), ACTION_TEXTS.cancelled, ACTION_TEXTS.cancelFailed),
    complete: (booking: Booking) =>
      run(() => updateStatus({ id: booking.id, status: 'COMPLETED' }), ACTION_TEXTS.completed, completeFailure),
    reschedule: (booking: Booking, date: string, startTime: SlotTime) =>
      run(() => reschedule({ id: booking.id, date, startTime }), ACTION_TEXTS.rescheduled, ACTION_TEXTS.rescheduleFailed),
    /** SPEC: Download to Calendar / Add to Calendar save the booking's .ics (a 4-hour event). */
    downloadCalendar: (booking: Booking) =>
      run(
        async () => {
          const result = await fetchCalendarFile(booking.id);
          if (result.data !== undefined) saveTextFile(result.data, `booking-${booking.reference}.ics`, 'text/calendar');
          return { error: result.error };
        },
        ACTION_TEXTS.downloaded,
        ACTION_TEXTS.downloadFailed,
      ),
  };
}
