import { extensionPattern, seriesWeeks, weeksLeft } from './series-extension';

const pattern = { weekdays: [1, 3], startTime: '09:00', duration: 4, firstDate: '2026-06-17', weeks: 2, until: null, since: null };
const series = { consultantId: 'c', pattern };

describe('series extension', () => {
  it('counts the weeks from the week of the first date, up to twelve', () => {
    expect(seriesWeeks(series)).toBe(2);
    expect(weeksLeft(series)).toBe(10);
    // Wednesday 17 June to Wednesday 1 July: three weeks.
    expect(seriesWeeks({ pattern: { ...pattern, weeks: null, until: '2026-07-01' } })).toBe(3);
    expect(weeksLeft({ pattern: { ...pattern, weeks: 12 } })).toBe(0);
  });

  it('judges the added weeks from the Monday after the last week', () => {
    expect(extensionPattern(series, 3)).toEqual({ consultantId: 'c', weekdays: [1, 3], startTime: '09:00', duration: 4, firstDate: '2026-06-29', weeks: 3 });
  });

  it('judges a date-bounded series from the day after its last date to the end of its new last week', () => {
    const bounded = { consultantId: 'c', pattern: { ...pattern, weekdays: [1, 5], weeks: null, until: '2026-07-01' } };
    expect(extensionPattern(bounded, 1)).toEqual({ consultantId: 'c', weekdays: [1, 5], startTime: '09:00', duration: 4, firstDate: '2026-07-02', until: '2026-07-12' });
  });
});
