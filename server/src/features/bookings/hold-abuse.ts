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
import { and, asc, desc, eq, gt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { prepared } from '../../db/prepared';
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

/** A client's holds that lapsed unpaid since dayAgo, newest first: as many as make a cool-off. */
const recentLapses = prepared('holds_lapsed_recently', (db) =>
  db
    .select({ at: bookings.cancelledAt })
    .from(bookings)
    .where(and(eq(bookings.clientId, sql.placeholder('clientId')), eq(bookings.cancelCause, 'hold_expired'), gt(bookings.cancelledAt, sql.placeholder('dayAgo'))))
    .orderBy(desc(bookings.cancelledAt))
    .limit(sql.placeholder('limit')),
);

/** Live holds on a calendar, soonest to end first (the index on unpaid holds by creation time finds them). */
const liveHolds = prepared('holds_live_on_calendar', (db) =>
  db
    .select({ clientId: bookings.clientId, seriesId: bookings.seriesId, endsAt: bookings.holdExpiresAt })
    .from(bookings)
    .where(
      and(
        eq(bookings.consultantId, sql.placeholder('consultantId')),
        eq(bookings.paymentStatus, 'UNPAID'),
        eq(bookings.status, 'PENDING'),
        gt(bookings.createdAt, sql.placeholder('madeAfter')),
        gt(bookings.holdExpiresAt, sql.placeholder('now')),
      ),
    )
    .orderBy(asc(bookings.holdExpiresAt)),
);

/** 429 when the client is cooling off after lapsed holds, or the assistant's calendar took its unpaid holds for the day. */
export async function assertMayHoldSlots(
  tx: Executor,
  { clientId, consultantId, now, limits }: { clientId: string; consultantId: string; now: Date; limits: HoldAbuseLimits },
): Promise<void> {
  const dayAgo = new Date(now.getTime() - DAY_MS);
  const lapses = await recentLapses(tx, { clientId, dayAgo, limit: limits.lapsedBeforeCoolOff });
  const lastLapse = lapses[0]?.at;
  if (lapses.length >= limits.lapsedBeforeCoolOff && lastLapse) {
    const waitMs = lastLapse.getTime() + limits.coolOffMs - now.getTime();
    if (waitMs > 0) throw tooMany(HOLDS_LAPSED(lapses.length), waitMs);
  }

  const rows = await liveHolds(tx, { consultantId, madeAfter: new Date(now.getTime() - limits.holdMs), now });
  // A series' unpaid occurrences are one request waiting for one checkout: they count once.
  const seen = new Set<string>();
  const live = rows.filter((row) => !row.seriesId || (!seen.has(row.seriesId) && seen.add(row.seriesId)));
  const untilFirstEnds = (holds: typeof live) => (holds[0].endsAt as Date).getTime() - now.getTime();
  const own = live.filter((hold) => hold.clientId === clientId);
  if (own.length >= limits.perClientPerConsultant) throw tooMany(OWN_HOLDS_FULL(own.length), untilFirstEnds(own));
  if (live.length >= limits.perConsultant) throw tooMany(CALENDAR_HOLDS_FULL, untilFirstEnds(live));
}
