// Message routes of SPEC section 7, registered under /api:
// GET/POST /messages/{chatId}, POST /messages/send, PATCH /messages/{id}/status.
// A POST answers 201 when it stored the message and 200 when the client's id
// was already stored (a retry), with the same message either way.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  chatIdOfMessagesParamsSchema,
  messageIdParamsSchema,
  messagesPageQuerySchema,
  messageStatusSchema,
  postMessageSchema,
  sendMessageSchema,
} from '@marketplace/shared-api/schemas/chat';
import { forbidden } from '../../http-error';
import { callerOf } from '../../plugins/auth';
import { participantChat } from './chat-access';
import { messageResponseSchema, messagesPageSchema, sentMessageSchema } from './chat-response';
import { listMessages, setMessageStatus } from './messages-service';
import { postMessage, sendMessageBetween } from './service';

export const SEND_AS_YOURSELF = 'You can only send messages as yourself';

export const messageRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, realtime } = app;
  const signedIn = { onRequest: app.auth.requireUser };

  app.get(
    '/messages/:chatId',
    {
      ...signedIn,
      schema: { params: chatIdOfMessagesParamsSchema, querystring: messagesPageQuerySchema, response: { 200: messagesPageSchema } },
    },
    async (request) => {
      const chat = await participantChat(db, request.params.chatId, callerOf(request).userId);
      return listMessages(db, chat, request.query);
    },
  );

  // Static segment: the router matches it before /messages/:chatId.
  app.post(
    '/messages/send',
    { ...signedIn, schema: { body: sendMessageSchema, response: { 200: sentMessageSchema, 201: sentMessageSchema } } },
    async (request, reply) => {
      const { recipientId, message: text, id } = request.body;
      const { chatId, message, created } = await sendMessageBetween(db, realtime, {
        senderId: callerOf(request).userId,
        recipientId,
        text,
        id,
      });
      return reply.code(created ? 201 : 200).send({ chatId, message });
    },
  );

  app.post(
    '/messages/:chatId',
    {
      ...signedIn,
      schema: {
        params: chatIdOfMessagesParamsSchema,
        body: postMessageSchema,
        response: { 200: messageResponseSchema, 201: messageResponseSchema },
      },
    },
    async (request, reply) => {
      const callerId = callerOf(request).userId;
      if (request.body.senderId !== undefined && request.body.senderId !== callerId) throw forbidden(SEND_AS_YOURSELF);
      const chat = await participantChat(db, request.params.chatId, callerId);
      const { message, created } = await postMessage(db, realtime, { chat, senderId: callerId, text: request.body.text, id: request.body.id });
      return reply.code(created ? 201 : 200).send(message);
    },
  );

  app.patch(
    '/messages/:id/status',
    { ...signedIn, schema: { params: messageIdParamsSchema, body: messageStatusSchema, response: { 200: messageResponseSchema } } },
    async (request) => setMessageStatus(db, realtime, callerOf(request).userId, request.params.id, request.body.status),
  );
};
