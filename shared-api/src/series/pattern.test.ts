import { changedSeriesDate, isOffPattern, lastSeriesDate, periodOf, periodPayableFrom, periodStart, seriesDates, weeksBetween } from '@marketplace/shared-api/series/pattern';

describe('series pattern', () => {
  it('lists each chosen weekday of each week from the first date, for the weeks asked', () => {
    // 2026-06-03 is a Wednesday: that week's Monday is before the first date and left out.
    expect(seriesDates({ weekdays: [3, 1], firstDate: '2026-06-03', weeks: 2, until: null })).toEqual(['2026-06-03', '2026-06-08', '2026-06-10']);
  });

  it('stops at the until date', () => {
    expect(seriesDates({ weekdays: [1, 3], firstDate: '2026-06-01', weeks: null, until: '2026-06-15' })).toEqual([
      '2026-06-01',
      '2026-06-03',
      '2026-06-08',
      '2026-06-10',
      '2026-06-15',
    ]);
  });

  it('gives twelve weeks of Mondays for a 12-week series and ends on its last Sunday', () => {
    expect(seriesDates({ weekdays: [1], firstDate: '2026-06-01', weeks: 12, until: null })).toHaveLength(12);
    expect(lastSeriesDate('2026-06-03', 12)).toBe('2026-08-23');
  });

  it('puts dates into four-week periods, each payable five days before it starts', () => {
    expect(weeksBetween('2026-06-03', '2026-06-29')).toBe(4);
    expect(periodOf('2026-06-03', '2026-06-26')).toBe(0);
    expect(periodOf('2026-06-03', '2026-06-29')).toBe(1);
    expect(periodStart('2026-06-03', 1)).toBe('2026-06-29');
    expect(periodPayableFrom('2026-06-03', 1)).toBe('2026-06-24');
    expect(periodPayableFrom('2026-06-03', 0)).toBe('2026-06-03');
  });

  it('moves an occurrence within its week, the n-th old weekday becoming the n-th new one', () => {
    // 2026-12-14 is a Monday, 2026-12-16 a Wednesday.
    expect(changedSeriesDate('2026-12-14', [1, 3], [2, 4])).toBe('2026-12-15');
    expect(changedSeriesDate('2026-12-16', [3, 1], [4, 2])).toBe('2026-12-17');
    expect(changedSeriesDate('2026-12-16', [1, 3], [1, 5])).toBe('2026-12-18');
    expect(changedSeriesDate('2026-12-16', [1, 3], [1, 2])).toBe('2026-12-15');
    // Not on the old pattern: left where it is.
    expect(changedSeriesDate('2026-12-15', [1, 3], [2, 4])).toBe('2026-12-15');
  });

  it('tells an occurrence off its pattern from one on it', () => {
    const pattern = { startTime: '09:00', since: null };
    expect(isOffPattern({ date: '2026-12-14', startTime: '09:00', seriesDate: '2026-12-14' }, pattern)).toBe(false);
    expect(isOffPattern({ date: '2026-12-15', startTime: '09:00', seriesDate: '2026-12-14' }, pattern)).toBe(true);
    expect(isOffPattern({ date: '2026-12-14', startTime: '13:00', seriesDate: '2026-12-14' }, pattern)).toBe(true);
    expect(isOffPattern({ date: '2026-12-14', startTime: '09:00', seriesDate: null }, pattern)).toBe(false);
    // Booked before the pattern changed: not on the pattern it has now.
    expect(isOffPattern({ date: '2026-12-14', startTime: '09:00', seriesDate: '2026-12-14' }, { startTime: '09:00', since: '2026-12-21' })).toBe(true);
  });
});
