// What the disputes feature (earnings) asks of a booking before a client reports a
// problem: whether the declared process lets the client do it now. A cancelled
// booking's session never happened, so nothing is reported about it, even when the
// assistant kept part of a late cancellation; the process says so, not the earning.
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { bookings } from '../../db/schema/index';
import { bookingNow } from './process/booking-phase';
import { allowedMove } from './process/declaration';

export interface BookingDisputePort {
  /**
   * Whether the process lets the booking's client report a problem now; null once the
   * booking row is gone with a deleted account (its earning alone then says).
   */
  problemReportable(tx: Executor, bookingId: string, now: Date): Promise<boolean | null>;
}

export function createBookingDisputePort({ timeZone }: { timeZone: string }): BookingDisputePort {
  return {
    async problemReportable(tx, bookingId, now) {
      const [row] = await tx.select().from(bookings).where(eq(bookings.id, bookingId));
      if (!row) return null;
      return allowedMove('client', 'report a problem', row.status, row.status, bookingNow(row, timeZone, now)) !== null;
    },
  };
}
