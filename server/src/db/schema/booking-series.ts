// Recurring series: what a Boss asked to repeat with one assistant. Each
// occurrence is a row of bookings (is_recurring, series_id, series_date) that follows
// the booking process on its own; this row keeps only the pattern, how it is paid and
// the assistant's one answer. Deleting either party removes the series, as it removes
// their bookings.
import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { PICKER_SLOTS, SERIES_PAY_MODES, SERIES_STATUSES, SESSION_DURATIONS } from '@marketplace/shared-api/constants';
import { sqlList } from './sql-list';
import { users } from './users';

const SLOT_TIMES = PICKER_SLOTS.map((slot) => slot.time);

export const bookingSeries = pgTable(
  'booking_series',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    consultantId: uuid('consultant_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 1 (Monday) to 5 (Friday), ascending. */
    weekdays: integer('weekdays').array().notNull(),
    startTime: text('start_time').notNull(),
    duration: integer('duration').notNull(),
    /** The first date the pattern may fall on, and the last (weeks or until, as asked; an extension moves it). */
    firstDate: date('first_date', { mode: 'string' }).notNull(),
    lastDate: date('last_date', { mode: 'string' }).notNull(),
    /** As the Boss asked: a number of weeks, or an until date (the other is null). */
    weeks: integer('weeks'),
    until: date('until', { mode: 'string' }),
    /**
     * From which pattern date the weekdays and start time above apply, when the client changed
     * them from an occurrence on; null when they apply from firstDate. Occurrences before it
     * keep the dates of the pattern they were booked under.
     */
    patternSince: date('pattern_since', { mode: 'string' }),
    payMode: text('pay_mode', { enum: SERIES_PAY_MODES }).notNull(),
    status: text('status', { enum: SERIES_STATUSES }).notNull().default('requested'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('booking_series_client_idx').on(table.clientId),
    index('booking_series_consultant_idx').on(table.consultantId),
    check('booking_series_not_self_check', sql`${table.clientId} <> ${table.consultantId}`),
    check('booking_series_start_time_check', sql`${table.startTime} in (${sqlList(SLOT_TIMES)})`),
    check('booking_series_duration_check', sql`${table.duration} in (${sqlList(SESSION_DURATIONS)})`),
    check('booking_series_pay_mode_check', sql`${table.payMode} in (${sqlList(SERIES_PAY_MODES)})`),
    check('booking_series_status_check', sql`${table.status} in (${sqlList(SERIES_STATUSES)})`),
    check('booking_series_dates_check', sql`${table.firstDate} <= ${table.lastDate}`),
  ],
);

export type BookingSeriesRow = typeof bookingSeries.$inferSelect;
