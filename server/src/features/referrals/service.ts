// Referral earnings and their reward rule (reward-rule.ts).
//
// A booking's referrer is its client's referrer (users.referred_by) or else the
// owner of the referral code the booking was made with. Rewarding a booking
// writes, in one transaction, one movement of the money journal: the hours
// earning and the completion reward, paid from the fee side into the referrer's
// balance, naming the referred client and the hours. Its movement key
// ('referral:<bookingId>') makes that happen once however many calls race (a
// second insert waits for the first and then writes nothing). Earnings are sums
// of the journal. users.money_earned and users.referral_bookings are a cache of
// those sums, moved only by the movement this transaction wrote, so they can
// always be recomputed from the journal.
import { and, eq, sql } from 'drizzle-orm';
import type { ApplyRewardResponse, ReferralEntry, UserReferrals } from '@marketplace/shared-api/types';
import { fullName } from '@marketplace/shared-api/format';
import type { Clock } from '../../clock';
import type { Database, Executor } from '../../db/database';
import { bookings, moneyEntries, users, type BookingRow } from '../../db/schema/index';
import { forbidden, HttpError, notFound } from '../../http-error';
import { centavosToPesos, formatPesos, pesosToCentavos } from '../../money';
import { isAdmin, type AuthContext } from '../../plugins/auth';
import type { SessionCache } from '../../plugins/session-cache';
import { recordMovement, REFERRAL_EARNED } from '../earnings/journal';
import { partiesOf, PLATFORM } from '../earnings/parties';
import { addReferralEarning } from '../users/accounts';
import type { BookingEvents, ReferralCredit } from '../bookings/events';
import { hoursEarningPesos, NOT_REWARDABLE, referralRewardNotice, rewardPesos, whyNotRewardable } from './reward-rule';

export const BOOKING_NOT_FOUND = 'Booking not found';
export const REWARD_NOT_YOURS = 'Only the referrer, the booking\'s parties or an admin can ask for this reward';
export const AMOUNT_MISMATCH = (pesos: number) => `The reward for this booking is ${formatPesos(pesos)}.`;


export interface ReferralsDeps {
  db: Database;
  clock: Clock;
  timeZone: string;
  notify: (input: { userId: string; title: string; content: string; entityId: string }) => Promise<void>;
  /** A credit changes the referrer's row (money earned), which the auth hooks keep. */
  sessions: Pick<SessionCache, 'accountChanged'>;
}

export function createReferralsService({ db, clock, timeZone, notify, sessions }: ReferralsDeps) {
  async function referrerOf(tx: Executor, booking: Pick<BookingRow, 'clientId' | 'referralCode'>): Promise<string | null> {
    const [client] = await tx.select({ referredBy: users.referredBy }).from(users).where(eq(users.id, booking.clientId));
    if (client?.referredBy) return client.referredBy;
    if (!booking.referralCode) return null;
    const [owner] = await tx.select({ id: users.id }).from(users).where(eq(users.referralCode, booking.referralCode));
    return owner?.id ?? null;
  }

  /** Writes the booking's reward once; the credit when this call wrote it, else null. */
  async function credit(tx: Executor, booking: BookingRow, referrerId: string, now: Date): Promise<ReferralCredit | null> {
    const earned = pesosToCentavos(hoursEarningPesos(booking.duration)) + pesosToCentavos(rewardPesos(booking.duration));
    const referrer = (await partiesOf(tx, [referrerId])).get(referrerId)!;
    const written = await recordMovement(tx, {
      key: `referral:${booking.id}`,
      reason: REFERRAL_EARNED,
      at: now,
      bookingId: booking.id,
      bookingReference: booking.reference,
      lines: [
        { account: 'platform_fees', amountCentavos: -earned, party: PLATFORM },
        { account: 'referral_payable', state: 'available', amountCentavos: earned, party: referrer, counterpartyId: booking.clientId, hours: booking.duration },
      ],
    });
    if (!written) return null;
    await addReferralEarning(tx, referrerId, earned, booking.duration, now);
    return { referrerId, rewardPesos: centavosToPesos(earned), hours: booking.duration };
  }

  /** What referrers earned, from the journal: a reward's entry into their balance. */
  const rewards = and(eq(moneyEntries.reason, REFERRAL_EARNED), eq(moneyEntries.account, 'referral_payable'));

  const rewardNotice = (credit: ReferralCredit, clientName: string, booking: Pick<BookingRow, 'id' | 'duration'>) => ({
    userId: credit.referrerId,
    ...referralRewardNotice(credit.rewardPesos, clientName, booking.duration),
    entityId: booking.id,
  });

  return {
    /**
     * The bookings feature's completion path: inside the completing transaction,
     * with the booking as it now is. Rewards the referrer when every rule holds;
     * nothing (undefined) otherwise. Bookings send the notification after the commit.
     */
    async rewardInTransaction(tx: Executor, booking: BookingRow, now: Date): Promise<ReferralCredit | undefined> {
      const referrerId = await referrerOf(tx, booking);
      if (!referrerId || whyNotRewardable(booking, referrerId, now, timeZone)) return undefined;
      return (await credit(tx, booking, referrerId, now)) ?? undefined;
    },

    /** POST /api/referrals/apply-reward: idempotent per booking. */
    async applyReward(body: { referrerId: string; bookingId: string; amount: number }, caller: AuthContext): Promise<ApplyRewardResponse> {
      const outcome = await db.transaction(async (tx) => {
        const [booking] = await tx.select().from(bookings).where(eq(bookings.id, body.bookingId)).for('update');
        if (!booking) throw notFound(BOOKING_NOT_FOUND);
        const parties = [body.referrerId, booking.clientId, booking.consultantId];
        if (!parties.includes(caller.userId) && !isAdmin(caller)) throw forbidden(REWARD_NOT_YOURS);
        if (body.referrerId === booking.clientId || body.referrerId === booking.consultantId) {
          throw new HttpError(400, NOT_REWARDABLE.selfDealt, 'referrerId');
        }
        if ((await referrerOf(tx, booking)) !== body.referrerId) throw new HttpError(400, NOT_REWARDABLE.notReferrer, 'referrerId');
        const now = clock.now();
        const why = whyNotRewardable(booking, body.referrerId, now, timeZone);
        if (why) throw new HttpError(409, why);
        const amount = rewardPesos(booking.duration);
        if (body.amount !== amount) throw new HttpError(400, AMOUNT_MISMATCH(amount), 'amount');
        const credited = await credit(tx, booking, body.referrerId, now);
        // The answer is what the referrer was credited for this booking (the hours earning
        // and the completion reward), not the completion reward the request names.
        const [total] = await tx
          .select({ centavos: sql<number>`coalesce(sum(${moneyEntries.amountCentavos}), 0)::int` })
          .from(moneyEntries)
          .where(and(rewards, eq(moneyEntries.bookingId, booking.id), eq(moneyEntries.partyId, body.referrerId)));
        return { booking, credited, amount: centavosToPesos(Number(total?.centavos ?? 0)) };
      });
      if (outcome.credited) {
        sessions.accountChanged(outcome.credited.referrerId);
        const [client] = await db.select().from(users).where(eq(users.id, outcome.booking.clientId));
        await notify(rewardNotice(outcome.credited, client ? fullName(client) : 'A referred user', outcome.booking)).catch(() => undefined);
      }
      return { success: true, applied: outcome.credited !== null, amount: outcome.amount };
    },

    /** After a completion committed (bookings' 'booking.completed'): the referrer hears of the reward it earned them. */
    async tellReferrer({ booking, referral }: BookingEvents['booking.completed']): Promise<void> {
      if (!referral) return;
      sessions.accountChanged(referral.referrerId);
      await notify(rewardNotice(referral, fullName(booking.user), booking));
    },

    /** GET /api/referrals/user-referrals: the users the caller referred and the journal's sums. */
    async userReferrals(caller: AuthContext): Promise<UserReferrals> {
      const referred = await db.select().from(users).where(eq(users.referredBy, caller.userId)).orderBy(users.createdAt);
      const earnedFrom = await db
        .select({
          referredUserId: moneyEntries.counterpartyId,
          centavos: sql<number>`cast(sum(${moneyEntries.amountCentavos}) as integer)`,
          hours: sql<number>`cast(coalesce(sum(${moneyEntries.hours}), 0) as integer)`,
        })
        .from(moneyEntries)
        .where(and(rewards, eq(moneyEntries.partyId, caller.userId)))
        .groupBy(moneyEntries.counterpartyId);
      const hoursOf = new Map<string, number>();
      let earned = 0;
      for (const row of earnedFrom) {
        earned += Number(row.centavos);
        if (row.referredUserId) hoursOf.set(row.referredUserId, Number(row.hours));
      }
      const referrals: ReferralEntry[] = referred.map((user) => ({
        id: user.id,
        name: fullName(user),
        avatar: user.avatar,
        role: user.role,
        premium: user.premium,
        status: (hoursOf.get(user.id) ?? 0) > 0 ? 'Active' : 'Joined',
        bookingHours: hoursOf.get(user.id) ?? 0,
      }));
      return { stats: { totalReferrals: referred.length, earnings: centavosToPesos(earned) }, referrals };
    },
  };
}

export type ReferralsService = ReturnType<typeof createReferralsService>;
