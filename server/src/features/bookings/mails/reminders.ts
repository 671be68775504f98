// Reminders 24 hours and 1 hour before a session, computed from the bookings
// themselves on the server clock: a run looks at confirmed sessions starting in
// the next day and writes each reminder that is due and not yet written. Its
// key names the booking, the session's date and time, the reminder and the
// person, so a rescheduled session is reminded again at its new time, a
// cancelled one (no longer CONFIRMED) never, and a reminder is written once
// however many processes or runs meet it (the outbox's unique key decides).
//
// Which reminder is due: the 1-hour one from an hour before the start; the
// 24-hour one from a day before until the 1-hour one takes over. A session
// confirmed within the last day gets the one due when it is confirmed.
import { and, eq, gte, inArray, lte } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import { bookings, emailOutbox } from '../../../db/schema/index';
import { fullName } from '@marketplace/shared-api/format';
import { slotLabel } from '@marketplace/shared-api/booking-time';
import { findBooking } from '../queries';
import { instantOf } from '@marketplace/shared-api/availability/rules';
import { addDaysToKey, wallTime } from '@marketplace/shared-api/time/wall-clock';
import type { Outbox } from '../../email/outbox';
import { recipientTimeZone, sessionWhen } from '../session-time';

export const REMINDER_SWEEP = 'bookings.reminders';
const HOUR_MS = 3_600_000;
export const REMINDERS = [
  { name: '1h', beforeMs: HOUR_MS },
  { name: '24h', beforeMs: 24 * HOUR_MS },
] as const;

export type ReminderName = (typeof REMINDERS)[number]['name'];

/** The reminder due at `now` for a session starting at `start`, or null (too early, or started). */
export function dueReminder(start: Date, now: Date): ReminderName | null {
  const left = start.getTime() - now.getTime();
  if (left <= 0) return null;
  return REMINDERS.find((reminder) => left <= reminder.beforeMs)?.name ?? null;
}

export const reminderKey = (reminder: ReminderName, booking: { id: string; date: string; startTime: string }, userId: string) =>
  `reminder:${reminder}:${booking.id}:${booking.date}T${booking.startTime}:${userId}`;

/** 'in 1 hour', 'in 45 minutes', 'in 23 hours'. */
function startsIn(ms: number): string {
  const minutes = Math.max(1, Math.round(ms / 60_000));
  if (minutes < 90) return minutes === 60 ? 'in 1 hour' : `in ${minutes} minutes`;
  const hours = Math.round(minutes / 60);
  return `in ${hours} hours`;
}

export function createReminders({ db, outbox, timeZone }: { db: Database; outbox: Pick<Outbox, 'write'>; timeZone: string }) {
  return {
    async run(now: Date): Promise<number> {
      const today = wallTime(timeZone, now).date;
      // Sessions of today, tomorrow and the day after cover every start in the next 24 hours in any zone offset.
      const candidates = await db
        .select({ id: bookings.id, date: bookings.date, startTime: bookings.startTime, clientId: bookings.clientId, consultantId: bookings.consultantId })
        .from(bookings)
        .where(and(eq(bookings.status, 'CONFIRMED'), gte(bookings.date, today), lte(bookings.date, addDaysToKey(today, 2))));
      const due = candidates.flatMap((booking) => {
        const reminder = dueReminder(instantOf(booking.date, booking.startTime, timeZone), now);
        return reminder ? [booking.clientId, booking.consultantId].map((userId) => ({ booking, userId, key: reminderKey(reminder, booking, userId) })) : [];
      });
      if (due.length === 0) return 0;
      const written = new Set(
        (await db.select({ key: emailOutbox.dedupeKey }).from(emailOutbox).where(inArray(emailOutbox.dedupeKey, due.map(({ key }) => key)))).map(({ key }) => key),
      );
      let count = 0;
      for (const { booking, userId, key } of due) {
        if (written.has(key)) continue;
        const wrote = await db.transaction(async (tx) => {
          // Under the booking's lock: a reschedule or cancel committing meanwhile is seen here, and its reminder not written.
          const [current] = await tx.select({ status: bookings.status, date: bookings.date, startTime: bookings.startTime }).from(bookings).where(eq(bookings.id, booking.id)).for('update');
          if (!current || current.status !== 'CONFIRMED' || current.date !== booking.date || current.startTime !== booking.startTime) return false;
          const found = await findBooking(tx, booking.id);
          if (!found) return false;
          const start = instantOf(booking.date, booking.startTime, timeZone);
          const when = sessionWhen(booking.date, booking.startTime, timeZone, await recipientTimeZone(tx, userId));
          const other = userId === booking.clientId ? fullName(found.consultant) : fullName(found.client);
          const session = `${slotLabel(booking.startTime).toLowerCase()} session`;
          return outbox.write(tx, {
            userId,
            kind: 'booking_reminder',
            dedupeKey: key,
            subject: `Reminder: your session with ${other} starts ${startsIn(start.getTime() - now.getTime())}`,
            heading: `Your ${session} with ${other} starts ${startsIn(start.getTime() - now.getTime())}.`,
            paragraphs: [`It starts ${when}, for ${found.booking.duration} hours.`],
            details: [
              ['Reference', found.booking.reference],
              ['When', when],
              ['With', other],
            ],
            action: { label: 'Open the booking', path: `/bookings/${booking.id}` },
          });
        });
        if (wrote) count += 1;
      }
      return count;
    },
  };
}
