import { statementMonths } from './statement-months';

describe('statementMonths', () => {
  it('lists each month with an entry once, newest first', () => {
    const dates = ['2026-05-04', '2026-06-15', '2025-12-31', '2026-06-01', '2026-05-29'];
    expect(statementMonths(dates.map((date) => ({ date })))).toEqual(['2026-06', '2026-05', '2025-12']);
  });

  it('lists none without entries', () => {
    expect(statementMonths([])).toEqual([]);
  });
});
