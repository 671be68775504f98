// iCalendar (RFC 5545) for bookings: the file of one booking and the
// subscription feed of all a user's bookings, written by ical-generator, with
// each zone's VTIMEZONE from @touch4it/ical-timezones. Each event lasts as long
// as its session: SPEC's 4-hour event describes the standard 4-hour session,
// and an 8-hour one is exported with its real end. Times are wall-clock in the
// marketplace zone, written with TZID and the zone's VTIMEZONE, so calendar
// apps show the right hour wherever the reader is.
import { TZDate } from '@date-fns/tz';
import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import { slotLabel } from '@marketplace/shared-api/booking-time';
import { fullName } from '@marketplace/shared-api/format';
import type { Booking } from '@marketplace/shared-api/types';
import { zonedToInstant } from './time-zone';
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
}

/** A complete VCALENDAR with CRLF line endings, folded, ready to serve as text/calendar. */
export function buildCalendar(bookings: Booking[], { timeZone, viewerId, name, now }: CalendarOptions): string {
  // No calendar-wide zone: DTSTAMP stays in UTC, as RFC 5545 wants; each event names its zone.
  const calendar = ical({ prodId: PRODUCT_ID, method: ICalCalendarMethod.PUBLISH, name, timezone: { name: null, generator: getVtimezoneComponent } });
  for (const booking of bookings) {
    const other = booking.consultantId === viewerId ? booking.user : booking.consultant;
    const start = zonedToInstant(booking.date, booking.startTime, timeZone);
    const updated = new Date(booking.updatedAt);
    calendar.createEvent({
      id: `${booking.id}@assistant-marketplace`,
      stamp: now,
      start: new TZDate(start, timeZone),
      end: new TZDate(start.getTime() + booking.duration * HOUR_MS, timeZone),
      timezone: timeZone,
      summary: `${slotLabel(booking.startTime)} call meeting with ${fullName(other)}`,
      description: `Online ${booking.duration}-hour session. Booking reference ${booking.reference}. Status: ${booking.status}.`,
      location: 'Online',
      status: STATUS[booking.status],
      // Calendar apps replace an event whose SEQUENCE grew: every change bumps it.
      sequence: Math.max(0, Math.floor((updated.getTime() - new Date(booking.createdAt).getTime()) / 1000)),
      lastModified: updated,
    });
  }
  return calendar.toString();
}
