// A VTIMEZONE component (RFC 5545 section 3.6.5) for any IANA zone, built from
// Intl's offsets rather than a bundled rules table: the zone's offset changes
// over the years the calendar covers become one observance each. A zone without
// changes (Asia/Manila) is a single STANDARD observance.
import { offsetMinutes } from './time-zone';

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;

interface Transition {
  /** The first instant of the new offset. */
  at: number;
  from: number;
  to: number;
}

/** Offset changes between two instants: a day-by-day scan, then a binary search to the minute. */
export function offsetTransitions(timeZone: string, fromMs: number, toMs: number): Transition[] {
  const found: Transition[] = [];
  let previous = offsetMinutes(timeZone, new Date(fromMs));
  for (let dayStart = fromMs; dayStart < toMs; dayStart += DAY_MS) {
    const dayEnd = Math.min(dayStart + DAY_MS, toMs);
    const next = offsetMinutes(timeZone, new Date(dayEnd));
    if (next !== previous) {
      let low = dayStart;
      let high = dayEnd;
      while (high - low > MINUTE_MS) {
        const middle = low + Math.floor((high - low) / 2 / MINUTE_MS) * MINUTE_MS;
        if (offsetMinutes(timeZone, new Date(middle)) === previous) low = middle;
        else high = middle;
      }
      found.push({ at: high, from: previous, to: next });
      previous = next;
    }
  }
  return found;
}

function formatOffset(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const absolute = Math.abs(minutes);
  return `${sign}${String(Math.floor(absolute / 60)).padStart(2, '0')}${String(absolute % 60).padStart(2, '0')}`;
}

/** An instant as local 'yyyyMMddTHHmmss' at a fixed offset. */
function localStamp(instantMs: number, offset: number): string {
  const local = new Date(instantMs + offset * MINUTE_MS);
  const pad = (value: number, length = 2) => String(value).padStart(length, '0');
  return (
    `${pad(local.getUTCFullYear(), 4)}${pad(local.getUTCMonth() + 1)}${pad(local.getUTCDate())}` +
    `T${pad(local.getUTCHours())}${pad(local.getUTCMinutes())}${pad(local.getUTCSeconds())}`
  );
}

/** VTIMEZONE lines for the zone, valid from the start of fromYear to the end of toYear. */
export function vtimezoneLines(timeZone: string, fromYear: number, toYear: number): string[] {
  const start = Date.UTC(fromYear, 0, 1);
  const end = Date.UTC(toYear + 1, 0, 1);
  const initial = offsetMinutes(timeZone, new Date(start));
  const transitions = offsetTransitions(timeZone, start, end);
  const offsets = [initial, ...transitions.map((change) => change.to)];
  const standardOffset = Math.min(...offsets);

  const observance = (from: number, to: number, at: number) => {
    const kind = to > standardOffset ? 'DAYLIGHT' : 'STANDARD';
    return [
      `BEGIN:${kind}`,
      `DTSTART:${localStamp(at, from)}`,
      `TZOFFSETFROM:${formatOffset(from)}`,
      `TZOFFSETTO:${formatOffset(to)}`,
      `END:${kind}`,
    ];
  };

  return [
    'BEGIN:VTIMEZONE',
    `TZID:${timeZone}`,
    ...observance(initial, initial, start),
    ...transitions.flatMap((change) => observance(change.from, change.to, change.at)),
    'END:VTIMEZONE',
  ];
}
