// When a member was last on the site, for the chat mail's "away" rule: a
// signed-in request marks them seen (at most once a minute per process), and
// while a socket of theirs stays connected the presence sweep marks them seen
// again each run, so an open tab counts as present in every process. Members
// seen while a write runs are written together in the next (gathered-writes.ts):
// a rush of first requests costs a few statements, not one each.
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import { given, listsOf, prepared } from '../../db/prepared';
import { memberPresence } from '../../db/schema/index';
import { gatheredWrites } from '../../gathered-writes';

interface Seen {
  userId: string;
  at: Date;
}

/** Members seen, each at its instant, in one statement for any number; a later time already kept stays. Built once (prepared.ts). */
const markSeen = prepared('member_presence_seen', (db) =>
  db
    .insert(memberPresence)
    .select(sql`select seen.user_id, seen.at from unnest(${given('userId')}::uuid[], ${given('at')}::timestamptz[]) as seen(user_id, at)`)
    .onConflictDoUpdate({ target: memberPresence.userId, set: { seenAt: sql`greatest(${memberPresence.seenAt}, excluded.seen_at)` } }),
);

export const PRESENCE_SWEEP = 'email.presence';
const WRITE_EVERY_MS = 60_000;

export function createPresence({ db, clock, log }: { db: Database; clock: Clock; log: FastifyBaseLogger }) {
  const lastWritten = new Map<string, number>();
  /** Sockets of each member connected to this process. */
  const connected = new Map<string, number>();

  // A member once per statement (an upsert may not touch a row twice), at the latest instant asked.
  const write = gatheredWrites<Seen>(async (seen) => {
    const latest = new Map<string, Date>();
    for (const { userId, at } of seen) if (at.getTime() > (latest.get(userId)?.getTime() ?? Number.NEGATIVE_INFINITY)) latest.set(userId, at);
    await markSeen(db, listsOf([...latest].map(([userId, at]) => ({ userId, at: at.toISOString() }))));
    for (const [userId, at] of latest) lastWritten.set(userId, at.getTime());
  });

  async function mark(userIds: string[], at: Date): Promise<void> {
    await Promise.all(userIds.map((userId) => write({ userId, at })));
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
