import { relativeTime } from './relative-time';

describe('relativeTime', () => {
  const now = new Date(2026, 2, 20, 12, 0, 0);
  const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();
  const MINUTE = 60_000;
  const HOUR = 60 * MINUTE;
  const DAY = 24 * HOUR;

  it.each([
    [0, 'Just now'],
    [59_000, 'Just now'],
    [MINUTE, '1 minute ago'],
    [59 * MINUTE, '59 minutes ago'],
    [HOUR, '1 hour ago'],
    [23 * HOUR, '23 hours ago'],
    [DAY, '1 day ago'],
    [6 * DAY, '6 days ago'],
    [7 * DAY, 'Mar 13, 2026'],
    [400 * DAY, 'Feb 13, 2025'],
  ])('%d ms ago reads %s', (ms, text) => {
    expect(relativeTime(ago(ms), now)).toBe(text);
  });

  it('treats a time slightly ahead of the clock as just now', () => {
    expect(relativeTime(new Date(now.getTime() + 5_000).toISOString(), now)).toBe('Just now');
  });
});
