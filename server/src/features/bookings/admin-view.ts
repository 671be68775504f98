// An admin's look at one user's bookings. Occurrences of a series are left out of
// the single bookings because the series carries them: the console shows a series
// as one line, not as dozens of look-alike sessions.
import { and, eq, isNull, or } from 'drizzle-orm';
import type { AdminUserBookings } from '@marketplace/shared-api/types';
import type { Database } from '../../db/database';
import { bookings, users } from '../../db/schema/index';
import { toBooking } from './booking-response';
import { listBookings, madeBy, receivedBy } from './queries';
import type { SeriesService } from './series/series-service';

/** The user's single bookings and series on either side; null when there is no such user. */
export function createAdminBookingsOf(db: Database, series: Pick<SeriesService, 'seriesOf'>) {
  return async (userId: string): Promise<AdminUserBookings | null> => {
    const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).limit(1);
    if (!user) return null;
    const single = and(or(madeBy(userId), receivedBy(userId)), isNull(bookings.seriesId)) ?? isNull(bookings.seriesId);
    const [rows, ownSeries] = await Promise.all([listBookings(db, single), series.seriesOf(userId)]);
    return { bookings: rows.map(toBooking), series: ownSeries };
  };
}
