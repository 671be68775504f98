import { formatCountdown, msUntilTarget } from './countdown';

describe('countdown to 16:00 local time', () => {
  it('counts the time left today', () => {
    const now = new Date(2026, 10, 21, 13, 30, 15);
    expect(msUntilTarget(now)).toBe((2 * 3600 + 29 * 60 + 45) * 1000);
    expect(formatCountdown(msUntilTarget(now))).toBe('02:29:45');
  });

  it('stops at zero once 16:00 has passed', () => {
    expect(msUntilTarget(new Date(2026, 10, 21, 16, 0, 0))).toBe(0);
    expect(msUntilTarget(new Date(2026, 10, 21, 23, 59, 59))).toBe(0);
    expect(formatCountdown(0)).toBe('00:00:00');
  });
});
