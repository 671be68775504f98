// Who may touch a chat: its two participants, nobody else. An outsider gets
// the same 404 as for a chat that does not exist, so ids cannot be probed.
import { and, eq, or } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { chats, users, type ChatRow } from '../../db/schema/index';
import { HttpError, notFound } from '../../http-error';

export const CHAT_NOT_FOUND = 'Chat not found';
export const USER_NOT_FOUND = 'User not found';
export const NO_SELF_CHAT = 'You cannot chat with yourself';

export const isParticipant = (row: Pick<ChatRow, 'userLow' | 'userHigh'>, userId: string) =>
  row.userLow === userId || row.userHigh === userId;

/** The chat when userId takes part in it; 404 otherwise. */
export async function participantChat(db: Database, chatId: string, userId: string): Promise<ChatRow> {
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
export async function assertCanChatWith(db: Database, userId: string, otherId: string, field: string): Promise<void> {
  if (userId === otherId) throw new HttpError(400, NO_SELF_CHAT, field);
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, otherId)).limit(1);
  if (!row) throw notFound(USER_NOT_FOUND);
}
