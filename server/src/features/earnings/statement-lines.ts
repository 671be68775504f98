// A month's statement lines from the journal, so every line adds up:
// gross - refunded - fee = you receive. A session is one line under its current
// date (a rescheduled booking is listed when it happens now), with the refunds
// made before its earning could be paid out. A refund made once the earning was
// available to withdraw (it may already be in the assistant's wallet) does not
// rewrite that line: it is a line of its own, dated when it was made, taking back
// its share (negative), so a statement already read and paid stays true.
import type { EarningsStatement } from '@marketplace/shared-api/types';
import type { EarningRow, MoneyEntryRow } from '../../db/schema/index';
import { wallTime } from '@marketplace/shared-api/time/wall-clock';

type Line = EarningsStatement['lines'][number];

export interface StatementEarning {
  earning: EarningRow;
  /** The booking's date now (it follows a reschedule); the earning's own when the booking is gone. */
  date: string;
}

/** One refund of a booking as the journal wrote it: what went back, and the fee's and the assistant's parts. */
interface RefundMovement {
  at: Date;
  refundedCentavos: number;
  feeCentavos: number;
  assistantCentavos: number;
}

/** The refund movements of a booking, from its journal entries. */
function refundsOf(entries: MoneyEntryRow[]): RefundMovement[] {
  const byMovement = new Map<string, RefundMovement>();
  for (const entry of entries) {
    if (entry.reason !== 'refund') continue;
    const movement = byMovement.get(entry.movementKey) ?? { at: entry.createdAt, refundedCentavos: 0, feeCentavos: 0, assistantCentavos: 0 };
    if (entry.account === 'refunds') movement.refundedCentavos += entry.amountCentavos;
    else if (entry.account === 'platform_fees') movement.feeCentavos -= entry.amountCentavos;
    else if (entry.account === 'assistant_payable') movement.assistantCentavos -= entry.amountCentavos;
    byMovement.set(entry.movementKey, movement);
  }
  return [...byMovement.values()];
}

/** When the earning first became available to withdraw, or null if it never has. */
function availableSince(entries: MoneyEntryRow[]): Date | null {
  const times = entries
    .filter((entry) => entry.account === 'assistant_payable' && entry.state === 'available' && entry.amountCentavos > 0)
    .map((entry) => entry.createdAt.getTime());
  return times.length ? new Date(Math.min(...times)) : null;
}

/** The month's lines of an assistant's sessions: entriesByBooking holds each booking's journal entries. */
export function sessionLines(sessions: StatementEarning[], entriesByBooking: Map<string, MoneyEntryRow[]>, month: string, timeZone: string): Line[] {
  const lines: Line[] = [];
  for (const { earning, date } of sessions) {
    const entries = entriesByBooking.get(earning.bookingId) ?? [];
    const since = availableSince(entries);
    // Strictly after: a dispute refund and the release of what is left are written at the same instant.
    const late = refundsOf(entries).filter((refund) => since !== null && refund.at.getTime() > since.getTime());
    const lateSum = (pick: (refund: RefundMovement) => number) => late.reduce((total, refund) => total + pick(refund), 0);
    const description = `Session with ${earning.clientName}`;
    if (date.startsWith(month)) {
      lines.push({
        date,
        description,
        bookingReference: earning.bookingReference,
        grossCentavos: earning.grossCentavos,
        refundedCentavos: earning.refundedCentavos - lateSum((refund) => refund.refundedCentavos),
        feeCentavos: earning.feeCentavos + lateSum((refund) => refund.feeCentavos),
        netCentavos: earning.netCentavos + lateSum((refund) => refund.assistantCentavos),
      });
    }
    for (const refund of late) {
      const refundDate = wallTime(timeZone, refund.at).date;
      if (!refundDate.startsWith(month)) continue;
      lines.push({
        date: refundDate,
        description: `Refund after payout: ${description.charAt(0).toLowerCase()}${description.slice(1)}`,
        bookingReference: earning.bookingReference,
        grossCentavos: 0,
        refundedCentavos: refund.refundedCentavos,
        feeCentavos: -refund.feeCentavos,
        netCentavos: -refund.assistantCentavos,
      });
    }
  }
  return lines;
}
