// Where the arrow keys take focus in a month's grid (the WAI-ARIA date picker
// pattern): Left and Right a day, Up and Down a week, Home and End the first and
// last day of the month that can be chosen. Days that cannot be chosen are passed
// over in the same direction; at the month's edge the grid asks again across months
// (acrossMonths, over the days of every month shown), so focus goes on into the next
// month's grid, and stays only past the last day shown.
import { addDaysToKey } from '@marketplace/shared-api/time/wall-clock';

/** The day the key moves to from `from`, or null when the key does not move or nothing is left that way. */
export function dayForKey(key: string, from: string, enabledDays: readonly string[], { acrossMonths = false } = {}): string | null {
  const steps: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 };
  if (key === 'Home') return acrossMonths ? null : (enabledDays[0] ?? null);
  if (key === 'End') return acrossMonths ? null : (enabledDays[enabledDays.length - 1] ?? null);
  const step = steps[key];
  if (!step || enabledDays.length === 0) return null;
  const month = from.slice(0, 7);
  const [first, last] = [enabledDays[0], enabledDays[enabledDays.length - 1]];
  const within = (day: string) => (acrossMonths ? day >= first && day <= last : day.slice(0, 7) === month);
  const enabled = new Set(enabledDays);
  for (let day = addDaysToKey(from, step); within(day); day = addDaysToKey(day, step)) {
    if (enabled.has(day)) return day;
  }
  return null;
}

/** The one day of the grid in the Tab order: the one last moved to, else the chosen one, else the first that can be chosen. */
export function tabStopDay(enabledDays: readonly string[], moved: string | null, selected: string | null): string | null {
  const enabled = new Set(enabledDays);
  if (moved && enabled.has(moved)) return moved;
  if (selected && enabled.has(selected)) return selected;
  return enabledDays[0] ?? null;
}
