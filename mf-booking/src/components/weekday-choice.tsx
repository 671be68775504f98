// The weekdays of a series, Monday to Friday, as native checkboxes each a whole
// touch-sized row: chosen when a series is booked, and again when its occurrences move to
// other weekdays. What is wrong with the choice is said under it.
import styled from 'styled-components';
import { SERIES_WEEKDAYS } from '@marketplace/shared-api/constants';
import { FormError } from '@marketplace/shared-ui/form-fields';
import { toggleWeekday, weekdayLabel } from '../lib/series-schedule';
import { TOUCH_TARGET_PX } from '../lib/touch-target';

export interface WeekdayChoiceProps {
  /** 1 Monday .. 5 Friday. */
  value: readonly number[];
  error?: string;
  onChange: (weekdays: number[]) => void;
}

export function WeekdayChoice({ value, error, onChange }: WeekdayChoiceProps) {
  return (
    <Days aria-invalid={error ? true : undefined}>
      <legend>Weekdays</legend>
      {SERIES_WEEKDAYS.map((day) => (
        <Day key={day}>
          <input type="checkbox" checked={value.includes(day)} onChange={() => onChange(toggleWeekday(value, day))} />
          {weekdayLabel(day)}
        </Day>
      ))}
      {error && <FormError>{error}</FormError>}
    </Days>
  );
}

const Days = styled.fieldset`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;

  legend {
    margin-bottom: ${({ theme }) => theme.space[2]};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Day = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  min-height: ${TOUCH_TARGET_PX}px;
  padding: ${({ theme }) => `0 ${theme.space[3]}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  cursor: pointer;
`;
