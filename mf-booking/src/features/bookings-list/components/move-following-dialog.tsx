// 'Move this and all following': the client chooses new weekdays (as many as the
// series has: each occurrence stays in its week, its n-th weekday becoming the n-th new one)
// and a start time, preset to the series' own; 'Check the new times' asks the server where
// each would go, and the confirm moves those it allows, leaving the refused ones where they
// are (sent as keep). A changed choice drops the judgement: it was about other times.
import { useState } from 'react';
import { PICKER_SLOTS } from '@marketplace/shared-api/constants';
import type { SlotTime } from '@marketplace/shared-api/schemas/bookings';
import { formatDate } from '@marketplace/shared-api/time/date-format';
import type { Booking, RecurringSeries } from '@marketplace/shared-api/types';
import { SelectField } from '@marketplace/shared-ui/form-fields';
import { JudgedList } from '../../../components/judged-list';
import { WeekdayChoice } from '../../../components/weekday-choice';
import { useJudgedChange } from '../use-judged-change';
import { useSeriesActions, type SeriesMove } from '../use-series-actions';
import { JudgedChangeModal, occurrencesWord } from './judged-change-modal';

export interface MoveFollowingTarget {
  series: RecurringSeries;
  from: Booking;
}

const TIME_CHOICES = PICKER_SLOTS.map((slot) => ({ value: slot.time, label: `${slot.label} · ${slot.range}` }));

/** Why the weekdays cannot be judged: the server moves occurrences day for day, so the count must stay. */
export const weekdayCountProblem = (count: number) => `Choose ${count} ${count === 1 ? 'weekday' : 'weekdays'}, as many as the series has.`;

export function MoveFollowingDialog({ target, onClose }: { target: MoveFollowingTarget; onClose: () => void }) {
  const { series, from } = target;
  const actions = useSeriesActions();
  const [choice, setChoice] = useState<SeriesMove>(() => ({
    weekdays: [...series.pattern.weekdays].sort((a, b) => a - b),
    startTime: series.pattern.startTime as SlotTime,
  }));
  const count = series.pattern.weekdays.length;
  const steps = useJudgedChange({
    problem: choice.weekdays.length === count ? undefined : weekdayCountProblem(count),
    judge: () => actions.judgeMove(series, from, choice),
    commit: (judgement) =>
      actions.move(
        series,
        from,
        choice,
        judgement.occurrences.filter((occurrence) => occurrence.refusal !== null).map((occurrence) => occurrence.bookingId),
      ),
    onDone: onClose,
  });
  const movable = steps.judgement ? steps.judgement.occurrences.filter((occurrence) => occurrence.refusal === null).length : 0;

  const choose = (next: SeriesMove) => {
    setChoice(next);
    steps.reset();
  };

  return (
    <JudgedChangeModal
      title="Move this and all following"
      description={`From ${formatDate(from.date, 'chosen')} on, each occurrence moves within its week to the new weekdays and time.`}
      checkLabel="Check the new times"
      checking={actions.judging}
      onCheck={() => void steps.check()}
      judged={steps.judgement && <JudgedList occurrences={steps.judgement.occurrences} label="New times" refusedLabel="Stays where it is" />}
      confirmLabel={`Move ${occurrencesWord(movable)}`}
      nothingToDo={movable === 0}
      confirming={actions.moving}
      onConfirm={() => void steps.confirm()}
      error={steps.error}
      onClose={onClose}
    >
      <WeekdayChoice value={choice.weekdays} error={steps.problem} onChange={(weekdays) => choose({ ...choice, weekdays })} />
      <SelectField label="Start time" options={TIME_CHOICES} value={choice.startTime} onChange={(event) => choose({ ...choice, startTime: event.target.value as SlotTime })} />
    </JudgedChangeModal>
  );
}
