// The admin's Outbox: every mail written, newest first (optionally one status),
// and one mail whole with its attempts. Without SMTP_URL this is where mails are
// read; with it, where a refused or failed one is looked into.
import { and, asc, desc, eq, lt, or } from 'drizzle-orm';
import type { OutboxMail, OutboxMailSummary, OutboxPage, OutboxStatus } from '@marketplace/shared-api/types';
import type { Database } from '../../db/database';
import { emailAttempts, emailOutbox, type OutboxRow } from '../../db/schema/index';
import { notFound } from '../../http-error';
import { decodeTimeIdCursor, encodeTimeIdCursor } from '../../time-id-cursor';

export const OUTBOX_PAGE_SIZE = 50;
export const MAIL_NOT_FOUND = 'Mail not found';

const toSummary = (row: OutboxRow): OutboxMailSummary => ({
  id: row.id,
  kind: row.kind,
  recipientEmail: row.recipientEmail,
  recipientName: row.recipientName,
  subject: row.subject,
  status: row.status,
  attempts: row.attempts,
  createdAt: row.createdAt.toISOString(),
  sentAt: row.sentAt?.toISOString() ?? null,
  nextAttemptAt: row.nextAttemptAt?.toISOString() ?? null,
  lastError: row.lastError,
});

export function createAdminOutbox({ db }: { db: Database }) {
  return {
    async page(query: { status?: OutboxStatus; cursor?: string }): Promise<OutboxPage> {
      const after = query.cursor ? decodeTimeIdCursor(query.cursor) : null;
      const rows = await db
        .select()
        .from(emailOutbox)
        .where(
          and(
            query.status ? eq(emailOutbox.status, query.status) : undefined,
            after ? or(lt(emailOutbox.createdAt, after.at), and(eq(emailOutbox.createdAt, after.at), lt(emailOutbox.id, after.id))) : undefined,
          ),
        )
        .orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id))
        .limit(OUTBOX_PAGE_SIZE + 1);
      const more = rows.length > OUTBOX_PAGE_SIZE;
      const shown = rows.slice(0, OUTBOX_PAGE_SIZE);
      const last = shown.at(-1);
      return { mails: shown.map(toSummary), nextCursor: more && last ? encodeTimeIdCursor(last.createdAt, last.id) : null };
    },

    async mail(id: string): Promise<OutboxMail> {
      const [row] = await db.select().from(emailOutbox).where(eq(emailOutbox.id, id));
      if (!row) throw notFound(MAIL_NOT_FOUND);
      const attempts = await db.select().from(emailAttempts).where(eq(emailAttempts.outboxId, id)).orderBy(asc(emailAttempts.attemptedAt));
      return {
        ...toSummary(row),
        text: row.textBody,
        html: row.htmlBody,
        linkUrl: row.linkUrl,
        unsubscribeUrl: row.unsubscribeUrl,
        attemptLog: attempts.map((attempt) => ({ at: attempt.attemptedAt.toISOString(), outcome: attempt.outcome, detail: attempt.detail })),
      };
    },
  };
}

export type AdminOutbox = ReturnType<typeof createAdminOutbox>;
