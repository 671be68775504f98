// iCalendar (RFC 5545) for bookings: the file of one booking and the
// subscription feed of all a user's bookings. Each event lasts as long as its
// session: SPEC's 4-hour event describes the standard 4-hour session, and an
// 8-hour one is exported with its real end. Times are wall-clock in the
// marketplace zone, written with TZID and the zone's VTIMEZONE, so calendar
// apps show the right hour wherever the reader is.
import { slotLabel } from '@marketplace/shared-api/booking-time';
import type { Booking, UserSummary } from '@marketplace/shared-api/types';
import { vtimezoneLines } from './vtimezone';
import { addDays } from './time-zone';

export const ICS_CONTENT_TYPE = 'text/calendar; charset=utf-8';
const PRODUCT_ID = '-//Assistant Marketplace//Bookings//EN';

/** RFC 5545 3.3.11: backslash, semicolon, comma and newlines are escaped in TEXT values. */
export function escapeText(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

/** RFC 5545 3.1: lines longer than 75 octets continue on the next line after a space. */
export function foldLine(line: string): string {
  const bytes = Buffer.from(line, 'utf8');
  if (bytes.length <= 75) return line;
  const parts: string[] = [];
  let current = '';
  let size = 0;
  for (const char of line) {
    const charSize = Buffer.byteLength(char, 'utf8');
    const limit = parts.length === 0 ? 75 : 74; // continuation lines start with a space
    if (size + charSize > limit) {
      parts.push(current);
      current = '';
      size = 0;
    }
    current += char;
    size += charSize;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

const compactDate = (date: string) => date.replace(/-/g, '');
const compactTime = (hours: number, minutes: number) =>
  `${String(hours).padStart(2, '0')}${String(minutes).padStart(2, '0')}00`;

/** Local date-time of start plus hours, crossing midnight when it must. */
function localDateTime(date: string, startTime: string, plusHours = 0): string {
  const [hour, minute] = startTime.split(':').map(Number);
  const total = hour + plusHours;
  return `${compactDate(addDays(date, Math.floor(total / 24)))}T${compactTime(total % 24, minute)}`;
}

function utcStamp(instant: Date): string {
  return instant.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}Z$/, 'Z');
}

const nameOf = (user: UserSummary) => `${user.firstName} ${user.lastName}`.trim() || user.username;

const STATUS: Record<Booking['status'], string> = {
  PENDING: 'TENTATIVE',
  CONFIRMED: 'CONFIRMED',
  COMPLETED: 'CONFIRMED',
  CANCELLED: 'CANCELLED',
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

function eventLines(booking: Booking, options: CalendarOptions, stamp: string): string[] {
  const other = booking.consultantId === options.viewerId ? booking.user : booking.consultant;
  const title = `${slotLabel(booking.startTime)} call meeting with ${nameOf(other)}`;
  const description = `Online ${booking.duration}-hour session. Booking reference ${booking.reference}. Status: ${booking.status}.`;
  const updated = new Date(booking.updatedAt);
  return [
    'BEGIN:VEVENT',
    `UID:${booking.id}@assistant-marketplace`,
    `DTSTAMP:${stamp}`,
    `DTSTART;TZID=${options.timeZone}:${localDateTime(booking.date, booking.startTime)}`,
    `DTEND;TZID=${options.timeZone}:${localDateTime(booking.date, booking.startTime, booking.duration)}`,
    `SUMMARY:${escapeText(title)}`,
    `DESCRIPTION:${escapeText(description)}`,
    'LOCATION:Online',
    `STATUS:${STATUS[booking.status]}`,
    // Calendar apps replace an event whose SEQUENCE grew: every change bumps it.
    `SEQUENCE:${Math.max(0, Math.floor((updated.getTime() - new Date(booking.createdAt).getTime()) / 1000))}`,
    `LAST-MODIFIED:${utcStamp(updated)}`,
    'END:VEVENT',
  ];
}

/** A complete VCALENDAR with CRLF line endings, folded, ready to serve as text/calendar. */
export function buildCalendar(bookings: Booking[], options: CalendarOptions): string {
  const { now } = options;
  const years = bookings.map((booking) => Number(booking.date.slice(0, 4)));
  const thisYear = now.getUTCFullYear();
  const fromYear = Math.min(thisYear, ...years);
  const toYear = Math.max(thisYear, ...years);
  const stamp = utcStamp(now);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${PRODUCT_ID}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...(options.name ? [`X-WR-CALNAME:${escapeText(options.name)}`] : []),
    `X-WR-TIMEZONE:${options.timeZone}`,
    ...vtimezoneLines(options.timeZone, fromYear, toYear),
    ...bookings.flatMap((booking) => eventLines(booking, options, stamp)),
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
