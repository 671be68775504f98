// When a member was last on the site, for the chat mail's "away" rule: a
// signed-in request marks them seen (at most once a minute per process), and
// while a socket of theirs stays connected the presence sweep marks them seen
// again each run, so an open tab counts as present in every process.
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import { given, prepared } from '../../db/prepared';
import { memberPresence } from '../../db/schema/index';

/** Members seen at an instant, in one statement for any number; a later time already kept stays. Built once (prepared.ts). */
const markSeen = prepared('member_presence_seen', (db) =>
  db
    .insert(memberPresence)
    .select(sql`select seen.user_id, ${given('at')}::timestamptz from unnest(${given('userIds')}::uuid[]) as seen(user_id)`)
    .onConflictDoUpdate({ target: memberPresence.userId, set: { seenAt: sql`greatest(${memberPresence.seenAt}, excluded.seen_at)` } }),
);

export const PRESENCE_SWEEP = 'email.presence';
const WRITE_EVERY_MS = 60_000;

export function createPresence({ db, clock, log }: { db: Database; clock: Clock; log: FastifyBaseLogger }) {
  const lastWritten = new Map<string, number>();
  /** Sockets of each member connected to this process. */
  const connected = new Map<string, number>();

  async function mark(userIds: string[], at: Date): Promise<void> {
    if (userIds.length === 0) return;
    await markSeen(db, { userIds, at });
    for (const userId of userIds) lastWritten.set(userId, at.getTime());
  }

  return {
    /** A signed-in request: written unless this process wrote them seen within the minute; never fails the request. */
    async seen(userId: string): Promise<void> {
      const now = clock.now();
      if (now.getTime() - (lastWritten.get(userId) ?? Number.NEGATIVE_INFINITY) < WRITE_EVERY_MS) return;
      lastWritten.set(userId, now.getTime());
      await mark([userId], now).catch((error: unknown) => log.warn({ err: error }, 'presence could not be recorded'));
    },
    connect(userId: string): void {
      connected.set(userId, (connected.get(userId) ?? 0) + 1);
      mark([userId], clock.now()).catch((error: unknown) => log.warn({ err: error }, 'presence could not be recorded'));
    },
    disconnect(userId: string): void {
      const left = (connected.get(userId) ?? 1) - 1;
      if (left > 0) connected.set(userId, left);
      else connected.delete(userId);
      mark([userId], clock.now()).catch((error: unknown) => log.warn({ err: error }, 'presence could not be recorded'));
    },
    /** The sweep: everyone with a socket here is present now. */
    refresh: (now: Date) => mark([...connected.keys()], now),
  };
}

export type Presence = ReturnType<typeof createPresence>;
