// API-shaped data for the booking screen tests. Ids are UUIDs like the API's.
import type { Booking, User, UserSummary } from '@marketplace/shared-api/types';
import type { ConsultantInfo } from '@marketplace/shared-api/api/bookings';
import { apiUser } from '../../../jest/fixtures';

export const IDS = {
  boss: '11111111-1111-4111-8111-111111111111',
  maria: '22222222-2222-4222-8222-222222222222',
  booking: '33333333-3333-4333-8333-333333333333',
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

export const anAssistantUser = (overrides: Partial<User> = {}) =>
  aUser({ id: IDS.maria, username: 'maria_santos', firstName: 'Maria', lastName: 'Santos', role: 'Assistant', salaryRate: 1250, ...overrides });

const summary = (user: User): UserSummary => ({
  id: user.id,
  username: user.username,
  firstName: user.firstName,
  lastName: user.lastName,
  avatar: user.avatar,
  role: user.role,
  premium: user.premium,
});

export const boss = summary(aUser());
export const maria = summary(anAssistantUser());

export const aConsultant = (overrides: Partial<ConsultantInfo> = {}): ConsultantInfo => ({ ...maria, salaryRate: 1250, ...overrides });

export function aBooking(overrides: Partial<Booking> = {}): Booking {
  return {
    id: IDS.booking,
    date: '2026-06-03',
    startTime: '09:00',
    duration: 4,
    price: 5000,
    status: 'PENDING',
    consultantId: maria.id,
    consultant: maria,
    userId: boss.id,
    user: boss,
    isRecurring: false,
    referralCode: null,
    reference: '123456ABCD',
    paymentStatus: 'UNPAID',
    holdExpiresAt: null,
    cancelReason: null,
    createdAt: '2026-05-20T00:00:00.000Z',
    updatedAt: '2026-05-20T00:00:00.000Z',
    ...overrides,
  };
}
