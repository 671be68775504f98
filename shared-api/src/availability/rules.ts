// An assistant's availability rules, one module for the server and the
// screens, so what a picker offers is what the server accepts:
//   - the week: which of the two slots (09:00 Morning, 13:00 Afternoon) they take
//     on each weekday, Monday to Friday (weekends stay closed for everyone: SPEC);
//   - days off: single dates or ranges;
//   - minimum notice (hours before a slot starts) and how far ahead (months,
//     the end of the Nth month counting the current one, like the picker's twelve);
//   - limits: sessions a day and a week (Monday to Sunday);
//   - busy times read from the assistant's own calendar (instants).
// A refusal carries the reason people read ('Maria is not taking bookings on this
// day.'); the server answers 409 with it, the screens disable the day or leave the
// slot out and show it on hover and focus. Changing rules never touches a booking:
// they judge requests only.
import { TZDateMini } from '@date-fns/tz';
import { SLOT_TIMES, type SlotTime } from '@marketplace/shared-api/constants';
import { addDaysToKey, lastBookableDate, todayIn, weekdayOf } from '@marketplace/shared-api/time/wall-clock';

/** The slots taken Monday to Friday, in that order (index 0 is Monday). */
export type WeeklySlots = SlotTime[][];

export const WORK_WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'] as const;

export interface DayOff {
  /** yyyy-MM-dd, first day off. */
  from: string;
  /** yyyy-MM-dd, last day off (the same as from for a single day). */
  to: string;
  /** A note to themselves; only the assistant reads it. */
  note?: string | null;
}

export interface AvailabilityRules {
  weekly: WeeklySlots;
  daysOff: DayOff[];
  /** Hours between booking and the slot's start; 0 for none. */
  noticeHours: number;
  /** Bookings open to the end of the Nth month, the current month being the first. */
  horizonMonths: number;
  /** Sessions a day at most; null for no limit. */
  maxPerDay: number | null;
  /** Sessions a week (Monday to Sunday) at most; null for no limit. */
  maxPerWeek: number | null;
}

/** A busy time from the assistant's calendar: ISO instants, end exclusive. */
export interface BusyTime {
  start: string;
  end: string;
}

/** Sessions (bookings not cancelled) on one date: what the limits count. */
export interface DaySessions {
  date: string;
  count: number;
}

export const NOTICE_HOURS_MAX = 336;
export const HORIZON_MONTHS_MAX = 12;
export const MAX_PER_DAY_MAX = SLOT_TIMES.length;
export const MAX_PER_WEEK_MAX = 10;
export const DAYS_OFF_MAX = 100;

/** Today's behaviour, except the notice (12 hours) and the horizon (three months). */
export const DEFAULT_AVAILABILITY_RULES: AvailabilityRules = {
  weekly: WORK_WEEKDAYS.map(() => [...SLOT_TIMES]),
  daysOff: [],
  noticeHours: 12,
  horizonMonths: 3,
  maxPerDay: null,
  maxPerWeek: null,
};

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** What a refused day or slot says, naming the assistant by first name. */
export const REFUSALS = {
  dayOff: (name: string) => `${name} is not taking bookings on this day.`,
  slotOff: (name: string) => `${name} is not taking bookings at this time.`,
  notice: (hours: number) => `Bookings need at least ${plural(hours, "hour's", "hours'")} notice.`,
  horizon: (name: string, months: number) => `${name} takes bookings up to ${plural(months, 'month', 'months')} ahead.`,
  dayLimit: (name: string) => `${name} is fully booked on this day.`,
  weekLimit: (name: string) => `${name} is fully booked this week.`,
  busy: (name: string) => `${name} is busy at this time.`,
} as const;

export type RefusalKind = keyof typeof REFUSALS;

export interface Refusal {
  kind: RefusalKind;
  message: string;
}

/** Everything a judgement needs: the rules, the calendar's busy times, the load, the marketplace zone and now. */
export interface RuleContext {
  /** The assistant's first name, as the refusals say it. */
  name: string;
  rules: AvailabilityRules;
  busy: readonly BusyTime[];
  /** Sessions already on a date (the limits); a booking being moved is left out by the caller. */
  sessionsOn: (date: string) => number;
  /** MARKETPLACE_TIME_ZONE: slot dates and times are wall-clock values there. */
  zone: string;
  now: Date;
}

// The slot routes judge the same few dates and times on every request, and a zone's
// offset costs about 13 µs to work out: each answer is kept (a few thousand at most).
const instants = new Map<string, number>();
const INSTANTS_KEPT = 4096;

/**
 * The instant a marketplace wall-clock date and time happens ('2026-06-01', '09:00', 'Asia/Manila').
 * A time skipped by a spring-forward lands just after the gap; one that happens twice, at its first time.
 */
export function instantOf(date: string, time: string, zone: string): Date {
  const key = `${zone} ${date} ${time}`;
  let epochMs = instants.get(key);
  if (epochMs === undefined) {
    const [year, month, day] = date.split('-').map(Number);
    const [hour, minute] = time.split(':').map(Number);
    epochMs = new TZDateMini(year, month - 1, day, hour, minute, zone).getTime();
    if (instants.size >= INSTANTS_KEPT) instants.clear();
    instants.set(key, epochMs);
  }
  return new Date(epochMs);
}

/** The Monday of the week (Monday to Sunday) holding the date. */
export function weekStartOf(date: string): string {
  return addDaysToKey(date, -((weekdayOf(date) + 6) % 7));
}

/** The seven dates of the date's week, Monday first. */
export function weekOf(date: string): string[] {
  const monday = weekStartOf(date);
  return Array.from({ length: 7 }, (_, index) => addDaysToKey(monday, index));
}

/** The slots the rules take on a date's weekday (none on a weekend). */
export function weeklySlotsOn(rules: AvailabilityRules, date: string): readonly SlotTime[] {
  const weekday = weekdayOf(date);
  if (weekday === 0 || weekday === 6) return [];
  return rules.weekly[weekday - 1] ?? [];
}

export const isDayOff = (rules: AvailabilityRules, date: string) => rules.daysOff.some((off) => off.from <= date && date <= off.to);

/** The last date the assistant takes bookings for when today is `today`. */
export const horizonDate = (rules: AvailabilityRules, today: string) => lastBookableDate(today, rules.horizonMonths);

const todayOf = (context: RuleContext) => todayIn(context.zone, context.now);

const refusal = (kind: RefusalKind, message: string): Refusal => ({ kind, message });

/** Whether the weekly hours and days off alone leave out a date (a day off, a weekday not worked, a full day on a half day). */
function offDay(rules: AvailabilityRules, date: string, duration: number): boolean {
  const slots = weeklySlotsOn(rules, date);
  // A full day needs both slots of the day.
  return isDayOff(rules, date) || slots.length === 0 || (duration >= 8 && slots.length < SLOT_TIMES.length);
}

/**
 * Whether a session lies outside the weekly hours and days off alone ('dayOff' or 'slotOff'),
 * whatever notice, horizon, limits and busy times say: a booking an assistant's changed hours
 * left out stays booked, and they see which.
 */
export function outsideHours(rules: AvailabilityRules, date: string, startTime: SlotTime, duration: number): 'dayOff' | 'slotOff' | null {
  if (offDay(rules, date, duration)) return 'dayOff';
  return weeklySlotsOn(rules, date).includes(startTime) ? null : 'slotOff';
}

/** Rules about the date as a whole: a day off, a weekday not worked, past the horizon, a limit reached. */
function dateRefusal(context: RuleContext, date: string, duration: number): Refusal | null {
  const { rules, name } = context;
  if (offDay(rules, date, duration)) return refusal('dayOff', REFUSALS.dayOff(name));
  if (date > horizonDate(rules, todayOf(context))) return refusal('horizon', REFUSALS.horizon(name, rules.horizonMonths));
  if (rules.maxPerDay !== null && context.sessionsOn(date) >= rules.maxPerDay) return refusal('dayLimit', REFUSALS.dayLimit(name));
  if (rules.maxPerWeek !== null) {
    const week = weekOf(date).reduce((sum, day) => sum + context.sessionsOn(day), 0);
    if (week >= rules.maxPerWeek) return refusal('weekLimit', REFUSALS.weekLimit(name));
  }
  return null;
}

/** Rules about the start itself, once the date's own allow it: a slot not worked, notice, a busy time. */
function startRefusal(context: RuleContext, date: string, startTime: SlotTime, duration: number): Refusal | null {
  const { rules, name } = context;
  if (!weeklySlotsOn(rules, date).includes(startTime)) return refusal('slotOff', REFUSALS.slotOff(name));
  const start = instantOf(date, startTime, context.zone).getTime();
  if (start - context.now.getTime() < rules.noticeHours * 3_600_000) return refusal('notice', REFUSALS.notice(rules.noticeHours));
  const end = start + duration * 3_600_000;
  const busy = context.busy.some((time) => Date.parse(time.start) < end && Date.parse(time.end) > start);
  if (busy) return refusal('busy', REFUSALS.busy(name));
  return null;
}

/** Why a session of `duration` hours may not start at this date and time, or null when the rules allow it. */
export function slotRefusal(context: RuleContext, date: string, startTime: SlotTime, duration: number): Refusal | null {
  return dateRefusal(context, date, duration) ?? startRefusal(context, date, startTime, duration);
}

/** The start times among `starts` that the rules allow on the date (its own rules judged once). */
export function offeredStarts(context: RuleContext, date: string, starts: readonly SlotTime[], duration: number): SlotTime[] {
  if (starts.length === 0 || dateRefusal(context, date, duration)) return [];
  return starts.filter((start) => !startRefusal(context, date, start, duration));
}

/**
 * Why no session of `duration` hours can be booked on the date, or null when some
 * start time is left: the date's own reason, else the reason its last slot gives.
 */
export function dayRefusal(context: RuleContext, date: string, duration: number): Refusal | null {
  const onDate = dateRefusal(context, date, duration);
  if (onDate) return onDate;
  const starts: SlotTime[] = duration >= 8 ? [SLOT_TIMES[0]] : [...SLOT_TIMES];
  let last: Refusal | null = null;
  for (const start of starts) {
    last = startRefusal(context, date, start, duration);
    if (!last) return null;
  }
  return last;
}

/** sessionsOn from a list of per-date counts. */
export function sessionCounter(sessions: readonly DaySessions[]): (date: string) => number {
  const byDate = new Map(sessions.map((day) => [day.date, day.count]));
  return (date) => byDate.get(date) ?? 0;
}
