// Busy times out of an iCalendar file (RFC 5545) with ical.js: every event that
// blocks time (not TRANSP:TRANSPARENT, not CANCELLED), recurring ones expanded
// (RRULE, EXDATE, moved occurrences) over the window the rules can reach. A time
// with a TZID is read in that zone (an IANA name, as Google and Apple write);
// a floating time or an all-day date, in the marketplace zone.
import ICAL from 'ical.js';
import { instantOf, type BusyTime } from '@marketplace/shared-api/availability/rules';

/** The most busy times kept from one calendar, and occurrences expanded from one event. */
export const BUSY_TIMES_MAX = 5000;
const OCCURRENCES_PER_EVENT_MAX = 1000;

export class NotACalendarError extends Error {
  override name = 'NotACalendarError';
}

const validZones = new Map<string, boolean>();
function isZone(name: string): boolean {
  let valid = validZones.get(name);
  if (valid === undefined) {
    try {
      new Intl.DateTimeFormat('en-US', { timeZone: name });
      valid = true;
    } catch {
      valid = false;
    }
    validZones.set(name, valid);
  }
  return valid;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** The instant of an ical.js time: its own zone when it has one, else `zone`. */
function instantOfTime(time: ICAL.Time, zone: string): number {
  const zoned = time.zone && time.zone !== ICAL.Timezone.localTimezone;
  if (zoned && !time.isDate) return time.toUnixTime() * 1000;
  const date = `${time.year}-${pad(time.month)}-${pad(time.day)}`;
  return instantOf(date, time.isDate ? '00:00' : `${pad(time.hour)}:${pad(time.minute)}`, zone).getTime();
}

function blocksTime(event: ICAL.Component): boolean {
  const transparency = String(event.getFirstPropertyValue('transp') ?? '').toUpperCase();
  const status = String(event.getFirstPropertyValue('status') ?? '').toUpperCase();
  return transparency !== 'TRANSPARENT' && status !== 'CANCELLED';
}

/**
 * The busy times of the calendar text that overlap [from, to), soonest first,
 * at most BUSY_TIMES_MAX. Throws NotACalendarError for text that is not a calendar.
 */
export function busyTimesIn(text: string, window: { from: Date; to: Date }, marketplaceZone: string): BusyTime[] {
  let calendar: ICAL.Component;
  try {
    calendar = new ICAL.Component(ICAL.parse(text));
  } catch {
    throw new NotACalendarError('not an iCalendar file');
  }
  if (calendar.name !== 'vcalendar') throw new NotACalendarError('not an iCalendar file');
  const from = window.from.getTime();
  const to = window.to.getTime();
  const vevents = calendar.getAllSubcomponents('vevent');
  // Moved or changed occurrences of a recurring event (RECURRENCE-ID) belong to it.
  const exceptions = vevents.filter((vevent) => vevent.hasProperty('recurrence-id'));
  const busy: Array<{ start: number; end: number }> = [];

  const add = (start: ICAL.Time, end: ICAL.Time | null, zone: string, item: ICAL.Component) => {
    if (!blocksTime(item)) return;
    const startAt = instantOfTime(start, zone);
    // No end: a dated event lasts its day, a timed one is an instant and blocks nothing.
    const endAt = end ? instantOfTime(end, zone) : start.isDate ? startAt + 86_400_000 : startAt;
    if (endAt > startAt && startAt < to && endAt > from) busy.push({ start: startAt, end: endAt });
  };

  for (const vevent of vevents) {
    if (vevent.hasProperty('recurrence-id')) continue;
    const tzid = vevent.getFirstProperty('dtstart')?.getParameter('tzid');
    const zone = typeof tzid === 'string' && isZone(tzid) ? tzid : marketplaceZone;
    const event = new ICAL.Event(vevent);
    if (!event.startDate) continue;
    if (!event.isRecurring()) {
      add(event.startDate, event.endDate ?? null, zone, vevent);
      continue;
    }
    for (const exception of exceptions) if (exception.getFirstPropertyValue('uid') === event.uid) event.relateException(exception);
    const iterator = event.iterator();
    for (let count = 0, next = iterator.next(); next && count < OCCURRENCES_PER_EVENT_MAX; next = iterator.next(), count += 1) {
      if (instantOfTime(next, zone) >= to) break;
      const details = event.getOccurrenceDetails(next);
      add(details.startDate, details.endDate, zone, details.item.component);
    }
  }
  busy.sort((a, b) => a.start - b.start);
  return busy.slice(0, BUSY_TIMES_MAX).map((time) => ({ start: new Date(time.start).toISOString(), end: new Date(time.end).toISOString() }));
}
