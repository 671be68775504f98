// The choices under 'Repeat weekly': the weekdays (one or more, Monday to Friday),
// how it ends (after a number of weeks, 1 to 12, or on a date) and how it is paid (once, or per
// four-week period). Native checkboxes and radios, each a whole touch-sized row; the weekdays
// are the same choice a series' move offers.
import styled from 'styled-components';
import { SERIES_MAX_WEEKS, SERIES_MIN_WEEKS, SERIES_PERIOD_WEEKS } from '@marketplace/shared-api/constants';
import { lastSeriesDate } from '@marketplace/shared-api/series/pattern';
import { TextField } from '@marketplace/shared-ui/form-fields';
import { RadioGroupField } from '@marketplace/shared-ui/radio-group-field';
import { WeekdayChoice } from '../../../components/weekday-choice';
import type { SeriesDraft } from '../series-draft';

const END_CHOICES = [
  { value: 'weeks', label: 'After a number of weeks' },
  { value: 'until', label: 'On a date' },
] as const;

const PAY_CHOICES = [
  { value: 'once', label: 'Pay once for every occurrence' },
  { value: 'per_period', label: `Pay every ${SERIES_PERIOD_WEEKS} weeks` },
] as const;

export interface RepeatFieldsProps {
  draft: SeriesDraft;
  firstDate: string;
  problems: Partial<Record<'weekdays' | 'weeks' | 'until', string>>;
  onChange: (draft: SeriesDraft) => void;
}

export function RepeatFields({ draft, firstDate, problems, onChange }: RepeatFieldsProps) {
  return (
    <Fields>
      <WeekdayChoice value={draft.weekdays} error={problems.weekdays} onChange={(weekdays) => onChange({ ...draft, weekdays })} />
      <RadioGroupField label="Ends" name="repeatEnd" choices={END_CHOICES} value={draft.end} onChange={(end) => onChange({ ...draft, end })} />
      {draft.end === 'weeks' ? (
        <TextField
          label="Number of weeks"
          type="number"
          inputMode="numeric"
          min={SERIES_MIN_WEEKS}
          max={SERIES_MAX_WEEKS}
          value={Number.isNaN(draft.weeks) ? '' : String(draft.weeks)}
          error={problems.weeks}
          onChange={(event) => onChange({ ...draft, weeks: event.target.value === '' ? Number.NaN : Number(event.target.value) })}
        />
      ) : (
        <TextField
          label="Last date"
          type="date"
          min={firstDate}
          max={lastSeriesDate(firstDate)}
          value={draft.until}
          error={problems.until}
          onChange={(event) => onChange({ ...draft, until: event.target.value })}
        />
      )}
      <RadioGroupField label="Payment" name="repeatPay" choices={PAY_CHOICES} value={draft.payMode} onChange={(payMode) => onChange({ ...draft, payMode })} />
    </Fields>
  );
}

const Fields = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  min-width: 0;
`;
