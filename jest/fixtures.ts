// API-shaped data shared by every package's screen tests: one User factory, so a
// new User field is added in one place. Packages wrap it with their own defaults.
import type { User } from '@marketplace/shared-api/types';

export const VIEWER_ID = '11111111-1111-4111-8111-111111111111';

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
    rating: null,
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
