// 'Report a problem': after a session its client has the dispute window to report
// a no-show, an early leave or anything else; the report holds the assistant's
// earning in review until an admin resolves it: release it to the assistant, or
// refund part or all of what the client paid. The admin's transaction records the
// outcome (the dispute then owes the refund: refund_due_at); the refund is then
// decided and made through the one refund path (payments/refunds.ts), which takes
// the fee and the assistant's share back in proportion, records the payment, the
// journal and the booking and tells the booking lists; a crash in between is picked
// up by the sweep. Both parties are told each step.
import { and, asc, eq, isNotNull, lte, sql } from 'drizzle-orm';
import { DISPUTE_REASON_LABELS } from '@marketplace/shared-api/constants';
import type { Dispute } from '@marketplace/shared-api/types';
import type { DisputeInput, ResolveDisputeInput } from '@marketplace/shared-api/schemas/earnings';
import { disputes, earnings, users, type DisputeRow } from '../../db/schema/index';
import { conflict, HttpError, notFound } from '../../http-error';
import { formatCentavos } from '../../money';
import { CLAIM_LEASE_MS, type EarningsDeps } from './deps';
import { makeAvailable } from './earning-states';
import { partiesOf } from './parties';
import type { Executor } from '../../db/database';
import { MAIL_NOTICES } from '../email/notices';

export const DISPUTES_SWEEP = 'earnings.dispute-refunds';
export const DISPUTE_TEXTS = {
  notYours: 'Booking not found',
  notReportable: 'This session can no longer be reported: problems are reported after it ends, within the dispute window.',
  alreadyReported: 'A problem was already reported for this session.',
  notFound: 'Dispute not found',
  alreadyResolved: 'This dispute was already resolved.',
  refundTooLarge: (most: number) => `A part refund must be less than what was paid (${formatCentavos(most)}); to give it all back, refund in full.`,
} as const;

export function toDispute(row: DisputeRow, paidCentavos: number): Dispute {
  return {
    id: row.id,
    bookingId: row.bookingId,
    bookingReference: row.bookingReference,
    clientName: row.clientName,
    assistantName: row.assistantName,
    reason: row.reason,
    text: row.text,
    status: row.status,
    outcome: row.outcome,
    refundCentavos: row.refundCentavos,
    note: row.note,
    openedAt: row.openedAt.toISOString(),
    resolvedAt: row.resolvedAt?.toISOString() ?? null,
    paidCentavos,
  };
}

export function createDisputes(deps: EarningsDeps) {
  const { db, clock, log } = deps;

  const tell = (userId: string | null, title: string, content: string, entityId: string, type: 'BOOKING' | 'DISPUTE' = 'BOOKING') =>
    userId
      ? deps.notifications.create({ userId, type, title, content, entityId }).catch((error: unknown) => log.error({ err: error }, 'a dispute notice could not be sent'))
      : Promise.resolve();

  const outcomeText = (row: DisputeRow) =>
    row.outcome === 'release'
      ? 'The earning was released to the assistant.'
      : `${formatCentavos(row.refundCentavos ?? 0)} ${row.outcome === 'refund_full' ? 'is refunded in full' : 'is refunded'} to the client.`;

  /** Both parties' mails of the outcome, in the resolving transaction. */
  async function mailResolved(tx: Executor, row: DisputeRow): Promise<void> {
    const mail = MAIL_NOTICES.disputeResolved({ bookingReference: row.bookingReference, bookingId: row.bookingId, outcome: outcomeText(row), note: row.note });
    for (const userId of [row.clientId, row.assistantId]) {
      if (userId) await deps.outbox.write(tx, { ...mail, userId });
    }
  }

  async function tellResolved(row: DisputeRow): Promise<void> {
    const content = `${outcomeText(row)} Note: ${row.note}`;
    await tell(row.clientId, 'Problem report resolved', content, row.bookingId);
    await tell(row.assistantId, 'Problem report resolved', content, row.bookingId);
  }

  /** Makes the refunds owed by these disputes (or every due one), each once. */
  async function settleRefunds(disputeId?: string): Promise<void> {
    const now = clock.now();
    const claimed = await db.transaction(async (tx) => {
      const due = await tx
        .select()
        .from(disputes)
        .where(and(eq(disputes.status, 'refund_pending'), isNotNull(disputes.refundDueAt), lte(disputes.refundDueAt, now), disputeId ? eq(disputes.id, disputeId) : undefined))
        .orderBy(asc(disputes.refundDueAt))
        .limit(20)
        .for('update', { skipLocked: true });
      for (const row of due) await tx.update(disputes).set({ refundDueAt: new Date(now.getTime() + CLAIM_LEASE_MS) }).where(eq(disputes.id, row.id));
      return due;
    });
    for (const dispute of claimed) await refundOne(dispute);
  }

  /** Decides a resolved dispute's refund through the refund path (which makes it and tells the booking lists), releasing the rest of the earning. */
  async function refundOne(dispute: DisputeRow): Promise<void> {
    const now = clock.now();
    const decided = await db.transaction(async (tx) => {
      const [current] = await tx.select().from(disputes).where(eq(disputes.id, dispute.id)).for('update');
      if (!current || current.status !== 'refund_pending') return null;
      const [earning] = await tx.select().from(earnings).where(eq(earnings.bookingId, dispute.bookingId)).for('update');
      if (!earning) {
        log.error({ disputeId: dispute.id }, 'a dispute refund has no payment to refund');
        return null;
      }
      await deps.refunds.decide(tx, { paymentId: earning.paymentId, amountCentavos: current.refundCentavos ?? 0, key: `dispute-refund:${dispute.id}`, now });
      const [left] = await tx.select().from(earnings).where(eq(earnings.bookingId, dispute.bookingId)).for('update');
      // Upcoming too: the admin may decide before the end-of-session sweep reached it (makeAvailable moves it through review).
      if (left && (left.state === 'in_review' || left.state === 'upcoming') && left.netCentavos > 0) {
        await makeAvailable(tx, left, now, `dispute-released:${dispute.id}`, 'dispute_resolved');
      }
      else if (left) await tx.update(earnings).set({ held: false, updatedAt: now }).where(eq(earnings.bookingId, left.bookingId));
      const [row] = await tx.update(disputes).set({ status: 'resolved', refundDueAt: null, resolvedAt: now }).where(eq(disputes.id, dispute.id)).returning();
      await mailResolved(tx, row);
      return { row, paymentId: earning.paymentId };
    });
    if (!decided) return;
    await deps.refunds.settle({ paymentIds: [decided.paymentId] });
    await tellResolved(decided.row);
  }

  return {
    settleRefunds,

    /** POST /api/bookings/{id}/disputes, by the session's client. */
    async open(clientId: string, bookingId: string, input: Required<DisputeInput>): Promise<Dispute> {
      const now = clock.now();
      const { row, earning } = await db.transaction(async (tx) => {
        const [earning] = await tx.select().from(earnings).where(eq(earnings.bookingId, bookingId)).for('update');
        if (!earning || earning.clientId !== clientId) throw notFound(DISPUTE_TEXTS.notYours);
        const [existing] = await tx.select({ id: disputes.id }).from(disputes).where(eq(disputes.bookingId, bookingId));
        if (existing) throw conflict(DISPUTE_TEXTS.alreadyReported);
        if (earning.state !== 'in_review' && !(earning.state === 'upcoming' && earning.endsAt.getTime() <= now.getTime())) throw conflict(DISPUTE_TEXTS.notReportable);
        if (earning.availableAt.getTime() <= now.getTime()) throw conflict(DISPUTE_TEXTS.notReportable);
        if ((await deps.bookings.problemReportable(tx, bookingId, now)) === false) throw conflict(DISPUTE_TEXTS.notReportable);
        const [row] = await tx
          .insert(disputes)
          .values({
            bookingId,
            bookingReference: earning.bookingReference,
            clientId,
            clientName: earning.clientName,
            assistantId: earning.assistantId,
            assistantName: earning.assistantName,
            reason: input.reason,
            text: input.text,
            openedAt: now,
          })
          .returning();
        await tx.update(earnings).set({ held: true, updatedAt: now }).where(eq(earnings.bookingId, bookingId));
        if (row.assistantId) {
          const mail = MAIL_NOTICES.disputeOpened({ clientName: row.clientName, bookingReference: row.bookingReference, bookingId, reason: row.reason, text: row.text });
          await deps.outbox.write(tx, { ...mail, userId: row.assistantId });
        }
        return { row, earning };
      });
      const what = `${DISPUTE_REASON_LABELS[row.reason]}: "${row.text}"`;
      await tell(row.assistantId, 'A problem was reported', `${row.clientName} reported a problem with booking ${row.bookingReference}. ${what}. Its earning waits for an admin.`, bookingId);
      const admins = await db.select({ id: users.id }).from(users).where(eq(users.premium, 'Admin'));
      for (const admin of admins) {
        await tell(admin.id, 'A problem to resolve', `${row.clientName} reported a problem with ${row.assistantName}'s session ${row.bookingReference}. ${what}.`, row.id, 'DISPUTE');
      }
      return toDispute(row, earning.grossCentavos);
    },

    /** POST /api/admin/disputes/{id}/resolve */
    async resolve(adminId: string, disputeId: string, input: ResolveDisputeInput): Promise<Dispute> {
      const now = clock.now();
      const { row, paid, released } = await db.transaction(async (tx) => {
        const [dispute] = await tx.select().from(disputes).where(eq(disputes.id, disputeId)).for('update');
        if (!dispute) throw notFound(DISPUTE_TEXTS.notFound);
        if (dispute.status !== 'open') throw conflict(DISPUTE_TEXTS.alreadyResolved);
        const [earning] = await tx.select().from(earnings).where(eq(earnings.bookingId, dispute.bookingId)).for('update');
        if (!earning) throw notFound(DISPUTE_TEXTS.notFound);
        const refundable = earning.grossCentavos - earning.refundedCentavos;
        let refundCentavos: number | null = null;
        if (input.outcome === 'refund_partial') {
          refundCentavos = input.refundCentavos ?? 0;
          if (refundCentavos >= refundable) throw new HttpError(400, DISPUTE_TEXTS.refundTooLarge(refundable), 'refundCentavos');
        } else if (input.outcome === 'refund_full') {
          refundCentavos = refundable;
        }
        const released = input.outcome === 'release';
        if (released) await makeAvailable(tx, earning, now, `dispute-released:${dispute.id}`, 'dispute_resolved');
        const [row] = await tx
          .update(disputes)
          .set({
            outcome: input.outcome,
            refundCentavos,
            note: input.note,
            resolvedBy: adminId,
            status: released ? 'resolved' : 'refund_pending',
            resolvedAt: released ? now : null,
            refundDueAt: released ? null : now,
          })
          .where(eq(disputes.id, disputeId))
          .returning();
        if (released) await mailResolved(tx, row);
        await deps.audit.record(tx, {
          actorId: adminId,
          action: 'dispute.resolve',
          targetType: 'booking',
          targetId: dispute.bookingId,
          changes: { outcome: { from: null, to: input.outcome }, ...(refundCentavos !== null ? { refundCentavos: { from: null, to: refundCentavos } } : {}) },
          reason: input.note,
        });
        return { row, paid: earning.grossCentavos, released };
      });
      if (released) await tellResolved(row);
      else await settleRefunds(row.id);
      const [latest] = await db.select().from(disputes).where(eq(disputes.id, disputeId));
      return toDispute(latest ?? row, paid);
    },

    /** Every dispute, open first then newest (the finance view). */
    async list(): Promise<Dispute[]> {
      const rows = await db
        .select({ dispute: disputes, paid: earnings.grossCentavos })
        .from(disputes)
        .leftJoin(earnings, eq(earnings.bookingId, disputes.bookingId))
        .orderBy(sql`${disputes.status} = 'resolved'`, sql`${disputes.openedAt} desc`)
        .limit(200);
      return rows.map(({ dispute, paid }) => toDispute(dispute, paid ?? 0));
    },

    partiesOf,
  };
}

export type Disputes = ReturnType<typeof createDisputes>;
