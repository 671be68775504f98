// How chat and message rows become the Chat and Message of the API
// (shared-api/types). A chat is always shown from one participant's side:
// `receiver` is the other one. The routes' response schemas are shared-api's
// schemas/chat-responses.
import type { Chat, Message, UserSummary } from '@marketplace/shared-api/types';
import type { ChatRow, MessageRow } from '../../db/schema/index';

export function toMessage(row: MessageRow): Message {
  return {
    id: row.id,
    chatId: row.chatId,
    text: row.text,
    userId: row.userId,
    createdAt: row.createdAt.toISOString(),
    status: row.status,
  };
}

export function toChat(row: ChatRow, receiver: UserSummary, messages: Message[] = []): Chat {
  return {
    id: row.id,
    userIDs: [row.userLow, row.userHigh],
    receiver,
    seenBy: row.seenBy,
    messages,
    lastMessage: row.lastMessageText,
    lastMessageAt: row.lastMessageAt?.toISOString() ?? null,
    lastMessageUserId: row.lastMessageUserId,
    startedBy: row.startedBy,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The other participant's id, seen from viewerId. */
export const otherParticipant = (row: Pick<ChatRow, 'userLow' | 'userHigh'>, viewerId: string) =>
  row.userLow === viewerId ? row.userHigh : row.userLow;
