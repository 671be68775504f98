// How a mail or a checkout names a session's time: in marketplace time, where slots live, and
// also in the recipient's own zone when they saved one on /profile/update and it
// differs (a mail or the provider's checkout page has no browser to ask). The recipient's zone is the
// saved column or nothing: recipientTimeZone reads it alone, and the outbox's recipients() with the
// rest of what a mail needs of its reader.
import { formatInstantInZone, zoneLabel } from '@marketplace/shared-api/format';
import type { Executor } from '../../db/database';
import { inList, prepared } from '../../db/prepared';
import { users } from '../../db/schema/index';
import { describeWhen } from './reactions';
import { instantOf } from '@marketplace/shared-api/availability/rules';

/** Members' saved time zones, in one read: a member with none (or gone) is absent, and reads in marketplace time alone. The one place that decides it. */
const timeZonesOf = prepared('member_time_zones', (db) => db.select({ id: users.id, timeZone: users.timeZone }).from(users).where(inList(users.id, 'ids')));

export async function recipientTimeZones(tx: Executor, userIds: readonly string[]): Promise<Map<string, string>> {
  const rows = await timeZonesOf(tx, { ids: [...new Set(userIds)] });
  return new Map(rows.flatMap((row) => (row.timeZone ? [[row.id, row.timeZone] as const] : [])));
}

/** One member's saved time zone, or null to use marketplace time alone. */
export async function recipientTimeZone(tx: Executor, userId: string): Promise<string | null> {
  return (await recipientTimeZones(tx, [userId])).get(userId) ?? null;
}

/** 'Tue, Jun 2, 2026 at 9:00 AM (Manila time)', plus ' · 2:00 AM Wed, Jun 2 (London time)' in a zone of their own. */
export function sessionWhen(date: string, startTime: string, marketplaceZone: string, ownZone: string | null): string {
  const there = `${describeWhen(date, startTime)} (${zoneLabel(marketplaceZone)})`;
  if (!ownZone || ownZone === marketplaceZone) return there;
  return `${there} · ${formatInstantInZone(instantOf(date, startTime, marketplaceZone).toISOString(), ownZone, { withYear: true })}`;
}

/**
 * How a notice to each of userIds writes a session's date and time: describeWhen's words, with the
 * reader's own time beside them when they saved a zone. `known`: the zones the change already read
 * (its mails', in its transaction), used when they hold every reader's; otherwise one read for all.
 */
export async function readersSessionWhen(
  executor: Executor,
  { userIds, timeZone, known }: { userIds: string[]; timeZone: string; known?: ReadonlyMap<string, string | null> },
): Promise<(userId: string) => (date: string, startTime: string) => string> {
  const zones: ReadonlyMap<string, string | null> = known && userIds.every((id) => known.has(id)) ? known : await recipientTimeZones(executor, userIds);
  return (userId) => {
    const ownZone = zones.get(userId);
    return ownZone && ownZone !== timeZone ? (date, startTime) => sessionWhen(date, startTime, timeZone, ownZone) : describeWhen;
  };
}
