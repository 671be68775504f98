// API-shaped data shared by every package's screen tests: one User factory, so a
// new User field is added in one place. Packages wrap it with their own defaults.
import type { Booking, User, UserSummary } from '@marketplace/shared-api/types';

export const VIEWER_ID = '11111111-1111-4111-8111-111111111111';
export const ASSISTANT_ID = '22222222-2222-4222-8222-222222222222';
export const BOOKING_ID = '33333333-3333-4333-8333-333333333333';

/** A full User as the API answers (Ben Cruz, a Boss), with overrides; userId follows id. */
export function apiUser(overrides: Partial<User> = {}): User {
  const id = overrides.id ?? VIEWER_ID;
  return {
    id,
    userId: id,
    username: 'ben',
    email: 'ben@example.com',
    firstName: 'Ben',
    lastName: 'Cruz',
    avatar: null,
    role: 'Boss',
    premium: 'Not Verified',
    location: 'Makati, Philippines',
    skills: [],
    experience: '1-3 years',
    availability: 'Part-time',
    salaryRate: null,
    images: [],
    referralCode: 'ABCD1234',
    referredBy: null,
    referralCount: 0,
    referralBookings: 0,
    moneyEarned: 0,
    responseTime: null,
    bio: null,
    timeZone: null,
    createdAt: '2026-01-15T08:00:00.000Z',
    updatedAt: '2026-01-15T08:00:00.000Z',
    ...overrides,
  };
}

/** The shell's tests' signed-in user (Erin Tester, a Boss in Cebu), with overrides. */
export function aUser(overrides: Partial<User> = {}): User {
  return apiUser({
    username: 'erin',
    email: 'erin@example.com',
    firstName: 'Erin',
    lastName: 'Tester',
    location: 'Cebu',
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  });
}

/** Maria Santos, an Assistant at ₱1,250.00/hr, as the API answers, with overrides. */
export const apiAssistant = (overrides: Partial<User> = {}): User =>
  apiUser({ id: ASSISTANT_ID, username: 'maria_santos', firstName: 'Maria', lastName: 'Santos', role: 'Assistant', salaryRate: 1250, ...overrides });

/** The summary the API nests in bookings, chats and applications. */
export const userSummary = ({ id, username, firstName, lastName, avatar, role, premium }: User): UserSummary => ({
  id,
  username,
  firstName,
  lastName,
  avatar,
  role,
  premium,
});

/** A pending 4-hour booking of Maria by Ben on Monday 15 June 2026, 09:00, as the API answers, with overrides. */
export function apiBooking(overrides: Partial<Booking> = {}): Booking {
  return {
    id: BOOKING_ID,
    date: '2026-06-15',
    startTime: '09:00',
    duration: 4,
    price: 5000,
    status: 'PENDING',
    consultantId: ASSISTANT_ID,
    consultant: userSummary(apiAssistant()),
    userId: VIEWER_ID,
    user: userSummary(apiUser()),
    isRecurring: false,
    seriesId: null,
    seriesDate: null,
    seriesMoved: false,
    referralCode: null,
    reference: '123456ABCD',
    paymentStatus: 'UNPAID',
    holdExpiresAt: null,
    cancelReason: null,
    assistantReceivesCentavos: 450_000,
    problemReportableUntil: null,
    dispute: null,
    createdAt: '2026-05-20T00:00:00.000Z',
    updatedAt: '2026-05-20T00:00:00.000Z',
    ...overrides,
  };
}
