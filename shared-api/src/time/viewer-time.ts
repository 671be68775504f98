// A slot or booking as its viewer reads it: its own
// definition first, the marketplace's wall-clock range with the zone's name
// ('9:00 AM - 1:00 PM Manila'), and, when the viewer's clock is set differently
// at that moment, the same session on the viewer's clock beside it
// ('8:00 PM - 12:00 AM New York, the day before'). Zone offsets and
// daylight-saving rules come from @date-fns/tz, never from hand-written offsets.
//
//   viewerTime({ date: '2026-06-10', startTime: '09:00', duration: 4 }, 'Asia/Manila', 'America/New_York').text
//   // '9:00 AM - 1:00 PM Manila · 8:00 PM - 12:00 AM New York, the day before'
import { TZDate, tzOffset } from '@date-fns/tz';
import { formatTime12, timeRange } from '@marketplace/shared-api/booking-time';
import { zoneCity } from '@marketplace/shared-api/format';

/** A slot or booking: a marketplace date key, a start 'HH:mm' on the marketplace's clock, and its length in hours. */
export interface ZonedSession {
  date: string;
  startTime: string;
  duration: number;
}

export interface ViewerTime {
  /** '9:00 AM - 1:00 PM Manila' */
  marketplace: string;
  /** '8:00 PM - 12:00 AM New York, the day before'; null when the viewer's clock reads as the marketplace's. */
  viewer: string | null;
  /** The viewer's start date minus the marketplace date: -1, 0 or 1. */
  dayDifference: number;
  /** Both, as one line: 'marketplace · viewer', or the marketplace range alone. */
  text: string;
}

const HOUR_MS = 3_600_000;

const DAY_WORDS: Record<number, string> = { [-1]: ', the day before', 0: '', 1: ', the day after' };

/** The instant the session starts: its wall-clock start in the marketplace zone. */
export function sessionStart({ date, startTime }: Pick<ZonedSession, 'date' | 'startTime'>, marketplaceZone: string): Date {
  const [year, month, day] = date.split('-').map(Number);
  const [hour, minute] = startTime.split(':').map(Number);
  return new Date(new TZDate(year, month - 1, day, hour, minute, marketplaceZone).getTime());
}

const clockOf = (instant: TZDate) => `${String(instant.getHours()).padStart(2, '0')}:${String(instant.getMinutes()).padStart(2, '0')}`;

/** Whole calendar days from the marketplace date key to the viewer's start date. */
function daysBetween(marketplaceDate: string, viewerStart: TZDate): number {
  const [year, month, day] = marketplaceDate.split('-').map(Number);
  return Math.round((Date.UTC(viewerStart.getFullYear(), viewerStart.getMonth(), viewerStart.getDate()) - Date.UTC(year, month - 1, day)) / (24 * HOUR_MS));
}

/**
 * The session read in both zones. The viewer's range is shown only when the two zones'
 * offsets differ at the session's start (a zone named differently but on the same clock
 * says nothing new); its end is the real end, duration hours on, across a daylight-saving change.
 */
export function viewerTime(session: ZonedSession, marketplaceZone: string, viewerZone: string): ViewerTime {
  const marketplace = `${timeRange(session.startTime, session.duration)} ${zoneCity(marketplaceZone)}`;
  const start = sessionStart(session, marketplaceZone);
  const viewerOffset = tzOffset(viewerZone, start);
  // A zone this runtime does not know (NaN) leaves the marketplace time alone, as one on the same clock does.
  if (Number.isNaN(viewerOffset) || viewerOffset === tzOffset(marketplaceZone, start)) {
    return { marketplace, viewer: null, dayDifference: 0, text: marketplace };
  }
  const viewerStart = new TZDate(start.getTime(), viewerZone);
  const viewerEnd = new TZDate(start.getTime() + session.duration * HOUR_MS, viewerZone);
  const dayDifference = daysBetween(session.date, viewerStart);
  const viewer = `${formatTime12(clockOf(viewerStart))} - ${formatTime12(clockOf(viewerEnd))} ${zoneCity(viewerZone)}${DAY_WORDS[dayDifference] ?? ''}`;
  return { marketplace, viewer, dayDifference, text: `${marketplace} · ${viewer}` };
}
