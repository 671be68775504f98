// Recurring series: a Boss books one assistant on the same weekdays,
// time and length for weeks. Each occurrence is a booking row that follows the
// declared booking process on its own (process/declaration.ts): it is requested
// (holding its slots), paid (the payments feature confirms it), declined or
// cancelled through cancellation.ts with the policy per occurrence, moved through
// the single reschedule. This service adds what only a series has: judging every
// occurrence before anything is held, booking the confirmed list at once (a race
// lost to another Boss answers 409 naming the occurrences), the assistant's one
// answer to the whole request, and cancelling from an occurrence on.
// News is told once per series change, not once per occurrence (series-news.ts).
import { and, asc, eq, inArray, or } from 'drizzle-orm';
import type { SlotTime, SessionDuration, BookingsRole } from '@marketplace/shared-api/schemas/bookings';
import type { ChangeSeriesBody, CreateSeriesBody, ExtendSeriesBody, JudgeSeriesBody, JudgeSeriesChangeBody, SeriesStatusBody } from '@marketplace/shared-api/schemas/series';
import { SERIES_MAX_WEEKS } from '@marketplace/shared-api/constants';
import { isOffPattern, lastSeriesDate, periodOf, periodStart, seriesDates, weeksBetween } from '@marketplace/shared-api/series/pattern';
import { todayIn } from '@marketplace/shared-api/time/wall-clock';
import type { Booking, JudgedOccurrence, RecurringSeries, SeriesCancellationQuote, SeriesChangeJudgement, SeriesJudgement } from '@marketplace/shared-api/types';
import type { Clock } from '../../../clock';
import type { Database, Executor } from '../../../db/database';
import { uniqueViolationConstraint } from '../../../db/errors';
import { bookings, bookingSeries, bookingSlots, users, type BookingRow, type BookingSeriesRow } from '../../../db/schema/index';
import { forbidden, HttpError, notFound } from '../../../http-error';
import { centavosToPesos } from '../../../money';
import type { AuthContext } from '../../../plugins/auth';
import { normalizeReferralCode } from '../../auth/referral-code';
import { platformFeeCentavos } from '../../../platform-fee';
import { toBooking } from '../booking-response';
import { assertOpenRequestsBelowCaps, holdSlots, lockParties } from '../booking-writes';
import { cancelBooking, type BookingCancellation, type CancelHooks } from '../cancellation';
import { cancellationQuote } from '../cancellation-policy';
import { assertMayHoldSlots, type HoldAbuseLimits } from '../hold-abuse';
import { bookingNow, bookingPhase } from '../process/booking-phase';
import { declaredMove } from '../process/declaration';
import { listBookings } from '../queries';
import { bookingReference } from '../reference';
import { assertPrice, hourlyRateCentavos, priceCentavos } from '../pricing';
import { assertTransition, isLive, partyCancelReason, type Party } from '../status-machine';
import type { SessionMoveHooks } from '../session-moves';
import { instantOf } from '@marketplace/shared-api/availability/rules';
import { CANNOT_BOOK_SELF, CONSULTANT_NOT_FOUND, ONLY_ASSISTANTS, OWN_REFERRAL_CODE, UNKNOWN_REFERRAL_CODE } from '../service';
import { judgeOccurrences, type WantedOccurrence } from './judge';
import { judgedSeriesChange, OCCURRENCE_NOT_IN_SERIES } from './series-change';
import { toSeries } from './series-response';
import type { SeriesMails } from './series-mails-port';
import type { SeriesNews } from './series-news';

export const SERIES_NOT_FOUND = 'Series not found';
/** Also the change's answer (series-change.ts), where it is defined. */
export { OCCURRENCE_NOT_IN_SERIES };
export const SERIES_CREATED = 'Recurring booking requested';
export const NOTHING_TO_BOOK = 'Every occurrence was skipped: there is nothing to book.';
export const NOT_IN_SERIES = 'This date is not one of the series’ occurrences.';
export const ONLY_CONSULTANT_ANSWERS = 'Only the assistant can accept or decline a series.';
export const SERIES_ALREADY_ANSWERED = (status: string) => `This series was already ${status}.`;
export const NOTHING_LEFT_TO_CANCEL = 'No occurrence from this one on can still be cancelled.';
export const ONLY_CLIENT_EXTENDS = 'Only the client can extend a series.';
export const SERIES_NOT_EXTENDABLE = 'A declined series cannot be extended.';
export const EXTENDED_TOO_FAR = `A series lasts at most ${SERIES_MAX_WEEKS} weeks.`;
export const ONLY_CLIENT_CHANGES = 'Only the client can change a series’ weekdays or time.';
export const SERIES_NOT_CHANGEABLE = 'A declined series cannot be changed.';
export const NOTHING_TO_MOVE = 'Every occurrence was kept where it is: there is nothing to move.';
export const NOT_IN_SERIES_CHANGE = 'Only occurrences the change would move can be kept where they are.';
/** 409 when occurrences of a change cannot go to their new time (any more): the client keeps them or picks again. */
export const MOVES_CONFLICT = (list: JudgedOccurrence[]) =>
  `These occurrences cannot move: ${list.map((occurrence) => `${occurrence.date} ${occurrence.startTime} (${occurrence.refusal})`).join('; ')}. Keep them where they are, or choose another time.`;
export const NOT_IN_EXTENSION = 'This date is not one of the added weeks’ occurrences.';
/** 409 when occurrences of a confirmed list were taken (or ruled out) meanwhile: the Boss judges again and picks. */
export const OCCURRENCES_CONFLICT = (list: JudgedOccurrence[]) =>
  `These occurrences can no longer be booked: ${list.map((occurrence) => `${occurrence.date} ${occurrence.startTime} (${occurrence.refusal})`).join('; ')}. Please pick another time or skip them.`;

export interface SeriesServiceDeps {
  db: Database;
  clock: Clock;
  timeZone: string;
  holdMs: number;
  platformFeePercent: number;
  openRequestCaps: { perConsultant: number; overall: number };
  holdAbuse: HoldAbuseLimits;
  cancelHooks: CancelHooks;
  /** What other features date by a session (an earning's window) moves with each moved occurrence. */
  sessionMoves: SessionMoveHooks;
  news: SeriesNews;
  /** One mail per party per series action, in its transaction (series-mails-port.ts). */
  mails: SeriesMails;
}

const REFERENCE_ATTEMPTS = 3;

export function createSeriesService(deps: SeriesServiceDeps) {
  const { db, clock, timeZone, cancelHooks, sessionMoves, news, mails } = deps;

  async function findConsultantFor(consultantId: string, callerId: string) {
    if (consultantId === callerId) throw new HttpError(400, CANNOT_BOOK_SELF, 'consultantId');
    const [consultant] = await db
      .select({ id: users.id, role: users.role, salaryRateCentavos: users.salaryRateCentavos })
      .from(users)
      .where(eq(users.id, consultantId))
      .limit(1);
    if (!consultant) throw notFound(CONSULTANT_NOT_FOUND);
    if (consultant.role !== 'Assistant') throw new HttpError(400, ONLY_ASSISTANTS, 'consultantId');
    return consultant;
  }

  const patternOf = (body: JudgeSeriesBody) => ({ weekdays: body.weekdays, firstDate: body.firstDate, weeks: body.weeks ?? null, until: body.until ?? null });

  /** The occurrences a confirmed list asks for: the pattern's dates less those skipped, each replaced where another time was picked. */
  function wantedOf(body: CreateSeriesBody): WantedOccurrence[] {
    const dates = seriesDates(patternOf(body));
    const known = new Set(dates);
    for (const date of body.skip) if (!known.has(date)) throw new HttpError(400, NOT_IN_SERIES, 'skip');
    const moved = new Map<string, { date: string; startTime: SlotTime }>();
    for (const replacement of body.replacements) {
      if (!known.has(replacement.seriesDate)) throw new HttpError(400, NOT_IN_SERIES, 'replacements');
      moved.set(replacement.seriesDate, { date: replacement.date, startTime: replacement.startTime });
    }
    const skipped = new Set(body.skip);
    const wanted = dates
      .filter((date) => !skipped.has(date))
      .map((seriesDate) => ({ seriesDate, ...(moved.get(seriesDate) ?? { date: seriesDate, startTime: body.startTime }) }));
    if (wanted.length === 0) throw new HttpError(400, NOTHING_TO_BOOK, 'skip');
    return wanted;
  }

  async function assertReferralCode(code: string, callerId: string): Promise<void> {
    const [owner] = await db.select({ id: users.id }).from(users).where(eq(users.referralCode, code)).limit(1);
    if (!owner) throw new HttpError(400, UNKNOWN_REFERRAL_CODE, 'referralCode');
    if (owner.id === callerId) throw new HttpError(400, OWN_REFERRAL_CODE, 'referralCode');
  }

  /** The series if the caller is one of its parties; 404 for everyone else. */
  async function seriesForParty(executor: Executor, id: string, caller: AuthContext, lock = false): Promise<{ row: BookingSeriesRow; party: Party }> {
    const query = executor.select().from(bookingSeries).where(eq(bookingSeries.id, id)).limit(1);
    const [row] = lock ? await query.for('update') : await query;
    const party: Party | null = row?.consultantId === caller.userId ? 'consultant' : row?.clientId === caller.userId ? 'client' : null;
    if (!row || !party) throw notFound(SERIES_NOT_FOUND);
    return { row, party };
  }

  /** The series' occurrences, soonest first, locked for the caller's transaction. */
  async function lockOccurrences(tx: Executor, seriesId: string): Promise<BookingRow[]> {
    return tx.select().from(bookings).where(eq(bookings.seriesId, seriesId)).orderBy(asc(bookings.date), asc(bookings.startTime), asc(bookings.id)).for('update');
  }

  const startsAt = (booking: Pick<Booking, 'date' | 'startTime'>) => instantOf(booking.date, booking.startTime, timeZone).getTime();
  const order = (row: Pick<BookingRow, 'date' | 'startTime'>) => `${row.date} ${row.startTime}`;

  async function loadMany(rows: BookingSeriesRow[]): Promise<RecurringSeries[]> {
    if (rows.length === 0) return [];
    const occurrences = await listBookings(db, inArray(bookings.seriesId, rows.map((row) => row.id)));
    const now = clock.now().getTime();
    return rows.flatMap((row) => {
      const own = occurrences.filter((found) => found.booking.seriesId === row.id);
      if (own.length === 0) return [];
      return [
        toSeries(row, own[0], own.map(toBooking), {
          hasStarted: (booking) => startsAt(booking) <= now,
          periodOf: (booking) => own.find((found) => found.booking.id === booking.id)?.booking.seriesPeriod ?? 0,
          madeOn: todayIn(timeZone, row.createdAt),
        }),
      ];
    });
  }

  async function loadSeries(id: string): Promise<RecurringSeries> {
    const [row] = await db.select().from(bookingSeries).where(eq(bookingSeries.id, id)).limit(1);
    const [series] = row ? await loadMany([row]) : [];
    if (!series) throw notFound(SERIES_NOT_FOUND);
    return series;
  }

  /** The occurrences from `fromBookingId` on (by their session) that may still be cancelled: live, not started. */
  function fromOn(rows: BookingRow[], fromBookingId: string, now: Date): BookingRow[] {
    const from = rows.find((row) => row.id === fromBookingId);
    if (!from) throw new HttpError(400, OCCURRENCE_NOT_IN_SERIES, 'fromBookingId');
    return rows.filter((row) => order(row) >= order(from) && isLive(row.status) && (row.id === from.id || bookingPhase(row, timeZone, now) === 'before_start'));
  }

  return {
    async judge(body: JudgeSeriesBody, caller: AuthContext): Promise<SeriesJudgement> {
      const consultant = await findConsultantFor(body.consultantId, caller.userId);
      const wanted = seriesDates(patternOf(body)).map((date) => ({ seriesDate: date, date, startTime: body.startTime }));
      const occurrences = (await judgeOccurrences(db, { consultantId: consultant.id, duration: body.duration, occurrences: wanted, timeZone, now: clock.now() })) ?? [];
      const price = priceCentavos(hourlyRateCentavos(consultant.salaryRateCentavos), body.duration);
      const bookable = occurrences.filter((occurrence) => occurrence.refusal === null).length;
      return { occurrences, pricePerOccurrence: centavosToPesos(price), total: centavosToPesos(price * bookable) };
    },

    async create(body: CreateSeriesBody, caller: AuthContext): Promise<RecurringSeries> {
      const consultant = await findConsultantFor(body.consultantId, caller.userId);
      const rate = hourlyRateCentavos(consultant.salaryRateCentavos);
      const price = priceCentavos(rate, body.duration);
      assertPrice(body.price, price, body.duration);
      const referralCode = body.referralCode ? normalizeReferralCode(body.referralCode) : null;
      if (referralCode) await assertReferralCode(referralCode, caller.userId);
      const wanted = wantedOf(body);
      const duration = body.duration as SessionDuration;

      let created: string | undefined;
      for (let attempt = 1; !created; attempt += 1) {
        try {
          created = await db.transaction(async (tx) => {
            const now = clock.now();
            await lockParties(tx, caller.userId, consultant.id);
            await assertOpenRequestsBelowCaps(tx, { clientId: caller.userId, consultantId: consultant.id, caps: deps.openRequestCaps });
            // Judged again under the assistant's lock: a Boss who raced for the same weekly slot hears which occurrences are gone.
            const judged = (await judgeOccurrences(tx, { consultantId: consultant.id, duration, occurrences: wanted, timeZone, now })) ?? [];
            const refused = judged.filter((occurrence) => occurrence.refusal !== null);
            if (refused.length > 0) throw new HttpError(409, OCCURRENCES_CONFLICT(refused), 'occurrences');
            if (price > 0) await assertMayHoldSlots(tx, { clientId: caller.userId, consultantId: consultant.id, now, limits: deps.holdAbuse });
            const lastDate = wanted.map((occurrence) => occurrence.seriesDate).sort().at(-1) ?? body.firstDate;
            const [series] = await tx
              .insert(bookingSeries)
              .values({
                clientId: caller.userId,
                consultantId: consultant.id,
                weekdays: [...body.weekdays].sort((a, b) => a - b),
                startTime: body.startTime,
                duration,
                firstDate: body.firstDate,
                lastDate: body.until ?? lastDate,
                weeks: body.weeks ?? null,
                until: body.until ?? null,
                payMode: body.payMode,
                createdAt: now,
                updatedAt: now,
              })
              .returning();
            const periodFor = (seriesDate: string) => (body.payMode === 'once' ? 0 : periodOf(body.firstDate, seriesDate));
            // The first period holds for the payment hold, as a single booking does; a later one until its first day begins.
            const holdFor = (period: number) =>
              price === 0 ? null : period === 0 ? new Date(now.getTime() + deps.holdMs) : instantOf(periodStart(body.firstDate, period), '00:00', timeZone);
            const rows = await tx
              .insert(bookings)
              .values(
                wanted.map((occurrence) => ({
                  reference: bookingReference(now),
                  clientId: caller.userId,
                  consultantId: consultant.id,
                  date: occurrence.date,
                  startTime: occurrence.startTime,
                  duration,
                  hourlyRateCentavos: rate,
                  priceCentavos: price,
                  platformFeeCentavos: platformFeeCentavos(price, deps.platformFeePercent),
                  holdExpiresAt: holdFor(periodFor(occurrence.seriesDate)),
                  referralCode,
                  isRecurring: true,
                  seriesId: series.id,
                  seriesDate: occurrence.seriesDate,
                  seriesMoved: occurrence.date !== occurrence.seriesDate || occurrence.startTime !== body.startTime,
                  seriesPeriod: periodFor(occurrence.seriesDate),
                  createdAt: now,
                  updatedAt: now,
                })),
              )
              .returning();
            // Each occurrence is the process's 'request' (before its start, its slots free and offered: judged above).
            for (const row of rows) await holdSlots(tx, row);
            await mails.inTransaction(tx, { kind: 'requested', seriesId: series.id, actorId: caller.userId, bookingIds: rows.map((row) => row.id) });
            return series.id;
          });
        } catch (error) {
          // A reference clash (same millisecond digits and random tail) is retried with fresh ones.
          if (uniqueViolationConstraint(error) !== 'bookings_reference_unique' || attempt >= REFERENCE_ATTEMPTS) throw error;
        }
      }
      const series = await loadSeries(created);
      await news.told({ kind: 'requested', series, actorId: caller.userId });
      return series;
    },

    async list(role: BookingsRole, caller: AuthContext): Promise<RecurringSeries[]> {
      const rows = await db
        .select()
        .from(bookingSeries)
        .where(role === 'consultant' ? eq(bookingSeries.consultantId, caller.userId) : eq(bookingSeries.clientId, caller.userId))
        .orderBy(asc(bookingSeries.firstDate), asc(bookingSeries.id));
      return loadMany(rows);
    },

    async get(id: string, caller: AuthContext): Promise<RecurringSeries> {
      await seriesForParty(db, id, caller);
      return loadSeries(id);
    },

    /**
     * The assistant's one answer. Accepting confirms the occurrences with nothing to pay (the
     * process's 'accept'); priced ones are confirmed by their payment, as any booking is.
     * Declining cancels every occurrence still ahead, each by its own declared move (a request
     * is declined; a paid occurrence is cancelled by the assistant and refunded in full).
     */
    async answer(id: string, { status }: SeriesStatusBody, caller: AuthContext): Promise<RecurringSeries> {
      const cancellations = await db.transaction(async (tx) => {
        const { row, party } = await seriesForParty(tx, id, caller, true);
        if (party !== 'consultant') throw forbidden(ONLY_CONSULTANT_ANSWERS);
        if (row.status !== 'requested') throw new HttpError(409, SERIES_ALREADY_ANSWERED(row.status));
        const now = clock.now();
        const occurrences = await lockOccurrences(tx, id);
        const done: BookingCancellation[] = [];
        const ahead: string[] = [];
        for (const occurrence of occurrences) {
          if (!isLive(occurrence.status) || bookingPhase(occurrence, timeZone, now) !== 'before_start') continue;
          ahead.push(occurrence.id);
          if (status === 'declined') {
            const reason = partyCancelReason(occurrence.status, 'consultant');
            done.push(await cancelBooking(tx, occurrence, { cause: 'party', by: 'consultant', reason, now, inSeriesAction: true }, cancelHooks));
          } else if (occurrence.status === 'PENDING' && occurrence.priceCentavos === 0) {
            declaredMove('consultant', 'accept', 'PENDING', 'CONFIRMED', bookingNow(occurrence, timeZone, now));
            await tx.update(bookings).set({ status: 'CONFIRMED', updatedAt: now }).where(eq(bookings.id, occurrence.id));
          }
        }
        await tx.update(bookingSeries).set({ status, answeredAt: now, updatedAt: now }).where(eq(bookingSeries.id, id));
        // One mail per party for the answer, naming the occurrences it covers (not one per occurrence).
        await mails.inTransaction(tx, { kind: status, seriesId: id, actorId: caller.userId, bookingIds: ahead, cancellations: done });
        return done;
      });
      await cancelHooks.afterCommit(cancellations);
      const series = await loadSeries(id);
      await news.told({ kind: status, series, actorId: caller.userId });
      return series;
    },

    /** What cancelling from this occurrence on would give back, occurrence by occurrence, under the policy for the caller. */
    async quote(id: string, fromBookingId: string, caller: AuthContext): Promise<SeriesCancellationQuote> {
      const { party } = await seriesForParty(db, id, caller);
      const now = clock.now();
      const rows = await db.select().from(bookings).where(eq(bookings.seriesId, id)).orderBy(asc(bookings.date), asc(bookings.startTime));
      const quoted = fromOn(rows, fromBookingId, now).map((row) => ({
        bookingId: row.id,
        date: row.date,
        startTime: row.startTime,
        quote: cancellationQuote(row, party, now, cancelHooks.terms),
      }));
      return { occurrences: quoted, refundCentavos: quoted.reduce((sum, item) => sum + item.quote.refundCentavos, 0) };
    },

    /**
     * Cancels this occurrence and every later one still ahead, each by the caller's own declared
     * move and under the policy per occurrence (a client's late one keeps part; the assistant's
     * refunds in full). Occurrences already over or cancelled are left as they are.
     */
    async cancelFollowing(id: string, fromBookingId: string, caller: AuthContext): Promise<RecurringSeries> {
      const cancellations = await db.transaction(async (tx) => {
        const { party } = await seriesForParty(tx, id, caller, true);
        const now = clock.now();
        const targets = fromOn(await lockOccurrences(tx, id), fromBookingId, now);
        if (targets.length === 0) throw new HttpError(409, NOTHING_LEFT_TO_CANCEL);
        const done: BookingCancellation[] = [];
        for (const row of targets) {
          assertTransition(row.status, 'CANCELLED', party, { ...row, phase: bookingPhase(row, timeZone, now) });
          done.push(await cancelBooking(tx, row, { cause: 'party', by: party, reason: partyCancelReason(row.status, party), now, inSeriesAction: true }, cancelHooks));
        }
        await mails.inTransaction(tx, { kind: 'cancelled', seriesId: id, actorId: caller.userId, bookingIds: targets.map((row) => row.id), cancellations: done });
        return done;
      });
      await cancelHooks.afterCommit(cancellations);
      const series = await loadSeries(id);
      await news.told({ kind: 'cancelled', series, actorId: caller.userId, bookingIds: cancellations.map((done) => done.booking.id) });
      return series;
    },

    /**
     * The client adds weeks of the pattern after the series' last week. The new occurrences are
     * judged under the assistant's lock like a new series (409 naming any refused; the client
     * skips them), priced as the series' occurrences are, and hold their slots as a new series'
     * would for their period; each is paid as the series' other unpaid occurrences are. Told once.
     */
    async extend(id: string, body: ExtendSeriesBody, caller: AuthContext): Promise<RecurringSeries> {
      let added: string[] | undefined;
      for (let attempt = 1; !added; attempt += 1) {
        try {
          added = await db.transaction(async (tx) => {
            const { row, party } = await seriesForParty(tx, id, caller, true);
            if (party !== 'client') throw forbidden(ONLY_CLIENT_EXTENDS);
            if (row.status === 'declined') throw new HttpError(409, SERIES_NOT_EXTENDABLE);
            const now = clock.now();
            const pattern = { weekdays: row.weekdays, firstDate: row.firstDate, weeks: row.weeks, until: row.until };
            const weeksNow = row.weeks ?? weeksBetween(row.firstDate, row.until ?? row.lastDate) + 1;
            const weeks = weeksNow + body.weeks;
            if (weeks > SERIES_MAX_WEEKS) throw new HttpError(400, EXTENDED_TOO_FAR, 'weeks');
            const extended = row.weeks !== null ? { weeks, until: null } : { weeks: null, until: lastSeriesDate(row.firstDate, weeks) };
            const before = new Set(seriesDates(pattern));
            const dates = seriesDates({ ...pattern, ...extended }).filter((date) => !before.has(date));
            for (const date of body.skip) if (!dates.includes(date)) throw new HttpError(400, NOT_IN_EXTENSION, 'skip');
            const skipped = new Set(body.skip);
            const wanted = dates.filter((date) => !skipped.has(date)).map((date) => ({ seriesDate: date, date, startTime: row.startTime as SlotTime }));
            if (wanted.length === 0) throw new HttpError(400, NOTHING_TO_BOOK, 'skip');
            await lockParties(tx, row.clientId, row.consultantId);
            const duration = row.duration as SessionDuration;
            const judged = (await judgeOccurrences(tx, { consultantId: row.consultantId, duration, occurrences: wanted, timeZone, now })) ?? [];
            const refused = judged.filter((occurrence) => occurrence.refusal !== null);
            if (refused.length > 0) throw new HttpError(409, OCCURRENCES_CONFLICT(refused), 'occurrences');
            // Priced as the series' occurrences are: the rate it was booked at, not today's.
            const [model] = await tx.select().from(bookings).where(eq(bookings.seriesId, id)).orderBy(asc(bookings.createdAt), asc(bookings.id)).limit(1);
            if (!model) throw notFound(SERIES_NOT_FOUND);
            const price = model.priceCentavos;
            if (price > 0) await assertMayHoldSlots(tx, { clientId: row.clientId, consultantId: row.consultantId, now, limits: deps.holdAbuse });
            const periodFor = (seriesDate: string) => (row.payMode === 'once' ? 0 : periodOf(row.firstDate, seriesDate));
            // A period already begun (or paid once) holds for the payment hold; a later one until its first day, as at creation.
            const holdFor = (period: number) => {
              if (price === 0) return null;
              const paymentHold = now.getTime() + deps.holdMs;
              const start = period === 0 ? 0 : instantOf(periodStart(row.firstDate, period), '00:00', timeZone).getTime();
              return new Date(Math.max(paymentHold, start));
            };
            const rows = await tx
              .insert(bookings)
              .values(
                wanted.map((occurrence) => ({
                  reference: bookingReference(now),
                  clientId: row.clientId,
                  consultantId: row.consultantId,
                  date: occurrence.date,
                  startTime: occurrence.startTime,
                  duration,
                  hourlyRateCentavos: model.hourlyRateCentavos,
                  priceCentavos: price,
                  platformFeeCentavos: model.platformFeeCentavos,
                  holdExpiresAt: holdFor(periodFor(occurrence.seriesDate)),
                  referralCode: model.referralCode,
                  isRecurring: true,
                  seriesId: id,
                  seriesDate: occurrence.seriesDate,
                  seriesMoved: false,
                  seriesPeriod: periodFor(occurrence.seriesDate),
                  createdAt: now,
                  updatedAt: now,
                })),
              )
              .returning();
            for (const booking of rows) await holdSlots(tx, booking);
            await tx
              .update(bookingSeries)
              .set({ ...extended, lastDate: dates.at(-1) ?? row.lastDate, updatedAt: now })
              .where(eq(bookingSeries.id, id));
            await mails.inTransaction(tx, { kind: 'extended', seriesId: id, actorId: caller.userId, bookingIds: rows.map((booking) => booking.id) });
            return rows.map((booking) => booking.id);
          });
        } catch (error) {
          if (uniqueViolationConstraint(error) !== 'bookings_reference_unique' || attempt >= REFERENCE_ATTEMPTS) throw error;
        }
      }
      const series = await loadSeries(id);
      await news.told({ kind: 'extended', series, actorId: caller.userId, bookingIds: added });
      return series;
    },

    /** Where each occurrence from one on would go with new weekdays and time, judged; nothing moves. */
    async judgeChange(id: string, body: JudgeSeriesChangeBody, caller: AuthContext): Promise<SeriesChangeJudgement> {
      const { row, party } = await seriesForParty(db, id, caller);
      if (party !== 'client') throw forbidden(ONLY_CLIENT_CHANGES);
      const occurrences = await db.select().from(bookings).where(eq(bookings.seriesId, id)).orderBy(asc(bookings.date), asc(bookings.startTime), asc(bookings.id));
      const plan = await judgedSeriesChange(db, row, occurrences, body, { timeZone, now: clock.now() });
      return { occurrences: plan.moves };
    },

    /**
     * The client moves the series from an occurrence on to new weekdays or a new time: each
     * occurrence still ahead moves within its week (judged again under the assistant's lock;
     * one refused and not kept answers 409 with the list), the pattern is the new one from
     * there on, and earlier occurrences keep their dates. Each move is a reschedule of that
     * occurrence (its holds, and what other features date by its session); told once.
     */
    async change(id: string, body: ChangeSeriesBody, caller: AuthContext): Promise<RecurringSeries> {
      const moved = await db.transaction(async (tx) => {
        const { row, party } = await seriesForParty(tx, id, caller, true);
        if (party !== 'client') throw forbidden(ONLY_CLIENT_CHANGES);
        if (row.status === 'declined') throw new HttpError(409, SERIES_NOT_CHANGEABLE);
        const now = clock.now();
        const occurrences = await lockOccurrences(tx, id);
        await lockParties(tx, row.clientId, row.consultantId);
        const plan = await judgedSeriesChange(tx, row, occurrences, body, { timeZone, now });
        const keep = new Set(body.keep);
        const movable = new Set(plan.moves.map((move) => move.bookingId));
        if (body.keep.some((bookingId) => !movable.has(bookingId))) throw new HttpError(400, NOT_IN_SERIES_CHANGE, 'keep');
        const refused = plan.moves.filter((move) => move.refusal !== null && !keep.has(move.bookingId));
        if (refused.length > 0) throw new HttpError(409, MOVES_CONFLICT(refused), 'occurrences');
        const moving = new Map(plan.moves.filter((move) => !keep.has(move.bookingId)).map((move) => [move.bookingId, move]));
        if (moving.size === 0) throw new HttpError(400, NOTHING_TO_MOVE, 'keep');
        // Every mover's holds go first, so two occurrences may trade places.
        await tx.delete(bookingSlots).where(and(inArray(bookingSlots.bookingId, [...moving.keys()]), eq(bookingSlots.live, true)));
        const pattern = { startTime: body.startTime, since: plan.since };
        for (const { row: occurrence, seriesDate } of plan.remapped) {
          const move = moving.get(occurrence.id);
          const at = move ? { date: move.date, startTime: move.startTime } : { date: occurrence.date, startTime: occurrence.startTime };
          const [updated] = await tx
            .update(bookings)
            .set({ ...at, seriesDate, seriesMoved: isOffPattern({ ...at, seriesDate }, pattern), updatedAt: now })
            .where(eq(bookings.id, occurrence.id))
            .returning();
          if (!move) continue;
          declaredMove('client', 'reschedule', occurrence.status, occurrence.status, bookingNow(occurrence, timeZone, now));
          await holdSlots(tx, updated);
          await sessionMoves.inTransaction(tx, updated, now);
        }
        const dates = plan.remapped.map((item) => item.seriesDate).sort();
        const lastDate = dates.at(-1)! > row.lastDate ? dates.at(-1)! : row.lastDate;
        await tx
          .update(bookingSeries)
          .set({
            weekdays: [...body.weekdays].sort((a, b) => a - b),
            startTime: body.startTime,
            patternSince: plan.since,
            // Moved within their weeks, the first and last dates may move by a few days.
            firstDate: dates[0] < row.firstDate ? dates[0] : row.firstDate,
            lastDate,
            until: row.until === null ? null : lastDate,
            updatedAt: now,
          })
          .where(eq(bookingSeries.id, id));
        await mails.inTransaction(tx, { kind: 'changed', seriesId: id, actorId: caller.userId, bookingIds: [...moving.keys()] });
        return [...moving.keys()];
      });
      const series = await loadSeries(id);
      await news.told({ kind: 'changed', series, actorId: caller.userId, bookingIds: moved });
      return series;
    },

    /** A period's occurrences lapsed unpaid (the hold sweep cancelled them): told once for the series. */
    async toldLapsed(id: string, bookingIds: string[]): Promise<void> {
      const series = await loadSeries(id);
      await news.told({ kind: 'lapsed', series, actorId: series.userId, bookingIds });
    },

    /** Series on either side, for the calendar file and feed. */
    async seriesOf(userId: string): Promise<RecurringSeries[]> {
      const rows = await db
        .select()
        .from(bookingSeries)
        .where(or(eq(bookingSeries.clientId, userId), eq(bookingSeries.consultantId, userId)))
        .orderBy(asc(bookingSeries.firstDate));
      return loadMany(rows);
    },
  };
}

export type SeriesService = ReturnType<typeof createSeriesService>;
