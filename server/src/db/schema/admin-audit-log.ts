// The admin audit log: one row per admin write (a user updated or deleted, a
// post deleted or made, a premium decision), with who, when and what changed.
// Code only ever inserts here. The actor is kept as an id without a foreign key,
// so deleting an admin leaves the history of what they did.
import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { AUDIT_ACTIONS } from '@marketplace/shared-api/constants';
import { sqlList } from './sql-list';

export const adminAuditLog = pgTable(
  'admin_audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    actorId: uuid('actor_id').notNull(),
    /** Who, when not an admin: a release token's name (actorId is then the token's id). */
    actorLabel: text('actor_label'),
    action: text('action', { enum: AUDIT_ACTIONS }).notNull(),
    targetType: text('target_type').notNull(),
    targetId: uuid('target_id').notNull(),
    /** Field by field { from, to }; null for writes that are not field changes (a delete). */
    changes: jsonb('changes').$type<Record<string, { from: unknown; to: unknown }>>(),
    reason: text('reason'),
  },
  (table) => [
    index('admin_audit_log_at_idx').on(table.at.desc(), table.id.desc()),
    check('admin_audit_log_action_check', sql`${table.action} in (${sqlList(AUDIT_ACTIONS)})`),
  ],
);

export type AdminAuditLogRow = typeof adminAuditLog.$inferSelect;
