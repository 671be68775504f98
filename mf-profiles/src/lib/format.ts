// How money, names and dates read across the screens (SPEC section 9: pesos for
// assistant rates, dollars for project rates). A project is the same row as a
// listing (/{id}), so its rate reads the same wherever it shows: the profile
// page's project cards, the listing page and the saved listings.
import { format, isValid, parseISO } from 'date-fns';

// Rates (pesosPerHour, dollarsPerHour) are shared-api/format's.

/** Formats an ISO date with a date-fns pattern; null when the value is missing or not a date. */
export function formatDate(iso: string | null | undefined, pattern: string): string | null {
  if (!iso) return null;
  const date = parseISO(iso);
  return isValid(date) ? format(date, pattern) : null;
}

/** A value the server left blank shows the SPEC fallback instead. */
export function orFallback<T>(value: T | null | undefined, fallback: T): T {
  if (value === null || value === undefined) return fallback;
  if (typeof value === 'string' && value.trim() === '') return fallback;
  return value;
}
