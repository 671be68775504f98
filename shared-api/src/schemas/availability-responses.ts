// What the availability routes answer (their response schemas on the server).
// The types stay the interfaces of availability/rules and availability/types,
// which the judging code is written against; each schema is checked against its type.
import '@marketplace/shared-api/schemas/zod-config';
import { z } from 'zod';
import type { AvailabilityRules } from '@marketplace/shared-api/availability/rules';
import type { AvailabilitySettings, AvailabilityView, DayOffConflictBody } from '@marketplace/shared-api/availability/types';
import { slotTimeSchema } from '@marketplace/shared-api/schemas/bookings';

/** The week as the rules hold it: Monday first, each day its slot start times. */
export const availabilityRulesSchema = z.object({
  weekly: z.array(z.array(slotTimeSchema)),
  daysOff: z.array(z.object({ from: z.string(), to: z.string(), note: z.string().nullable().optional() })),
  noticeHours: z.number(),
  horizonMonths: z.number(),
  maxPerDay: z.number().nullable(),
  maxPerWeek: z.number().nullable(),
}) satisfies z.ZodType<AvailabilityRules>;

export const availabilitySettingsSchema = z.object({
  rules: availabilityRulesSchema,
  calendar: z.object({
    url: z.string().nullable(),
    readAt: z.string().nullable(),
    eventsFound: z.number().nullable(),
    error: z.string().nullable(),
    errorAt: z.string().nullable(),
  }),
}) satisfies z.ZodType<AvailabilitySettings>;

export const availabilityViewSchema = z.object({
  name: z.string(),
  rules: availabilityRulesSchema,
  busy: z.array(z.object({ start: z.string(), end: z.string() })),
  sessions: z.array(z.object({ date: z.string(), count: z.number() })),
}) satisfies z.ZodType<AvailabilityView>;

/** The 409 of PUT /api/availability when new days off hold bookings and confirm was not sent. */
export const dayOffConflictSchema = z.object({
  message: z.string(),
  field: z.literal('daysOff'),
  bookings: z.array(
    z.object({ id: z.string(), reference: z.string(), date: z.string(), startTime: z.string(), duration: z.number(), clientName: z.string() }),
  ),
}) satisfies z.ZodType<DayOffConflictBody>;
