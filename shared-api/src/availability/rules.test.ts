import { DEFAULT_AVAILABILITY_RULES, outsideHours, slotRefusal, type AvailabilityRules, type RuleContext } from '@marketplace/shared-api/availability/rules';

// 2026-06-15 is a Monday, 2026-06-17 a Wednesday, 2026-06-20 a Saturday.
const mornings: AvailabilityRules = {
  ...DEFAULT_AVAILABILITY_RULES,
  // Monday to Friday; Wednesday afternoons only.
  weekly: [['09:00', '13:00'], ['09:00', '13:00'], ['13:00'], ['09:00', '13:00'], ['09:00', '13:00']],
  daysOff: [{ from: '2026-06-22', to: '2026-06-23' }],
  maxPerDay: 1,
};

const context = (rules: AvailabilityRules, sessions: Record<string, number> = {}): RuleContext => ({
  name: 'Rosa',
  rules,
  busy: [],
  sessionsOn: (date) => sessions[date] ?? 0,
  zone: 'Asia/Manila',
  now: new Date('2026-06-01T00:00:00Z'),
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
