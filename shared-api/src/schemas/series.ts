// Validation for the recurring series calls, shared by the wizard and the
// server's routes. What needs the clock or the database (past dates, the assistant's
// rules, free slots, the price) is the server's.
import '@marketplace/shared-api/schemas/zod-config';
import { z } from 'zod';
import { SERIES_MAX_WEEKS, SERIES_MIN_WEEKS, SERIES_PAY_MODES, SERIES_WEEKDAYS } from '@marketplace/shared-api/constants';
import { bookingDateSchema, bookingPriceSchema, bookingReferralCodeSchema, durationSchema, slotTimeSchema } from '@marketplace/shared-api/schemas/bookings';
import { accountNumberSchema, paymentMethodSchema } from '@marketplace/shared-api/schemas/payments';
import { lastSeriesDate } from '@marketplace/shared-api/series/pattern';

export const SERIES_MESSAGES = {
  weekdays: 'weekdays must be one or more of 1 (Monday) to 5 (Friday), each once',
  weeksOrUntil: 'Give either a number of weeks or an until date',
  untilBeforeFirst: 'until must not be before firstDate',
  untilTooFar: `A series lasts at most ${SERIES_MAX_WEEKS} weeks`,
  weeks: `weeks must be a whole number from ${SERIES_MIN_WEEKS} to ${SERIES_MAX_WEEKS}`,
} as const;

const uuid = (field: string) => z.uuid(`${field} must be a valid id`);

const weekdaysSchema = z
  .array(z.number({ error: SERIES_MESSAGES.weekdays }).int(SERIES_MESSAGES.weekdays).min(SERIES_WEEKDAYS[0], SERIES_MESSAGES.weekdays).max(SERIES_WEEKDAYS[SERIES_WEEKDAYS.length - 1], SERIES_MESSAGES.weekdays), {
    error: SERIES_MESSAGES.weekdays,
  })
  .min(1, SERIES_MESSAGES.weekdays)
  .max(SERIES_WEEKDAYS.length, SERIES_MESSAGES.weekdays)
  .refine((days) => new Set(days).size === days.length, SERIES_MESSAGES.weekdays);

const weeksSchema = z.number({ error: SERIES_MESSAGES.weeks }).int(SERIES_MESSAGES.weeks).min(SERIES_MIN_WEEKS, SERIES_MESSAGES.weeks).max(SERIES_MAX_WEEKS, SERIES_MESSAGES.weeks);

const patternShape = {
  consultantId: uuid('consultantId'),
  weekdays: weekdaysSchema,
  startTime: slotTimeSchema,
  duration: durationSchema.default(4),
  firstDate: bookingDateSchema,
  weeks: weeksSchema.optional(),
  until: bookingDateSchema.optional(),
};

/** Exactly one of weeks and until, and until within SERIES_MAX_WEEKS of the first date's week. */
function checkBounds(pattern: { firstDate: string; weeks?: number; until?: string }, context: z.RefinementCtx) {
  if ((pattern.weeks === undefined) === (pattern.until === undefined)) {
    context.addIssue({ code: 'custom', message: SERIES_MESSAGES.weeksOrUntil, path: ['weeks'] });
    return;
  }
  if (pattern.until === undefined) return;
  if (pattern.until < pattern.firstDate) context.addIssue({ code: 'custom', message: SERIES_MESSAGES.untilBeforeFirst, path: ['until'] });
  else if (pattern.until > lastSeriesDate(pattern.firstDate)) context.addIssue({ code: 'custom', message: SERIES_MESSAGES.untilTooFar, path: ['until'] });
}

/** POST /api/bookings/series/judge: the pattern, judged occurrence by occurrence; nothing is held. */
export const judgeSeriesSchema = z.object(patternShape).strict().superRefine(checkBounds);
export type JudgeSeriesInput = z.input<typeof judgeSeriesSchema>;
export type JudgeSeriesBody = z.output<typeof judgeSeriesSchema>;

/** Another time for one occurrence the judgement refused (or the Boss wants elsewhere). */
export const replacementSchema = z
  .object({ seriesDate: bookingDateSchema, date: bookingDateSchema, startTime: slotTimeSchema })
  .strict();

/**
 * POST /api/bookings/series: the pattern confirmed, with the occurrences skipped and those
 * moved. price is one occurrence's, in pesos, and must equal rate x hours. Every occurrence
 * left is judged again under the assistant's lock: one refused answers 409 with the list.
 */
export const createSeriesSchema = z
  .object({
    ...patternShape,
    payMode: z.enum(SERIES_PAY_MODES, { error: 'payMode must be once or per_period' }),
    price: bookingPriceSchema,
    skip: z.array(bookingDateSchema).max(SERIES_MAX_WEEKS * SERIES_WEEKDAYS.length, 'Too many dates to skip').default([]),
    replacements: z.array(replacementSchema).max(SERIES_MAX_WEEKS * SERIES_WEEKDAYS.length, 'Too many replacements').default([]),
    referralCode: bookingReferralCodeSchema,
  })
  .strict()
  .superRefine(checkBounds);
export type CreateSeriesInput = z.input<typeof createSeriesSchema>;
export type CreateSeriesBody = z.output<typeof createSeriesSchema>;

export const seriesIdParamsSchema = z.object({ id: uuid('id') }).strict();

/** PUT /api/bookings/series/{id}/status: the assistant answers the whole request once. */
export const seriesStatusSchema = z.object({ status: z.enum(['accepted', 'declined'], { error: 'status must be accepted or declined' }) }).strict();
export type SeriesStatusBody = z.output<typeof seriesStatusSchema>;

/** POST /api/bookings/series/{id}/cancel: this occurrence and every later one. */
export const cancelFollowingSchema = z.object({ fromBookingId: uuid('fromBookingId') }).strict();
export type CancelFollowingBody = z.output<typeof cancelFollowingSchema>;

/**
 * POST /api/bookings/series/{id}/extend: the series' client adds `weeks` weeks of its pattern
 * after its last week (the whole series at most SERIES_MAX_WEEKS), less the dates skipped. The
 * new occurrences are judged under the assistant's lock: one refused answers 409 with the list.
 */
export const extendSeriesSchema = z
  .object({
    weeks: z.number({ error: SERIES_MESSAGES.weeks }).int(SERIES_MESSAGES.weeks).min(1, SERIES_MESSAGES.weeks).max(SERIES_MAX_WEEKS, SERIES_MESSAGES.weeks),
    skip: z.array(bookingDateSchema).max(SERIES_MAX_WEEKS * SERIES_WEEKDAYS.length, 'Too many dates to skip').default([]),
  })
  .strict();
export type ExtendSeriesInput = z.input<typeof extendSeriesSchema>;
export type ExtendSeriesBody = z.output<typeof extendSeriesSchema>;

/**
 * POST /api/bookings/series/{id}/change/judge: where each occurrence from `fromBookingId` on
 * would move with new weekdays (as many as the series has; each occurrence stays in its
 * week, its n-th weekday becoming the n-th new one) and a new start time. Nothing moves.
 */
export const judgeSeriesChangeSchema = z.object({ fromBookingId: uuid('fromBookingId'), weekdays: weekdaysSchema, startTime: slotTimeSchema }).strict();
export type JudgeSeriesChangeBody = z.output<typeof judgeSeriesChangeSchema>;

/**
 * POST /api/bookings/series/{id}/change: the series' client moves those occurrences. `keep`
 * names the ones left where they are (the judgement refused their new time); every other
 * one is judged again under the assistant's lock, and one refused answers 409 with the list.
 */
export const changeSeriesSchema = judgeSeriesChangeSchema
  .extend({ keep: z.array(uuid('keep')).max(SERIES_MAX_WEEKS * SERIES_WEEKDAYS.length, 'Too many occurrences to keep').default([]) })
  .strict();
export type ChangeSeriesInput = z.input<typeof changeSeriesSchema>;
export type ChangeSeriesBody = z.output<typeof changeSeriesSchema>;

/** GET /api/bookings/series/{id}/cancellation?from={bookingId}: what cancelling from there would refund. */
export const seriesQuoteQuerySchema = z.object({ from: uuid('from') }).strict();

/** POST /api/payments/series: one checkout for a period's occurrences (the whole series when paid once). */
export const seriesPaymentSchema = z
  .object({
    seriesId: uuid('seriesId'),
    period: z.number({ error: 'period must be a whole number' }).int('period must be a whole number').min(0, 'period must be 0 or more').max(SERIES_MAX_WEEKS * 12, 'period is too large'),
    amount: z.number({ error: 'amount must be a number of pesos' }).positive('amount must be more than 0').max(10_000_000, 'amount is too large'),
    accountNumber: accountNumberSchema,
    paymentMethod: paymentMethodSchema,
  })
  .strict();
export type SeriesPaymentInput = z.input<typeof seriesPaymentSchema>;
export type SeriesPaymentBody = z.output<typeof seriesPaymentSchema>;
