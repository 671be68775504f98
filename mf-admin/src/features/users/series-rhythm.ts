// A series' weekly rhythm in a few words for the admin's bookings dialog
// ('Weekly Mon, Wed · 9:00 AM'). mf-booking has a richer formatter, but remotes do
// not import each other, and the console shows the marketplace's clock only.
import { formatTime12 } from '@marketplace/shared-api/booking-time';
import { formatDate } from '@marketplace/shared-api/time/date-format';
import { addDaysToKey } from '@marketplace/shared-api/time/wall-clock';
import type { SeriesPattern } from '@marketplace/shared-api/types';

/** A Sunday: weekday n (0 Sunday .. 6 Saturday) is counted from it, only for its name. */
const A_SUNDAY = '2026-06-07';

const weekdayName = (weekday: number) => formatDate(addDaysToKey(A_SUNDAY, ((weekday % 7) + 7) % 7), 'weekday');

export function weeklyRhythm({ weekdays, startTime }: Pick<SeriesPattern, 'weekdays' | 'startTime'>): string {
  const days = [...weekdays].sort((a, b) => a - b).map(weekdayName);
  return `Weekly ${days.join(', ')} · ${formatTime12(startTime)}`;
}
