// The money journal (money_entries): every movement of money as entries against
// accounts, written in the transaction of the change it explains, each entry at
// most once (a movement key per movement: a retried capture, sweep or payout
// writes nothing the second time). Balances are sums of entries, never counters.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { moneyEntries, type MoneyAccount, type PayableState } from '../../db/schema/index';

/** Whom an entry's money belongs to, by id and by a name kept for when the account is gone. */
export interface Party {
  id: string | null;
  name: string;
}

export interface MovementLine {
  account: MoneyAccount;
  state?: PayableState;
  amountCentavos: number;
  party: Party;
  /** The other member the entry concerns: a referral reward's referred client. */
  counterpartyId?: string | null;
  /** The booked hours that priced a referral reward. */
  hours?: number;
}

export interface Movement {
  /** Unique per movement: 'paid:<paymentId>', 'review:<bookingId>', 'payout:<id>:paid'. */
  key: string;
  reason: string;
  at: Date;
  bookingId?: string | null;
  bookingReference?: string | null;
  paymentId?: string | null;
  payoutId?: string | null;
  disputeId?: string | null;
  lines: MovementLine[];
}

/** Writes a movement's entries (lines of 0 are left out); false when it was written before. */
export async function recordMovement(tx: Executor, movement: Movement): Promise<boolean> {
  const lines = movement.lines.filter((line) => line.amountCentavos !== 0);
  if (lines.length === 0) return true;
  const written = await tx
    .insert(moneyEntries)
    .values(
      lines.map((line) => ({
        movementKey: movement.key,
        reason: movement.reason,
        account: line.account,
        state: line.state ?? null,
        amountCentavos: line.amountCentavos,
        partyId: line.party.id,
        partyName: line.party.name,
        bookingId: movement.bookingId ?? null,
        bookingReference: movement.bookingReference ?? null,
        paymentId: movement.paymentId ?? null,
        payoutId: movement.payoutId ?? null,
        disputeId: movement.disputeId ?? null,
        counterpartyId: line.counterpartyId ?? null,
        hours: line.hours ?? null,
        createdAt: movement.at,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: moneyEntries.id });
  return written.length > 0;
}

/** A referral reward: paid from the fee side into the referrer's balance. */
export const REFERRAL_EARNED = 'referral_earned';

/** The payables accounts, whose entries carry a state. */
export const PAYABLE_ACCOUNTS: MoneyAccount[] = ['assistant_payable', 'referral_payable'];

/** A member's payables by account and state, in centavos (missing pairs are 0). */
export async function payableBalances(tx: Executor, partyId: string): Promise<Map<string, number>> {
  const rows = await tx
    .select({ account: moneyEntries.account, state: moneyEntries.state, total: sql<number>`coalesce(sum(${moneyEntries.amountCentavos}), 0)::int` })
    .from(moneyEntries)
    .where(and(eq(moneyEntries.partyId, partyId), inArray(moneyEntries.account, PAYABLE_ACCOUNTS)))
    .groupBy(moneyEntries.account, moneyEntries.state);
  return new Map(rows.map((row) => [`${row.account}:${row.state}`, Number(row.total)]));
}

export const balanceOf = (balances: Map<string, number>, account: MoneyAccount, state: PayableState) => balances.get(`${account}:${state}`) ?? 0;
