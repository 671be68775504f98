// The chat feature's queries on its tables, for its two services: who may
// touch a chat (its two participants, nobody else: an outsider gets the same
// 404 as for a chat that does not exist, so ids cannot be probed), and the one
// chat of a pair of users.
import { and, eq, or } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { chats, users, type ChatRow } from '../../db/schema/index';
import { HttpError, notFound } from '../../http-error';
import { USER_NOT_FOUND } from '../users/service';

export const CHAT_NOT_FOUND = 'Chat not found';
export const NO_SELF_CHAT = 'You cannot chat with yourself';

export const isParticipant = (row: Pick<ChatRow, 'userLow' | 'userHigh'>, userId: string) =>
  row.userLow === userId || row.userHigh === userId;

/** The chat when userId takes part in it; 404 otherwise. */
export async function participantChat(db: Executor, chatId: string, userId: string): Promise<ChatRow> {
  const [row] = await db
    .select()
    .from(chats)
    .where(and(eq(chats.id, chatId), or(eq(chats.userLow, userId), eq(chats.userHigh, userId))))
    .limit(1);
  if (!row) throw notFound(CHAT_NOT_FOUND);
  return row;
}

/** The canonical (low, high) order of a pair, as the chats table stores it. */
export function orderedPair(a: string, b: string): { userLow: string; userHigh: string } {
  return a < b ? { userLow: a, userHigh: b } : { userLow: b, userHigh: a };
}

/** 400 for a chat with oneself, 404 for a user that does not exist. */
export async function assertCanChatWith(db: Executor, userId: string, otherId: string, field: string): Promise<void> {
  if (userId === otherId) throw new HttpError(400, NO_SELF_CHAT, field);
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, otherId)).limit(1);
  if (!row) throw notFound(USER_NOT_FOUND);
}

export async function findChatBetween(db: Executor, a: string, b: string): Promise<ChatRow | null> {
  const pair = orderedPair(a, b);
  const [row] = await db
    .select()
    .from(chats)
    .where(and(eq(chats.userLow, pair.userLow), eq(chats.userHigh, pair.userHigh)))
    .limit(1);
  return row ?? null;
}

/** The pair's chat, created (started by startedBy, at `now`) when there is none; safe when both open it at once. */
export async function findOrCreateChat(
  db: Executor,
  startedBy: string,
  otherId: string,
  now: Date,
): Promise<{ chat: ChatRow; created: boolean }> {
  const [created] = await db
    .insert(chats)
    .values({ ...orderedPair(startedBy, otherId), startedBy, createdAt: now, updatedAt: now })
    .onConflictDoNothing({ target: [chats.userLow, chats.userHigh] })
    .returning();
  if (created) return { chat: created, created: true };
  const existing = await findChatBetween(db, startedBy, otherId);
  // Only a delete racing this very call could leave nothing; the caller retries like any failed request.
  if (!existing) throw new Error('chat vanished between insert and select');
  return { chat: existing, created: false };
}
