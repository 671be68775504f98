import { calendarDay } from './format';

describe('calendarDay', () => {
  it('keeps a date key as the day it names, in any zone', () => {
    expect(calendarDay('2026-03-02', 'Asia/Manila')).toBe('2026-03-02');
    expect(calendarDay('2026-03-02', 'America/Los_Angeles')).toBe('2026-03-02');
  });

  it("reads an instant as the day it fell on in the marketplace's zone, not the browser's", () => {
    // 2025-02-28 17:30 UTC is already March 1 in Manila (UTC+8), still February 28 in Los Angeles.
    expect(calendarDay('2025-02-28T17:30:00.000Z', 'Asia/Manila')).toBe('2025-03-01');
    expect(calendarDay('2025-02-28T17:30:00.000Z', 'America/Los_Angeles')).toBe('2025-02-28');
  });

  it('has no day for a missing or unreadable value', () => {
    expect(calendarDay(null, 'Asia/Manila')).toBeNull();
    expect(calendarDay(undefined, 'Asia/Manila')).toBeNull();
    expect(calendarDay('', 'Asia/Manila')).toBeNull();
    expect(calendarDay('not a date', 'Asia/Manila')).toBeNull();
  });
});
