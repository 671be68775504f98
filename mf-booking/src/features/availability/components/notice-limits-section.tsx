// 'Notice and limits': the minimum notice in hours, how many months ahead bookings
// open, and the most sessions a day and a week ('No limit' for none).
import { HORIZON_MONTHS_MAX, MAX_PER_WEEK_MAX, NOTICE_HOURS_MAX } from '@marketplace/shared-api/availability/rules';
import { PICKER_SLOTS } from '@marketplace/shared-api/constants';
import { SelectField, TextField } from '@marketplace/shared-ui/form-fields';
import type { AvailabilityForm } from '../form-state';
import { Row, Section } from './settings-layout';

const HORIZON_OPTIONS = Array.from({ length: HORIZON_MONTHS_MAX }, (_, index) => ({
  value: String(index + 1),
  label: index === 0 ? '1 month' : `${index + 1} months`,
}));
const PER_DAY_OPTIONS = [{ value: '', label: 'No limit' }, ...PICKER_SLOTS.map((_, index) => ({ value: String(index + 1), label: String(index + 1) }))];
const PER_WEEK_OPTIONS = [
  { value: '', label: 'No limit' },
  ...Array.from({ length: MAX_PER_WEEK_MAX }, (_, index) => ({ value: String(index + 1), label: String(index + 1) })),
];

type NoticeAndLimits = Pick<AvailabilityForm, 'noticeHours' | 'horizonMonths' | 'maxPerDay' | 'maxPerWeek'>;

export interface NoticeLimitsSectionProps {
  values: NoticeAndLimits;
  /** The save's complaint about the notice, if any (the selects offer only allowed values). */
  noticeError?: string;
  onChange: (patch: Partial<NoticeAndLimits>) => void;
}

export function NoticeLimitsSection({ values, noticeError, onChange }: NoticeLimitsSectionProps) {
  return (
    <Section aria-labelledby="notice-heading">
      <h2 id="notice-heading">Notice and limits</h2>
      <Row>
        <TextField
          label="Minimum notice (hours)"
          type="number"
          inputMode="numeric"
          min={0}
          max={NOTICE_HOURS_MAX}
          value={values.noticeHours}
          error={noticeError}
          onChange={(event) => onChange({ noticeHours: event.target.value })}
        />
        <SelectField label="Take bookings up to" options={HORIZON_OPTIONS} value={values.horizonMonths} onChange={(event) => onChange({ horizonMonths: event.target.value })} />
        <SelectField label="Sessions a day at most" options={PER_DAY_OPTIONS} value={values.maxPerDay} onChange={(event) => onChange({ maxPerDay: event.target.value })} />
        <SelectField label="Sessions a week at most" options={PER_WEEK_OPTIONS} value={values.maxPerWeek} onChange={(event) => onChange({ maxPerWeek: event.target.value })} />
      </Row>
    </Section>
  );
}
