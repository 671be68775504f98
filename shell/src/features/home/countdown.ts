import { COUNTDOWN_TARGET_HOUR } from '@marketplace/shared-api/constants';

/** Milliseconds from `now` to 16:00 local time on the same day; zero once it has passed. */
export function msUntilTarget(now: Date, targetHour = COUNTDOWN_TARGET_HOUR): number {
  const target = new Date(now);
  target.setHours(targetHour, 0, 0, 0);
  return Math.max(0, target.getTime() - now.getTime());
}

export function formatCountdown(ms: number): string {
  const totalSeconds = Math.floor(ms / 1000);
  const hours = Math.floor(totalSeconds / 3600);
  const minutes = Math.floor((totalSeconds % 3600) / 60);
  const seconds = totalSeconds % 60;
  return [hours, minutes, seconds].map((part) => String(part).padStart(2, '0')).join(':');
}

/** What the countdown shows for `ms` left: its text and its <time> element's duration. */
export function countdownReading(ms: number): { text: string; dateTime: string } {
  return { text: formatCountdown(ms), dateTime: `PT${Math.floor(ms / 1000)}S` };
}
