// The chat feature: builds the messages and chats services once, registers the
// chat and message routes, and returns the messages service, the one way other
// features post a message (bookings' cancellation note and thank-you).
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import type { NotificationsService, UserEmitter } from '../notifications/service';
import type { ChatMails } from '../email/chat-mails';
import { createChatsService } from './chats-service';
import { messageRoutes } from './message-routes';
import { createMessagesService, type MessagesService } from './messages-service';
import { chatRoutes } from './routes';

export interface ChatDeps {
  db: Database;
  clock: Clock;
  realtime: UserEmitter;
  notifications: Pick<NotificationsService, 'notifyChatMessage' | 'markChatRead' | 'pushUnreadCount'>;
  mails: ChatMails;
}

export async function registerChat(app: FastifyInstance, deps: ChatDeps): Promise<MessagesService> {
  const messages = createMessagesService(deps);
  const chats = createChatsService(deps);
  await app.register(chatRoutes, { chats });
  await app.register(messageRoutes, { messages });
  return messages;
}
