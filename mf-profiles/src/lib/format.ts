// How money, names and dates read across the screens (SPEC section 9: pesos for
// assistant rates, dollars for project rates). A project is the same row as a
// listing (/{id}), so its rate reads the same wherever it shows: the profile
// page's project cards, the listing page and the saved listings.
import { formatDate, type DateStyle } from '@marketplace/shared-api/time/date-format';
import { useWallClock } from '@marketplace/shared-api/time/use-wall-clock';
import { wallTime } from '@marketplace/shared-api/time/wall-clock';

// Rates (pesosPerHour, dollarsPerHour) are shared-api/format's.

const DATE_KEY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The calendar day a value names, 'yyyy-MM-dd': a date key (a review's session date) as
 * it is, an instant (a sign-up, a post's last change) as the day it fell on in `zone`;
 * null when the value is missing or not a date.
 */
export function calendarDay(value: string | null | undefined, zone: string): string | null {
  if (!value) return null;
  if (DATE_KEY.test(value)) return value;
  const instant = new Date(value);
  return Number.isNaN(instant.getTime()) ? null : wallTime(zone, instant).date;
}

/**
 * Dates as the marketplace's calendar shows them (its zone, GET /api/config, on every
 * screen): formatDay(person.createdAt, 'month') -> 'March 2025'; null for no date.
 */
export function useDayFormat(): (value: string | null | undefined, style: DateStyle) => string | null {
  const { zone } = useWallClock();
  return (value, style) => {
    const day = calendarDay(value, zone);
    return day && formatDate(day, style);
  };
}

/** A value the server left blank shows the SPEC fallback instead. */
export function orFallback<T>(value: T | null | undefined, fallback: T): T {
  if (value === null || value === undefined) return fallback;
  if (typeof value === 'string' && value.trim() === '') return fallback;
  return value;
}
