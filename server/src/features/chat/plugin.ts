// The chat feature: builds the messages and chats services once, registers the
// chat and message routes, and returns the messages service, the one way other
// features post a message (bookings' cancellation note and thank-you). A message
// to someone away is also mailed (chat-mails.ts), through the email feature's outbox.
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import type { Outbox } from '../email/outbox';
import type { NotificationsService, UserEmitter } from '../notifications/service';
import { createChatMails } from './chat-mails';
import { createChatsService } from './chats-service';
import { messageRoutes } from './message-routes';
import { createMessagesService, type MessagesService } from './messages-service';
import { chatRoutes } from './routes';

export interface ChatDeps {
  db: Database;
  clock: Clock;
  realtime: UserEmitter;
  notifications: Pick<NotificationsService, 'notifyChatMessage' | 'markChatRead' | 'pushUnreadCount'>;
  /** A message is mailed to a recipient who is away, in the message's transaction. */
  outbox: Pick<Outbox, 'write'>;
}

export async function registerChat(app: FastifyInstance, deps: ChatDeps): Promise<MessagesService> {
  const messages = createMessagesService({ ...deps, mails: createChatMails({ outbox: deps.outbox }) });
  const chats = createChatsService(deps);
  await app.register(chatRoutes, { chats });
  await app.register(messageRoutes, { messages });
  return messages;
}
