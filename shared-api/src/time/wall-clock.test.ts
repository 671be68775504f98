import { formatDate } from '@marketplace/shared-api/time/date-format';
import {
  addWallHours,
  hasStarted,
  isOver,
  isWeekendDate,
  lastBookableDate,
  nextDays,
  todayIn,
  wallParts,
  wallTime,
  weekdaysToMonthEnd,
} from '@marketplace/shared-api/time/wall-clock';

// 23:30 on 9 June in Los Angeles is 14:30 on 10 June in Manila.
const INSTANT = new Date('2026-06-10T06:30:00Z');

describe('wall clock', () => {
  it('reads an instant on the marketplace zone’s clock', () => {
    expect(wallTime('Asia/Manila', INSTANT)).toEqual({ date: '2026-06-10', time: '14:30' });
    expect(wallTime('America/Los_Angeles', INSTANT)).toEqual({ date: '2026-06-09', time: '23:30' });
    expect(todayIn('Asia/Manila', new Date('2026-06-09T16:00:00Z'))).toBe('2026-06-10');
    expect(wallParts('Asia/Manila', new Date('2026-06-10T06:30:09Z'))).toEqual({
      year: '2026',
      month: '06',
      day: '10',
      hour: '14',
      minute: '30',
      second: '09',
    });
  });

  it('reads the next minute, and midnight, however often the same minute was read before', () => {
    const first = wallTime('Asia/Manila', new Date('2026-06-10T15:59:00Z'));
    expect(first).toEqual({ date: '2026-06-10', time: '23:59' });
    first.date = 'changed by a caller';
    expect(wallTime('Asia/Manila', new Date('2026-06-10T15:59:59.999Z'))).toEqual({ date: '2026-06-10', time: '23:59' });
    expect(wallTime('Asia/Manila', new Date('2026-06-10T16:00:00Z'))).toEqual({ date: '2026-06-11', time: '00:00' });
    expect(wallTime('America/Los_Angeles', new Date('2026-06-10T16:00:00Z'))).toEqual({ date: '2026-06-10', time: '09:00' });
    // A clock moved back (a test's) reads the earlier minute again.
    expect(wallTime('Asia/Manila', new Date('2026-06-10T15:58:30Z'))).toEqual({ date: '2026-06-10', time: '23:58' });
  });

  it('judges started and over slots on wall-clock time, a session ending past midnight included', () => {
    const now = { date: '2026-06-10', time: '14:30' };
    expect(hasStarted({ date: '2026-06-10', startTime: '13:00' }, now)).toBe(true);
    expect(hasStarted({ date: '2026-06-10', startTime: '14:30' }, now)).toBe(true);
    expect(hasStarted({ date: '2026-06-11', startTime: '09:00' }, now)).toBe(false);
    expect(isOver({ date: '2026-06-10', startTime: '09:00', duration: 4 }, now)).toBe(true);
    expect(isOver({ date: '2026-06-10', startTime: '13:00', duration: 4 }, now)).toBe(false);
    expect(addWallHours({ date: '2026-06-10', time: '22:00' }, 4)).toEqual({ date: '2026-06-11', time: '02:00' });
  });

  it('lists the widget’s weekdays to the month’s end and the reschedule window', () => {
    expect(weekdaysToMonthEnd('2026-06-26')).toEqual(['2026-06-26', '2026-06-29', '2026-06-30']);
    expect(nextDays(3, '2026-06-30')).toEqual(['2026-06-30', '2026-07-01', '2026-07-02']);
  });

  it('books weekdays only, up to the end of the last month the picker offers', () => {
    expect(['2026-06-12', '2026-06-13', '2026-06-14', '2026-06-15'].map(isWeekendDate)).toEqual([false, true, true, false]);
    expect(lastBookableDate('2026-06-10')).toBe('2027-05-31');
    expect(lastBookableDate('2026-12-31')).toBe('2027-11-30');
  });

  it('formats a date key as the same calendar day in every zone', () => {
    expect(formatDate('2026-06-10', 'button')).toBe('Jun 10');
    expect(formatDate('2026-06-10', 'chosen')).toBe('Wed, Jun 10');
    expect(formatDate('2026-06-10', 'full')).toBe('Wed, Jun 10, 2026');
    expect(formatDate('2026-06-10', 'monthDay')).toBe('June 10');
    expect(formatDate('2026-06-01', 'month')).toBe('June 2026');
    expect(formatDate('2026-03-05', 'shortDate')).toBe('Mar 5, 2026');
    expect(formatDate('2026-03-02', 'longDate')).toBe('March 2, 2026');
  });
});
