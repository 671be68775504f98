// An assistant's availability: one row of rules per assistant who set
// any (no row means the defaults, DEFAULT_AVAILABILITY_RULES), and the busy times
// last read from their calendar. The rules judge requests only: no booking
// refers to them, and changing them never touches one.
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { DayOff, WeeklySlots } from '@marketplace/shared-api/availability/rules';
import { users } from './users';

export const assistantAvailability = pgTable(
  'assistant_availability',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Slots taken Monday to Friday: five arrays of '09:00' / '13:00'. */
    weekly: jsonb('weekly').$type<WeeklySlots>().notNull(),
    daysOff: jsonb('days_off').$type<DayOff[]>().notNull().default(sql`'[]'::jsonb`),
    noticeHours: integer('notice_hours').notNull(),
    horizonMonths: integer('horizon_months').notNull(),
    maxPerDay: integer('max_per_day'),
    maxPerWeek: integer('max_per_week'),
    /** The busy calendar's ICS address (a secret: only its owner reads it back). */
    calendarUrl: text('calendar_url'),
    /** The last successful read, and how many busy events it found. */
    calendarReadAt: timestamp('calendar_read_at', { withTimezone: true }),
    calendarEvents: integer('calendar_events'),
    /** The last read's failure (cleared by a good read); the busy times of the last good read stay. */
    calendarError: text('calendar_error'),
    calendarErrorAt: timestamp('calendar_error_at', { withTimezone: true }),
    /** The last attempt, good or not: the calendar sweep reads the calendars checked longest ago. */
    calendarCheckedAt: timestamp('calendar_checked_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('assistant_availability_calendar_due_idx')
      .on(table.calendarCheckedAt)
      .where(sql`${table.calendarUrl} is not null`),
    check('assistant_availability_notice_check', sql`${table.noticeHours} >= 0`),
    check('assistant_availability_horizon_check', sql`${table.horizonMonths} between 1 and 12`),
    check('assistant_availability_limits_check', sql`coalesce(${table.maxPerDay}, 1) >= 1 and coalesce(${table.maxPerWeek}, 1) >= 1`),
  ],
);

/** Busy times of an assistant's calendar, as last read (replaced whole by each good read). */
export const availabilityBusyTimes = pgTable(
  'availability_busy_times',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    // The times overlapping a day or a range: by user, then by end.
    index('availability_busy_times_user_idx').on(table.userId, table.endsAt),
    check('availability_busy_times_order_check', sql`${table.endsAt} > ${table.startsAt}`),
  ],
);

export type AssistantAvailabilityRow = typeof assistantAvailability.$inferSelect;
