// How a mail names a session's time: in marketplace time, where slots live, and
// also in the recipient's own zone when they have one that differs. The
// recipient's zone is read in recipientTimeZone alone: members have no zone of
// their own yet, so it answers null; once they do, read it there and every mail
// (reminders included) follows.
import { formatInstantInZone, zoneLabel } from '@marketplace/shared-api/format';
import type { Executor } from '../../db/database';
import { describeWhen } from '../bookings/reactions';
import { zonedToInstant } from '../bookings/time-zone';

/** The member's own time zone, or null to use marketplace time alone. The one place that decides it. */
export async function recipientTimeZone(_tx: Executor, _userId: string): Promise<string | null> {
  return null;
}

/** 'Tue, Jun 2, 2026 at 9:00 AM (Manila time)', plus ' · 2:00 AM Wed, Jun 2 (London time)' in a zone of their own. */
export function sessionWhen(date: string, startTime: string, marketplaceZone: string, ownZone: string | null): string {
  const there = `${describeWhen(date, startTime)} (${zoneLabel(marketplaceZone)})`;
  if (!ownZone || ownZone === marketplaceZone) return there;
  return `${there} · ${formatInstantInZone(zonedToInstant(date, startTime, marketplaceZone).toISOString(), ownZone, { withYear: true })}`;
}
