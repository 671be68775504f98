// Which period of a series its client can pay now: the first unpaid one with
// something due whose checkout has opened (the first at once, a later one
// SERIES_PAY_AHEAD_DAYS before it starts: the server's payableFrom). A declined series is
// owed nothing.
import type { RecurringSeries, SeriesPeriod } from '@marketplace/shared-api/types';

export function payablePeriod(series: Pick<RecurringSeries, 'status' | 'periods'>, today: string): SeriesPeriod | null {
  if (series.status === 'declined') return null;
  return series.periods.find((period) => !period.paid && period.duePesos > 0 && period.payableFrom <= today) ?? null;
}
