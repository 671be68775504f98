// What the recurring series routes answer (their response schemas on the
// server); the types of shared-api/types are inferred from them.
import '@marketplace/shared-api/schemas/zod-config';
import { z } from 'zod';
import { SERIES_PAY_MODES, SERIES_STATUSES } from '@marketplace/shared-api/constants';
import { bookingSchema, cancellationQuoteSchema } from '@marketplace/shared-api/schemas/bookings-responses';
import { userSummarySchema } from '@marketplace/shared-api/schemas/users-responses';

/** What repeats in a series: weekdays (1 Monday .. 5 Friday), one start time and length, from a first date for a number of weeks or until a date. */
export const seriesPatternSchema = z.object({
  weekdays: z.array(z.number()),
  startTime: z.string(),
  duration: z.number(),
  /** The first date the series may fall on (marketplace date, yyyy-MM-dd). */
  firstDate: z.string(),
  /** How many weeks from the week of firstDate; null when `until` bounds it. */
  weeks: z.number().nullable(),
  /** The last date it may fall on; null when `weeks` bounds it. */
  until: z.string().nullable(),
  /**
   * The pattern date from which weekdays and startTime apply, when the client changed them from
   * an occurrence on; null when they apply from firstDate. Earlier occurrences keep their dates.
   */
  since: z.string().nullable(),
});

/** A period of a series paid on its own (pay mode per_period; pay mode once has one period). */
export const seriesPeriodSchema = z.object({
  index: z.number().int(),
  /** Its first and last occurrence dates. */
  from: z.string(),
  to: z.string(),
  /** What is still due for it, in pesos (0 once paid). */
  duePesos: z.number(),
  /** When its checkout opens (marketplace date): SERIES_PAY_AHEAD_DAYS before `from`, or at once for the first. */
  payableFrom: z.string(),
  paid: z.boolean(),
});

/** A recurring series with its occurrences (GET /api/bookings/series). */
export const recurringSeriesSchema = z.object({
  id: z.string(),
  consultantId: z.string(),
  consultant: userSummarySchema,
  userId: z.string(),
  user: userSummarySchema,
  pattern: seriesPatternSchema,
  payMode: z.enum(SERIES_PAY_MODES),
  status: z.enum(SERIES_STATUSES),
  /** The first occurrence not yet over and not cancelled; null when none is left. */
  nextOccurrence: bookingSchema.nullable(),
  /** Occurrences not cancelled whose session has not started. */
  remaining: z.number().int(),
  /** The last date up to which every live occurrence is paid; null when none is. */
  paidThrough: z.string().nullable(),
  periods: z.array(seriesPeriodSchema),
  /** Every occurrence, soonest first (cancelled ones too). */
  occurrences: z.array(bookingSchema),
  createdAt: z.string(),
});

export const seriesListSchema = z.array(recurringSeriesSchema);

/** POST /api/bookings/series. */
export const seriesCreatedSchema = z.object({ success: z.literal(true), message: z.string(), series: recurringSeriesSchema });

/** One occurrence of a pattern, judged against the assistant's rules and calendar before anything is held. */
export const judgedOccurrenceSchema = z.object({
  /** The date the pattern gives it (RECURRENCE-ID of a moved one). */
  seriesDate: z.string(),
  /** Where it would be booked: the pattern's date and time, or the replacement the Boss picked. */
  date: z.string(),
  startTime: z.string(),
  /** null when it can be booked; otherwise why not, as people read it. */
  refusal: z.string().nullable(),
  /** The field the refusal is about ('date' or 'startTime'); null when bookable. */
  field: z.enum(['date', 'startTime']).nullable(),
});

/** POST /api/bookings/series/judge: every occurrence with its verdict, and the price of each. */
export const seriesJudgementSchema = z.object({
  occurrences: z.array(judgedOccurrenceSchema),
  /** The price of one occurrence, in pesos (rate x hours, as a single booking). */
  pricePerOccurrence: z.number(),
  /** What the bookable occurrences cost together, in pesos. */
  total: z.number(),
});

/** One occurrence of a series change: where it is now, and where the new weekdays and time would put it. */
export const movedOccurrenceSchema = judgedOccurrenceSchema.extend({
  bookingId: z.string(),
  previousDate: z.string(),
  previousStartTime: z.string(),
});

/** POST /api/bookings/series/{id}/change/judge: each occurrence that would move, with its verdict. */
export const seriesChangeJudgementSchema = z.object({ occurrences: z.array(movedOccurrenceSchema) });

/** What cancelling occurrences of a series now would do (GET /api/bookings/series/{id}/cancellation?from=...). */
export const seriesCancellationQuoteSchema = z.object({
  /** Each occurrence that would be cancelled, with its own quote under the policy. */
  occurrences: z.array(z.object({ bookingId: z.string(), date: z.string(), startTime: z.string(), quote: cancellationQuoteSchema })),
  refundCentavos: z.number().int(),
});
