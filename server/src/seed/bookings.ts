// Demo bookings between the demo boss and the assistants, so /bookings, the
// dashboard and the profile totals show something real on a fresh start: two
// past sessions completed, upcoming ones pending and confirmed (one a full day),
// one cancelled, and an assistant who booked another assistant as a client.
// Written straight to the tables, slot holds included, as the booking service would.
import { ASSISTANT_HOURLY_RATE } from '@marketplace/shared-api/constants';
import type { SessionDuration, SlotTime } from '@marketplace/shared-api/schemas/bookings';
import type { BookingStatus } from '@marketplace/shared-api/types';
import type { Database } from '../db/database';
import { bookings, bookingSlots, type UserRow } from '../db/schema/index';
import { bookingReference } from '../features/bookings/reference';
import { heldSlots } from '../features/bookings/slot-rules';
import { addDays, wallClockAt } from '../features/bookings/time-zone';
import { pesosToCentavos } from '../money';
import type { SeededUsers } from './users';

interface DemoBooking {
  client: 'boss' | string;
  consultant: string;
  /** Days from today in the marketplace time zone; negative is the past. */
  inDays: number;
  startTime: SlotTime;
  duration: SessionDuration;
  status: BookingStatus;
}

export const DEMO_BOOKINGS: DemoBooking[] = [
  { client: 'boss', consultant: 'maria_santos', inDays: -10, startTime: '09:00', duration: 4, status: 'COMPLETED' },
  { client: 'boss', consultant: 'jose_reyes', inDays: -3, startTime: '13:00', duration: 4, status: 'COMPLETED' },
  { client: 'boss', consultant: 'maria_santos', inDays: 2, startTime: '09:00', duration: 4, status: 'PENDING' },
  { client: 'boss', consultant: 'angelica_cruz', inDays: 7, startTime: '09:00', duration: 8, status: 'CONFIRMED' },
  { client: 'boss', consultant: 'mark_villanueva', inDays: 4, startTime: '13:00', duration: 4, status: 'CANCELLED' },
  { client: 'maria_santos', consultant: 'jose_reyes', inDays: 5, startTime: '13:00', duration: 4, status: 'PENDING' },
];

const RATE_CENTAVOS = pesosToCentavos(ASSISTANT_HOURLY_RATE);

export async function seedBookings(db: Database, seeded: SeededUsers, timeZone: string, now: Date): Promise<number> {
  const byUsername = new Map<string, UserRow>(seeded.assistants.map((assistant) => [assistant.username, assistant]));
  byUsername.set('boss', seeded.boss);
  const today = wallClockAt(now, timeZone).date;

  const rows = DEMO_BOOKINGS.flatMap((demo, index) => {
    const client = byUsername.get(demo.client);
    const consultant = byUsername.get(demo.consultant);
    if (!client || !consultant) return [];
    // Spread the reference times apart so the demo references cannot clash.
    const createdAt = new Date(now.getTime() - (DEMO_BOOKINGS.length - index) * 86_400_000 - 30 * 86_400_000);
    return [
      {
        reference: bookingReference(new Date(now.getTime() + index)),
        clientId: client.id,
        consultantId: consultant.id,
        date: addDays(today, demo.inDays),
        startTime: demo.startTime,
        duration: demo.duration,
        hourlyRateCentavos: RATE_CENTAVOS,
        priceCentavos: RATE_CENTAVOS * demo.duration,
        status: demo.status,
        createdAt,
        updatedAt: createdAt,
      },
    ];
  });

  return db.transaction(async (tx) => {
    const inserted = await tx.insert(bookings).values(rows).returning();
    const holds = inserted.flatMap((booking) =>
      heldSlots(booking.startTime as SlotTime, booking.duration as SessionDuration).map((startTime) => ({
        bookingId: booking.id,
        consultantId: booking.consultantId,
        date: booking.date,
        startTime,
        live: booking.status === 'PENDING' || booking.status === 'CONFIRMED',
      })),
    );
    await tx.insert(bookingSlots).values(holds);
    return inserted.length;
  });
}
