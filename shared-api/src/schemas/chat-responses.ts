// What the chat and message routes answer (their response schemas on the
// server); the types of shared-api/types are inferred from them. A chat is
// always shown from one participant's side: `receiver` is the other one.
import '@marketplace/shared-api/schemas/zod-config';
import { z } from 'zod';
import { MESSAGE_STATUSES } from '@marketplace/shared-api/schemas/chat';
import { userSummarySchema } from '@marketplace/shared-api/schemas/users-responses';

export const messageSchema = z.object({
  id: z.string(),
  chatId: z.string(),
  text: z.string(),
  userId: z.string(),
  createdAt: z.string(),
  status: z.enum(MESSAGE_STATUSES),
  user: userSummarySchema.optional(),
});

export const chatSchema = z.object({
  id: z.string(),
  userIDs: z.array(z.string()),
  /** The other participant, as seen by the caller. */
  receiver: userSummarySchema,
  /** Who has seen the newest message; a new message resets it to its sender. */
  seenBy: z.array(z.string()),
  /** The newest messages, oldest first (empty in lists; page with GET /messages/{chatId}). */
  messages: z.array(messageSchema),
  lastMessage: z.string().nullable(),
  lastMessageAt: z.string().nullable(),
  lastMessageUserId: z.string().nullable(),
  /** Who opened the chat: the other participant's chats are 'Received', one's own 'Sent'. */
  startedBy: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

export const chatListSchema = z.array(chatSchema);

/** One page of a conversation, oldest first. */
export const messagesPageSchema = z.object({
  messages: z.array(messageSchema),
  /** More messages exist beyond this page in the direction asked (older for before, newer for after). */
  hasMore: z.boolean(),
});

/** POST /api/messages/send answers where the message went. */
export const sentMessageSchema = z.object({ chatId: z.string(), message: messageSchema });
