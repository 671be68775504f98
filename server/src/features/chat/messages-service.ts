// Messages: a chat's history for its participants, posting (the one way any
// feature puts a message in a chat) and the sender's status changes.
//
// For other features (given the service as a dependency, e.g. bookings on
// cancel and completion, premium applications):
//   const { chatId, message } = await chat.sendBetween({
//     senderId, recipientId, text,          // text: 1..MESSAGE_MAX_LENGTH after trimming
//     id,                                    // optional client id; a retry with the same id stores one message
//   });
// It resolves to { chatId, message, created } (created false for a retried id).
// It finds or creates the two users' chat, stores the message, emits
// SOCKET_EVENTS.newMessage { chatId, message } to both participants' rooms and
// refreshes the recipient's unread MESSAGE notification (SOCKET_EVENTS.notification).
// Errors are HttpErrors: 400 blank or too long text, 400 sending to oneself,
// 404 unknown recipient, 409 an id already used for another message.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { messageTextSchema } from '@marketplace/shared-api/schemas/chat';
import { SOCKET_EVENTS } from '@marketplace/shared-api/socket/events';
import type { Message, MessagesPage } from '@marketplace/shared-api/types';
import { fullName } from '@marketplace/shared-api/format';
import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import { uniqueViolationConstraint } from '../../db/errors';
import { chats, messages, users, type ChatRow, type MessageRow } from '../../db/schema/index';
import { forbidden, HttpError, notFound } from '../../http-error';
import type { NotificationsService, UserEmitter } from '../notifications/service';
import type { ChatMails } from './chat-mails';
import { otherParticipant, toMessage } from './chat-response';
import { assertCanChatWith, CHAT_NOT_FOUND, findOrCreateChat, isParticipant, participantChat } from './chat-queries';
import { messageHistory, type HistoryQuery } from './message-history';

export const MESSAGE_ID_TAKEN = 'This message id is already used by another message';
export const MESSAGE_NOT_FOUND = 'Message not found';
export const SENDER_ONLY_STATUS = "Only the sender can change a message's status";
/** Notification content shows the start of a long message. */
export const NOTIFICATION_PREVIEW_LENGTH = 140;

export interface SendBetween {
  senderId: string;
  recipientId: string;
  text: string;
  /** The client's id for the message; generated when absent. */
  id?: string;
}

export interface PostedMessage {
  chatId: string;
  message: Message;
  /** False when this id was already stored (a retried send): nothing new was emitted. */
  created: boolean;
}

export interface MessagesServiceDeps {
  db: Database;
  clock: Clock;
  realtime: UserEmitter;
  notifications: Pick<NotificationsService, 'notifyChatMessage'>;
  /** Emails the message to a recipient who is away, in the message's transaction. */
  mails: ChatMails;
}

/** Validates like the routes do, so a feature calling in gets the same 400 a user would. */
function validText(text: string): string {
  const parsed = messageTextSchema.safeParse(text);
  if (!parsed.success) throw new HttpError(400, parsed.error.issues[0]?.message ?? 'Message is invalid', 'text');
  return parsed.data;
}

export function createMessagesService({ db, clock, realtime, notifications, mails }: MessagesServiceDeps) {
  async function announce(chat: ChatRow, message: Message): Promise<void> {
    const recipientId = otherParticipant(chat, message.userId);
    // Both rooms: the sender's other tabs show the message too.
    realtime.emitToUser(recipientId, SOCKET_EVENTS.newMessage, { chatId: chat.id, message });
    realtime.emitToUser(message.userId, SOCKET_EVENTS.newMessage, { chatId: chat.id, message });
    const [sender] = await db
      .select({ firstName: users.firstName, lastName: users.lastName, username: users.username })
      .from(users)
      .where(eq(users.id, message.userId))
      .limit(1);
    const preview =
      message.text.length > NOTIFICATION_PREVIEW_LENGTH ? `${message.text.slice(0, NOTIFICATION_PREVIEW_LENGTH - 1)}…` : message.text;
    await notifications.notifyChatMessage({
      userId: recipientId,
      chatId: chat.id,
      title: `New message from ${sender ? fullName(sender) : 'someone'}`,
      content: preview,
    });
  }

  /**
   * Stores a message in a chat the sender takes part in (the caller checked
   * that) and tells both participants. Idempotent on the message id.
   */
  async function post(input: { chat: ChatRow; senderId: string; text: string; id?: string }): Promise<PostedMessage> {
    const text = validText(input.text);
    const id = input.id ?? randomUUID();
    const chatId = input.chat.id;
    let stored: { row: MessageRow; created: boolean };
    try {
      stored = await db.transaction(async (tx) => {
        // Locking the chat row serialises this chat's sends: seq follows commit
        // order (so "after" catch-up misses nothing) and a retried id is seen here.
        const [locked] = await tx.select().from(chats).where(eq(chats.id, chatId)).for('update');
        if (!locked) throw notFound(CHAT_NOT_FOUND);
        const [existing] = await tx.select().from(messages).where(eq(messages.id, id)).limit(1);
        if (existing) {
          const sameMessage = existing.chatId === chatId && existing.userId === input.senderId && existing.text === text;
          if (!sameMessage) throw new HttpError(409, MESSAGE_ID_TAKEN, 'id');
          return { row: existing, created: false };
        }
        const seq = locked.lastSeq + 1;
        const now = clock.now();
        const [row] = await tx.insert(messages).values({ id, chatId, userId: input.senderId, seq, text, createdAt: now }).returning();
        await tx
          .update(chats)
          .set({
            lastSeq: seq,
            lastMessageText: text,
            lastMessageUserId: input.senderId,
            lastMessageAt: row.createdAt,
            seenBy: [input.senderId],
            updatedAt: now,
          })
          .where(eq(chats.id, chatId));
        const recipientId = otherParticipant(locked, input.senderId);
        await mails.inTransaction(tx, { chatId, messageId: id, senderId: input.senderId, recipientId, text, now });
        return { row, created: true };
      });
    } catch (error) {
      // The same id sent at once to two different chats: the primary key decides.
      if (uniqueViolationConstraint(error) === 'messages_pkey') throw new HttpError(409, MESSAGE_ID_TAKEN, 'id');
      throw error;
    }

    const message = toMessage(stored.row);
    if (stored.created) await announce(input.chat, message);
    return { chatId, message, created: stored.created };
  }

  return {
    /** GET /api/messages/{chatId}: a page of history, for participants only. */
    async page(callerId: string, chatId: string, query: HistoryQuery): Promise<MessagesPage> {
      return messageHistory(db, await participantChat(db, chatId, callerId), query);
    },

    /** POST /api/messages/{chatId}: the caller posts in a chat of theirs. */
    async postToChat(callerId: string, chatId: string, input: { text: string; id?: string }): Promise<PostedMessage> {
      const chat = await participantChat(db, chatId, callerId);
      return post({ chat, senderId: callerId, ...input });
    },

    /** Posts from one user to another, finding or creating their chat (see the header). */
    async sendBetween(input: SendBetween): Promise<PostedMessage> {
      const text = validText(input.text);
      await assertCanChatWith(db, input.senderId, input.recipientId, 'recipientId');
      const { chat } = await findOrCreateChat(db, input.senderId, input.recipientId, clock.now());
      return post({ chat, senderId: input.senderId, text, id: input.id });
    },

    /** PATCH /api/messages/{id}/status: the sender's own message; both participants hear of it. */
    async setStatus(callerId: string, messageId: string, status: Message['status']): Promise<Message> {
      const [found] = await db
        .select({ message: messages, chat: chats })
        .from(messages)
        .innerJoin(chats, eq(chats.id, messages.chatId))
        .where(eq(messages.id, messageId))
        .limit(1);
      // Outsiders learn nothing, not even that the id exists.
      if (!found || !isParticipant(found.chat, callerId)) throw notFound(MESSAGE_NOT_FOUND);
      if (found.message.userId !== callerId) throw forbidden(SENDER_ONLY_STATUS);
      const [row] = await db.update(messages).set({ status }).where(eq(messages.id, messageId)).returning();
      const message = toMessage(row ?? found.message);
      for (const userId of [found.chat.userLow, found.chat.userHigh]) {
        realtime.emitToUser(userId, SOCKET_EVENTS.messageStatus, { chatId: found.chat.id, messageId, status: message.status });
      }
      return message;
    },
  };
}

export type MessagesService = ReturnType<typeof createMessagesService>;
