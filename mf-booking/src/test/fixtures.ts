// API-shaped data for the booking screen tests (ids are UUIDs like the API's), and
// what the screens show that several tests read.
import { screen, within } from '@testing-library/react';
import type { Booking, RecurringSeries, User } from '@marketplace/shared-api/types';
import { DEFAULT_AVAILABILITY_RULES } from '@marketplace/shared-api/availability/rules';
import type { AvailabilityView } from '@marketplace/shared-api/availability/types';
import type { ConsultantInfo } from '@marketplace/shared-api/api/bookings';
import { apiAssistant, apiBooking, apiUser, ASSISTANT_ID, BOOKING_ID, userSummary, VIEWER_ID } from '../../../jest/fixtures';

export const IDS = {
  boss: VIEWER_ID,
  maria: ASSISTANT_ID,
  booking: BOOKING_ID,
  booking2: '44444444-4444-4444-8444-444444444444',
} as const;

export function aUser(overrides: Partial<User> = {}): User {
  return apiUser({
    id: IDS.boss,
    location: 'Makati',
    experience: null,
    availability: null,
    referralCode: 'BENCODE1',
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  });
}

/** Maria as the shared fixtures have her, with this file's account defaults. */
export const anAssistantUser = (overrides: Partial<User> = {}) => {
  const { id, username, firstName, lastName, role, salaryRate } = apiAssistant();
  return aUser({ id, username, firstName, lastName, role, salaryRate, ...overrides });
};

export const boss = userSummary(aUser());
export const maria = userSummary(anAssistantUser());

export const aConsultant = (overrides: Partial<ConsultantInfo> = {}): ConsultantInfo => ({ ...maria, salaryRate: 1250, ...overrides });

/** Booked for Wednesday 3 June 2026. */
export const aBooking = (overrides: Partial<Booking> = {}): Booking => apiBooking({ date: '2026-06-03', ...overrides });

/** The booking widget's dates when today is Wednesday 10 June 2026: the weekdays to the end of the month. */
export const WEEKDAYS_FROM_JUNE_10 = [
  'Wed Jun 10',
  'Thu Jun 11',
  'Fri Jun 12',
  'Mon Jun 15',
  'Tue Jun 16',
  'Wed Jun 17',
  'Thu Jun 18',
  'Fri Jun 19',
  'Mon Jun 22',
  'Tue Jun 23',
  'Wed Jun 24',
  'Thu Jun 25',
  'Fri Jun 26',
  'Mon Jun 29',
  'Tue Jun 30',
];

/** The labels of the dates the booking widget offers, in order. */
export function widgetDates(): (string | null)[] {
  return within(screen.getByRole('group', { name: 'Dates' }))
    .getAllByRole('button')
    .map((button) => button.textContent);
}

/** The assistant's rules as the booking screens read them: open every weekday slot, no notice, twelve months (the behaviour before rules). */
export const openAvailability = (overrides: Partial<AvailabilityView> = {}): AvailabilityView => ({
  name: 'Maria',
  rules: { ...DEFAULT_AVAILABILITY_RULES, noticeHours: 0, horizonMonths: 12 },
  busy: [],
  sessions: [],
  ...overrides,
});

export const AVAILABILITY_VIEW = 'GET /api/bookings/availability/:consultantId';

export const SERIES_ID = '55555555-5555-4555-8555-555555555555';

/** The occurrences of a Monday and Wednesday 9:00 series over two weeks from Monday 15 June 2026. */
export const seriesOccurrences = (overrides: Partial<Booking> = {}): Booking[] =>
  ['2026-06-15', '2026-06-17', '2026-06-22', '2026-06-24'].map((date, index) =>
    aBooking({ id: `6666666${index}-6666-4666-8666-666666666666`, date, startTime: '09:00', isRecurring: true, seriesId: SERIES_ID, seriesDate: date, ...overrides }),
  );

/** Maria weekly for Ben, Mondays and Wednesdays 9:00 Manila, two weeks, paid per period and not yet paid. */
export function aSeries(overrides: Partial<RecurringSeries> = {}): RecurringSeries {
  const occurrences = seriesOccurrences();
  return {
    id: SERIES_ID,
    consultantId: maria.id,
    consultant: maria,
    userId: boss.id,
    user: boss,
    pattern: { weekdays: [1, 3], startTime: '09:00', duration: 4, firstDate: '2026-06-15', weeks: 2, until: null, since: null },
    payMode: 'per_period',
    status: 'requested',
    nextOccurrence: occurrences[0],
    remaining: 4,
    paidThrough: null,
    periods: [{ index: 0, from: '2026-06-15', to: '2026-06-24', duePesos: 20000, payableFrom: '2026-06-10', paid: false }],
    occurrences,
    createdAt: '2026-06-10T01:00:00.000Z',
    ...overrides,
  };
}
