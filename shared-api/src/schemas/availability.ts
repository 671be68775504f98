// Validation of an assistant's availability settings: the week of
// slots, days off, notice, horizon, limits and the busy calendar's address.
// PUT /api/availability takes them whole; confirm says the assistant has read the
// warning about days off that already have bookings (they stay booked).
import '@marketplace/shared-api/schemas/zod-config';
import { z } from 'zod';
import {
  DAYS_OFF_MAX,
  HORIZON_MONTHS_MAX,
  MAX_PER_DAY_MAX,
  MAX_PER_WEEK_MAX,
  NOTICE_HOURS_MAX,
  WORK_WEEKDAYS,
} from '@marketplace/shared-api/availability/rules';
import { bookingDateSchema, SLOT_TIMES } from '@marketplace/shared-api/schemas/bookings';

export const DAY_OFF_NOTE_MAX_LENGTH = 200;
export const CALENDAR_URL_MAX_LENGTH = 2000;
export const DAY_OFF_ORDER = 'The last day off cannot be before the first.';
export const CALENDAR_URL_INVALID = 'Enter the calendar’s address: it starts with https:// or webcal://.';

const wholeNumber = (field: string, min: number, max: number) =>
  z
    .number({ error: `${field} must be a number` })
    .int(`${field} must be a whole number`)
    .min(min, `${field} must be at least ${min}`)
    .max(max, `${field} must be at most ${max}`);

export const dayOffSchema = z
  .object({
    from: bookingDateSchema,
    to: bookingDateSchema,
    note: z
      .string()
      .trim()
      .max(DAY_OFF_NOTE_MAX_LENGTH, `note must be at most ${DAY_OFF_NOTE_MAX_LENGTH} characters`)
      .transform((note) => note || null)
      .nullable()
      .optional(),
  })
  .strict()
  .refine((off) => off.from <= off.to, { message: DAY_OFF_ORDER, path: ['to'] });

/** A calendar's secret address: https, or webcal (read over https); http only for this machine's own tests (the server decides). */
export const calendarUrlSchema = z
  .string()
  .trim()
  .max(CALENDAR_URL_MAX_LENGTH, `calendarUrl must be at most ${CALENDAR_URL_MAX_LENGTH} characters`)
  .refine((value) => {
    if (value === '') return true;
    try {
      return ['https:', 'webcal:', 'http:'].includes(new URL(value).protocol);
    } catch {
      return false;
    }
  }, CALENDAR_URL_INVALID)
  .transform((value) => value || null);

export const availabilityRulesSchema = z
  .object({
    weekly: z
      .array(z.array(z.enum(SLOT_TIMES, { error: 'a slot must be 09:00 or 13:00' })).max(SLOT_TIMES.length), { error: 'weekly must list the slots of each weekday' })
      .length(WORK_WEEKDAYS.length, `weekly must list ${WORK_WEEKDAYS.length} weekdays, Monday to Friday`)
      .transform((days) => days.map((slots) => SLOT_TIMES.filter((slot) => slots.includes(slot)))),
    daysOff: z.array(dayOffSchema).max(DAYS_OFF_MAX, `at most ${DAYS_OFF_MAX} days off`),
    noticeHours: wholeNumber('noticeHours', 0, NOTICE_HOURS_MAX),
    horizonMonths: wholeNumber('horizonMonths', 1, HORIZON_MONTHS_MAX),
    maxPerDay: wholeNumber('maxPerDay', 1, MAX_PER_DAY_MAX).nullable(),
    maxPerWeek: wholeNumber('maxPerWeek', 1, MAX_PER_WEEK_MAX).nullable(),
  })
  .strict();

/** PUT /api/availability */
export const availabilityUpdateSchema = availabilityRulesSchema
  .extend({
    calendarUrl: calendarUrlSchema.nullable().optional(),
    /** The assistant read the list of bookings on new days off and keeps them. */
    confirm: z.boolean().optional(),
  })
  .strict();
export type AvailabilityUpdateInput = z.input<typeof availabilityUpdateSchema>;
export type AvailabilityUpdateBody = z.output<typeof availabilityUpdateSchema>;
