// iCalendar (RFC 5545) for bookings: the file of one booking and the
// subscription feed of all a user's bookings, written by ical-generator, with
// each zone's VTIMEZONE from @touch4it/ical-timezones. Each event lasts as long
// as its session: SPEC's 4-hour event describes the standard 4-hour session,
// and an 8-hour one is exported with its real end. Times are wall-clock in the
// marketplace zone, written with TZID and the zone's VTIMEZONE, so calendar
// apps show the right hour wherever the reader is. A recurring series
// is one event with a weekly rule, so calendar apps show it as a series.
import { TZDate } from '@date-fns/tz';
import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import ical, { ICalCalendarMethod, ICalEventRepeatingFreq, ICalEventStatus, ICalWeekday, type ICalEventData } from 'ical-generator';
import { slotLabel } from '@marketplace/shared-api/booking-time';
import { fullName } from '@marketplace/shared-api/format';
import { isOffPattern, seriesDates } from '@marketplace/shared-api/series/pattern';
import type { Booking, SeriesPattern } from '@marketplace/shared-api/types';
import { instantOf } from '@marketplace/shared-api/availability/rules';
import { PRODUCT_NAME } from '@marketplace/shared-api/constants';

export const ICS_CONTENT_TYPE = 'text/calendar; charset=utf-8';
const PRODUCT_ID = { company: PRODUCT_NAME, product: 'Bookings', language: 'EN' };
const HOUR_MS = 3_600_000;

const STATUS: Record<Booking['status'], ICalEventStatus> = {
  PENDING: ICalEventStatus.TENTATIVE,
  CONFIRMED: ICalEventStatus.CONFIRMED,
  COMPLETED: ICalEventStatus.CONFIRMED,
  CANCELLED: ICalEventStatus.CANCELLED,
};

export interface CalendarOptions {
  timeZone: string;
  /** The reader, so each event names the other party. */
  viewerId: string;
  /** Calendar name shown by apps that subscribe. */
  name?: string;
  /** The app clock's time: the DTSTAMP of every event. */
  now: Date;
  /** The pattern of each series whose occurrences are among the bookings, by series id: a series is written as one recurring event. */
  seriesPatterns?: ReadonlyMap<string, SeriesPattern>;
}

const WEEKDAYS: Record<number, ICalWeekday> = { 1: ICalWeekday.MO, 2: ICalWeekday.TU, 3: ICalWeekday.WE, 4: ICalWeekday.TH, 5: ICalWeekday.FR };

/** Calendar apps replace an event whose SEQUENCE grew: every change bumps it. */
const sequenceOf = (booking: Booking) => Math.max(0, Math.floor((new Date(booking.updatedAt).getTime() - new Date(booking.createdAt).getTime()) / 1000));

/** A complete VCALENDAR with CRLF line endings, folded, ready to serve as text/calendar. */
export function buildCalendar(bookings: Booking[], { timeZone, viewerId, name, now, seriesPatterns }: CalendarOptions): string {
  // No calendar-wide zone: DTSTAMP stays in UTC, as RFC 5545 wants; each event names its zone.
  const calendar = ical({ prodId: PRODUCT_ID, method: ICalCalendarMethod.PUBLISH, name, timezone: { name: null, generator: getVtimezoneComponent } });
  const at = (date: string, startTime: string) => new TZDate(instantOf(date, startTime, timeZone), timeZone);
  const otherOf = (booking: Booking) => (booking.consultantId === viewerId ? booking.user : booking.consultant);

  function sessionEvent(booking: Booking, extra: Partial<ICalEventData> = {}): ICalEventData {
    const start = instantOf(booking.date, booking.startTime, timeZone);
    return {
      id: `${booking.id}@assistant-marketplace`,
      stamp: now,
      start: new TZDate(start, timeZone),
      end: new TZDate(start.getTime() + booking.duration * HOUR_MS, timeZone),
      timezone: timeZone,
      summary: `${slotLabel(booking.startTime)} call meeting with ${fullName(otherOf(booking))}`,
      description: `Online ${booking.duration}-hour session. Booking reference ${booking.reference}. Status: ${booking.status}.`,
      location: 'Online',
      status: STATUS[booking.status],
      sequence: sequenceOf(booking),
      lastModified: new Date(booking.updatedAt),
      ...extra,
    };
  }

  const series = new Map<string, Booking[]>();
  for (const booking of bookings) {
    const pattern = booking.seriesId ? seriesPatterns?.get(booking.seriesId) : undefined;
    if (!booking.seriesId || !booking.seriesDate || !pattern) {
      calendar.createEvent(sessionEvent(booking));
      continue;
    }
    series.set(booking.seriesId, [...(series.get(booking.seriesId) ?? []), booking]);
  }

  // A series is one event with a weekly rule over its pattern's dates (RFC 5545 RRULE): a date
  // with no live occurrence on its pattern (skipped when booked, or cancelled) is an EXDATE, and a
  // live occurrence moved off its pattern overrides its date (RECURRENCE-ID, same UID).
  // After a change of weekdays or time the rule starts where the new pattern does
  // (pattern.since); occurrences booked before it are events of their own.
  for (const [seriesId, all] of series) {
    const pattern = seriesPatterns!.get(seriesId)!;
    const since = pattern.since ?? pattern.firstDate;
    const dates = seriesDates(pattern).filter((date) => date >= since);
    const occurrences = all.filter((booking) => booking.seriesDate! >= since);
    for (const booking of all) if (booking.seriesDate! < since) calendar.createEvent(sessionEvent(booking));
    if (occurrences.length === 0 || dates.length === 0) continue;
    const bySeriesDate = new Map(occurrences.map((booking) => [booking.seriesDate!, booking]));
    const live = occurrences.filter((booking) => booking.status !== 'CANCELLED');
    const first = occurrences[0];
    const uid = `series-${seriesId}@assistant-marketplace`;
    const excluded = dates.filter((date) => {
      const booking = bySeriesDate.get(date);
      return !booking || booking.status === 'CANCELLED';
    });
    const statuses = new Set(live.map((booking) => booking.status));
    const updated = Math.max(...occurrences.map((booking) => new Date(booking.updatedAt).getTime()));
    const firstStart = instantOf(dates[0], pattern.startTime, timeZone);
    calendar.createEvent({
      id: uid,
      stamp: now,
      start: new TZDate(firstStart, timeZone),
      end: new TZDate(firstStart.getTime() + pattern.duration * HOUR_MS, timeZone),
      timezone: timeZone,
      summary: `${slotLabel(pattern.startTime)} call meeting with ${fullName(otherOf(first))}`,
      description: `Online ${pattern.duration}-hour sessions, weekly (${live.length} of ${dates.length} booked). References ${occurrences.map((booking) => booking.reference).join(', ')}.`,
      location: 'Online',
      // Every occurrence cancelled: the whole series is; any one still waiting for its answer or payment: tentative.
      status: live.length === 0 ? ICalEventStatus.CANCELLED : statuses.has('PENDING') ? ICalEventStatus.TENTATIVE : ICalEventStatus.CONFIRMED,
      sequence: Math.max(0, Math.floor((updated - Math.min(...occurrences.map((booking) => new Date(booking.createdAt).getTime()))) / 1000)),
      lastModified: new Date(updated),
      repeating: {
        freq: ICalEventRepeatingFreq.WEEKLY,
        byDay: [...new Set(pattern.weekdays)].sort((a, b) => a - b).map((day) => WEEKDAYS[day]),
        // UNTIL is the last occurrence's start, in UTC as RFC 5545 asks when DTSTART names a zone.
        until: instantOf(dates.at(-1)!, pattern.startTime, timeZone),
        ...(live.length > 0 && excluded.length > 0 ? { exclude: excluded.map((date) => at(date, pattern.startTime)) } : {}),
      },
    });
    for (const booking of live) {
      if (!isOffPattern(booking, pattern)) continue;
      calendar.createEvent(sessionEvent(booking, { id: uid, recurrenceId: at(booking.seriesDate!, pattern.startTime) }));
    }
  }
  return calendar.toString();
}
