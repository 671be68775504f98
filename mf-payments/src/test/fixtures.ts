// API-shaped data for this remote's screen tests.
import type { Booking, User, UserSummary } from '@marketplace/shared-api/types';
import { apiUser } from '../../../jest/fixtures';

export const IDS = {
  boss: '11111111-1111-4111-8111-111111111111',
  maria: '22222222-2222-4222-8222-222222222222',
  booking: '33333333-3333-4333-8333-333333333333',
} as const;

/** Ben Cruz, the client who paid. */
export const aClient = (overrides: Partial<User> = {}) => apiUser({ id: IDS.boss, ...overrides });
export const aConsultantUser = (overrides: Partial<User> = {}) =>
  apiUser({ id: IDS.maria, username: 'maria_santos', firstName: 'Maria', lastName: 'Santos', role: 'Assistant', salaryRate: 1250, ...overrides });

const summary = ({ id, username, firstName, lastName, avatar, role, premium }: User): UserSummary => ({
  id,
  username,
  firstName,
  lastName,
  avatar,
  role,
  premium,
});

export function aBooking(overrides: Partial<Booking> = {}): Booking {
  return {
    id: IDS.booking,
    date: '2026-06-15',
    startTime: '09:00',
    duration: 4,
    price: 5000,
    status: 'PENDING',
    consultantId: IDS.maria,
    consultant: summary(aConsultantUser()),
    userId: IDS.boss,
    user: summary(aClient()),
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
