// Moving a series from one occurrence on to new weekdays or a new start time. Each
// occurrence from there on takes the new pattern's date in its own week
// (changedSeriesDate); those still live and ahead, and not moved on their own before,
// move there when the judgement allows. The rest (over, cancelled, moved on their own,
// or kept back by the client) stay where they are and read as off the pattern. A
// session keeps its length and price, so a change moves no money.
import type { SlotTime, SessionDuration } from '@marketplace/shared-api/schemas/bookings';
import type { JudgeSeriesChangeBody } from '@marketplace/shared-api/schemas/series';
import { changedSeriesDate } from '@marketplace/shared-api/series/pattern';
import type { MovedOccurrence } from '@marketplace/shared-api/types';
import type { Executor } from '../../../db/database';
import type { BookingRow, BookingSeriesRow } from '../../../db/schema/index';
import { HttpError } from '../../../http-error';
import { bookingPhase } from '../process/booking-phase';
import { isLive } from '../status-machine';
import { judgeOccurrences } from './judge';

export const OCCURRENCE_NOT_IN_SERIES = 'This booking is not an occurrence of this series.';
export const WEEKDAY_COUNT = (count: number) => `Choose ${count} weekday${count === 1 ? '' : 's'}, as many as the series has.`;
export const SAME_PATTERN = 'The series already falls on these weekdays at this time.';
export const BOOKED_BEFORE_CHANGE = 'This occurrence was booked before the series last changed: move it on its own, or change the series from a later one.';
export const NOTHING_LEFT_TO_MOVE = 'No occurrence from this one on can still be moved.';

export interface SeriesChangePlan {
  /** The pattern date from which the new weekdays and time apply. */
  since: string;
  /** Every occurrence from the chosen one on, with its date under the new pattern. */
  remapped: Array<{ row: BookingRow; seriesDate: string }>;
  /** Those that would move, each judged where it would go (its own holds not counted). */
  moves: MovedOccurrence[];
}

/** Where each occurrence from body.fromBookingId on would go, judged; throws the request's 400 and 409 answers. */
export async function judgedSeriesChange(
  executor: Executor,
  series: BookingSeriesRow,
  occurrences: BookingRow[],
  body: JudgeSeriesChangeBody,
  { timeZone, now }: { timeZone: string; now: Date },
): Promise<SeriesChangePlan> {
  const from = occurrences.find((occurrence) => occurrence.id === body.fromBookingId);
  if (!from) throw new HttpError(400, OCCURRENCE_NOT_IN_SERIES, 'fromBookingId');
  if (body.weekdays.length !== series.weekdays.length) throw new HttpError(400, WEEKDAY_COUNT(series.weekdays.length), 'weekdays');
  const sorted = [...body.weekdays].sort((a, b) => a - b);
  if (sorted.join() === [...series.weekdays].sort((a, b) => a - b).join() && body.startTime === series.startTime) throw new HttpError(400, SAME_PATTERN, 'startTime');
  const fromDate = from.seriesDate!;
  if (series.patternSince !== null && fromDate < series.patternSince) throw new HttpError(409, BOOKED_BEFORE_CHANGE);
  const remapped = occurrences
    .filter((row) => row.seriesDate !== null && row.seriesDate >= fromDate)
    .map((row) => ({ row, seriesDate: changedSeriesDate(row.seriesDate!, series.weekdays, sorted) }));
  const movable = remapped.filter(
    ({ row, seriesDate }) =>
      isLive(row.status) &&
      !row.seriesMoved &&
      bookingPhase(row, timeZone, now) === 'before_start' &&
      (row.date !== seriesDate || row.startTime !== body.startTime),
  );
  if (movable.length === 0) throw new HttpError(409, NOTHING_LEFT_TO_MOVE);
  const judged =
    (await judgeOccurrences(executor, {
      consultantId: series.consultantId,
      duration: series.duration as SessionDuration,
      occurrences: movable.map(({ seriesDate }) => ({ seriesDate, date: seriesDate, startTime: body.startTime as SlotTime })),
      timeZone,
      now,
      exceptBookingIds: movable.map(({ row }) => row.id),
    })) ?? [];
  return {
    since: changedSeriesDate(fromDate, series.weekdays, sorted),
    remapped,
    moves: judged.map((verdict, index) => ({ ...verdict, bookingId: movable[index].row.id, previousDate: movable[index].row.date, previousStartTime: movable[index].row.startTime })),
  };
}
