// How a series row and its occurrences become the RecurringSeries of the API: the
// pattern as asked, the next occurrence, how many remain, the date up to which it is
// paid, and each payment period with what is still due and when its checkout opens.
import { periodPayableFrom } from '@marketplace/shared-api/series/pattern';
import type { Booking, RecurringSeries, SeriesPeriod, UserSummary } from '@marketplace/shared-api/types';
import type { BookingSeriesRow } from '../../../db/schema/index';
import { patternOfRow } from './series-calendar';

const live = (booking: Booking) => booking.status === 'PENDING' || booking.status === 'CONFIRMED';

/** Occurrences of one series, soonest first, with the clock's verdict on which have started. */
export function toSeries(
  row: BookingSeriesRow,
  parties: { consultant: UserSummary; client: UserSummary },
  occurrences: Booking[],
  {
    hasStarted,
    periodOf,
    madeOn,
  }: { hasStarted: (booking: Booking) => boolean; periodOf: (booking: Booking) => number; /** The marketplace date the series was booked: its first period is payable from then. */ madeOn: string },
): RecurringSeries {
  const sorted = [...occurrences].sort((a, b) => `${a.date} ${a.startTime}`.localeCompare(`${b.date} ${b.startTime}`));
  const ahead = sorted.filter((booking) => live(booking) && !hasStarted(booking));
  const byPeriod = new Map<number, Booking[]>();
  for (const booking of sorted) byPeriod.set(periodOf(booking), [...(byPeriod.get(periodOf(booking)) ?? []), booking]);
  const periods: SeriesPeriod[] = [...byPeriod.entries()]
    .sort(([a], [b]) => a - b)
    .map(([index, members]) => {
      const due = members.filter((booking) => live(booking) && booking.paymentStatus === 'UNPAID' && booking.price > 0);
      return {
        index,
        from: members[0].date,
        to: members[members.length - 1].date,
        duePesos: due.reduce((sum, booking) => sum + booking.price, 0),
        payableFrom: index === 0 ? madeOn : periodPayableFrom(row.firstDate, index),
        paid: due.length === 0 && members.some((booking) => booking.paymentStatus !== 'UNPAID'),
      };
    });
  // Paid through: the last date before the first live occurrence still unpaid (or the last paid one when none is).
  const liveOnes = sorted.filter(live);
  const firstUnpaid = liveOnes.findIndex((booking) => booking.paymentStatus === 'UNPAID' && booking.price > 0);
  const paidOnes = (firstUnpaid === -1 ? liveOnes : liveOnes.slice(0, firstUnpaid)).filter((booking) => booking.paymentStatus === 'PAID');
  return {
    id: row.id,
    consultantId: row.consultantId,
    consultant: parties.consultant,
    userId: row.clientId,
    user: parties.client,
    pattern: patternOfRow(row),
    payMode: row.payMode,
    status: row.status,
    nextOccurrence: ahead[0] ?? null,
    remaining: ahead.length,
    paidThrough: paidOnes.length > 0 ? paidOnes[paidOnes.length - 1].date : null,
    periods,
    occurrences: sorted,
    createdAt: row.createdAt.toISOString(),
  };
}
