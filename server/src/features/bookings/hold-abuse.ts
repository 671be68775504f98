// Unpaid holds are how a calendar gets squatted: a priced request holds its
// slots for the payment hold without paying, and lapses; asked again the moment
// it lapses, it holds them again. Two consequences, both counted from the
// bookings themselves (so they hold across restarts and processes):
//   - a client whose unpaid holds lapsed lapsedBeforeCoolOff times within a
//     day holds nothing more until coolOffMs after the last lapse;
//   - one assistant's calendar takes at most perConsultantPerDay unpaid holds
//     a day, from all clients together (holds that were paid do not count).
// Both answer 429 with Retry-After and say how long to wait. They run inside
// the creating transaction, after both parties' rows are locked, so parallel
// requests cannot outrun the counts.
import { and, desc, eq, gt, isNotNull } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { bookings } from '../../db/schema/index';
import { HttpError } from '../../http-error';
import { HOUR_MS, MINUTE_MS } from '../../plugins/limits';

export interface HoldAbuseLimits {
  /** Lapsed unpaid holds within a day after which a client must wait. */
  lapsedBeforeCoolOff: number;
  /** How long after the last lapse such a client may hold slots again. */
  coolOffMs: number;
  /** Unpaid holds one assistant's calendar takes a day, from every client together. */
  perConsultantPerDay: number;
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
  new HttpError(429, message(waitText(waitMs)), undefined, { 'retry-after': String(Math.max(1, Math.ceil(waitMs / 1000))) });

export const HOLDS_LAPSED = (count: number) => (wait: string) =>
  `${count} of your booking requests expired unpaid in the last day. You can request a new booking in ${wait}.`;
export const CALENDAR_HOLDS_FULL = (wait: string) => `This assistant has too many unpaid requests right now. Try again in ${wait}.`;

/** 429 when the client is cooling off after lapsed holds, or the assistant's calendar took its unpaid holds for the day. */
export async function assertMayHoldSlots(
  tx: Executor,
  { clientId, consultantId, now, limits }: { clientId: string; consultantId: string; now: Date; limits: HoldAbuseLimits },
): Promise<void> {
  const dayAgo = new Date(now.getTime() - DAY_MS);
  const lapses = await tx
    .select({ at: bookings.cancelledAt })
    .from(bookings)
    .where(and(eq(bookings.clientId, clientId), eq(bookings.cancelCause, 'hold_expired'), gt(bookings.cancelledAt, dayAgo)))
    .orderBy(desc(bookings.cancelledAt))
    .limit(limits.lapsedBeforeCoolOff);
  const lastLapse = lapses[0]?.at;
  if (lapses.length >= limits.lapsedBeforeCoolOff && lastLapse) {
    const waitMs = lastLapse.getTime() + limits.coolOffMs - now.getTime();
    if (waitMs > 0) throw tooMany(HOLDS_LAPSED(lapses.length), waitMs);
  }

  const unpaid = await tx
    .select({ at: bookings.createdAt })
    .from(bookings)
    .where(
      and(
        eq(bookings.consultantId, consultantId),
        eq(bookings.paymentStatus, 'UNPAID'),
        isNotNull(bookings.holdExpiresAt),
        gt(bookings.createdAt, dayAgo),
      ),
    )
    .orderBy(desc(bookings.createdAt))
    .limit(limits.perConsultantPerDay);
  if (unpaid.length >= limits.perConsultantPerDay) {
    // Room comes back when the oldest of the day's holds counted here is a day old.
    const oldest = unpaid[unpaid.length - 1].at;
    throw tooMany(CALENDAR_HOLDS_FULL, oldest.getTime() + DAY_MS - now.getTime());
  }
}
