// The actions both booking screens offer (accept, decline, cancel, complete,
// reschedule, download to calendar), each followed by a 3-second toast: a
// short success note, or why it failed: the server's reason when it gave one (a
// refusal says what to do, e.g. 'This booking is waiting for the client's payment.'),
// else the SPEC's failure text (section 8, Bookings pages). A screen that shows a
// failure beside the control it is about (the dashboard's card) takes it instead of
// the toast, which would sit over that control on a phone.
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
 * Why an action failed: the server's reason when it refused it (a 4xx with a message, e.g.
 * 409 'This session has not ended yet…'), otherwise the SPEC's text for the action. A 5xx
 * or a network failure says nothing a person can act on.
 */
export const failureText =
  (fallback: string) =>
  (error: unknown): string => {
    const status = errorStatus(error);
    return status !== null && status >= 400 && status < 500 ? errorMessage(error, fallback) : fallback;
  };

/** Why completing failed (the /bookings menu's Complete booking). */
export const completeFailure = failureText(ACTION_TEXTS.completeFailed);

export interface BookingActionOptions {
  /** Shows an in-place action's failure (accept, complete) where it happened, instead of a toast. */
  onFailure?: (booking: Booking, message: string) => void;
}

export function useBookingActions({ onFailure }: BookingActionOptions = {}) {
  const toast = useToast();
  const [updateStatus, statusState] = useUpdateBookingStatusMutation();
  const [reschedule, rescheduleState] = useRescheduleBookingMutation();
  const [fetchCalendarFile] = useLazyGetBookingCalendarFileQuery();

  /** Runs a call and toasts the outcome (or hands an in-place action's failure to onFailure); true when it worked. */
  const run = useCallback(
    async (call: () => Promise<{ error?: unknown }>, success: string, failure: (error: unknown) => string, inPlace?: Booking) => {
      const result = await call();
      if (result.error) {
        const message = failure(result.error);
        if (inPlace && onFailure) onFailure(inPlace, message);
        else toast.show(message, { kind: 'error' });
        return false;
      }
      toast.show(success, { kind: 'success' });
      return true;
    },
    [toast, onFailure],
  );

  return {
    busy: statusState.isLoading || rescheduleState.isLoading,
    accept: (booking: Booking) =>
      run(() => updateStatus({ id: booking.id, status: 'CONFIRMED' }), ACTION_TEXTS.accepted, failureText(ACTION_TEXTS.statusFailed), booking),
    decline: (booking: Booking) =>
      run(() => updateStatus({ id: booking.id, status: 'CANCELLED' }), ACTION_TEXTS.declined, failureText(ACTION_TEXTS.statusFailed)),
    cancel: (booking: Booking) =>
      run(() => updateStatus({ id: booking.id, status: 'CANCELLED' }), ACTION_TEXTS.cancelled, failureText(ACTION_TEXTS.cancelFailed)),
    complete: (booking: Booking) =>
      run(() => updateStatus({ id: booking.id, status: 'COMPLETED' }), ACTION_TEXTS.completed, completeFailure, booking),
    reschedule: (booking: Booking, date: string, startTime: SlotTime) =>
      run(() => reschedule({ id: booking.id, date, startTime }), ACTION_TEXTS.rescheduled, failureText(ACTION_TEXTS.rescheduleFailed)),
    /** SPEC: Download to Calendar / Add to Calendar save the booking's .ics (a 4-hour event). */
    downloadCalendar: (booking: Booking) =>
      run(
        async () => {
          const result = await fetchCalendarFile(booking.id);
          if (result.data !== undefined) saveTextFile(result.data, `booking-${booking.reference}.ics`, 'text/calendar');
          return { error: result.error };
        },
        ACTION_TEXTS.downloaded,
        () => ACTION_TEXTS.downloadFailed,
      ),
  };
}
