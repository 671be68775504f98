// What the books say, to each reader: a member's earnings (balances by state, each
// earning and referral reward, payouts, where they are paid), a month's statement,
// a client's receipt for a booking's payment and refunds, and the operator's
// report for a period (totals by account, whether they balance, balances per
// assistant, failed payouts, disputes), as JSON and as CSV.
import { and, asc, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import { PRODUCT_NAME } from '@marketplace/shared-api/constants';
import { timeRange } from '@marketplace/shared-api/booking-time';
import { fullName } from '@marketplace/shared-api/format';
import type { EarningBalances, EarningEntry, EarningsOverview, EarningsStatement, FinanceReport, Receipt } from '@marketplace/shared-api/types';
import type { Database } from '../../db/database';
import { bookings, earnings, moneyEntries, payments, payouts, users, type MoneyAccount, type MoneyEntryRow } from '../../db/schema/index';
import { toCsv } from '../../csv';
import { notFound } from '../../http-error';
import { isAdmin, type AuthContext } from '../../plugins/auth';
import { instantOf } from '@marketplace/shared-api/availability/rules';
import { addDaysToKey } from '@marketplace/shared-api/time/wall-clock';
import type { EarningsSettings } from './deps';
import type { Disputes } from './disputes';
import { balanceOf, PAYABLE_ACCOUNTS, payableBalances, REFERRAL_EARNED } from './journal';
import { paidOutOf } from './earning-states';
import { receiptSubject } from './receipt-subject';
import { sessionLines, type StatementEarning } from './statement-lines';
import type { Payouts } from './payouts';

const emptyBalances = (): EarningBalances => ({ upcomingCentavos: 0, inReviewCentavos: 0, availableCentavos: 0, pendingPayoutCentavos: 0, paidOutCentavos: 0 });

/** Adds a payable's state total into balances. */
function addState(balances: EarningBalances, state: string | null, total: number): void {
  if (state === 'upcoming') balances.upcomingCentavos += total;
  else if (state === 'in_review') balances.inReviewCentavos += total;
  else if (state === 'available') balances.availableCentavos += total;
  else if (state === 'payout_pending') balances.pendingPayoutCentavos += total;
  else if (state === 'paid_out') balances.paidOutCentavos += total;
}

const pesos = (centavos: number) => (centavos / 100).toFixed(2);

export function createReports(deps: { db: Database; settings: EarningsSettings; payouts: Payouts; disputes: Disputes }) {
  const { db, settings } = deps;

  async function balancesOf(userId: string): Promise<EarningBalances> {
    const rows = await db
      .select({ state: moneyEntries.state, total: sql<number>`sum(${moneyEntries.amountCentavos})::int` })
      .from(moneyEntries)
      .where(and(eq(moneyEntries.partyId, userId), inArray(moneyEntries.account, PAYABLE_ACCOUNTS)))
      .groupBy(moneyEntries.state);
    const balances = emptyBalances();
    for (const row of rows) addState(balances, row.state, Number(row.total));
    return balances;
  }

  /** An assistant's earnings, each with its booking's date now (a reschedule moves it). */
  async function sessionsOf(userId: string): Promise<StatementEarning[]> {
    const date = sql<string>`coalesce(to_char(${bookings.date}, 'YYYY-MM-DD'), ${earnings.sessionDate})`;
    return db.select({ earning: earnings, date }).from(earnings).leftJoin(bookings, eq(bookings.id, earnings.bookingId)).where(eq(earnings.assistantId, userId)).orderBy(desc(date)).limit(500);
  }

  async function entriesOf(userId: string): Promise<EarningEntry[]> {
    const rows = await sessionsOf(userId);
    const bookingEntries: EarningEntry[] = rows.map(({ earning: row, date }) => ({
      id: row.bookingId,
      kind: 'booking',
      bookingId: row.bookingId,
      bookingReference: row.bookingReference,
      date,
      counterpartName: row.clientName,
      grossCentavos: row.grossCentavos,
      feeCentavos: row.feeCentavos,
      netCentavos: row.netCentavos,
      refundedCentavos: row.refundedCentavos,
      state: row.state,
      availableAt: row.state === 'in_review' || row.state === 'upcoming' ? row.availableAt.toISOString() : null,
      disputed: row.held,
    }));
    const rewards = await db
      .select({ entry: moneyEntries, referred: { firstName: users.firstName, lastName: users.lastName }, date: bookings.date })
      .from(moneyEntries)
      .leftJoin(bookings, eq(bookings.id, moneyEntries.bookingId))
      .leftJoin(users, eq(users.id, bookings.clientId))
      .where(and(eq(moneyEntries.partyId, userId), eq(moneyEntries.reason, REFERRAL_EARNED), eq(moneyEntries.account, 'referral_payable')))
      .orderBy(desc(moneyEntries.createdAt))
      .limit(500);
    // A reward reads paid out once no referral money still owed (available or in a pending payout) covers it.
    const referralBalances = await payableBalances(db, userId);
    const referralOwed = balanceOf(referralBalances, 'referral_payable', 'available') + balanceOf(referralBalances, 'referral_payable', 'payout_pending');
    const paidRewards = new Set(paidOutOf(rewards.map(({ entry }) => ({ id: entry.id, centavos: entry.amountCentavos })), referralOwed));
    const rewardEntries: EarningEntry[] = rewards.map(({ entry, referred, date }) => ({
      id: entry.id,
      kind: 'referral',
      bookingId: entry.bookingId,
      bookingReference: entry.bookingReference,
      date: date ?? entry.createdAt.toISOString().slice(0, 10),
      counterpartName: referred?.firstName ? fullName(referred) : 'a referred member',
      grossCentavos: entry.amountCentavos,
      feeCentavos: 0,
      netCentavos: entry.amountCentavos,
      refundedCentavos: 0,
      state: paidRewards.has(entry.id) ? 'paid_out' : 'available',
      availableAt: null,
      disputed: false,
    }));
    return [...bookingEntries, ...rewardEntries].sort((a, b) => b.date.localeCompare(a.date));
  }

  async function statement(userId: string, month: string): Promise<EarningsStatement> {
    const [user] = await db.select({ firstName: users.firstName, lastName: users.lastName }).from(users).where(eq(users.id, userId));
    const start = instantOf(`${month}-01`, '00:00', settings.timeZone);
    const [year, monthNumber] = month.split('-').map(Number);
    const next = monthNumber === 12 ? `${year + 1}-01-01` : `${year}-${String(monthNumber + 1).padStart(2, '0')}-01`;
    const end = instantOf(next, '00:00', settings.timeZone);
    const [paid] = await db
      .select({ total: sql<number>`coalesce(sum(${payouts.amountCentavos}), 0)::int` })
      .from(payouts)
      .where(and(eq(payouts.userId, userId), eq(payouts.status, 'paid'), gte(payouts.settledAt, start), lt(payouts.settledAt, end)));
    const sessions = await sessionsOf(userId);
    const bookingIds = sessions.map(({ earning }) => earning.bookingId);
    const journal = bookingIds.length ? await db.select().from(moneyEntries).where(inArray(moneyEntries.bookingId, bookingIds)) : [];
    const entriesByBooking = new Map<string, MoneyEntryRow[]>();
    for (const entry of journal) entriesByBooking.set(entry.bookingId!, [...(entriesByBooking.get(entry.bookingId!) ?? []), entry]);
    const rewards = (await entriesOf(userId))
      .filter((entry) => entry.kind === 'referral' && entry.date.startsWith(month))
      .map((entry) => ({
        date: entry.date,
        description: `Referral reward: ${entry.counterpartName}`,
        bookingReference: entry.bookingReference,
        grossCentavos: entry.grossCentavos,
        refundedCentavos: 0,
        feeCentavos: 0,
        netCentavos: entry.netCentavos,
      }));
    const lines = [...sessionLines(sessions, entriesByBooking, month, settings.timeZone), ...rewards].sort((a, b) => a.date.localeCompare(b.date));
    const sum = (pick: (line: (typeof lines)[number]) => number) => lines.reduce((total, line) => total + pick(line), 0);
    return {
      month,
      name: user ? fullName(user) : 'a deleted user',
      lines,
      totals: {
        grossCentavos: sum((line) => line.grossCentavos),
        refundedCentavos: sum((line) => line.refundedCentavos),
        feeCentavos: sum((line) => line.feeCentavos),
        netCentavos: sum((line) => line.netCentavos),
        paidOutCentavos: Number(paid?.total ?? 0),
      },
    };
  }

  /** The period's bounds as instants: from the start of `from` to the end of `to`, in the marketplace's zone. */
  const periodOf = (from: string, to: string) => ({ start: instantOf(from, '00:00', settings.timeZone), end: instantOf(addDaysToKey(to, 1), '00:00', settings.timeZone) });

  async function journalOf(from: string, to: string): Promise<MoneyEntryRow[]> {
    const { start, end } = periodOf(from, to);
    return db.select().from(moneyEntries).where(and(gte(moneyEntries.createdAt, start), lt(moneyEntries.createdAt, end))).orderBy(asc(moneyEntries.createdAt), asc(moneyEntries.movementKey));
  }

  /**
   * What stands owed at an instant: to assistants and to referrers (every payable state
   * but paid out) and held for refunds; the journal up to then, so a past month reads as
   * it stood at its end and the current one as it stands now.
   */
  /** Entries whose party's account is gone (deleted, or named by no id): no payout run reaches it. */
  const ofClosedAccount = sql`(${moneyEntries.partyId} is null or not exists (select 1 from ${users} where ${users.id} = ${moneyEntries.partyId}))`;

  async function standingAt(end: Date) {
    const rows = await db
      .select({
        account: moneyEntries.account,
        total: sql<number>`coalesce(sum(${moneyEntries.amountCentavos}), 0)::int`,
        closed: sql<number>`coalesce(sum(${moneyEntries.amountCentavos}) filter (where ${ofClosedAccount}), 0)::int`,
      })
      .from(moneyEntries)
      .where(
        and(
          lt(moneyEntries.createdAt, end),
          inArray(moneyEntries.account, ['assistant_payable', 'referral_payable', 'held_for_refund']),
          sql`${moneyEntries.state} is distinct from 'paid_out'`,
        ),
      )
      .groupBy(moneyEntries.account);
    const of = (account: MoneyAccount) => Number(rows.find((row) => row.account === account)?.total ?? 0);
    const closed = rows.filter((row) => PAYABLE_ACCOUNTS.includes(row.account)).reduce((sum, row) => sum + Number(row.closed), 0);
    return { owedToAssistants: of('assistant_payable'), owedToReferrers: of('referral_payable'), heldForRefund: of('held_for_refund'), owedToClosedAccounts: closed };
  }

  return {
    async overview(userId: string): Promise<EarningsOverview> {
      return {
        balances: await balancesOf(userId),
        entries: await entriesOf(userId),
        payouts: await deps.payouts.listOf(userId),
        destination: await deps.payouts.destination(userId),
        payoutMinimumCentavos: settings.payoutMinimumCentavos,
        platformFeePercent: settings.platformFeePercent,
        disputeWindowHours: settings.disputeWindowHours,
      };
    },

    statement,

    async statementCsv(userId: string, month: string): Promise<string> {
      const { lines, totals, name } = await statement(userId, month);
      return toCsv([
        [`${PRODUCT_NAME} statement`, name, month],
        ['Session date', 'Description', 'Booking reference', 'Gross (PHP)', 'Refunded (PHP)', 'Fee (PHP)', 'You receive (PHP)'],
        ...lines.map((line) => [
          line.date,
          line.description,
          line.bookingReference,
          pesos(line.grossCentavos),
          pesos(line.refundedCentavos),
          pesos(line.feeCentavos),
          pesos(line.netCentavos),
        ]),
        ['Totals', '', '', pesos(totals.grossCentavos), pesos(totals.refundedCentavos), pesos(totals.feeCentavos), pesos(totals.netCentavos)],
        ['Paid out this month', '', '', '', '', '', pesos(totals.paidOutCentavos)],
      ]);
    },

    /** A booking's receipt, for its client (or an admin). */
    async receipt(bookingId: string, caller: AuthContext): Promise<Receipt> {
      const subject = await receiptSubject(db, bookingId, settings.timeZone);
      if (!subject || (subject.clientId !== caller.userId && !isAdmin(caller))) throw notFound('Booking not found');
      // The client's side of the journal: what each of the booking's payments took in, and what went back.
      const entries = await db
        .select({ entry: moneyEntries, method: payments.method, transactionId: payments.transactionId })
        .from(moneyEntries)
        .innerJoin(payments, eq(payments.id, moneyEntries.paymentId))
        .where(and(inArray(moneyEntries.paymentId, subject.paymentIds), inArray(moneyEntries.account, ['client_payments', 'refunds'])))
        .orderBy(asc(moneyEntries.createdAt), asc(moneyEntries.account));
      const lines = entries.map(({ entry, method, transactionId }) => ({
        kind: entry.account === 'client_payments' ? ('payment' as const) : ('refund' as const),
        at: entry.createdAt.toISOString(),
        amountCentavos: entry.amountCentavos,
        method,
        transactionId,
      }));
      return {
        productName: PRODUCT_NAME,
        bookingId,
        bookingReference: subject.bookingReference,
        clientName: subject.clientName,
        assistantName: subject.assistantName,
        sessionDate: subject.sessionDate,
        sessionTime: timeRange(subject.startTime, subject.duration),
        lines,
        paidCentavos: lines.filter((line) => line.kind === 'payment').reduce((sum, line) => sum + line.amountCentavos, 0),
        refundedCentavos: lines.filter((line) => line.kind === 'refund').reduce((sum, line) => sum + line.amountCentavos, 0),
      };
    },

    async finance(from: string, to: string): Promise<FinanceReport> {
      const journal = await journalOf(from, to);
      const flow = (keep: (entry: MoneyEntryRow) => boolean) => journal.filter(keep).reduce((total, entry) => total + entry.amountCentavos, 0);
      const sum = (account: MoneyAccount) => flow((entry) => entry.account === account);
      // Referral rewards are paid from the fee side: shown apart, so fees earned and what the platform kept both read plainly.
      const referralRewards = -flow((entry) => entry.account === 'platform_fees' && entry.reason === REFERRAL_EARNED);
      const fees = sum('platform_fees');
      const standing = await standingAt(periodOf(from, to).end);
      const totals = {
        collectedCentavos: sum('client_payments'),
        refundedCentavos: sum('refunds'),
        feesEarnedCentavos: fees + referralRewards,
        referralRewardsCentavos: referralRewards,
        feesCentavos: fees,
        owedToAssistantsCentavos: standing.owedToAssistants,
        owedToReferrersCentavos: standing.owedToReferrers,
        owedToClosedAccountsCentavos: standing.owedToClosedAccounts,
        heldForRefundCentavos: standing.heldForRefund,
        paidOutToAssistantsCentavos: flow((entry) => entry.account === 'assistant_payable' && entry.state === 'paid_out'),
        paidOutToReferrersCentavos: flow((entry) => entry.account === 'referral_payable' && entry.state === 'paid_out'),
      };
      const balanced =
        totals.collectedCentavos === totals.refundedCentavos + fees + sum('assistant_payable') + sum('referral_payable') + sum('held_for_refund');
      const perParty = await db
        .select({
          partyId: moneyEntries.partyId,
          name: sql<string>`max(${moneyEntries.partyName})`,
          closed: sql<boolean>`bool_or(${ofClosedAccount})`,
          state: moneyEntries.state,
          total: sql<number>`sum(${moneyEntries.amountCentavos})::int`,
        })
        .from(moneyEntries)
        .where(inArray(moneyEntries.account, PAYABLE_ACCOUNTS))
        .groupBy(moneyEntries.partyId, moneyEntries.state);
      const byParty = new Map<string, FinanceReport['assistants'][number]>();
      for (const row of perParty) {
        const key = row.partyId ?? `deleted:${row.name}`;
        const party = byParty.get(key) ?? { id: row.partyId, name: row.name, closed: Boolean(row.closed), balances: emptyBalances() };
        addState(party.balances, row.state, Number(row.total));
        byParty.set(key, party);
      }
      const assistants = [...byParty.values()]
        .filter((party) => Object.values(party.balances).some((value) => value !== 0))
        .sort((a, b) => a.name.localeCompare(b.name));
      return { from, to, totals, balanced, assistants, failedPayouts: await deps.payouts.failed(), disputes: await deps.disputes.list() };
    },

    async financeCsv(from: string, to: string): Promise<string> {
      const journal = await journalOf(from, to);
      return toCsv([
        ['When (UTC)', 'Movement', 'Reason', 'Account', 'State', 'Amount (PHP)', 'Party', 'Booking reference'],
        ...journal.map((entry) => [entry.createdAt.toISOString(), entry.movementKey, entry.reason, entry.account, entry.state, pesos(entry.amountCentavos), entry.partyName, entry.bookingReference]),
      ]);
    },
  };
}

export type Reports = ReturnType<typeof createReports>;
