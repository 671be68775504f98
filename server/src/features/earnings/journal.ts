// The money journal (money_entries): every movement of money as entries against
// accounts, written in the transaction of the change it explains, each entry at
// most once (a movement key per movement: a retried capture, sweep or payout
// writes nothing the second time). Balances are sums of entries, never counters.
import { and, eq, inArray, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { given, listsOf, prepared } from '../../db/prepared';
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

/**
 * A movement's entries in one statement whatever their number: what the movement says once,
 * each line's fields as the list of the lines' values (listsOf); an entry written before is
 * left out. Built once (prepared.ts); every column in the table's order, as an insert from a
 * select needs.
 */
const insertEntries = prepared('money_entries_insert', (db) =>
  db
    .insert(moneyEntries)
    .select(
      sql`select gen_random_uuid(), ${given('key')}::text, ${given('reason')}::text, line.account, line.state, line.amount_centavos,
          line.party_id, line.party_name, ${given('bookingId')}::uuid, ${given('bookingReference')}::text, ${given('paymentId')}::uuid,
          ${given('payoutId')}::uuid, ${given('disputeId')}::uuid, line.counterparty_id, line.hours, ${given('at')}::timestamptz
        from unnest(${given('account')}::text[], ${given('state')}::text[], ${given('amountCentavos')}::int[], ${given('partyId')}::uuid[],
          ${given('partyName')}::text[], ${given('counterpartyId')}::uuid[], ${given('hours')}::int[])
        as line(account, state, amount_centavos, party_id, party_name, counterparty_id, hours)`,
    )
    .onConflictDoNothing()
    .returning({ id: moneyEntries.id }),
);

/** Writes a movement's entries (lines of 0 are left out); false when it was written before. */
export async function recordMovement(tx: Executor, movement: Movement): Promise<boolean> {
  const lines = movement.lines.filter((line) => line.amountCentavos !== 0);
  if (lines.length === 0) return true;
  const written = await insertEntries(tx, {
    ...listsOf(
      lines.map((line) => ({
        account: line.account,
        state: line.state ?? null,
        amountCentavos: line.amountCentavos,
        partyId: line.party.id,
        partyName: line.party.name,
        counterpartyId: line.counterpartyId ?? null,
        hours: line.hours ?? null,
      })),
    ),
    key: movement.key,
    reason: movement.reason,
    bookingId: movement.bookingId ?? null,
    bookingReference: movement.bookingReference ?? null,
    paymentId: movement.paymentId ?? null,
    payoutId: movement.payoutId ?? null,
    disputeId: movement.disputeId ?? null,
    at: movement.at,
  });
  return written.length > 0;
}

/** A referral reward: paid from the fee side into the referrer's balance. */
export const REFERRAL_EARNED = 'referral_earned';

/** The payables accounts, whose entries carry a state. */
export const PAYABLE_ACCOUNTS: MoneyAccount[] = ['assistant_payable', 'referral_payable'];

/**
 * A member's money in one payables account in these states (0 when none), as a column of a
 * larger read: the sum of its entries, as payableBalances reads it.
 */
export function payableIn(account: MoneyAccount, states: PayableState[], partyId: SQLWrapper): SQL<number> {
  return sql<number>`(select coalesce(sum(${moneyEntries.amountCentavos}), 0)::int from ${moneyEntries}
    where ${moneyEntries.partyId} = ${partyId} and ${moneyEntries.account} = ${account}
      and ${inArray(moneyEntries.state, states)})`;
}

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
