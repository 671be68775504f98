// The actions on a recurring series: the assistant's one answer to a request and
// 'Cancel this and all following', each followed by the same 3-second toast as a single
// booking's actions (the server's reason when it refused, else a fixed text). The client's
// changes (moving occurrences, adding weeks) are judged first and confirmed in a dialog that
// stays open on a refusal, so those calls hand their failure back to be shown there and
// toast only when they worked.
import { useCallback } from 'react';
import {
  useAnswerSeriesMutation,
  useCancelFollowingMutation,
  useChangeSeriesMutation,
  useExtendSeriesMutation,
  useJudgeSeriesChangeMutation,
  useJudgeSeriesMutation,
} from '@marketplace/shared-api/api/series';
import { errorStatus } from '@marketplace/shared-api/api/errors';
import type { SlotTime } from '@marketplace/shared-api/schemas/bookings';
import type { Booking, RecurringSeries, SeriesChangeJudgement, SeriesJudgement } from '@marketplace/shared-api/types';
import { useToast } from '@marketplace/shared-ui/toast';
import { failureText } from '../../hooks/use-booking-actions';
import { extensionPattern } from './series-extension';

export const SERIES_TEXTS = {
  accepted: 'Recurring booking accepted',
  declined: 'Recurring booking declined',
  answerFailed: 'Failed to answer the recurring booking',
  cancelled: 'Occurrences cancelled',
  cancelFailed: 'Failed to cancel the occurrences',
  moved: 'Occurrences moved',
  moveFailed: 'Failed to move the occurrences',
  added: 'Weeks added',
  addFailed: 'Failed to add the weeks',
  judgeFailed: 'Could not check the new times. Please try again.',
} as const;

/** New weekdays (as many as the series has) and start time, from one occurrence on. */
export interface SeriesMove {
  weekdays: number[];
  startTime: SlotTime;
}

/** What a dialog's call came to: the answer, or the reason to show (and its status, null without one). */
export type Outcome<T> = { data: T } | { error: string; status: number | null };

export function useSeriesActions() {
  const toast = useToast();
  const [answer, answerState] = useAnswerSeriesMutation();
  const [cancelFollowing, cancelState] = useCancelFollowingMutation();
  const [judgeChange, judgeChangeState] = useJudgeSeriesChangeMutation();
  const [change, changeState] = useChangeSeriesMutation();
  const [judgeWeeks, judgeWeeksState] = useJudgeSeriesMutation();
  const [extend, extendState] = useExtendSeriesMutation();

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

  /** A dialog's call: its failure comes back to the dialog; a success toasts when it says something. */
  const attempt = useCallback(
    async <T>(call: () => Promise<{ data: T } | { error: unknown }>, failure: string, success?: string): Promise<Outcome<T>> => {
      const result = await call();
      if ('error' in result) return { error: failureText(failure)(result.error), status: errorStatus(result.error) };
      if (success) toast.show(success, { kind: 'success' });
      return { data: result.data };
    },
    [toast],
  );

  return {
    busy: answerState.isLoading || cancelState.isLoading,
    judging: judgeChangeState.isLoading || judgeWeeksState.isLoading,
    moving: changeState.isLoading,
    extending: extendState.isLoading,
    answer: (series: RecurringSeries, status: 'accepted' | 'declined') =>
      run(() => answer({ id: series.id, status }), status === 'accepted' ? SERIES_TEXTS.accepted : SERIES_TEXTS.declined, SERIES_TEXTS.answerFailed),
    cancelFollowing: (series: RecurringSeries, from: Booking) =>
      run(() => cancelFollowing({ id: series.id, fromBookingId: from.id }), SERIES_TEXTS.cancelled, SERIES_TEXTS.cancelFailed),
    /** Where each occurrence from `from` on would go; moves nothing. */
    judgeMove: (series: RecurringSeries, from: Booking, move: SeriesMove): Promise<Outcome<SeriesChangeJudgement>> =>
      attempt<SeriesChangeJudgement>(() => judgeChange({ id: series.id, fromBookingId: from.id, ...move }), SERIES_TEXTS.judgeFailed),
    /** Moves them, leaving `keep` (the refused ones) where they are. */
    move: (series: RecurringSeries, from: Booking, move: SeriesMove, keep: string[]): Promise<Outcome<RecurringSeries>> =>
      attempt<RecurringSeries>(() => change({ id: series.id, fromBookingId: from.id, ...move, keep }), SERIES_TEXTS.moveFailed, SERIES_TEXTS.moved),
    /** The dates `weeks` more weeks would add, each judged; holds nothing. */
    judgeWeeks: (series: RecurringSeries, weeks: number): Promise<Outcome<SeriesJudgement>> =>
      attempt<SeriesJudgement>(() => judgeWeeks(extensionPattern(series, weeks)), SERIES_TEXTS.judgeFailed),
    /** Adds them, less the `skip` dates (the refused ones). */
    extend: (series: RecurringSeries, weeks: number, skip: string[]): Promise<Outcome<RecurringSeries>> =>
      attempt<RecurringSeries>(() => extend({ id: series.id, weeks, skip }), SERIES_TEXTS.addFailed, SERIES_TEXTS.added),
  };
}
