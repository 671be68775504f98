// 'Add weeks': the client adds weeks of the series' pattern after its last week, up
// to the longest a series may last. 'Check the dates' judges the added dates first (nothing
// held); the confirm adds those that can be booked and skips the refused ones. A changed
// number drops the judgement: it was about other dates.
import { useState } from 'react';
import type { RecurringSeries, SeriesJudgement } from '@marketplace/shared-api/types';
import { TextField } from '@marketplace/shared-ui/form-fields';
import { JudgedList } from '../../../components/judged-list';
import { weeksLeft } from '../series-extension';
import { useJudgedChange } from '../use-judged-change';
import { useSeriesActions } from '../use-series-actions';
import { JudgedChangeModal, occurrencesWord } from './judged-change-modal';

const refusedDates = (judgement: SeriesJudgement) => judgement.occurrences.filter((occurrence) => occurrence.refusal !== null).map((occurrence) => occurrence.seriesDate);

export function AddWeeksDialog({ series, onClose }: { series: RecurringSeries; onClose: () => void }) {
  const actions = useSeriesActions();
  const most = weeksLeft(series);
  const [weeks, setWeeks] = useState(1);
  const steps = useJudgedChange({
    problem: Number.isInteger(weeks) && weeks >= 1 && weeks <= most ? undefined : most === 1 ? 'You can add 1 week.' : `Choose 1 to ${most} weeks.`,
    judge: () => actions.judgeWeeks(series, weeks),
    commit: (judgement) => actions.extend(series, weeks, refusedDates(judgement)),
    onDone: onClose,
  });
  const skipped = steps.judgement ? refusedDates(steps.judgement) : [];
  const added = steps.judgement ? steps.judgement.occurrences.length - skipped.length : 0;

  return (
    <JudgedChangeModal
      title="Add weeks"
      description="The same weekdays and time, after the series' last week. Dates that cannot be booked are skipped."
      checkLabel="Check the dates"
      checking={actions.judging}
      onCheck={() => void steps.check()}
      judged={steps.judgement && <JudgedList occurrences={steps.judgement.occurrences} label="Added dates" skipped={skipped} />}
      confirmLabel={`Add ${occurrencesWord(added)}`}
      nothingToDo={added === 0}
      confirming={actions.extending}
      onConfirm={() => void steps.confirm()}
      error={steps.error}
      onClose={onClose}
    >
      <TextField
        label="Number of weeks"
        type="number"
        inputMode="numeric"
        min={1}
        max={most}
        hint={`Up to ${most} more ${most === 1 ? 'week' : 'weeks'}.`}
        value={Number.isNaN(weeks) ? '' : String(weeks)}
        error={steps.problem}
        onChange={(event) => {
          setWeeks(event.target.value === '' ? Number.NaN : Number(event.target.value));
          steps.reset();
        }}
      />
    </JudgedChangeModal>
  );
}
