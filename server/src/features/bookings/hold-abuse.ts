// Unpaid holds are how a calendar gets squatted: a priced request holds its
// slots for the payment hold without paying, and lapses; asked again the moment
// it lapses, it holds them again. Counted from the bookings themselves (so they
// hold across restarts and processes):
//   - a client whose unpaid holds lapsed lapsedBeforeCoolOff times within a
//     day holds nothing more until coolOffMs after the last lapse;
//   - one assistant's calendar takes at most perConsultant live unpaid holds
//     (requests still waiting for their payment within the hold) at once, from
//     all clients together, and one client at most perClientPerConsultant of
//     them (a series' occurrences count as one). Only live holds count: a request that was cancelled, lapsed or paid
//     holds nothing and never keeps another client out, and room comes back the
//     moment a hold ends.
// Both answer 429 with Retry-After and say how long to wait. They run inside
// the creating transaction, after both parties' rows are locked, so parallel
// requests cannot outrun the counts.
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { given, NO_TABLE, prepared } from '../../db/prepared';
import { bookings } from '../../db/schema/index';
import { retryLater } from '../../http-error';
import { HOUR_MS, MINUTE_MS } from '../../plugins/limits';

export interface HoldAbuseLimits {
  /** Lapsed unpaid holds within a day after which a client must wait. */
  lapsedBeforeCoolOff: number;
  /** How long after the last lapse such a client may hold slots again. */
  coolOffMs: number;
  /** Live unpaid holds one assistant's calendar takes at once, from every client together. */
  perConsultant: number;
  /** Of those, how many one client may have. */
  perClientPerConsultant: number;
  /** How long a hold lasts (PAYMENT_HOLD_MINUTES): a hold is made with its end this far on, so none older is live. */
  holdMs: number;
}

const DAY_MS = 24 * HOUR_MS;

/** '5 hours', '1 hour', '12 minutes': how long to wait, rounded up. */
export function waitText(ms: number): string {
  if (ms >= HOUR_MS) {
    const hours = Math.ceil(ms / HOUR_MS);
    return hours === 1 ? '1 hour' : `${hours} hours`;
  }
  const minutes = Math.max(1, Math.ceil(ms / MINUTE_MS));
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}

const tooMany = (message: (wait: string) => string, waitMs: number) =>
  retryLater(429, message(waitText(waitMs)), Math.max(1, Math.ceil(waitMs / 1000)));

export const HOLDS_LAPSED = (count: number) => (wait: string) =>
  `${count} of your booking requests expired unpaid in the last day. You can request a new booking in ${wait}.`;
export const CALENDAR_HOLDS_FULL = (wait: string) => `This assistant has too many unpaid requests right now. Try again in ${wait}.`;
export const OWN_HOLDS_FULL = (count: number) => (wait: string) =>
  `You have ${count} unpaid requests with this assistant. Pay for or cancel one, or try again in ${wait}.`;

/** What the hold rules judge: the client's recent lapses, newest first, and the calendar's live holds, soonest to end first. */
export interface HoldFacts {
  lapses: Date[];
  live: Array<{ clientId: string; seriesId: string | null; endsAt: Date }>;
}

/**
 * The facts as columns of one statement, so a creation can read them with its other checks
 * (create-booking.ts). Placeholders: clientId, consultantId, dayAgo, lapsedLimit (as many lapses
 * as make a cool-off), madeAfter (no hold made earlier is live) and now. As JSON, which both
 * drivers read alike: holdFactsOf turns it back into instants.
 */
export const holdFactColumns = {
  lapses: sql<string[]>`(select coalesce(json_agg(lapse.at order by lapse.at desc), '[]') from (
      select ${bookings.cancelledAt} as at from ${bookings}
      where ${bookings.clientId} = ${given('clientId')} and ${bookings.cancelCause} = 'hold_expired' and ${bookings.cancelledAt} > ${given('dayAgo')}
      order by ${bookings.cancelledAt} desc limit ${given('lapsedLimit')}) as lapse)`,
  // The index on unpaid holds by creation time finds them.
  live: sql<Array<{ clientId: string; seriesId: string | null; endsAt: string }>>`(select coalesce(json_agg(json_build_object(
        'clientId', ${bookings.clientId}, 'seriesId', ${bookings.seriesId}, 'endsAt', ${bookings.holdExpiresAt}) order by ${bookings.holdExpiresAt}), '[]')
      from ${bookings}
      where ${bookings.consultantId} = ${given('consultantId')} and ${bookings.paymentStatus} = 'UNPAID' and ${bookings.status} = 'PENDING'
        and ${bookings.createdAt} > ${given('madeAfter')} and ${bookings.holdExpiresAt} > ${given('now')})`,
};

/** The placeholders' values of holdFactColumns. */
export function holdFactValues({ clientId, consultantId, now, limits }: { clientId: string; consultantId: string; now: Date; limits: HoldAbuseLimits }) {
  return { clientId, consultantId, dayAgo: new Date(now.getTime() - DAY_MS), lapsedLimit: limits.lapsedBeforeCoolOff, madeAfter: new Date(now.getTime() - limits.holdMs), now };
}

export function holdFactsOf(row: { lapses: string[]; live: Array<{ clientId: string; seriesId: string | null; endsAt: string }> }): HoldFacts {
  return { lapses: row.lapses.map((at) => new Date(at)), live: row.live.map((hold) => ({ ...hold, endsAt: new Date(hold.endsAt) })) };
}

const holdFacts = prepared('hold_facts', (db) => db.select(holdFactColumns).from(NO_TABLE));

/** 429 when the client is cooling off after lapsed holds, or the assistant's calendar took its unpaid holds for the day. */
export async function assertMayHoldSlots(
  tx: Executor,
  input: { clientId: string; consultantId: string; now: Date; limits: HoldAbuseLimits },
): Promise<void> {
  const [row] = await holdFacts(tx, holdFactValues(input));
  judgeHolds(holdFactsOf(row), input);
}

/** The hold rules on facts read under both parties' locks: 429 with how long to wait, or nothing. */
export function judgeHolds({ lapses, live: holds }: HoldFacts, { clientId, now, limits }: { clientId: string; now: Date; limits: HoldAbuseLimits }): void {
  const lastLapse = lapses[0];
  if (lapses.length >= limits.lapsedBeforeCoolOff && lastLapse) {
    const waitMs = lastLapse.getTime() + limits.coolOffMs - now.getTime();
    if (waitMs > 0) throw tooMany(HOLDS_LAPSED(lapses.length), waitMs);
  }
  // A series' unpaid occurrences are one request waiting for one checkout: they count once.
  const seen = new Set<string>();
  const live = holds.filter((hold) => !hold.seriesId || (!seen.has(hold.seriesId) && seen.add(hold.seriesId)));
  const untilFirstEnds = (some: typeof live) => some[0].endsAt.getTime() - now.getTime();
  const own = live.filter((hold) => hold.clientId === clientId);
  if (own.length >= limits.perClientPerConsultant) throw tooMany(OWN_HOLDS_FULL(own.length), untilFirstEnds(own));
  if (live.length >= limits.perConsultant) throw tooMany(CALENDAR_HOLDS_FULL, untilFirstEnds(live));
}
