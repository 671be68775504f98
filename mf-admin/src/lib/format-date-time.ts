// Timestamps of the console (applications, audit log) read in the marketplace's
// zone (GET /api/config), whatever zone the admin's browser is in.
import { useGetConfigQuery } from '@marketplace/shared-api/api/config';

/** 'Jun 15, 2026, 9:00 AM'; the raw value when it is not a date. */
export function formatDateTime(iso: string, timeZone?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(date);
}

/** formatDateTime in the marketplace zone (the browser's until the config arrives). */
export function useFormatDateTime(): (iso: string) => string {
  const { data } = useGetConfigQuery();
  return (iso) => formatDateTime(iso, data?.marketplaceTimeZone);
}
