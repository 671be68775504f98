// Bookings (SPEC section 3, Booking) and the slot holds that keep a consultant
// from being sold twice. Dates and start times are wall-clock values in the
// marketplace time zone; money is integer centavos.
//
// booking_slots holds one row per slot a live booking occupies (an 8-hour
// booking holds both slots of its day). The partial unique index over
// (consultant_id, date, start_time) WHERE live makes the database refuse any
// overlap, whatever races the application loses.
import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { BOOKING_PAYMENT_STATUSES, BOOKING_STATUSES, PICKER_SLOTS, SESSION_DURATIONS } from '@marketplace/shared-api/constants';
import { bookingSeries } from './booking-series';
import { sqlList } from './sql-list';
import { users } from './users';

/** Statuses whose booking still holds its slots (booking_slots.live). */
export const LIVE_STATUSES = ['PENDING', 'CONFIRMED'] as const satisfies readonly (typeof BOOKING_STATUSES)[number][];

const SLOT_TIMES = PICKER_SLOTS.map((slot) => slot.time);

/** What cancelled a booking: one of its parties, its payment hold running out, its payment being declined, its start passing while still PENDING, or an account's deletion. */
export const CANCEL_CAUSES = ['party', 'hold_expired', 'payment_declined', 'not_accepted', 'account_deleted'] as const;
export type CancelCause = (typeof CANCEL_CAUSES)[number];

export const bookings = pgTable(
  'bookings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** SPEC section 9: 6 digits from the time plus 4 random characters. */
    reference: text('reference').notNull(),
    /** Who made the booking (the client, Booking.userId). */
    clientId: uuid('client_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    consultantId: uuid('consultant_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    startTime: text('start_time').notNull(),
    duration: integer('duration').notNull(),
    /** The consultant's rate when booked, so later rate changes do not rewrite history. */
    hourlyRateCentavos: integer('hourly_rate').notNull(),
    priceCentavos: integer('price').notNull(),
    /** The platform's fee of the price, at the rate of the day the booking was made (PLATFORM_FEE_PERCENT); the rest is the assistant's. */
    platformFeeCentavos: integer('platform_fee_centavos').notNull().default(0),
    status: text('status', { enum: BOOKING_STATUSES }).notNull().default('PENDING'),
    isRecurring: boolean('is_recurring').notNull().default(false),
    /** The series this booking is an occurrence of (is_recurring true); null for a single booking. */
    seriesId: uuid('series_id').references(() => bookingSeries.id, { onDelete: 'cascade' }),
    /**
     * The date the series' pattern gives this occurrence (its RECURRENCE-ID). A reschedule moves
     * date and start time and leaves this: an occurrence is 'moved' when they differ from the pattern.
     */
    seriesDate: date('series_date', { mode: 'string' }),
    /** True once this one occurrence was rescheduled on its own (the series' pattern stays as it was). */
    seriesMoved: boolean('series_moved').notNull().default(false),
    /** Which payment period of its series it belongs to (0 for a series paid once). */
    seriesPeriod: integer('series_period'),
    referralCode: text('referral_code'),
    /** UNPAID until a payment confirms the booking, PAID, then REFUNDED if that money went back. */
    paymentStatus: text('payment_status', { enum: BOOKING_PAYMENT_STATUSES }).notNull().default('UNPAID'),
    /**
     * Until when an unpaid PENDING booking holds its slots while its client pays;
     * null for a free booking and once paid. The hold sweep cancels it afterwards.
     */
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true }),
    /** Why a CANCELLED booking was cancelled (CANCEL_REASONS); null otherwise. */
    cancelReason: text('cancel_reason'),
    /** What cancelled it (CANCEL_CAUSES: a party, its hold lapsing, its payment declined, ...) and when; null otherwise. */
    cancelCause: text('cancel_cause', { enum: CANCEL_CAUSES }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** When the consultant completed it: the review window (REVIEW_WINDOW_DAYS) runs from here. */
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('bookings_reference_unique').on(table.reference),
    index('bookings_client_date_idx').on(table.clientId, table.date),
    index('bookings_consultant_date_idx').on(table.consultantId, table.date),
    check('bookings_status_check', sql`${table.status} in (${sqlList(BOOKING_STATUSES)})`),
    check('bookings_start_time_check', sql`${table.startTime} in (${sqlList(SLOT_TIMES)})`),
    check('bookings_duration_check', sql`${table.duration} in (${sqlList(SESSION_DURATIONS)})`),
    check('bookings_price_check', sql`${table.priceCentavos} >= 0 and ${table.hourlyRateCentavos} >= 0`),
    check('bookings_not_self_check', sql`${table.clientId} <> ${table.consultantId}`),
    check('bookings_payment_status_check', sql`${table.paymentStatus} in (${sqlList(BOOKING_PAYMENT_STATUSES)})`),
    check('bookings_cancel_cause_check', sql`${table.cancelCause} in (${sqlList(CANCEL_CAUSES)})`),
    // A client's lapsed holds, newest first: the squatting cool-off counts them (bookings/hold-abuse.ts).
    index('bookings_client_lapsed_idx')
      .on(table.clientId, table.cancelledAt)
      .where(sql`${table.cancelCause} = 'hold_expired'`),
    // Unpaid holds on a consultant's calendar by creation time: the per-calendar cap counts them.
    index('bookings_consultant_unpaid_idx')
      .on(table.consultantId, table.createdAt)
      .where(sql`${table.paymentStatus} = 'UNPAID' and ${table.holdExpiresAt} is not null`),
    // The hold sweep reads unpaid pending bookings by deadline, and only those.
    index('bookings_hold_expiry_idx')
      .on(table.holdExpiresAt)
      .where(sql`${table.status} = 'PENDING' and ${table.holdExpiresAt} is not null`),
    // A series' occurrences, soonest first.
    index('bookings_series_idx').on(table.seriesId, table.date).where(sql`${table.seriesId} is not null`),
    check('bookings_series_check', sql`(${table.seriesId} is null) = (${table.seriesDate} is null) and ${table.isRecurring} = (${table.seriesId} is not null)`),
    // The reminder sweep (features/bookings/mails/reminders.ts) reads confirmed sessions of the next days by date.
    index('bookings_confirmed_date_idx').on(table.date).where(sql`${table.status} = 'CONFIRMED'`),
  ],
);

export const bookingSlots = pgTable(
  'booking_slots',
  {
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    consultantId: uuid('consultant_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    startTime: text('start_time').notNull(),
    /** True while the booking is PENDING or CONFIRMED; a released hold stays as history. */
    live: boolean('live').notNull().default(true),
  },
  (table) => [
    primaryKey({ columns: [table.bookingId, table.startTime] }),
    // The rule of the marketplace: one live booking per consultant slot.
    uniqueIndex('booking_slots_live_unique')
      .on(table.consultantId, table.date, table.startTime)
      .where(sql`${table.live}`),
    check('booking_slots_start_time_check', sql`${table.startTime} in (${sqlList(SLOT_TIMES)})`),
  ],
);

export const BOOKING_SLOT_UNIQUE = 'booking_slots_live_unique';

/** A per-user secret for the private calendar feed URL; resetting it revokes the old URL. */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    token: text('token').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('calendar_feeds_token_unique').on(table.token)],
);

export type BookingRow = typeof bookings.$inferSelect;
export type NewBookingRow = typeof bookings.$inferInsert;
export type BookingSlotRow = typeof bookingSlots.$inferSelect;
