// Premium verification (SPEC section 4, Premium). The product rule:
//   apply     -> 'pending'; the application goes to every admin as a chat message,
//                once (applying again answers the same state and sends nothing;
//                after a decline, applying again makes it pending and sends again);
//   accept    -> 'accepted': the user owes the 50-peso fee (POST /api/payments/premium);
//   decline   -> 'declined' with the admin's reason;
//   fee paid  -> 'paid' and the user is Verified (payments call captured() in the
//                capture's transaction). Only this makes anyone Verified.
// The user is told of each decision by a chat message from the deciding admin
// (which notifies them), and of the payment by a notification.
import { asc, desc, eq, sql } from 'drizzle-orm';
import { NO_ADMIN_MESSAGE, PREMIUM_COST } from '@marketplace/shared-api/constants';
import type { PremiumApplication, PremiumApplicationState, PremiumApplicationsList } from '@marketplace/shared-api/types';
import { fullName } from '@marketplace/shared-api/format';
import type { Clock } from '../../clock';
import type { Database, Executor } from '../../db/database';
import { premiumApplications, users, type PremiumApplicationRow } from '../../db/schema/index';
import { HttpError, notFound } from '../../http-error';
import { formatPesos } from '../../money';
import type { AuthContext } from '../../plugins/auth';
import type { SessionCache } from '../../plugins/session-cache';
import type { AuditTrail } from '../../audit-trail';
import type { ProfilePostsService } from '../profiles/profile-posts-service';
import { markVerified } from '../users/accounts';
import { USER_NOT_FOUND } from '../users/service';
import { userSummaryColumns} from '../users/user-summary';
import { MAIL_NOTICES } from '../email/notices';
import type { Outbox } from '../email/outbox';

export const ALREADY_VERIFIED = 'You are already verified.';
export const APPLICATION_NOT_FOUND = 'Premium application not found';
export const ALREADY_DECIDED = 'This application was already decided.';
export const NOT_ACCEPTED = 'Your premium application must be accepted before you pay.';
export const ALREADY_PAID = 'Premium is already paid.';

export const applicationMessage = (name: string) =>
  `Hello, I would like to apply for premium (Verified). ${name} is ready to pay the ${formatPesos(PREMIUM_COST)} fee once accepted.`;
export const ACCEPTED_MESSAGE = `Your premium application was accepted. Pay the ${formatPesos(PREMIUM_COST)} fee from your profile to become Verified.`;
export const declinedMessage = (reason: string) => `Your premium application was declined: ${reason}`;

export interface PremiumDeps {
  db: Database;
  clock: Clock;
  audit: AuditTrail;
  profilePosts: Pick<ProfilePostsService, 'syncPremium' | 'listChanged'>;
  sendMessage: (input: { senderId: string; recipientId: string; text: string }) => Promise<void>;
  notify: (input: { userId: string; title: string; content: string; entityId: string }) => Promise<void>;
  log: { error: (object: object, message: string) => void };
  /** A paid fee makes the user Verified, which the auth hooks cache. */
  sessions: Pick<SessionCache, 'accountChanged'>;
  /** Each admin is emailed a waiting application, in the applying transaction. */
  outbox: Pick<Outbox, 'write'>;
}

const stateOf = (row: PremiumApplicationRow | undefined): PremiumApplicationState => ({
  hasApplied: row !== undefined,
  status: row?.status ?? 'none',
  reason: row?.status === 'declined' ? row.reason : null,
});

export function createPremiumService({ db, clock, audit, profilePosts, sendMessage, notify, log, sessions, outbox }: PremiumDeps) {
  const quietly = (label: string, work: Promise<void>) => work.catch((error: unknown) => log.error({ err: error }, label));

  return {
    async status(caller: AuthContext): Promise<PremiumApplicationState> {
      const [row] = await db.select().from(premiumApplications).where(eq(premiumApplications.userId, caller.userId));
      return stateOf(row);
    },

    async apply(caller: AuthContext): Promise<PremiumApplicationState> {
      if (caller.premium !== 'Not Verified') throw new HttpError(409, ALREADY_VERIFIED);
      const outcome = await db.transaction(async (tx) => {
        const admins = await tx.select({ id: users.id }).from(users).where(eq(users.premium, 'Admin'));
        if (admins.length === 0) throw notFound(NO_ADMIN_MESSAGE);
        const [applicant] = await tx.select().from(users).where(eq(users.id, caller.userId)).for('update');
        if (!applicant) throw notFound(USER_NOT_FOUND);
        const now = clock.now();
        // The primary key makes this once per user; a declined application may be made again.
        const [row] = await tx
          .insert(premiumApplications)
          .values({ userId: caller.userId, status: 'pending', appliedAt: now })
          .onConflictDoUpdate({
            target: premiumApplications.userId,
            set: { status: 'pending', appliedAt: now, reason: null, decidedAt: null, decidedBy: null },
            setWhere: eq(premiumApplications.status, 'declined'),
          })
          .returning();
        if (row) {
          for (const admin of admins) await outbox.write(tx, { ...MAIL_NOTICES.premiumApplication(fullName(applicant)), userId: admin.id });
          return { row, sendTo: admins.map((admin) => admin.id), name: fullName(applicant) };
        }
        const [existing] = await tx.select().from(premiumApplications).where(eq(premiumApplications.userId, caller.userId));
        return { row: existing, sendTo: [], name: '' };
      });
      for (const adminId of outcome.sendTo) {
        await quietly('premium application message', sendMessage({ senderId: caller.userId, recipientId: adminId, text: applicationMessage(outcome.name) }));
      }
      return stateOf(outcome.row);
    },

    /** The console's list: pending first (oldest first), then the rest, newest decision first. */
    async list(): Promise<PremiumApplicationsList> {
      const rows = await db
        .select({ application: premiumApplications, user: userSummaryColumns(users) })
        .from(premiumApplications)
        .innerJoin(users, eq(users.id, premiumApplications.userId))
        .orderBy(
          sql`case when ${premiumApplications.status} = 'pending' then 0 else 1 end`,
          asc(sql`case when ${premiumApplications.status} = 'pending' then ${premiumApplications.appliedAt} end`),
          desc(premiumApplications.decidedAt),
        )
        .limit(500);
      return { applications: rows.map(({ application, user }) => toApplication(application, user)) };
    },

    async decide(userId: string, decision: { decision: 'accept' | 'decline'; reason?: string }, admin: AuthContext): Promise<PremiumApplication> {
      const decided = await db.transaction(async (tx) => {
        const [row] = await tx.select().from(premiumApplications).where(eq(premiumApplications.userId, userId)).for('update');
        if (!row) throw notFound(APPLICATION_NOT_FOUND);
        if (row.status !== 'pending') throw new HttpError(409, ALREADY_DECIDED);
        const now = clock.now();
        const status = decision.decision === 'accept' ? ('accepted' as const) : ('declined' as const);
        const reason = status === 'declined' ? (decision.reason ?? null) : null;
        const [updated] = await tx
          .update(premiumApplications)
          .set({ status, reason, decidedAt: now, decidedBy: admin.userId })
          .where(eq(premiumApplications.userId, userId))
          .returning();
        await audit.record(tx, {
          actorId: admin.userId,
          action: status === 'accepted' ? 'premium.accept' : 'premium.decline',
          targetType: 'premium-application',
          targetId: userId,
          changes: { status: { from: row.status, to: status } },
          reason,
        });
        const [user] = await tx.select(userSummaryColumns(users)).from(users).where(eq(users.id, userId));
        return toApplication(updated, user);
      });
      const text = decided.status === 'accepted' ? ACCEPTED_MESSAGE : declinedMessage(decided.reason ?? '');
      await quietly('premium decision message', sendMessage({ senderId: admin.userId, recipientId: userId, text }));
      return decided;
    },

    /** For payments: the applicant's application, locked in tx; 409 unless it awaits the fee. */
    async lockForPayment(tx: Executor, userId: string): Promise<void> {
      const [row] = await tx.select().from(premiumApplications).where(eq(premiumApplications.userId, userId)).for('update');
      if (row?.status === 'paid') throw new HttpError(409, ALREADY_PAID);
      if (row?.status !== 'accepted') throw new HttpError(409, NOT_ACCEPTED);
    },

    /**
     * For payments, in the capture's transaction: the fee arrived. An accepted
     * application becomes paid and its user Verified ('kept'); otherwise the money
     * must go back ('refund').
     */
    async captured(tx: Executor, userId: string, now: Date): Promise<'kept' | 'refund'> {
      const [row] = await tx.select().from(premiumApplications).where(eq(premiumApplications.userId, userId)).for('update');
      if (row?.status !== 'accepted') return 'refund';
      await tx.update(premiumApplications).set({ status: 'paid', paidAt: now }).where(eq(premiumApplications.userId, userId));
      await markVerified(tx, userId, now);
      await profilePosts.syncPremium(tx, userId, 'Verified');
      return 'kept';
    },

    /** After the capture committed: tell the auth hooks and the user. */
    async afterPaid(userId: string): Promise<void> {
      sessions.accountChanged(userId);
      profilePosts.listChanged();
      await quietly(
        'premium paid notification',
        notify({ userId, title: 'You are Verified', content: `Your ${formatPesos(PREMIUM_COST)} premium fee was received. Your profile now shows the Verified badge.`, entityId: userId }),
      );
    },
  };
}

function toApplication(row: PremiumApplicationRow, user: PremiumApplication['user'] | undefined): PremiumApplication {
  if (!user) throw notFound(USER_NOT_FOUND);
  return {
    user,
    appliedAt: row.appliedAt.toISOString(),
    status: row.status,
    reason: row.reason,
    decidedAt: row.decidedAt?.toISOString() ?? null,
  };
}

export type PremiumService = ReturnType<typeof createPremiumService>;
