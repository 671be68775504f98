// Message routes of SPEC section 7: GET/POST /api/messages/{chatId},
// POST /api/messages/send, PATCH /api/messages/{id}/status.
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
import { messageSchema, messagesPageSchema, sentMessageSchema } from '@marketplace/shared-api/schemas/chat-responses';
import { forbidden } from '../../http-error';
import { callerOf } from '../../plugins/auth';
import { MINUTE_MS, rateLimitHook } from '../../plugins/limits';
import type { MessagesService } from './messages-service';

export const SEND_AS_YOURSELF = 'You can only send messages as yourself';

export const messageRoutes: FastifyPluginAsyncZod<{ messages: MessagesService }> = async (app, { messages }) => {
  const signedIn = { onRequest: app.auth.requireUser };
  // Per user, over both ways of sending: a burst of messages to strangers is refused (429 with Retry-After).
  const messageLimit = rateLimitHook(app, { name: 'messages-per-user', max: app.limits.messagesPerUserPerMinute, windowMs: MINUTE_MS });

  app.get(
    '/api/messages/:chatId',
    {
      ...signedIn,
      schema: { params: chatIdOfMessagesParamsSchema, querystring: messagesPageQuerySchema, response: { 200: messagesPageSchema } },
    },
    async (request) => messages.page(callerOf(request).userId, request.params.chatId, request.query),
  );

  // Static segment: the router matches it before /api/messages/:chatId.
  app.post(
    '/api/messages/send',
    { ...signedIn, preValidation: messageLimit, schema: { body: sendMessageSchema, response: { 200: sentMessageSchema, 201: sentMessageSchema } } },
    async (request, reply) => {
      const { recipientId, message: text, id } = request.body;
      const { chatId, message, created } = await messages.sendBetween({ senderId: callerOf(request).userId, recipientId, text, id });
      return reply.code(created ? 201 : 200).send({ chatId, message });
    },
  );

  app.post(
    '/api/messages/:chatId',
    {
      ...signedIn,
      preValidation: messageLimit,
      schema: {
        params: chatIdOfMessagesParamsSchema,
        body: postMessageSchema,
        response: { 200: messageSchema, 201: messageSchema },
      },
    },
    async (request, reply) => {
      const callerId = callerOf(request).userId;
      if (request.body.senderId !== undefined && request.body.senderId !== callerId) throw forbidden(SEND_AS_YOURSELF);
      const { message, created } = await messages.postToChat(callerId, request.params.chatId, { text: request.body.text, id: request.body.id });
      return reply.code(created ? 201 : 200).send(message);
    },
  );

  app.patch(
    '/api/messages/:id/status',
    { ...signedIn, schema: { params: messageIdParamsSchema, body: messageStatusSchema, response: { 200: messageSchema } } },
    async (request) => messages.setStatus(callerOf(request).userId, request.params.id, request.body.status),
  );
};
