// The time shown beside a message: the clock time today, the day and time before.
import { format, isSameDay, isSameYear } from 'date-fns';

export function messageTime(iso: string, now: Date): string {
  const date = new Date(iso);
  if (isSameDay(date, now)) return format(date, 'h:mm a');
  if (isSameYear(date, now)) return format(date, 'MMM d, h:mm a');
  return format(date, 'MMM d yyyy, h:mm a');
}
