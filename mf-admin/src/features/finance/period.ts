// The finance report's period: two calendar dates in the marketplace's zone, both
// included (GET /api/admin/finance?from=&to=). It opens on the month of the
// marketplace's today, and a period the admin picks is checked with the shared
// financePeriodSchema before it is asked for.
import { fieldErrors } from '@marketplace/shared-api/schemas/field-errors';
import { financePeriodSchema } from '@marketplace/shared-api/schemas/earnings';

export interface FinancePeriod {
  from: string;
  to: string;
}

/** The calendar month holding `today` ('yyyy-MM-dd'): its first and last day. */
export function monthOf(today: string): FinancePeriod {
  const [year, month] = today.split('-').map(Number);
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const prefix = today.slice(0, 7);
  return { from: `${prefix}-01`, to: `${prefix}-${String(lastDay).padStart(2, '0')}` };
}

// The schema's messages are written for API callers; these are the admin's.
export const PERIOD_TEXTS = {
  fromMissing: 'Choose the first day.',
  toMissing: 'Choose the last day.',
  toBeforeFrom: 'The last day cannot be before the first day.',
} as const;

/** The period, or what is wrong with each date. */
export function checkPeriod(values: FinancePeriod): { period: FinancePeriod; errors: null } | { period: null; errors: Partial<Record<keyof FinancePeriod, string>> } {
  const checked = fieldErrors(financePeriodSchema, values);
  if (checked.data) return { period: checked.data, errors: null };
  const errors: Partial<Record<keyof FinancePeriod, string>> = {};
  if (checked.errors.from) errors.from = PERIOD_TEXTS.fromMissing;
  if (checked.errors.to) errors.to = /^\d{4}-\d{2}-\d{2}$/.test(values.to) ? PERIOD_TEXTS.toBeforeFrom : PERIOD_TEXTS.toMissing;
  return { period: null, errors };
}
