// The private calendar feed: each user gets a random token whose URL a calendar
// app subscribes to without signing in. The token only grants reading that
// user's booking schedule, and resetting it revokes the old URL at once.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import { calendarFeeds } from '../../db/schema/index';

const newToken = () => randomBytes(32).toString('base64url');

export function createCalendarFeeds({ db, clock }: { db: Database; clock: Clock }) {
  return {
    /** The user's token, created on first use. */
    async tokenFor(userId: string): Promise<string> {
      await db
        .insert(calendarFeeds)
        .values({ userId, token: newToken(), createdAt: clock.now() })
        .onConflictDoNothing({ target: calendarFeeds.userId });
      const [row] = await db.select({ token: calendarFeeds.token }).from(calendarFeeds).where(eq(calendarFeeds.userId, userId));
      return row.token;
    },

    /** A fresh token; the previous URL stops working. */
    async reset(userId: string): Promise<string> {
      const token = newToken();
      await db
        .insert(calendarFeeds)
        .values({ userId, token, createdAt: clock.now() })
        .onConflictDoUpdate({ target: calendarFeeds.userId, set: { token, createdAt: clock.now() } });
      return token;
    },

    /** Whose feed a token opens, or null. */
    async ownerOf(token: string): Promise<string | null> {
      const [row] = await db.select({ userId: calendarFeeds.userId }).from(calendarFeeds).where(eq(calendarFeeds.token, token));
      return row?.userId ?? null;
    },
  };
}

export type CalendarFeeds = ReturnType<typeof createCalendarFeeds>;
