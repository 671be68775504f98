import {
  DAYS_OFF_MAX,
  DEFAULT_AVAILABILITY_RULES,
  HORIZON_MONTHS_MAX,
  MAX_PER_DAY_MAX,
  MAX_PER_WEEK_MAX,
  NOTICE_HOURS_MAX,
  REFUSALS,
  WORK_WEEKDAYS,
  dayRefusal,
  horizonDate,
  instantOf,
  isDayOff,
  offeredStarts,
  outsideHours,
  sessionCounter,
  slotRefusal,
  weekOf,
  weekStartOf,
  weeklySlotsOn,
  type AvailabilityRules,
  type RuleContext,
} from '@marketplace/shared-api/availability/rules';
import type { SlotTime } from '@marketplace/shared-api/constants';

// 2026-06-15 is a Monday, 2026-06-17 a Wednesday, 2026-06-20 a Saturday.
// Manila is UTC+8 all year (no daylight saving time): 09:00 there is 01:00 UTC.
const mornings: AvailabilityRules = {
  ...DEFAULT_AVAILABILITY_RULES,
  // Monday to Friday; Wednesday afternoons only.
  weekly: [['09:00', '13:00'], ['09:00', '13:00'], ['13:00'], ['09:00', '13:00'], ['09:00', '13:00']],
  daysOff: [{ from: '2026-06-22', to: '2026-06-23' }],
  maxPerDay: 1,
};

/** No limits, no notice, every weekday's two slots: each test turns on the rule it judges. */
const open: AvailabilityRules = { ...DEFAULT_AVAILABILITY_RULES, noticeHours: 0 };

const context = (rules: AvailabilityRules, sessions: Record<string, number> = {}, overrides: Partial<RuleContext> = {}): RuleContext => ({
  name: 'Rosa',
  rules,
  busy: [],
  sessionsOn: (date) => sessions[date] ?? 0,
  zone: 'Asia/Manila',
  now: new Date('2026-06-01T00:00:00Z'),
  ...overrides,
});

describe('availability rules', () => {
  it('says which sessions the weekly hours and days off alone leave out', () => {
    expect(outsideHours(mornings, '2026-06-15', '09:00', 4)).toBeNull();
    expect(outsideHours(mornings, '2026-06-17', '09:00', 4)).toBe('slotOff');
    expect(outsideHours(mornings, '2026-06-17', '09:00', 8)).toBe('dayOff');
    expect(outsideHours(mornings, '2026-06-22', '13:00', 4)).toBe('dayOff');
    expect(outsideHours(mornings, '2026-06-20', '09:00', 4)).toBe('dayOff');
  });

  it('leaves limits, notice and the horizon to the booking rules: a full day is still inside the hours', () => {
    expect(slotRefusal(context(mornings, { '2026-06-15': 1 }), '2026-06-15', '13:00', 4)?.kind).toBe('dayLimit');
    expect(outsideHours(mornings, '2026-06-15', '13:00', 4)).toBeNull();
    expect(slotRefusal(context(mornings), '2026-12-15', '09:00', 4)?.kind).toBe('horizon');
    expect(outsideHours(mornings, '2026-12-15', '09:00', 4)).toBeNull();
    expect(slotRefusal(context(mornings), '2026-06-17', '09:00', 4)?.message).toBe('Rosa is not taking bookings at this time.');
  });
});

describe('defaults and bounds', () => {
  it('takes both slots Monday to Friday, 12 hours’ notice, three months ahead and no limits', () => {
    expect(WORK_WEEKDAYS).toEqual(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday']);
    expect(DEFAULT_AVAILABILITY_RULES).toEqual({
      weekly: [
        ['09:00', '13:00'],
        ['09:00', '13:00'],
        ['09:00', '13:00'],
        ['09:00', '13:00'],
        ['09:00', '13:00'],
      ],
      daysOff: [],
      noticeHours: 12,
      horizonMonths: 3,
      maxPerDay: null,
      maxPerWeek: null,
    });
  });

  it('gives each weekday its own list of slots, so changing one leaves the others', () => {
    const [monday, tuesday] = DEFAULT_AVAILABILITY_RULES.weekly;
    expect(monday).not.toBe(tuesday);
  });

  it('bounds the settings: two weeks’ notice, a year ahead, the two slots a day, ten a week, a hundred days off', () => {
    expect([NOTICE_HOURS_MAX, HORIZON_MONTHS_MAX, MAX_PER_DAY_MAX, MAX_PER_WEEK_MAX, DAYS_OFF_MAX]).toEqual([336, 12, 2, 10, 100]);
  });
});

describe('REFUSALS', () => {
  it('names the assistant in each refusal about them', () => {
    expect(REFUSALS.dayOff('Rosa')).toBe('Rosa is not taking bookings on this day.');
    expect(REFUSALS.slotOff('Rosa')).toBe('Rosa is not taking bookings at this time.');
    expect(REFUSALS.dayLimit('Rosa')).toBe('Rosa is fully booked on this day.');
    expect(REFUSALS.weekLimit('Rosa')).toBe('Rosa is fully booked this week.');
    expect(REFUSALS.busy('Rosa')).toBe('Rosa is busy at this time.');
  });

  it('says one hour and one month in the singular, any other count in the plural', () => {
    expect(REFUSALS.notice(1)).toBe("Bookings need at least 1 hour's notice.");
    expect(REFUSALS.notice(24)).toBe("Bookings need at least 24 hours' notice.");
    expect(REFUSALS.horizon('Rosa', 1)).toBe('Rosa takes bookings up to 1 month ahead.');
    expect(REFUSALS.horizon('Rosa', 3)).toBe('Rosa takes bookings up to 3 months ahead.');
  });
});

describe('instantOf', () => {
  it('reads a date and time on Manila’s clock, UTC+8 in every season', () => {
    expect(instantOf('2026-06-17', '09:00', 'Asia/Manila').toISOString()).toBe('2026-06-17T01:00:00.000Z');
    expect(instantOf('2026-01-14', '09:00', 'Asia/Manila').toISOString()).toBe('2026-01-14T01:00:00.000Z');
    expect(instantOf('2026-06-17', '13:00', 'Asia/Manila').toISOString()).toBe('2026-06-17T05:00:00.000Z');
  });

  it('lands on the UTC day before when the zone is ahead of UTC', () => {
    expect(instantOf('2026-06-17', '07:30', 'Asia/Manila').toISOString()).toBe('2026-06-16T23:30:00.000Z');
  });

  it('reads the same wall time in each zone asked for, one after the other', () => {
    expect(instantOf('2026-06-17', '09:00', 'Asia/Manila').toISOString()).toBe('2026-06-17T01:00:00.000Z');
    expect(instantOf('2026-06-17', '09:00', 'UTC').toISOString()).toBe('2026-06-17T09:00:00.000Z');
    expect(instantOf('2026-06-17', '09:00', 'America/New_York').toISOString()).toBe('2026-06-17T13:00:00.000Z');
  });

  it('follows daylight saving time in a zone that has it', () => {
    expect(instantOf('2026-01-14', '09:00', 'America/New_York').toISOString()).toBe('2026-01-14T14:00:00.000Z');
    expect(instantOf('2026-07-15', '09:00', 'America/New_York').toISOString()).toBe('2026-07-15T13:00:00.000Z');
  });

  it('moves a time skipped by a spring-forward to just after the gap, and takes the first of a time that happens twice', () => {
    // New York: 2026-03-08 02:00 EST jumps to 03:00 EDT; 2026-11-01 02:00 EDT falls back to 01:00 EST.
    expect(instantOf('2026-03-08', '02:30', 'America/New_York').toISOString()).toBe('2026-03-08T07:30:00.000Z');
    expect(instantOf('2026-11-01', '01:30', 'America/New_York').toISOString()).toBe('2026-11-01T05:30:00.000Z');
  });

  it('gives a new Date each time, so changing one leaves the next answer right', () => {
    const first = instantOf('2026-06-18', '09:00', 'Asia/Manila');
    first.setTime(0);
    expect(instantOf('2026-06-18', '09:00', 'Asia/Manila').toISOString()).toBe('2026-06-18T01:00:00.000Z');
  });

  it('answers an invalid date with an invalid instant', () => {
    expect(Number.isNaN(instantOf('not-a-date', '09:00', 'Asia/Manila').getTime())).toBe(true);
  });
});

describe('weekStartOf and weekOf', () => {
  it('starts the week on Monday: a Monday is its own start, a Sunday ends the week before it', () => {
    expect(weekStartOf('2026-06-15')).toBe('2026-06-15');
    expect(weekStartOf('2026-06-17')).toBe('2026-06-15');
    expect(weekStartOf('2026-06-20')).toBe('2026-06-15');
    expect(weekStartOf('2026-06-21')).toBe('2026-06-15');
    expect(weekStartOf('2026-06-14')).toBe('2026-06-08');
  });

  it('crosses a year’s end back to its Monday', () => {
    // 2027-01-01 is a Friday.
    expect(weekStartOf('2027-01-01')).toBe('2026-12-28');
  });

  it('lists the seven dates Monday to Sunday, a leap day and a month’s turn included', () => {
    // 2028-03-01 is a Wednesday.
    expect(weekOf('2028-03-01')).toEqual(['2028-02-28', '2028-02-29', '2028-03-01', '2028-03-02', '2028-03-03', '2028-03-04', '2028-03-05']);
    expect(weekOf('2026-06-21')).toEqual(['2026-06-15', '2026-06-16', '2026-06-17', '2026-06-18', '2026-06-19', '2026-06-20', '2026-06-21']);
  });
});

describe('weeklySlotsOn', () => {
  it('reads Monday from the first entry and Friday from the fifth', () => {
    const weekly: AvailabilityRules['weekly'] = [['09:00'], [], [], [], ['13:00']];
    const rules = { ...open, weekly };
    expect(weeklySlotsOn(rules, '2026-06-15')).toEqual(['09:00']);
    expect(weeklySlotsOn(rules, '2026-06-16')).toEqual([]);
    expect(weeklySlotsOn(rules, '2026-06-19')).toEqual(['13:00']);
  });

  it('takes no slot on a weekend, whatever the week holds', () => {
    const sevenDays: AvailabilityRules = { ...open, weekly: Array.from({ length: 7 }, (): SlotTime[] => ['09:00', '13:00']) };
    expect(weeklySlotsOn(sevenDays, '2026-06-20')).toEqual([]);
    expect(weeklySlotsOn(sevenDays, '2026-06-21')).toEqual([]);
  });

  it('takes no slot on a weekday the week leaves out, or on a date that is not one', () => {
    const shortWeek: AvailabilityRules = { ...open, weekly: [['09:00', '13:00']] };
    expect(weeklySlotsOn(shortWeek, '2026-06-19')).toEqual([]);
    expect(weeklySlotsOn(open, 'not-a-date')).toEqual([]);
  });
});

describe('isDayOff', () => {
  const rules: AvailabilityRules = {
    ...open,
    daysOff: [
      { from: '2026-06-22', to: '2026-06-23', note: 'Trip' },
      { from: '2026-06-30', to: '2026-07-02' },
      { from: '2026-08-05', to: '2026-08-05' },
    ],
  };

  it('counts both ends of a range and every day between, across a month’s turn', () => {
    expect(['2026-06-22', '2026-06-23', '2026-06-30', '2026-07-01', '2026-07-02', '2026-08-05'].filter((date) => isDayOff(rules, date))).toHaveLength(6);
  });

  it('does not count the days either side of a range', () => {
    expect(['2026-06-21', '2026-06-24', '2026-06-29', '2026-07-03', '2026-08-04', '2026-08-06'].some((date) => isDayOff(rules, date))).toBe(false);
  });

  it('has no day off without any, and none in a range that ends before it starts', () => {
    expect(isDayOff(open, '2026-06-22')).toBe(false);
    expect(isDayOff({ ...open, daysOff: [{ from: '2026-06-23', to: '2026-06-22' }] }, '2026-06-22')).toBe(false);
  });
});

describe('horizonDate', () => {
  it('is the last day of the Nth month, the current month being the first', () => {
    expect(horizonDate({ ...open, horizonMonths: 1 }, '2026-06-10')).toBe('2026-06-30');
    expect(horizonDate({ ...open, horizonMonths: 3 }, '2026-06-10')).toBe('2026-08-31');
    expect(horizonDate({ ...open, horizonMonths: 3 }, '2026-06-30')).toBe('2026-08-31');
  });

  it('crosses into the next year and ends February on a leap day', () => {
    expect(horizonDate({ ...open, horizonMonths: HORIZON_MONTHS_MAX }, '2026-06-10')).toBe('2027-05-31');
    expect(horizonDate({ ...open, horizonMonths: 2 }, '2028-01-31')).toBe('2028-02-29');
    expect(horizonDate({ ...open, horizonMonths: 2 }, '2027-01-31')).toBe('2027-02-28');
  });
});

describe('outsideHours', () => {
  it('leaves out a weekday with no slots as a day off', () => {
    const noTuesdays: AvailabilityRules = { ...open, weekly: [['09:00', '13:00'], [], ['09:00', '13:00'], ['09:00', '13:00'], ['09:00', '13:00']] };
    expect(outsideHours(noTuesdays, '2026-06-16', '09:00', 4)).toBe('dayOff');
  });

  it('takes a full day only where both slots are taken', () => {
    expect(outsideHours(mornings, '2026-06-15', '09:00', 8)).toBeNull();
    expect(outsideHours(mornings, '2026-06-17', '13:00', 4)).toBeNull();
    expect(outsideHours(mornings, '2026-06-17', '13:00', 8)).toBe('dayOff');
  });

  it('leaves out both ends of a day off range, and nothing either side', () => {
    const rules: AvailabilityRules = { ...open, daysOff: [{ from: '2026-06-16', to: '2026-06-17' }] };
    expect(['2026-06-15', '2026-06-16', '2026-06-17', '2026-06-18'].map((date) => outsideHours(rules, date, '09:00', 4))).toEqual([null, 'dayOff', 'dayOff', null]);
  });
});

describe('slotRefusal', () => {
  // Wednesday 2026-06-17 09:00 in Manila is 2026-06-17T01:00Z.
  const WEDNESDAY = '2026-06-17';

  it('allows a slot every rule takes', () => {
    expect(slotRefusal(context(open), WEDNESDAY, '09:00', 4)).toBeNull();
  });

  it('refuses a day off and a weekend as a day, naming the assistant', () => {
    expect(slotRefusal(context(mornings), '2026-06-22', '09:00', 4)).toEqual({ kind: 'dayOff', message: 'Rosa is not taking bookings on this day.' });
    expect(slotRefusal(context(open), '2026-06-20', '09:00', 4)).toEqual({ kind: 'dayOff', message: 'Rosa is not taking bookings on this day.' });
    expect(slotRefusal(context(open), 'not-a-date', '09:00', 4)?.kind).toBe('dayOff');
  });

  it('refuses a slot the weekday does not take', () => {
    expect(slotRefusal(context(mornings), WEDNESDAY, '09:00', 4)).toEqual({ kind: 'slotOff', message: 'Rosa is not taking bookings at this time.' });
  });

  describe('the horizon', () => {
    const oneMonth: AvailabilityRules = { ...open, horizonMonths: 1 };

    it('takes the last day of the last month and refuses the day after, saying how far ahead', () => {
      // Today is 2026-06-01 in Manila; one month reaches 2026-06-30 (a Tuesday).
      expect(slotRefusal(context(oneMonth), '2026-06-30', '13:00', 4)).toBeNull();
      expect(slotRefusal(context(oneMonth), '2026-07-01', '09:00', 4)).toEqual({ kind: 'horizon', message: 'Rosa takes bookings up to 1 month ahead.' });
    });

    it('counts from today on the marketplace zone’s clock, not UTC’s', () => {
      // 16:30 UTC on 30 June is already 00:30 on 1 July in Manila: July is the first month there.
      const now = new Date('2026-06-30T16:30:00Z');
      expect(slotRefusal(context(oneMonth, {}, { now }), '2026-07-15', '09:00', 4)).toBeNull();
      expect(slotRefusal(context(oneMonth, {}, { now, zone: 'UTC' }), '2026-07-15', '09:00', 4)?.kind).toBe('horizon');
    });

    it('gives a day off’s reason before the horizon’s', () => {
      const rules: AvailabilityRules = { ...oneMonth, daysOff: [{ from: '2026-07-15', to: '2026-07-15' }] };
      expect(slotRefusal(context(rules), '2026-07-15', '09:00', 4)?.kind).toBe('dayOff');
    });
  });

  describe('the limits', () => {
    it('refuses a day once it holds the most sessions a day, and takes it one short of that', () => {
      const twoADay: AvailabilityRules = { ...open, maxPerDay: 2 };
      expect(slotRefusal(context(twoADay, { [WEDNESDAY]: 1 }), WEDNESDAY, '13:00', 4)).toBeNull();
      expect(slotRefusal(context(twoADay, { [WEDNESDAY]: 2 }), WEDNESDAY, '13:00', 4)).toEqual({ kind: 'dayLimit', message: 'Rosa is fully booked on this day.' });
    });

    it('counts no limit when there is none, however many sessions a day or week holds', () => {
      expect(slotRefusal(context(open, { [WEDNESDAY]: 5, '2026-06-15': 9 }), WEDNESDAY, '13:00', 4)).toBeNull();
    });

    it('counts the sessions of the whole week, Monday to Sunday, and no other', () => {
      const threeAWeek: AvailabilityRules = { ...open, maxPerWeek: 3 };
      // Monday, Tuesday and the week's Sunday hold one each: the Wednesday is refused.
      const full = { '2026-06-15': 1, '2026-06-16': 1, '2026-06-21': 1 };
      expect(slotRefusal(context(threeAWeek, full), WEDNESDAY, '09:00', 4)).toEqual({ kind: 'weekLimit', message: 'Rosa is fully booked this week.' });
      // The Sunday before and the Monday after are other weeks.
      const around = { '2026-06-14': 5, '2026-06-15': 1, '2026-06-16': 1, '2026-06-22': 5 };
      expect(slotRefusal(context(threeAWeek, around), WEDNESDAY, '09:00', 4)).toBeNull();
    });

    it('gives the day’s limit before the week’s', () => {
      const rules: AvailabilityRules = { ...open, maxPerDay: 1, maxPerWeek: 1 };
      expect(slotRefusal(context(rules, { [WEDNESDAY]: 1 }), WEDNESDAY, '13:00', 4)?.kind).toBe('dayLimit');
    });

    it('judges the limits from sessionCounter’s counts', () => {
      const rules: AvailabilityRules = { ...open, maxPerWeek: 2 };
      const counts = sessionCounter([
        { date: '2026-06-15', count: 1 },
        { date: '2026-06-19', count: 1 },
      ]);
      expect(slotRefusal({ ...context(rules), sessionsOn: counts }, WEDNESDAY, '09:00', 4)?.kind).toBe('weekLimit');
    });
  });

  describe('the notice', () => {
    const twelveHours: AvailabilityRules = { ...open, noticeHours: 12 };

    it('takes a slot exactly the notice away and refuses it a minute later, saying the notice', () => {
      expect(slotRefusal(context(twelveHours, {}, { now: new Date('2026-06-16T13:00:00Z') }), WEDNESDAY, '09:00', 4)).toBeNull();
      expect(slotRefusal(context(twelveHours, {}, { now: new Date('2026-06-16T13:01:00Z') }), WEDNESDAY, '09:00', 4)).toEqual({
        kind: 'notice',
        message: "Bookings need at least 12 hours' notice.",
      });
    });

    it('measures the notice to the slot’s start on the marketplace zone’s clock', () => {
      // 14:00 UTC: 09:00 the next day is 11 hours away in Manila and 19 in UTC.
      const now = new Date('2026-06-16T14:00:00Z');
      expect(slotRefusal(context(twelveHours, {}, { now }), WEDNESDAY, '09:00', 4)?.kind).toBe('notice');
      expect(slotRefusal(context(twelveHours, {}, { now, zone: 'UTC' }), WEDNESDAY, '09:00', 4)).toBeNull();
    });

    it('with no notice, takes a slot starting now and refuses one that has started', () => {
      expect(slotRefusal(context(open, {}, { now: new Date('2026-06-17T01:00:00Z') }), WEDNESDAY, '09:00', 4)).toBeNull();
      expect(slotRefusal(context(open, {}, { now: new Date('2026-06-17T01:01:00Z') }), WEDNESDAY, '09:00', 4)?.kind).toBe('notice');
    });

    it('gives a slot not worked before the notice', () => {
      const rules: AvailabilityRules = { ...mornings, noticeHours: 12 };
      expect(slotRefusal(context(rules, {}, { now: new Date('2026-06-17T00:00:00Z') }), WEDNESDAY, '09:00', 4)?.kind).toBe('slotOff');
    });
  });

  describe('busy times', () => {
    const busy = (start: string, end: string) => context(open, {}, { busy: [{ start, end }] });

    it('refuses a slot a busy time overlaps, naming the assistant', () => {
      expect(slotRefusal(busy('2026-06-17T02:00:00Z', '2026-06-17T03:00:00Z'), WEDNESDAY, '09:00', 4)).toEqual({ kind: 'busy', message: 'Rosa is busy at this time.' });
      expect(slotRefusal(busy('2026-06-17T00:00:00Z', '2026-06-17T01:01:00Z'), WEDNESDAY, '09:00', 4)?.kind).toBe('busy');
      expect(slotRefusal(busy('2026-06-17T04:59:00Z', '2026-06-17T06:00:00Z'), WEDNESDAY, '09:00', 4)?.kind).toBe('busy');
    });

    it('takes a slot a busy time only touches: ends are exclusive', () => {
      // The morning is 01:00 to 05:00 UTC.
      expect(slotRefusal(busy('2026-06-17T00:00:00Z', '2026-06-17T01:00:00Z'), WEDNESDAY, '09:00', 4)).toBeNull();
      expect(slotRefusal(busy('2026-06-17T05:00:00Z', '2026-06-17T06:00:00Z'), WEDNESDAY, '09:00', 4)).toBeNull();
    });

    it('reads busy times written with any offset as the instants they are', () => {
      expect(slotRefusal(busy('2026-06-17T10:00:00+08:00', '2026-06-17T11:00:00+08:00'), WEDNESDAY, '09:00', 4)?.kind).toBe('busy');
      expect(slotRefusal(busy('2026-06-17T10:00:00+08:00', '2026-06-17T11:00:00+08:00'), WEDNESDAY, '13:00', 4)).toBeNull();
    });

    it('judges a full day over both slots', () => {
      const afternoon = busy('2026-06-17T06:00:00Z', '2026-06-17T07:00:00Z');
      expect(slotRefusal(afternoon, WEDNESDAY, '09:00', 4)).toBeNull();
      expect(slotRefusal(afternoon, WEDNESDAY, '09:00', 8)?.kind).toBe('busy');
    });

    it('gives the notice before a busy time', () => {
      const both = context({ ...open, noticeHours: 12 }, {}, { now: new Date('2026-06-17T00:00:00Z'), busy: [{ start: '2026-06-17T01:00:00Z', end: '2026-06-17T05:00:00Z' }] });
      expect(slotRefusal(both, WEDNESDAY, '09:00', 4)?.kind).toBe('notice');
    });
  });
});

describe('offeredStarts', () => {
  const WEDNESDAY = '2026-06-17';

  it('offers the starts the rules take, in the order asked', () => {
    expect(offeredStarts(context(open), WEDNESDAY, ['13:00', '09:00'], 4)).toEqual(['13:00', '09:00']);
    expect(offeredStarts(context(mornings), WEDNESDAY, ['09:00', '13:00'], 4)).toEqual(['13:00']);
  });

  it('leaves out a start the notice or a busy time refuses', () => {
    // 03:00 UTC is 11:00 in Manila: the morning has started, the afternoon is two hours away.
    expect(offeredStarts(context(open, {}, { now: new Date('2026-06-17T03:00:00Z') }), WEDNESDAY, ['09:00', '13:00'], 4)).toEqual(['13:00']);
    const busyAfternoon = context(open, {}, { busy: [{ start: '2026-06-17T05:00:00Z', end: '2026-06-17T09:00:00Z' }] });
    expect(offeredStarts(busyAfternoon, WEDNESDAY, ['09:00', '13:00'], 4)).toEqual(['09:00']);
  });

  it('offers nothing on a date its own rules refuse, or when asked about no start', () => {
    expect(offeredStarts(context(mornings), '2026-06-22', ['09:00', '13:00'], 4)).toEqual([]);
    expect(offeredStarts(context(mornings, { '2026-06-15': 1 }), '2026-06-15', ['09:00', '13:00'], 4)).toEqual([]);
    expect(offeredStarts(context(open), WEDNESDAY, [], 4)).toEqual([]);
  });

  it('offers no full day on a half day', () => {
    expect(offeredStarts(context(mornings), WEDNESDAY, ['09:00'], 8)).toEqual([]);
    expect(offeredStarts(context(mornings), '2026-06-15', ['09:00'], 8)).toEqual(['09:00']);
  });
});

describe('dayRefusal', () => {
  const WEDNESDAY = '2026-06-17';

  it('is null while any start is left', () => {
    expect(dayRefusal(context(mornings), WEDNESDAY, 4)).toBeNull();
    expect(dayRefusal(context(open, {}, { now: new Date('2026-06-17T03:00:00Z') }), WEDNESDAY, 4)).toBeNull();
  });

  it('gives the date’s own reason first', () => {
    expect(dayRefusal(context(mornings), '2026-06-22', 4)?.kind).toBe('dayOff');
    expect(dayRefusal(context(mornings, { '2026-06-15': 1 }), '2026-06-15', 4)?.kind).toBe('dayLimit');
    expect(dayRefusal(context(open), '2026-12-16', 4)?.kind).toBe('horizon');
  });

  it('gives the last slot’s reason when every start is refused', () => {
    // The morning is not worked on Wednesdays and the afternoon is busy.
    const busyAfternoon = context(mornings, {}, { busy: [{ start: '2026-06-17T05:00:00Z', end: '2026-06-17T09:00:00Z' }] });
    expect(dayRefusal(busyAfternoon, WEDNESDAY, 4)?.kind).toBe('busy');
    // Both slots have started: the afternoon's notice is the reason.
    expect(dayRefusal(context(open, {}, { now: new Date('2026-06-17T05:30:00Z') }), WEDNESDAY, 4)?.kind).toBe('notice');
  });

  it('judges a full day by its 09:00 start alone', () => {
    // 11:00 in Manila: the afternoon is ahead, but a full day starts at 09:00.
    expect(dayRefusal(context(open, {}, { now: new Date('2026-06-17T03:00:00Z') }), WEDNESDAY, 8)?.kind).toBe('notice');
    const busyAfternoon = context(open, {}, { busy: [{ start: '2026-06-17T06:00:00Z', end: '2026-06-17T07:00:00Z' }] });
    expect(dayRefusal(busyAfternoon, WEDNESDAY, 8)?.kind).toBe('busy');
    expect(dayRefusal(busyAfternoon, WEDNESDAY, 4)).toBeNull();
  });
});

describe('sessionCounter', () => {
  it('reads each date’s count, and 0 for a date not listed', () => {
    const counts = sessionCounter([
      { date: '2026-06-15', count: 2 },
      { date: '2026-06-17', count: 1 },
    ]);
    expect(['2026-06-15', '2026-06-16', '2026-06-17'].map(counts)).toEqual([2, 0, 1]);
    expect(sessionCounter([])('2026-06-15')).toBe(0);
  });
});
