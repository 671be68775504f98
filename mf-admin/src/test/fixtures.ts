// API-shaped data for this remote's screen tests.
import type { AuditLogEntry, PremiumApplication, User } from '@marketplace/shared-api/types';
import { apiUser, userSummary } from '../../../jest/fixtures';

export const IDS = {
  admin: '99999999-9999-4999-8999-999999999999',
  maria: '22222222-2222-4222-8222-222222222222',
  jose: '33333333-3333-4333-8333-333333333333',
} as const;

export const anAdmin = (overrides: Partial<User> = {}) =>
  apiUser({ id: IDS.admin, username: 'admin', firstName: 'Ada', lastName: 'Admin', premium: 'Admin', ...overrides });

export const maria = (overrides: Partial<User> = {}) =>
  apiUser({
    id: IDS.maria,
    username: 'maria_santos',
    email: 'maria@example.com',
    firstName: 'Maria',
    lastName: 'Santos',
    role: 'Assistant',
    salaryRate: 1250,
    skills: ['SEO'],
    experience: '5+ years',
    availability: 'Full-time',
    ...overrides,
  });

export const jose = (overrides: Partial<User> = {}) =>
  apiUser({ id: IDS.jose, username: 'jose_reyes', email: 'jose@example.com', firstName: 'Jose', lastName: 'Reyes', ...overrides });

export const summary = userSummary;

export function anApplication(overrides: Partial<PremiumApplication> = {}): PremiumApplication {
  return {
    user: summary(maria()),
    appliedAt: '2026-06-15T01:00:00.000Z',
    status: 'pending',
    reason: null,
    decidedAt: null,
    ...overrides,
  };
}

export function anAuditEntry(overrides: Partial<AuditLogEntry> = {}): AuditLogEntry {
  return {
    id: 'a1',
    at: '2026-06-15T02:00:00.000Z',
    actor: summary(anAdmin()),
    action: 'user.update',
    targetType: 'user',
    targetId: IDS.maria,
    targetUser: summary(maria()),
    changes: { role: { from: 'Boss', to: 'Assistant' } },
    reason: null,
    ...overrides,
  };
}
