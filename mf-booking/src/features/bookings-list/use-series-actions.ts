// The actions on a recurring series: the assistant's one answer to a request and
// 'Cancel this and all following', each followed by the same 3-second toast as a single
// booking's actions (the server's reason when it refused, else a fixed text).
import { useCallback } from 'react';
import { useAnswerSeriesMutation, useCancelFollowingMutation } from '@marketplace/shared-api/api/series';
import type { Booking, RecurringSeries } from '@marketplace/shared-api/types';
import { useToast } from '@marketplace/shared-ui/toast';
import { failureText } from '../../hooks/use-booking-actions';

export const SERIES_TEXTS = {
  accepted: 'Recurring booking accepted',
  declined: 'Recurring booking declined',
  answerFailed: 'Failed to answer the recurring booking',
  cancelled: 'Occurrences cancelled',
  cancelFailed: 'Failed to cancel the occurrences',
} as const;

export function useSeriesActions() {
  const toast = useToast();
  const [answer, answerState] = useAnswerSeriesMutation();
  const [cancelFollowing, cancelState] = useCancelFollowingMutation();

  const run = useCallback(
    async (call: () => Promise<{ error?: unknown }>, success: string, failure: string) => {
      const result = await call();
      if (result.error) {
        toast.show(failureText(failure)(result.error), { kind: 'error' });
        return false;
      }
      toast.show(success, { kind: 'success' });
      return true;
    },
    [toast],
  );

  return {
    busy: answerState.isLoading || cancelState.isLoading,
    answer: (series: RecurringSeries, status: 'accepted' | 'declined') =>
      run(() => answer({ id: series.id, status }), status === 'accepted' ? SERIES_TEXTS.accepted : SERIES_TEXTS.declined, SERIES_TEXTS.answerFailed),
    cancelFollowing: (series: RecurringSeries, from: Booking) =>
      run(() => cancelFollowing({ id: series.id, fromBookingId: from.id }), SERIES_TEXTS.cancelled, SERIES_TEXTS.cancelFailed),
  };
}
