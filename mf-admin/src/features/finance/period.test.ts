import { checkPeriod, monthOf, PERIOD_TEXTS } from './period';

describe('monthOf', () => {
  it('is the month of the day given, to its last day (leap years too)', () => {
    expect(monthOf('2026-06-10')).toEqual({ from: '2026-06-01', to: '2026-06-30' });
    expect(monthOf('2026-12-31')).toEqual({ from: '2026-12-01', to: '2026-12-31' });
    expect(monthOf('2028-02-03')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(monthOf('2026-02-28')).toEqual({ from: '2026-02-01', to: '2026-02-28' });
  });
});

describe('checkPeriod', () => {
  it('takes two dates in order, one day included', () => {
    expect(checkPeriod({ from: '2026-05-01', to: '2026-05-31' })).toEqual({ period: { from: '2026-05-01', to: '2026-05-31' }, errors: null });
    expect(checkPeriod({ from: '2026-05-04', to: '2026-05-04' }).period).toEqual({ from: '2026-05-04', to: '2026-05-04' });
  });

  it("says which date is missing, or that the last is before the first, in the admin's words", () => {
    expect(checkPeriod({ from: '', to: '' }).errors).toEqual({ from: PERIOD_TEXTS.fromMissing, to: PERIOD_TEXTS.toMissing });
    expect(checkPeriod({ from: '2026-05-10', to: '2026-05-01' }).errors).toEqual({ to: PERIOD_TEXTS.toBeforeFrom });
  });
});
