// What an admin write leaves behind: an entry of the audit log, written inside the
// write's own transaction (a rolled-back change leaves none). The admin feature
// keeps the log (features/admin/audit-log.ts); the features whose admin actions
// it records (users, premium, reviews, earnings, releases) depend only on this
// port, not on the admin feature.
import type { AuditAction } from '@marketplace/shared-api/types';
import type { Executor } from './db/database';

export type FieldChanges = Record<string, { from: unknown; to: unknown }>;

export interface AuditInput {
  /** The admin's id, or a release token's (with its name as actorLabel). */
  actorId: string;
  actorLabel?: string | null;
  action: AuditAction;
  targetType: 'user' | 'post' | 'premium-application' | 'review' | 'release' | 'release-token' | 'booking' | 'payout';
  targetId: string;
  changes?: FieldChanges | null;
  reason?: string | null;
}

export interface AuditTrail {
  /** Records one admin write inside its transaction. */
  record(tx: Executor, input: AuditInput): Promise<void>;
}

/** The fields of before that differ in after (compared as JSON), as { from, to }; null when nothing changed. */
export function diffFields<T extends Record<string, unknown>>(before: T, after: T, fields: readonly (keyof T & string)[]): FieldChanges | null {
  const changes: FieldChanges = {};
  for (const field of fields) {
    if (JSON.stringify(before[field]) !== JSON.stringify(after[field])) changes[field] = { from: before[field], to: after[field] };
  }
  return Object.keys(changes).length > 0 ? changes : null;
}
