// How chat and message rows become the Chat and Message of the API
// (shared-api/types). A chat is always shown from one participant's side:
// `receiver` is the other one. The zod schemas are the routes' response schemas.
import { z } from 'zod';
import { MESSAGE_STATUSES } from '@marketplace/shared-api/schemas/chat';
import type { Chat, Message, MessagesPage, SentMessage, UserSummary } from '@marketplace/shared-api/types';
import type { ChatRow, MessageRow } from '../../db/schema/index';
import { userSummarySchema } from '../users/user-summary';

export const messageResponseSchema = z.object({
  id: z.string(),
  chatId: z.string(),
  text: z.string(),
  userId: z.string(),
  createdAt: z.string(),
  status: z.enum(MESSAGE_STATUSES),
  user: userSummarySchema.optional(),
}) satisfies z.ZodType<Message>;

export const chatResponseSchema = z.object({
  id: z.string(),
  userIDs: z.array(z.string()),
  receiver: userSummarySchema,
  seenBy: z.array(z.string()),
  messages: z.array(messageResponseSchema),
  lastMessage: z.string().nullable(),
  lastMessageAt: z.string().nullable(),
  lastMessageUserId: z.string().nullable(),
  startedBy: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
}) satisfies z.ZodType<Chat>;

export const messagesPageSchema = z.object({
  messages: z.array(messageResponseSchema),
  hasMore: z.boolean(),
}) satisfies z.ZodType<MessagesPage>;

export const sentMessageSchema = z.object({ chatId: z.string(), message: messageResponseSchema }) satisfies z.ZodType<SentMessage>;

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
