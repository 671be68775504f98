// An earning's way through time, swept as data (plugins/sweeps.ts): once its
// session has ended it is in review (the client may report a problem), and once
// the dispute window has passed with no open dispute it is available to withdraw.
// Each step is a journal movement between the payable's states and the row's
// new state, in one transaction; a claimed row is another process's to move.
import { and, asc, desc, eq, inArray, lte, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { earnings, type EarningRow } from '../../db/schema/index';
import { formatCentavos } from '../../money';
import type { EarningsDeps } from './deps';
import { MAIL_NOTICES } from '../email/notices';
import { payableIn, recordMovement } from './journal';

export const EARNINGS_SWEEP = 'earnings.transitions';
const BATCH = 100;

const payableLine = (earning: EarningRow, state: 'upcoming' | 'in_review' | 'available', amountCentavos: number) => ({
  account: 'assistant_payable' as const,
  state,
  amountCentavos,
  party: { id: earning.assistantId, name: earning.assistantName },
});

/**
 * Moves an upcoming earning whose session ended into review. Its key is the one
 * the sweep and an admin's decision share, so whichever comes first moves it and
 * the other writes nothing.
 */
async function moveToReview(tx: Executor, earning: EarningRow, now: Date): Promise<void> {
  await recordMovement(tx, {
    key: `review:${earning.bookingId}`,
    reason: 'session_ended',
    at: now,
    bookingId: earning.bookingId,
    bookingReference: earning.bookingReference,
    lines: [payableLine(earning, 'upcoming', -earning.netCentavos), payableLine(earning, 'in_review', earning.netCentavos)],
  });
  await tx.update(earnings).set({ state: 'in_review', updatedAt: now }).where(eq(earnings.bookingId, earning.bookingId));
}

/**
 * Moves an ended session's earning to available, now (the window passed, or a
 * dispute was resolved). An admin may resolve a dispute before the end-of-session
 * sweep reached the earning: it is still upcoming then, and goes through review
 * first, so its payable leaves 'upcoming' once and never leaves 'in review' twice.
 */
export async function makeAvailable(tx: Executor, earning: EarningRow, now: Date, key: string, reason: string): Promise<void> {
  if (earning.state === 'upcoming') await moveToReview(tx, earning, now);
  await recordMovement(tx, {
    key,
    reason,
    at: now,
    bookingId: earning.bookingId,
    bookingReference: earning.bookingReference,
    lines: [payableLine(earning, 'in_review', -earning.netCentavos), payableLine(earning, 'available', earning.netCentavos)],
  });
  await tx.update(earnings).set({ state: 'available', held: false, updatedAt: now }).where(eq(earnings.bookingId, earning.bookingId));
}

/**
 * Of a member's withdrawable items (earnings or referral rewards), newest first, the
 * ids already paid out: the money still owed (available or in a pending payout) covers
 * the newest items, since payouts take the oldest first; every item past it is paid.
 */
export function paidOutOf(newestFirst: Array<{ id: string; centavos: number }>, owedCentavos: number): string[] {
  let owed = owedCentavos;
  const paid: string[] = [];
  for (const item of newestFirst) {
    if (owed > 0) owed -= item.centavos;
    else paid.push(item.id);
  }
  return paid;
}

export function createEarningStates(deps: Pick<EarningsDeps, 'db' | 'notifications' | 'log' | 'outbox'>) {
  const { db } = deps;

  /** One batch: earnings whose session ended, and those whose window passed unheld. */
  async function moveDue(now: Date): Promise<{ moved: number; madeAvailable: EarningRow[] }> {
    return db.transaction(async (tx) => {
      const due = await tx
        .select()
        .from(earnings)
        .where(
          or(
            and(eq(earnings.state, 'upcoming'), lte(earnings.endsAt, now)),
            and(eq(earnings.state, 'in_review'), eq(earnings.held, false), lte(earnings.availableAt, now)),
          ),
        )
        .orderBy(asc(earnings.endsAt))
        .limit(BATCH)
        .for('update', { skipLocked: true });
      const madeAvailable: EarningRow[] = [];
      for (const earning of due) {
        let state = earning.state;
        if (state === 'upcoming') {
          await moveToReview(tx, earning, now);
          state = 'in_review';
        }
        if (state === 'in_review' && !earning.held && earning.availableAt.getTime() <= now.getTime()) {
          await makeAvailable(tx, earning, now, `available:${earning.bookingId}`, 'window_passed');
          madeAvailable.push(earning);
          if (earning.assistantId && earning.netCentavos > 0) {
            await deps.outbox.write(tx, { ...MAIL_NOTICES.earningAvailable(earning), userId: earning.assistantId });
          }
        }
      }
      return { moved: due.length, madeAvailable };
    });
  }

  return {
    async sweep(now: Date): Promise<void> {
      for (;;) {
        const { moved, madeAvailable } = await moveDue(now);
        for (const earning of madeAvailable) {
          if (!earning.assistantId || earning.netCentavos <= 0) continue;
          await deps.notifications
            .create({
              userId: earning.assistantId,
              type: 'EARNING',
              title: 'Earning available',
              content: `${formatCentavos(earning.netCentavos)} from booking ${earning.bookingReference} is available to withdraw.`,
              entityId: earning.bookingId,
            })
            .catch((error: unknown) => deps.log.error({ err: error }, 'an earning notice could not be sent'));
        }
        if (moved < BATCH) return;
      }
    },

    /**
     * After a paid payout: marks paid out every available earning of the assistant that
     * no money still owed to them covers. A payout takes from the balance, not from
     * earnings one by one, and may take part of one; the journal keeps that partial
     * coverage (its entries are the append-only record), and the rows follow it: what
     * is still available or in a pending payout covers the newest earnings (payouts take
     * the oldest first), and every older one reads paid out. So an assistant with
     * nothing left to withdraw has no earning reading 'available'.
     */
    async markPaidOut(tx: Executor, assistantId: string, now: Date): Promise<void> {
      // The money still owed beside each earning, read with them in one statement (and one snapshot).
      const available = await tx
        .select({ bookingId: earnings.bookingId, netCentavos: earnings.netCentavos, owed: payableIn('assistant_payable', ['available', 'payout_pending'], sql`${assistantId}::uuid`) })
        .from(earnings)
        .where(and(eq(earnings.assistantId, assistantId), eq(earnings.state, 'available')))
        .orderBy(desc(earnings.availableAt), desc(earnings.bookingId));
      // No available earning: nothing to mark, whatever is owed.
      const owed = available[0]?.owed ?? 0;
      const covered = paidOutOf(available.map((earning) => ({ id: earning.bookingId, centavos: earning.netCentavos })), owed);
      if (covered.length) await tx.update(earnings).set({ state: 'paid_out', updatedAt: now }).where(inArray(earnings.bookingId, covered));
    },

    /** Held earnings past their window (for the finance view): counted, not moved. */
    heldCount: () => db.select({ n: sql<number>`count(*)::int` }).from(earnings).where(eq(earnings.held, true)),
  };
}

export type EarningStates = ReturnType<typeof createEarningStates>;
