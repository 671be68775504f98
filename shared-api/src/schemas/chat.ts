// Validation for chats, messages and notifications (SPEC sections 5 and 7),
// used by the chat forms and by the server's routes alike, so both refuse the
// same text with the same message.
import '@marketplace/shared-api/schemas/zod-config';
import { z } from 'zod';
import { NOTIFICATION_TYPES } from '@marketplace/shared-api/constants';

/** Longest message a user can send; longer text is refused with this limit in the message. */
export const MESSAGE_MAX_LENGTH = 2000;
/** Messages per page of history, unless the client asks for another size. */
export const MESSAGES_PAGE_DEFAULT = 50;
export const MESSAGES_PAGE_MAX = 200;
/** Sent instead of blank text when a user starts a chat without typing (SPEC section 2, Chat). */
export const START_CHAT_TEXT = 'Hi!';

export const MESSAGE_STATUSES = ['sending', 'sent', 'failed'] as const;

export const MESSAGE_BLANK = 'Message cannot be empty';
export const MESSAGE_TOO_LONG = `Message must be at most ${MESSAGE_MAX_LENGTH} characters`;

/** SPEC section 5: blank or whitespace-only text cannot be sent. The text is stored trimmed. */
export const messageTextSchema = z
  .string({ error: MESSAGE_BLANK })
  .trim()
  .min(1, MESSAGE_BLANK)
  .max(MESSAGE_MAX_LENGTH, MESSAGE_TOO_LONG);

/** True when the composer may send this text (the send button's enabled state). */
export const isSendableText = (text: string) => messageTextSchema.safeParse(text).success;

// Lower case, as PostgreSQL prints uuids, so ids compare equal as strings too.
const id = (name: string) => z.uuid(`${name} must be a valid id`).toLowerCase();

/**
 * The id a client gives its message before sending it, so the screen can show
 * it at once as 'sending' and a retry with the same id stores it only once.
 */
export const clientMessageIdSchema = id('id');

export const chatIdParamsSchema = z.object({ id: id('id') }).strict();
export const chatIdOfMessagesParamsSchema = z.object({ chatId: id('chatId') }).strict();
export const messageIdParamsSchema = z.object({ id: id('id') }).strict();
export const findChatParamsSchema = z.object({ userId: id('userId'), otherId: id('otherId') }).strict();

/** POST /api/chats */
export const createChatSchema = z.object({ receiverId: id('receiverId') }).strict();
export type CreateChatBody = z.output<typeof createChatSchema>;

/** POST /api/messages/{chatId}: senderId, when sent, must be the caller. */
export const postMessageSchema = z
  .object({
    text: messageTextSchema,
    senderId: id('senderId').optional(),
    id: clientMessageIdSchema.optional(),
  })
  .strict();
export type PostMessageBody = z.input<typeof postMessageSchema>;

/** POST /api/messages/send: find or create the chat with recipientId, then post. */
export const sendMessageSchema = z
  .object({
    recipientId: id('recipientId'),
    message: messageTextSchema,
    id: clientMessageIdSchema.optional(),
  })
  .strict();
export type SendMessageBody = z.input<typeof sendMessageSchema>;

/** PATCH /api/messages/{id}/status */
export const messageStatusSchema = z
  .object({ status: z.enum(MESSAGE_STATUSES, { error: `status must be one of ${MESSAGE_STATUSES.join(', ')}` }) })
  .strict();

/**
 * GET /api/messages/{chatId}: without a cursor, the newest page; `before` pages
 * back through older history; `after` returns what a reconnecting client missed.
 */
export const messagesPageQuerySchema = z
  .object({
    before: id('before').optional(),
    after: id('after').optional(),
    limit: z.coerce
      .number({ error: 'limit must be a number' })
      .int('limit must be a whole number')
      .min(1, 'limit must be at least 1')
      .max(MESSAGES_PAGE_MAX, `limit must be at most ${MESSAGES_PAGE_MAX}`)
      .default(MESSAGES_PAGE_DEFAULT),
  })
  .strict()
  .refine((query) => !(query.before && query.after), { message: 'Send before or after, not both', path: ['after'] });
export type MessagesPageQuery = z.output<typeof messagesPageQuerySchema>;

export const notificationIdParamsSchema = z.object({ id: id('id') }).strict();

export const NOTIFICATION_TITLE_MAX_LENGTH = 200;
export const NOTIFICATION_CONTENT_MAX_LENGTH = 500;

/** What a feature passes to create a notification (server side). */
export const newNotificationSchema = z.object({
  userId: id('userId'),
  type: z.enum(NOTIFICATION_TYPES),
  title: z.string().trim().min(1).max(NOTIFICATION_TITLE_MAX_LENGTH),
  content: z.string().trim().max(NOTIFICATION_CONTENT_MAX_LENGTH),
  chatId: id('chatId').nullish(),
  entityId: z.string().trim().min(1).max(100).nullish(),
});
export type NewNotification = z.input<typeof newNotificationSchema>;
