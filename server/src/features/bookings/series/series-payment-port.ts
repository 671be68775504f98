// What payments may know of a series period they take one checkout for: its client,
// and the occurrences of the period still to pay, locked in the series' order (the
// booking rows first, the lock order of every payment path). A period is payable
// from SERIES_PAY_AHEAD_DAYS before it starts (the first at once); a series paid once
// has one period. An occurrence is payable as a single booking is: PENDING, unpaid,
// priced, its hold still running.
import { and, asc, eq } from 'drizzle-orm';
import { periodPayableFrom } from '@marketplace/shared-api/series/pattern';
import { todayIn } from '@marketplace/shared-api/time/wall-clock';
import type { Executor } from '../../../db/database';
import { bookings, bookingSeries, type BookingRow } from '../../../db/schema/index';
import { HttpError, notFound } from '../../../http-error';
import { SERIES_NOT_FOUND } from './series-service';

export const PERIOD_NOT_YET_PAYABLE = (from: string) => `This period can be paid from ${from}.`;
export const NOTHING_DUE_FOR_PERIOD = 'Nothing is due for this period.';

export interface PayableSeriesPeriod {
  seriesId: string;
  clientId: string;
  period: number;
  /** The occurrences this checkout pays, soonest first, each locked. */
  occurrences: BookingRow[];
  totalCentavos: number;
}

/** Locks the period's payable occurrences for the series' client; 404 for anyone else, 409 when not payable yet or nothing is due. */
export async function lockSeriesPeriod(
  tx: Executor,
  { seriesId, clientId, period, now, timeZone }: { seriesId: string; clientId: string; period: number; now: Date; timeZone: string },
): Promise<PayableSeriesPeriod> {
  const [series] = await tx.select().from(bookingSeries).where(eq(bookingSeries.id, seriesId)).limit(1);
  if (!series || series.clientId !== clientId) throw notFound(SERIES_NOT_FOUND);
  // The first period (the whole series, paid once) is paid when it is booked; a later one from its pay-ahead day.
  if (series.payMode === 'per_period' && period > 0) {
    const from = periodPayableFrom(series.firstDate, period);
    if (todayIn(timeZone, now) < from) throw new HttpError(409, PERIOD_NOT_YET_PAYABLE(from));
  }
  const rows = await tx
    .select()
    .from(bookings)
    .where(and(eq(bookings.seriesId, seriesId), eq(bookings.seriesPeriod, period)))
    .orderBy(asc(bookings.date), asc(bookings.startTime), asc(bookings.id))
    .for('update');
  const occurrences = rows.filter(
    (row) => row.status === 'PENDING' && row.paymentStatus === 'UNPAID' && row.priceCentavos > 0 && (!row.holdExpiresAt || row.holdExpiresAt.getTime() > now.getTime()),
  );
  if (occurrences.length === 0) throw new HttpError(409, NOTHING_DUE_FOR_PERIOD);
  return { seriesId, clientId, period, occurrences, totalCentavos: occurrences.reduce((sum, row) => sum + row.priceCentavos, 0) };
}
