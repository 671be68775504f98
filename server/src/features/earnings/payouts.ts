// Paying members out. Where they are paid (a GCash or Maya number and the name on
// it) changes only with their password and they are told. A payout moves money
// they may withdraw (earnings and referral rewards available) into one payout,
// on request (Withdraw, at least PAYOUT_MINIMUM) or by the weekly run for every
// balance above the minimum; it is pending until the provider answers, then paid,
// or failed with its money back to available and the reason told.
//
// Never twice: the member's payout lock is held while a payout takes its money (two
// Withdraws queue, and the second sees what the first took), each payout has an
// idempotency key (a retried request answers the same payout; the weekly run's key
// names the week), and the provider gets that key too. Sending is outside any
// transaction: a claimed payout carries a lease (attempt_after), so one a crash or a
// provider failure left pending is tried again by the sweep, with the same key.
import { and, asc, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Payout, PayoutDestination } from '@marketplace/shared-api/types';
import type { PayoutDestinationInput, WithdrawInput } from '@marketplace/shared-api/schemas/earnings';
import { WALLET_NAMES } from '@marketplace/shared-api/constants';
import { fullName, maskMobileNumber } from '@marketplace/shared-api/format';
import type { Executor } from '../../db/database';
import { NO_TABLE, prepared } from '../../db/prepared';
import { moneyEntries, moneySchedule, payoutDestinations, payouts, users, type PayoutRow } from '../../db/schema/index';
import { conflict, HttpError, notFound } from '../../http-error';
import { createKeyedQueue } from '../../keyed-queue';
import { formatCentavos } from '../../money';
import { CLAIM_LEASE_MS, type EarningsDeps } from './deps';
import type { EarningStates } from './earning-states';
import { payableIn, recordMovement } from './journal';
import { MAIL_NOTICES } from '../email/notices';

export const PAYOUTS_SWEEP = 'earnings.payouts';
export const WEEKLY_PAYOUTS_SWEEP = 'earnings.weekly-payouts';
const WEEKLY_RUN = 'weekly_payouts';
/** The schedule row that marks a week's run under way until every member of it was taken. */
const weekUnderWay = (week: string) => `${WEEKLY_RUN}:${week}`;
const WEEK_MS = 7 * 24 * 3_600_000;
/** Payouts claimed per transaction, then sent one by one. */
const SEND_BATCH = 20;

export const PAYOUT_TEXTS = {
  wrongPassword: 'That password is not right.',
  noDestination: 'Set where you are paid (GCash or Maya) on your profile first.',
  belowMinimum: (minimum: number) => `A payout is at least ${formatCentavos(minimum)}.`,
  overBalance: (available: number) => `You can withdraw at most ${formatCentavos(available)}.`,
  notFound: 'Payout not found',
  notFailed: 'Only a failed payout can be tried again.',
} as const;


/**
 * Queues the member's payouts (Withdraws, a retry, the weekly run) one behind the other until
 * the transaction ends, on a lock of their own: not on the member's users row, which a booking
 * with them locks too, so a booking never waits behind a payout nor a payout behind a booking.
 */
export async function lockPayoutsOf(tx: Executor, userId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`payouts:${userId}`}, 0))`);
}

/**
 * What taking a payout reads, in one statement under the member's payout lock: the payout
 * its idempotency key already made (null when the key is new), where they are paid (null
 * until they set it), what they may withdraw (earnings and referral rewards available), and
 * their name as the books write it. No row: the account is gone.
 */
const payoutFacts = prepared('payout_facts', (db) =>
  db
    .select({
      existing: payouts,
      destination: { method: payoutDestinations.method, mobileNumber: payoutDestinations.mobileNumber, accountName: payoutDestinations.accountName },
      earnings: payableIn('assistant_payable', ['available'], sql.placeholder('userId')),
      referrals: payableIn('referral_payable', ['available'], sql.placeholder('userId')),
      member: { firstName: users.firstName, lastName: users.lastName },
    })
    .from(users)
    .leftJoin(payoutDestinations, eq(payoutDestinations.userId, users.id))
    .leftJoin(payouts, eq(payouts.idempotencyKey, sql.placeholder('key')))
    .where(eq(users.id, sql.placeholder('userId'))),
);

export function toPayout(row: PayoutRow): Payout {
  return {
    id: row.id,
    amountCentavos: row.amountCentavos,
    status: row.status,
    method: row.method,
    mobileNumberMasked: maskMobileNumber(row.mobileNumber),
    requestedAt: row.requestedAt.toISOString(),
    settledAt: row.settledAt?.toISOString() ?? null,
    failureReason: row.failureReason,
    trigger: row.trigger,
  };
}

export function createPayouts(deps: EarningsDeps & { states: Pick<EarningStates, 'markPaidOut'> }) {
  const { db, clock, log } = deps;
  const oneMemberAtATime = createKeyedQueue();

  const tell = (userId: string | null, title: string, content: string) =>
    userId
      ? deps.notifications.create({ userId, type: 'EARNING', title, content }).catch((error: unknown) => log.error({ err: error }, 'a payout notice could not be sent'))
      : Promise.resolve();

  /** What the member may withdraw now: earnings and referral rewards available. */
  async function availableOf(tx: Executor, userId: string) {
    const member = sql`${userId}::uuid`;
    const [available] = await tx
      .select({ earnings: payableIn('assistant_payable', ['available'], member), referrals: payableIn('referral_payable', ['available'], member) })
      .from(NO_TABLE);
    return available;
  }

  /**
   * Takes amountCentavos of the member's available money into a new pending payout, in tx
   * (whose caller holds lockPayoutsOf); the existing payout when the key was used.
   */
  async function takePayout(
    tx: Executor,
    userId: string,
    amountCentavos: number,
    key: string,
    trigger: PayoutRow['trigger'],
    now: Date,
    /** Until when its taker holds the claim to send it (a request sends at once); now: processDue sends it. */
    claimedUntil: Date,
  ): Promise<{ payout: PayoutRow; created: boolean }> {
    const [facts] = await payoutFacts(tx, { userId, key });
    const existing = facts?.existing;
    if (existing) {
      if (existing.userId !== userId) throw new HttpError(409, 'That idempotency key belongs to another payout.', 'idempotencyKey');
      return { payout: existing, created: false };
    }
    // A gone account has no destination either (it goes with the account).
    const destination = facts?.destination;
    if (!destination) throw conflict(PAYOUT_TEXTS.noDestination);
    if (amountCentavos < deps.payoutMinimumCentavos) throw new HttpError(400, PAYOUT_TEXTS.belowMinimum(deps.payoutMinimumCentavos), 'amountCentavos');
    const total = facts.earnings + facts.referrals;
    if (amountCentavos > total) throw conflict(PAYOUT_TEXTS.overBalance(total));
    const fromEarnings = Math.min(amountCentavos, facts.earnings);
    const fromReferrals = amountCentavos - fromEarnings;
    const party = { id: userId, name: fullName(facts.member) };
    const [payout] = await tx
      .insert(payouts)
      .values({
        idempotencyKey: key,
        userId,
        userName: party.name,
        amountCentavos,
        referralCentavos: fromReferrals,
        method: destination.method,
        mobileNumber: destination.mobileNumber,
        accountName: destination.accountName,
        trigger,
        attemptAfter: claimedUntil,
        requestedAt: now,
      })
      .returning();
    await recordMovement(tx, {
      key: `payout:${payout.id}:requested`,
      reason: 'payout_requested',
      at: now,
      payoutId: payout.id,
      lines: [
        { account: 'assistant_payable', state: 'available', amountCentavos: -fromEarnings, party },
        { account: 'assistant_payable', state: 'payout_pending', amountCentavos: fromEarnings, party },
        { account: 'referral_payable', state: 'available', amountCentavos: -fromReferrals, party },
        { account: 'referral_payable', state: 'payout_pending', amountCentavos: fromReferrals, party },
      ],
    });
    return { payout, created: true };
  }

  /** A request's claim on the payout it takes: it sends it at once, and the sweep only if that send never ends. */
  const leaseFrom = (now: Date) => new Date(now.getTime() + CLAIM_LEASE_MS);

  /** Sends the due pending payouts (these, or every one due), each by one process at a time. */
  async function processDue(ids?: string[]): Promise<void> {
    for (;;) {
      const now = clock.now();
      const claimed = await db.transaction(async (tx) => {
        const due = await tx
          .select()
          .from(payouts)
          .where(and(eq(payouts.status, 'pending'), lte(payouts.attemptAfter, now), ids ? inArray(payouts.id, ids) : undefined))
          .orderBy(asc(payouts.attemptAfter))
          .limit(SEND_BATCH)
          .for('update', { skipLocked: true });
        if (due.length) await tx.update(payouts).set({ attemptAfter: leaseFrom(now) }).where(inArray(payouts.id, due.map((row) => row.id)));
        return due;
      });
      for (const payout of claimed) await sendOne(payout);
      // Named payouts too: the weekly run names every payout it made, often more than one batch.
      if (claimed.length < SEND_BATCH) return;
    }
  }

  /** Sends a payout its caller claimed; the payout as settled, or null when it is still pending (or was settled elsewhere). */
  async function sendOne(payout: PayoutRow): Promise<PayoutRow | null> {
    let answer;
    try {
      answer = await deps.payouts.send({
        payoutId: payout.id,
        idempotencyKey: payout.idempotencyKey,
        amountCentavos: payout.amountCentavos,
        method: payout.method,
        mobileNumber: payout.mobileNumber,
        accountName: payout.accountName,
      });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      log.error({ err: error, payoutId: payout.id }, 'a payout could not be sent; the sweep tries again');
      await db
        .update(payouts)
        .set({ providerLog: sql`${payouts.providerLog} || ${JSON.stringify([{ at: clock.now().toISOString(), error: message.slice(0, 300) }])}::jsonb` })
        .where(eq(payouts.id, payout.id));
      return null;
    }
    const now = clock.now();
    const settled = await db.transaction(async (tx) => {
      // Settled only from pending, and the row stays locked until the money moved with it commits:
      // a send that lost the race to another (the sweep, a retried request) settles nothing.
      const [row] = await tx
        .update(payouts)
        .set({
          status: answer.status,
          settledAt: now,
          attemptAfter: null,
          providerReference: answer.reference,
          failureReason: answer.failureReason,
          providerLog: sql`${payouts.providerLog} || ${JSON.stringify([{ at: now.toISOString(), answer: answer.raw }])}::jsonb`,
        })
        .where(and(eq(payouts.id, payout.id), eq(payouts.status, 'pending')))
        .returning();
      if (!row) return null;
      const party = { id: row.userId, name: row.userName };
      const fromEarnings = row.amountCentavos - row.referralCentavos;
      const paid = row.status === 'paid';
      const to = paid ? ('paid_out' as const) : ('available' as const);
      await recordMovement(tx, {
        key: `payout:${row.id}:${row.status}`,
        reason: paid ? 'payout_paid' : 'payout_failed',
        at: now,
        payoutId: row.id,
        lines: [
          { account: 'assistant_payable', state: 'payout_pending', amountCentavos: -fromEarnings, party },
          { account: 'assistant_payable', state: to, amountCentavos: fromEarnings, party },
          { account: 'referral_payable', state: 'payout_pending', amountCentavos: -row.referralCentavos, party },
          { account: 'referral_payable', state: to, amountCentavos: row.referralCentavos, party },
        ],
      });
      if (paid && row.userId) await deps.states.markPaidOut(tx, row.userId, now);
      if (row.userId) {
        const about = { amountCentavos: row.amountCentavos, method: row.method, maskedNumber: maskMobileNumber(row.mobileNumber) };
        const mail = row.status === 'paid' ? MAIL_NOTICES.payoutPaid(about) : MAIL_NOTICES.payoutFailed({ ...about, reason: row.failureReason });
        await deps.outbox.write(tx, { ...mail, userId: row.userId });
      }
      return row;
    });
    if (!settled) return null;
    if (settled.status === 'paid') {
      await tell(settled.userId, 'Payout sent', `${formatCentavos(settled.amountCentavos)} was sent to your ${WALLET_NAMES[settled.method]} ${maskMobileNumber(settled.mobileNumber)}.`);
    } else {
      await tell(settled.userId, 'Payout failed', `${formatCentavos(settled.amountCentavos)} could not be sent: ${settled.failureReason} It is back in your available balance.`);
    }
    return settled;
  }

  /**
   * Sends a payout this request just took (its lease is the claim), or, for a key used before,
   * sends it if it is due; answers the payout as it stands after.
   */
  async function sendTaken({ payout, created }: { payout: PayoutRow; created: boolean }): Promise<Payout> {
    if (created) {
      const settled = await sendOne(payout);
      if (settled) return toPayout(settled);
    } else if (payout.status === 'pending' && payout.attemptAfter !== null && payout.attemptAfter <= clock.now()) {
      // Due: nobody holds a lease on it (its taker's send never ended). One under lease is its taker's to send.
      await processDue([payout.id]);
    } else {
      // As read under the member's payout lock, and this request sent nothing since.
      return toPayout(payout);
    }
    const [latest] = await db.select().from(payouts).where(eq(payouts.id, payout.id));
    return toPayout(latest ?? payout);
  }

  /**
   * The weekly run, once per week however many processes or restarts. Its schedule row is the
   * claim: one short transaction moves it a week on and marks the week under way (a schedule
   * row of its own, named by the week, whose time is the lease of whoever runs it). Then each
   * member's payout is taken in a transaction of its own, under their payout lock, so a member's
   * Withdraw waits at most for their own payout, never for the whole run, and no connection
   * waits on a lock the run holds. The mark goes once every member was taken; a week whose run
   * stopped midway is taken up again once its lease is over, and the week's idempotency keys
   * answer the payouts already made instead of making them twice.
   */
  async function weekly(now: Date): Promise<void> {
    const lease = leaseFrom(now);
    const claimed = await db.transaction(async (tx) => {
      await tx.insert(moneySchedule).values({ name: WEEKLY_RUN, nextRunAt: new Date(now.getTime() + WEEK_MS) }).onConflictDoNothing();
      const [run] = await tx.select().from(moneySchedule).where(and(eq(moneySchedule.name, WEEKLY_RUN), lte(moneySchedule.nextRunAt, now))).for('update', { skipLocked: true });
      if (!run) return null;
      const week = run.nextRunAt.toISOString().slice(0, 10);
      await tx.insert(moneySchedule).values({ name: weekUnderWay(week), nextRunAt: lease }).onConflictDoNothing();
      await tx.update(moneySchedule).set({ nextRunAt: new Date(run.nextRunAt.getTime() + WEEK_MS) }).where(eq(moneySchedule.name, WEEKLY_RUN));
      return week;
    });
    // Weeks another run left under way, whose lease is over: this run takes them up (and holds them for a lease).
    const resumed = await db
      .update(moneySchedule)
      .set({ nextRunAt: lease })
      .where(and(sql`starts_with(${moneySchedule.name}, ${weekUnderWay('')})`, lte(moneySchedule.nextRunAt, now)))
      .returning({ name: moneySchedule.name });
    const weeks = [...new Set([...(claimed ? [claimed] : []), ...resumed.map((row) => row.name.slice(weekUnderWay('').length))])];
    for (const week of weeks) await payWeek(week, now);
  }

  /** Takes every member's weekly payout of `week`, one member at a time, then sends them. */
  async function payWeek(week: string, now: Date): Promise<void> {
    const owed = await db
      .select({ userId: moneyEntries.partyId })
      .from(moneyEntries)
      .innerJoin(payoutDestinations, eq(payoutDestinations.userId, moneyEntries.partyId))
      .where(and(inArray(moneyEntries.account, ['assistant_payable', 'referral_payable']), eq(moneyEntries.state, 'available')))
      .groupBy(moneyEntries.partyId)
      .having(sql`sum(${moneyEntries.amountCentavos}) >= ${deps.payoutMinimumCentavos}`)
      // One order for every run: two runs of a week meet each member in the same turn.
      .orderBy(moneyEntries.partyId);
    const made: string[] = [];
    for (const { userId } of owed) {
      if (!userId) continue;
      // Queued in memory behind this member's Withdraws in this process, as theirs are behind each other.
      const payout = await oneMemberAtATime(userId, () =>
        db.transaction(async (tx) => {
          await lockPayoutsOf(tx, userId);
          // Read again under the member's lock: a Withdraw of theirs may have taken some or all of it since.
          const available = await availableOf(tx, userId);
          const total = available.earnings + available.referrals;
          if (total < deps.payoutMinimumCentavos) return null;
          return (await takePayout(tx, userId, total, `weekly:${week}:${userId}`, 'weekly', now, now)).payout;
        }),
      );
      if (payout) made.push(payout.id);
    }
    await db.delete(moneySchedule).where(eq(moneySchedule.name, weekUnderWay(week)));
    if (made.length) await processDue(made);
  }

  return {
    processDue,
    weekly,

    async destination(userId: string): Promise<PayoutDestination | null> {
      const [row] = await db.select().from(payoutDestinations).where(eq(payoutDestinations.userId, userId));
      return row ? { method: row.method, mobileNumber: row.mobileNumber, accountName: row.accountName, updatedAt: row.updatedAt.toISOString() } : null;
    },

    /** PUT /api/earnings/destination: with the member's password, checked as the request's address's (passwords.ts). */
    async setDestination(userId: string, input: PayoutDestinationInput, address: string): Promise<PayoutDestination> {
      const [user] = await db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, userId));
      if (!user) throw notFound('User not found');
      if (!(await deps.passwords.verify(user.hash, input.password, { address, account: userId }))) throw new HttpError(400, PAYOUT_TEXTS.wrongPassword, 'password');
      const now = clock.now();
      const values = { method: input.method, mobileNumber: input.mobileNumber, accountName: input.accountName.trim(), updatedAt: now };
      await db.transaction(async (tx) => {
        await tx.insert(payoutDestinations).values({ userId, ...values }).onConflictDoUpdate({ target: payoutDestinations.userId, set: values });
        const mail = MAIL_NOTICES.payoutDestinationChanged({ method: values.method, maskedNumber: maskMobileNumber(values.mobileNumber), accountName: values.accountName });
        await deps.outbox.write(tx, { ...mail, userId });
      });
      await tell(userId, 'Payout destination changed', `Payouts now go to ${WALLET_NAMES[values.method]} ${maskMobileNumber(values.mobileNumber)} (${values.accountName}). If this was not you, change your password now.`);
      return { ...values, updatedAt: now.toISOString() };
    },

    /** POST /api/earnings/payouts: Withdraw. */
    async withdraw(userId: string, input: WithdrawInput): Promise<Payout> {
      // A member's Withdraws in this process queue in memory, not on the lock with a connection each.
      const taken = await oneMemberAtATime(userId, () =>
        db.transaction(async (tx) => {
          // Read once its turn has come, so the lease counts from when the payout is taken.
          const now = clock.now();
          await lockPayoutsOf(tx, userId);
          return takePayout(tx, userId, input.amountCentavos, `request:${userId}:${input.idempotencyKey}`, 'request', now, leaseFrom(now));
        }),
      );
      return sendTaken(taken);
    },

    /** POST /api/admin/payouts/{id}/retry: a failed payout's amount again, as a new payout, if it is still available. */
    async retry(adminId: string, payoutId: string): Promise<Payout> {
      const now = clock.now();
      const taken = await db.transaction(async (tx) => {
        const [failed] = await tx.select().from(payouts).where(eq(payouts.id, payoutId));
        if (!failed) throw notFound(PAYOUT_TEXTS.notFound);
        if (failed.status !== 'failed' || !failed.userId) throw conflict(PAYOUT_TEXTS.notFailed);
        await lockPayoutsOf(tx, failed.userId);
        const retried = await takePayout(tx, failed.userId, failed.amountCentavos, `retry:${failed.id}`, failed.trigger, now, leaseFrom(now));
        await deps.audit.record(tx, { actorId: adminId, action: 'payout.retry', targetType: 'payout', targetId: failed.id, changes: { payoutId: { from: failed.id, to: retried.payout.id } } });
        return retried;
      });
      return sendTaken(taken);
    },

    async listOf(userId: string): Promise<Payout[]> {
      const rows = await db.select().from(payouts).where(eq(payouts.userId, userId)).orderBy(desc(payouts.requestedAt)).limit(200);
      return rows.map(toPayout);
    },

    /** Failed payouts no retry has followed (the finance view). */
    async failed(): Promise<Array<Payout & { userId: string | null; name: string }>> {
      const rows = await db
        .select()
        .from(payouts)
        .where(and(eq(payouts.status, 'failed'), sql`not exists (select 1 from ${payouts} as retried where retried.idempotency_key = 'retry:' || ${payouts.id})`))
        .orderBy(desc(payouts.requestedAt))
        .limit(200);
      return rows.map((row) => ({ ...toPayout(row), userId: row.userId, name: row.userName }));
    },

  };
}

export type Payouts = ReturnType<typeof createPayouts>;
