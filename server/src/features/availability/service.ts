// An assistant's availability settings: their own rules with notes and
// their calendar's state (GET and PUT /api/availability), the public view a
// client's screens judge with (GET /api/bookings/availability/{id}), and the busy
// calendar's reads (on save, on demand, and by the calendar sweep). Each read is
// a fetch of up to 10 s and 2 MB the assistant sets off: those they start (a
// save with a new address, 'Read now') are limited per assistant, and a read of
// a calendar already under way is joined rather than started again.
// Rules judge requests only: saving them never cancels or moves a booking. A new
// day off that already holds bookings is saved only once the assistant has seen
// them listed (409 with the list unless confirm); they stay booked.
import { and, asc, eq, gte, inArray, lte, or } from 'drizzle-orm';
import {
  HORIZON_MONTHS_MAX,
  horizonDate,
  instantOf,
  isDayOff,
  weekStartOf,
  type AvailabilityRules,
  type DayOff,
} from '@marketplace/shared-api/availability/rules';
import type { AvailabilitySettings, AvailabilityView, BusyCalendarState, DayOffBooking } from '@marketplace/shared-api/availability/types';
import type { AvailabilityUpdateBody } from '@marketplace/shared-api/schemas/availability';
import { addDaysToKey, lastBookableDate, todayIn } from '@marketplace/shared-api/time/wall-clock';
import type { Clock } from '../../clock';
import type { Database, Executor } from '../../db/database';
import { assistantAvailability, availabilityBusyTimes, bookings, LIVE_STATUSES, users, type AssistantAvailabilityRow } from '../../db/schema/index';
import { conflict, forbidden, notFound } from '../../http-error';
import type { AuthContext } from '../../plugins/auth';
import type { KeyedLimit } from '../../plugins/limits';
import { CalendarFetchError, CALENDAR_ERRORS, type CalendarFetcher } from './calendar-fetch';
import { busyTimesIn, NotACalendarError } from './ics-busy';
import { readJudgedConsultant } from './judged-consultant';
import { findRulesRow, rulesOf } from './rules-store';

export const ASSISTANTS_ONLY = 'Only assistants set their availability.';
export const CONSULTANT_NOT_FOUND = 'Consultant not found';
export const DAYS_OFF_HAVE_BOOKINGS = 'These days off already have bookings. They stay booked: save again to confirm.';

/** The save's 409: the bookings on the new days off, listed for the assistant to confirm (DayOffConflictBody). */
const conflictWith = (bookings: DayOffBooking[]) => conflict(DAYS_OFF_HAVE_BOOKINGS, 'daysOff', { bookings });
export const NO_CALENDAR = 'Add a calendar address first.';

export interface AvailabilityServiceDeps {
  db: Database;
  clock: Clock;
  /** MARKETPLACE_TIME_ZONE */
  timeZone: string;
  fetchCalendar: CalendarFetcher;
  /** Tells open pickers of this assistant to read their slots again (the live slot event). */
  slotsChanged: (consultantId: string) => Promise<void>;
  /** Counts a read the assistant starts; 429 past their limit (calendarReadsPerUserPerHour). */
  limitReads: KeyedLimit;
}


const BUSY_INSERT_BATCH = 500;

function calendarState(row: AssistantAvailabilityRow | null): BusyCalendarState {
  return {
    url: row?.calendarUrl ?? null,
    readAt: row?.calendarReadAt?.toISOString() ?? null,
    eventsFound: row?.calendarEvents ?? null,
    error: row?.calendarError ?? null,
    errorAt: row?.calendarErrorAt?.toISOString() ?? null,
  };
}

/** The days off as the assistant wrote them, each range once, soonest first. */
const sortedDaysOff = (daysOff: readonly DayOff[]): DayOff[] =>
  [...daysOff].sort((a, b) => (a.from === b.from ? a.to.localeCompare(b.to) : a.from.localeCompare(b.from)));

export function createAvailabilityService({ db, clock, timeZone, fetchCalendar, slotsChanged, limitReads }: AvailabilityServiceDeps) {
  const today = () => todayIn(timeZone, clock.now());

  function assertAssistant(caller: AuthContext): void {
    if (caller.role !== 'Assistant') throw forbidden(ASSISTANTS_ONLY);
  }

  async function settingsOf(executor: Executor, userId: string): Promise<AvailabilitySettings> {
    const row = await findRulesRow(executor, userId);
    return { rules: rulesOf(row), calendar: calendarState(row) };
  }

  /** Live bookings (from today) on days the new rules take off and the old ones did not. */
  async function bookingsOnNewDaysOff(executor: Executor, userId: string, before: AvailabilityRules, after: readonly DayOff[]): Promise<DayOffBooking[]> {
    const from = today();
    const ranges = after.filter((off) => off.to >= from);
    if (ranges.length === 0) return [];
    const rows = await executor
      .select({
        id: bookings.id,
        reference: bookings.reference,
        date: bookings.date,
        startTime: bookings.startTime,
        duration: bookings.duration,
        clientFirstName: users.firstName,
        clientLastName: users.lastName,
      })
      .from(bookings)
      .innerJoin(users, eq(users.id, bookings.clientId))
      .where(
        and(
          eq(bookings.consultantId, userId),
          inArray(bookings.status, [...LIVE_STATUSES]),
          gte(bookings.date, from),
          or(...ranges.map((off) => and(gte(bookings.date, off.from), lte(bookings.date, off.to)))),
        ),
      )
      .orderBy(asc(bookings.date), asc(bookings.startTime));
    return rows
      .filter((row) => !isDayOff(before, row.date))
      .map(({ clientFirstName, clientLastName, ...row }) => ({ ...row, clientName: `${clientFirstName} ${clientLastName}`.trim() }));
  }

  // Reads under way in this process, by assistant and address: a second ask joins the first.
  const reading = new Map<string, Promise<void>>();

  /** Reads the calendar now, or joins the read of it under way; a failure is kept as the calendar's state and the last good busy times stay. */
  function readCalendar(userId: string, url: string): Promise<void> {
    const key = `${userId} ${url}`;
    const underWay = reading.get(key);
    if (underWay) return underWay;
    const read = readCalendarNow(userId, url).finally(() => reading.delete(key));
    reading.set(key, read);
    return read;
  }

  async function readCalendarNow(userId: string, url: string): Promise<void> {
    const now = clock.now();
    let busy;
    try {
      const text = await fetchCalendar(url);
      // Busy times the rules can reach: from today to the farthest horizon (twelve months on).
      busy = busyTimesIn(text, { from: new Date(now.getTime() - 86_400_000), to: new Date(now.getTime() + 400 * 86_400_000) }, timeZone);
    } catch (error) {
      const message =
        error instanceof CalendarFetchError ? error.message : error instanceof NotACalendarError ? CALENDAR_ERRORS.notCalendar : CALENDAR_ERRORS.unreachable;
      await db
        .update(assistantAvailability)
        .set({ calendarError: message, calendarErrorAt: now, calendarCheckedAt: now })
        .where(and(eq(assistantAvailability.userId, userId), eq(assistantAvailability.calendarUrl, url)));
      return;
    }
    const stored = await db.transaction(async (tx) => {
      // Only if the address is still the one read (the assistant may have changed it meanwhile).
      const [row] = await tx
        .select({ url: assistantAvailability.calendarUrl })
        .from(assistantAvailability)
        .where(eq(assistantAvailability.userId, userId))
        .for('update');
      if (row?.url !== url) return false;
      await tx.delete(availabilityBusyTimes).where(eq(availabilityBusyTimes.userId, userId));
      for (let index = 0; index < busy.length; index += BUSY_INSERT_BATCH) {
        await tx.insert(availabilityBusyTimes).values(
          busy.slice(index, index + BUSY_INSERT_BATCH).map((time) => ({ userId, startsAt: new Date(time.start), endsAt: new Date(time.end) })),
        );
      }
      await tx
        .update(assistantAvailability)
        .set({ calendarReadAt: now, calendarEvents: busy.length, calendarError: null, calendarErrorAt: null, calendarCheckedAt: now })
        .where(eq(assistantAvailability.userId, userId));
      return true;
    });
    if (stored) await slotsChanged(userId);
  }

  return {
    async settings(caller: AuthContext): Promise<AvailabilitySettings> {
      assertAssistant(caller);
      return settingsOf(db, caller.userId);
    },

    /** PUT /api/availability; 409 with the bookings when new days off fall on them and the save is not confirmed. */
    async save(caller: AuthContext, body: AvailabilityUpdateBody): Promise<AvailabilitySettings> {
      assertAssistant(caller);
      const userId = caller.userId;
      const { confirm, calendarUrl: givenUrl, ...rest } = body;
      // A new address is read at once: a read the assistant starts, counted before anything is saved.
      if (givenUrl && givenUrl !== (await findRulesRow(db, userId))?.calendarUrl) await limitReads(userId);
      const rules: AvailabilityRules = { ...rest, daysOff: sortedDaysOff(rest.daysOff) };
      const outcome = await db.transaction(async (tx) => {
        // One save at a time per assistant: the list of bookings warned about is the list saved over.
        await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
        const before = await findRulesRow(tx, userId);
        const onDaysOff = await bookingsOnNewDaysOff(tx, userId, rulesOf(before), rules.daysOff);
        if (onDaysOff.length > 0 && !confirm) throw conflictWith(onDaysOff);
        // Not given: the address stays as it is.
        const calendarUrl = givenUrl === undefined ? (before?.calendarUrl ?? null) : givenUrl;
        const urlChanged = calendarUrl !== (before?.calendarUrl ?? null);
        const now = clock.now();
        const values = {
          ...rules,
          weekly: rules.weekly.map((slots) => [...slots]),
          calendarUrl,
          updatedAt: now,
          ...(urlChanged ? { calendarReadAt: null, calendarEvents: null, calendarError: null, calendarErrorAt: null, calendarCheckedAt: null } : {}),
        };
        await tx
          .insert(assistantAvailability)
          .values({ userId, ...values })
          .onConflictDoUpdate({ target: assistantAvailability.userId, set: values });
        if (urlChanged) await tx.delete(availabilityBusyTimes).where(eq(availabilityBusyTimes.userId, userId));
        return { urlChanged, calendarUrl };
      });
      if (outcome.urlChanged && outcome.calendarUrl) await readCalendar(userId, outcome.calendarUrl);
      await slotsChanged(userId);
      return settingsOf(db, userId);
    },

    /** POST /api/availability/calendar/refresh: read the calendar now. */
    async refreshCalendar(caller: AuthContext): Promise<AvailabilitySettings> {
      assertAssistant(caller);
      const row = await findRulesRow(db, caller.userId);
      if (!row?.calendarUrl) throw notFound(NO_CALENDAR);
      await limitReads(caller.userId);
      await readCalendar(caller.userId, row.calendarUrl);
      return settingsOf(db, caller.userId);
    },

    readCalendar,

    async view(consultantId: string): Promise<AvailabilityView> {
      const from = today();
      // One read over the longest horizon any rules allow, cut to this assistant's below.
      const judged = await readJudgedConsultant(db, { consultantId, from, to: lastBookableDate(from, HORIZON_MONTHS_MAX), zone: timeZone });
      if (!judged || judged.role !== 'Assistant') throw notFound(CONSULTANT_NOT_FOUND);
      const { rules } = judged;
      const to = horizonDate(rules, from);
      const end = instantOf(addDaysToKey(to, 1), '00:00', timeZone).toISOString();
      const lastCounted = addDaysToKey(weekStartOf(to), 6);
      return {
        name: judged.firstName,
        // Notes are the assistant's own; days off already over say nothing.
        rules: { ...rules, daysOff: rules.daysOff.filter((off) => off.to >= from).map(({ from: first, to: last }) => ({ from: first, to: last })) },
        busy: judged.busy.filter((time) => time.start < end),
        sessions: judged.sessions.filter((day) => day.date <= lastCounted),
      };
    },
  };
}

export type AvailabilityService = ReturnType<typeof createAvailabilityService>;
