// Chat routes of SPEC section 7: POST/GET /api/chats, GET/DELETE /api/chats/{id},
// PUT /api/chats/read/{id}, GET /api/chat/find/{userId}/{otherId}.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { chatIdParamsSchema, createChatSchema, findChatParamsSchema } from '@marketplace/shared-api/schemas/chat';
import { chatListSchema, chatSchema } from '@marketplace/shared-api/schemas/chat-responses';
import { HOUR_MS, rateLimitHook } from '../../plugins/limits';
import { callerOf } from '../../plugins/auth';
import type { ChatsService } from './chats-service';

export const chatRoutes: FastifyPluginAsyncZod<{ chats: ChatsService }> = async (app, { chats }) => {
  const signedIn = { onRequest: app.auth.requireUser };
  const oneChat = { 200: chatSchema };
  // Per user: opening chats with strangers in bulk is refused (429 with Retry-After).
  const chatLimit = rateLimitHook(app, { name: 'chats-per-user', max: app.limits.chatsPerUserPerHour, windowMs: HOUR_MS });

  app.post(
    '/api/chats',
    { ...signedIn, preValidation: chatLimit, schema: { body: createChatSchema, response: { ...oneChat, 201: chatSchema } } },
    async (request, reply) => {
      const { chat, created } = await chats.open(callerOf(request).userId, request.body.receiverId);
      return reply.code(created ? 201 : 200).send(chat);
    },
  );

  app.get('/api/chats', { ...signedIn, schema: { response: { 200: chatListSchema } } }, async (request) =>
    chats.list(callerOf(request).userId),
  );

  app.get('/api/chats/:id', { ...signedIn, schema: { params: chatIdParamsSchema, response: oneChat } }, async (request) =>
    chats.get(callerOf(request).userId, request.params.id),
  );

  app.put('/api/chats/read/:id', { ...signedIn, schema: { params: chatIdParamsSchema, response: oneChat } }, async (request) =>
    chats.markRead(callerOf(request).userId, request.params.id),
  );

  app.delete('/api/chats/:id', { ...signedIn, schema: { params: chatIdParamsSchema } }, async (request, reply) => {
    await chats.delete(callerOf(request).userId, request.params.id);
    return reply.code(204).send();
  });

  app.get(
    '/api/chat/find/:userId/:otherId',
    { ...signedIn, schema: { params: findChatParamsSchema, response: oneChat } },
    async (request) => chats.find(callerOf(request).userId, request.params.userId, request.params.otherId),
  );
};
