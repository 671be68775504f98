import { toggleWeekday } from '../../lib/series-schedule';
import { draftFor, draftProblems, patternOf } from './series-draft';

describe('series draft', () => {
  it('starts on the chosen date weekday, four weeks, paid once', () => {
    // 15 June 2026 is a Monday.
    expect(draftFor('2026-06-15')).toEqual({ weekdays: [1], end: 'weeks', weeks: 4, until: '', payMode: 'once' });
  });

  it('toggles weekdays, Monday first', () => {
    expect(toggleWeekday([3], 1)).toEqual([1, 3]);
    expect(toggleWeekday([1, 3], 3)).toEqual([1]);
  });

  it('names what is missing or out of bounds before judging', () => {
    const draft = draftFor('2026-06-15');
    expect(draftProblems(draft, '2026-06-15')).toEqual({});
    expect(draftProblems({ ...draft, weekdays: [] }, '2026-06-15')).toEqual({ weekdays: 'Choose one or more weekdays.' });
    expect(draftProblems({ ...draft, weeks: 13 }, '2026-06-15')).toEqual({ weeks: 'Choose 1 to 12 weeks.' });
    expect(draftProblems({ ...draft, end: 'until' }, '2026-06-15')).toEqual({ until: 'Choose the last date.' });
    expect(draftProblems({ ...draft, end: 'until', until: '2026-06-12' }, '2026-06-15')).toEqual({ until: 'The last date cannot be before the first.' });
    // Twelve weeks from the Monday of the first date's week end on Sunday 6 September.
    expect(draftProblems({ ...draft, end: 'until', until: '2026-09-06' }, '2026-06-15')).toEqual({});
    expect(draftProblems({ ...draft, end: 'until', until: '2026-09-07' }, '2026-06-15')).toEqual({ until: 'A series lasts at most 12 weeks.' });
  });

  it('sends weeks or until, never both', () => {
    const base = { consultantId: 'c', firstDate: '2026-06-15', startTime: '09:00', duration: 4 };
    expect(patternOf({ ...draftFor('2026-06-15'), weekdays: [1, 3] }, base)).toEqual({ ...base, weekdays: [1, 3], weeks: 4 });
    expect(patternOf({ ...draftFor('2026-06-15'), end: 'until', until: '2026-07-01' }, base)).toEqual({ ...base, weekdays: [1], until: '2026-07-01' });
  });
});
