// The admin audit log (admin_audit_log): every admin write is recorded inside
// the transaction of the write itself (record), so a rolled-back change leaves
// no entry and a committed one always has its entry. The console reads it
// newest first, paged by keyset on (at, id), with the admin and the person each
// entry concerns, so it can tell it in words.
import { and, desc, eq, lt, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AuditLogEntry, AuditLogPage } from '@marketplace/shared-api/types';
import type { AuditInput } from '../../audit-trail';
import type { Clock } from '../../clock';
import type { Database, Executor } from '../../db/database';
import { adminAuditLog, disputes, payouts, reviews, users } from '../../db/schema/index';
import { decodeTimeIdCursor as decodeCursor, encodeTimeIdCursor as encodeCursor } from '../../time-id-cursor';
import { userSummaryColumns } from '../users/user-summary';

/**
 * The id of the person an entry concerns, by its kind of target: the user itself,
 * the applicant (an application's id is its user's), a post's owner (recorded in
 * its changes, as the post may be gone), a review's author, a disputed session's
 * assistant, a payout's payee; nobody for a release.
 */
const targetUserId = sql<string | null>`case ${adminAuditLog.targetType}
  when 'user' then ${adminAuditLog.targetId}
  when 'premium-application' then ${adminAuditLog.targetId}
  when 'post' then coalesce(${adminAuditLog.changes} -> 'userId' ->> 'to', ${adminAuditLog.changes} -> 'userId' ->> 'from')::uuid
  when 'review' then (select ${reviews.authorId} from ${reviews} where ${reviews.id} = ${adminAuditLog.targetId})
  when 'booking' then (select ${disputes.assistantId} from ${disputes} where ${disputes.bookingId} = ${adminAuditLog.targetId})
  when 'payout' then (select ${payouts.userId} from ${payouts} where ${payouts.id} = ${adminAuditLog.targetId})
end`;

export function createAuditLog({ db, clock }: { db: Database; clock: Clock }) {
  return {
    /** Records one admin write inside its transaction. */
    async record(tx: Executor, input: AuditInput): Promise<void> {
      await tx.insert(adminAuditLog).values({ ...input, actorLabel: input.actorLabel ?? null, changes: input.changes ?? null, reason: input.reason ?? null, at: clock.now() });
    },

    async page(query: { cursor?: string; limit: number }): Promise<AuditLogPage> {
      const actor = alias(users, 'actor');
      const targetUser = alias(users, 'target_user');
      const after = query.cursor ? decodeCursor(query.cursor) : null;
      const rows = await db
        .select({ entry: adminAuditLog, actor: userSummaryColumns(actor), targetUser: userSummaryColumns(targetUser) })
        .from(adminAuditLog)
        .leftJoin(actor, eq(actor.id, adminAuditLog.actorId))
        .leftJoin(targetUser, eq(targetUser.id, targetUserId))
        .where(after ? or(lt(adminAuditLog.at, after.at), and(eq(adminAuditLog.at, after.at), lt(adminAuditLog.id, after.id))) : undefined)
        .orderBy(desc(adminAuditLog.at), desc(adminAuditLog.id))
        .limit(query.limit + 1);
      const page = rows.slice(0, query.limit);
      const last = page.at(-1);
      return {
        entries: page.map(({ entry, actor: actorSummary, targetUser: targetSummary }): AuditLogEntry => ({
          id: entry.id,
          at: entry.at.toISOString(),
          actor: actorSummary,
          actorLabel: entry.actorLabel,
          action: entry.action,
          targetType: entry.targetType,
          targetId: entry.targetId,
          targetUser: targetSummary,
          changes: entry.changes ?? null,
          reason: entry.reason,
        })),
        nextCursor: rows.length > query.limit && last ? encodeCursor(last.entry.at, last.entry.id) : null,
      };
    },
  };
}

export type AuditLog = ReturnType<typeof createAuditLog>;
