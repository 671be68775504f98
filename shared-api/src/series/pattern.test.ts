import { lastSeriesDate, periodOf, periodPayableFrom, periodStart, seriesDates, weeksBetween } from '@marketplace/shared-api/series/pattern';

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
});
