// SPEC section 2, /notifications: 'Just now', then N minute(s), hour(s) or
// day(s) ago, and after a week the date.
import { differenceInDays, differenceInHours, differenceInMinutes, format } from 'date-fns';

const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'} ago`;

export function relativeTime(iso: string, now: Date): string {
  const date = new Date(iso);
  const minutes = differenceInMinutes(now, date);
  if (minutes < 1) return 'Just now';
  if (minutes < 60) return plural(minutes, 'minute');
  const hours = differenceInHours(now, date);
  if (hours < 24) return plural(hours, 'hour');
  const days = differenceInDays(now, date);
  if (days < 7) return plural(days, 'day');
  return format(date, 'MMM d, yyyy');
}
