// What a booking's screens read: a booking for its parties, the lists each side sees,
// the start times free on a day, a consultant's live holds (the picker's Booked), the
// consultant being booked, the hours totals, and the bookings a calendar shows.
import { eq, or } from 'drizzle-orm';
import type { BookingsRole, SessionDuration, SlotTime } from '@marketplace/shared-api/schemas/bookings';
import type { BookedSlot, Booking, BookingTotals } from '@marketplace/shared-api/types';
import { wallTime } from '@marketplace/shared-api/time/wall-clock';
import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import { users } from '../../db/schema/index';
import { notFound } from '../../http-error';
import { centavosToPesos } from '../../money';
import type { AuthContext } from '../../plugins/auth';
import { hasStarted } from '../../session-times';
import type { AvailabilityGuard } from '../availability/guard';
import { userSummaryColumns } from '../users/user-summary';
import { BOOKING_NOT_FOUND, CONSULTANT_NOT_FOUND, findConsultant, forParty, loadBooking } from './booking-access';
import { toBooking, type BookingWithParties } from './booking-response';
import { hourlyRateCentavos } from './pricing';
import type { BookedSlotsCache } from './booked-slots-cache';
import { bookingTotals, findBooking, listBookings, madeBy, receivedBy } from './queries';
import { freeStartTimes } from './slot-rules';

export interface BookingReadsDeps {
  db: Database;
  clock: Clock;
  timeZone: string;
  availability: Pick<AvailabilityGuard, 'day'>;
  /** Every consultant's live holds from today on, kept in memory (booked-slots-cache.ts). */
  heldSlots: Pick<BookedSlotsCache, 'read'>;
}

export function createBookingReads({ db, clock, timeZone, availability, heldSlots }: BookingReadsDeps) {
  const today = () => wallTime(timeZone, clock.now()).date;

  return {
    async get(id: string, caller: AuthContext): Promise<Booking> {
      await forParty(db, id, caller);
      return loadBooking(db, id);
    },

    async list(role: BookingsRole, caller: AuthContext): Promise<Booking[]> {
      const rows = await listBookings(db, role === 'consultant' ? receivedBy(caller.userId) : madeBy(caller.userId));
      return rows.map(toBooking);
    },

    /** Start times free on a day; a booking being rescheduled (the caller's) counts its own holds as free. */
    async available(
      query: { date: string; consultantId: string; duration: SessionDuration; bookingId?: string },
      caller: AuthContext,
    ): Promise<SlotTime[]> {
      const instant = clock.now();
      const day = await availability.day({ ...query, exceptBookingId: query.bookingId, now: instant });
      if (!day) throw notFound(CONSULTANT_NOT_FOUND);
      if (query.bookingId) {
        const { row } = await forParty(db, query.bookingId, caller);
        if (row.consultantId !== query.consultantId) throw notFound(BOOKING_NOT_FOUND);
      }
      if (query.date < today()) return [];
      return day.offered(freeStartTimes(day.held, query.duration, (start) => hasStarted(query.date, start, timeZone, instant)));
    },

    /** A consultant's live holds from today on (the picker marks these Booked). */
    async bookedSlots(consultantId: string): Promise<BookedSlot[]> {
      return heldSlots.read(consultantId);
    },

    async consultant(id: string) {
      const row = await findConsultant(db, id);
      const [user] = await db.select(userSummaryColumns(users)).from(users).where(eq(users.id, id));
      return { ...user, salaryRate: centavosToPesos(hourlyRateCentavos(row.salaryRateCentavos)) };
    },

    async totals(caller: AuthContext): Promise<BookingTotals> {
      return bookingTotals(db, caller.userId);
    },

    /** Bookings on either side, for the calendar file and feed. */
    async everyBookingOf(userId: string): Promise<BookingWithParties[]> {
      return listBookings(db, or(madeBy(userId), receivedBy(userId)) ?? madeBy(userId));
    },

    async bookingForCalendar(id: string, caller: AuthContext): Promise<BookingWithParties> {
      await forParty(db, id, caller);
      const found = await findBooking(db, id);
      if (!found) throw notFound(BOOKING_NOT_FOUND);
      return found;
    },
  };
}
