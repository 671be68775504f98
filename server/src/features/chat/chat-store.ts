// Finding and creating the one chat of a pair of users.
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { chats, type ChatRow } from '../../db/schema/index';
import { orderedPair } from './chat-access';

export async function findChatBetween(db: Database, a: string, b: string): Promise<ChatRow | null> {
  const pair = orderedPair(a, b);
  const [row] = await db
    .select()
    .from(chats)
    .where(and(eq(chats.userLow, pair.userLow), eq(chats.userHigh, pair.userHigh)))
    .limit(1);
  return row ?? null;
}

/** The pair's chat, created (started by startedBy) when there is none; safe when both open it at once. */
export async function findOrCreateChat(db: Database, startedBy: string, otherId: string): Promise<{ chat: ChatRow; created: boolean }> {
  const [created] = await db
    .insert(chats)
    .values({ ...orderedPair(startedBy, otherId), startedBy })
    .onConflictDoNothing({ target: [chats.userLow, chats.userHigh] })
    .returning();
  if (created) return { chat: created, created: true };
  const existing = await findChatBetween(db, startedBy, otherId);
  // Only a delete racing this very call could leave nothing; the caller retries like any failed request.
  if (!existing) throw new Error('chat vanished between insert and select');
  return { chat: existing, created: false };
}
