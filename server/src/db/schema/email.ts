// Email as a channel (features/email): the outbox of mails written in the same
// transaction as the change each reports, every delivery attempt of them, the
// kinds each member turned off, and when each member was last on the site (a new
// chat message is mailed only to someone away).
//
// A mail is stored rendered (subject, text and HTML parts, its links) so what the
// admin reads in the Outbox is what was, or will be, sent.
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { ALWAYS_ON_EMAIL_KINDS, EMAIL_KINDS, OUTBOX_STATUSES } from '@marketplace/shared-api/constants';
import { sqlList } from './sql-list';
import { users } from './users';

export const ATTEMPT_OUTCOMES = ['sent', 'refused'] as const;

export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Mails that must be written once (a reminder per booking, time and person) carry a key; the rest none. */
    dedupeKey: text('dedupe_key'),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    recipientEmail: text('recipient_email').notNull(),
    recipientName: text('recipient_name').notNull(),
    kind: text('kind', { enum: EMAIL_KINDS }).notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    linkUrl: text('link_url').notNull(),
    unsubscribeUrl: text('unsubscribe_url'),
    /** The Message-ID every attempt sends, so a receiving server can tell a retry from a new mail. */
    messageId: text('message_id').notNull(),
    status: text('status', { enum: OUTBOX_STATUSES }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    /** A pending mail's next try: a claimed one is pushed a lease ahead, so one a crash interrupted is tried again. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('email_outbox_dedupe_unique').on(table.dedupeKey),
    index('email_outbox_due_idx').on(table.status, table.nextAttemptAt),
    index('email_outbox_created_idx').on(table.createdAt, table.id),
    index('email_outbox_user_kind_idx').on(table.userId, table.kind, table.createdAt),
    check('email_outbox_kind_check', sql`${table.kind} in (${sqlList(EMAIL_KINDS)})`),
    check('email_outbox_status_check', sql`${table.status} in (${sqlList(OUTBOX_STATUSES)})`),
  ],
);
export type OutboxRow = typeof emailOutbox.$inferSelect;
export type NewOutboxRow = typeof emailOutbox.$inferInsert;

/** Append-only: one row per delivery attempt, whatever it answered. */
export const emailAttempts = pgTable(
  'email_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    outboxId: uuid('outbox_id')
      .notNull()
      .references(() => emailOutbox.id, { onDelete: 'cascade' }),
    attemptedAt: timestamp('attempted_at', { withTimezone: true }).notNull(),
    outcome: text('outcome', { enum: ATTEMPT_OUTCOMES }).notNull(),
    detail: text('detail').notNull(),
  },
  (table) => [
    index('email_attempts_outbox_idx').on(table.outboxId, table.attemptedAt),
    check('email_attempts_outcome_check', sql`${table.outcome} in (${sqlList(ATTEMPT_OUTCOMES)})`),
  ],
);

/** A row per kind a member turned off; every other kind is on. Security kinds cannot be turned off. */
export const emailOptOuts = pgTable(
  'email_opt_outs',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: EMAIL_KINDS }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.kind] }),
    check('email_opt_outs_kind_check', sql`${table.kind} in (${sqlList(EMAIL_KINDS.filter((kind) => !ALWAYS_ON_EMAIL_KINDS.includes(kind)))})`),
  ],
);

/** When a member last had the site open (a signed-in request, or a socket, refreshed by a sweep while it stays). */
export const memberPresence = pgTable('member_presence', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  seenAt: timestamp('seen_at', { withTimezone: true }).notNull(),
});
