// Chat routes of SPEC section 7, registered under /api: POST/GET /chats,
// GET/DELETE /chats/{id}, PUT /chats/read/{id}, GET /chat/find/{userId}/{otherId}.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { chatIdParamsSchema, createChatSchema, findChatParamsSchema } from '@marketplace/shared-api/schemas/chat';
import { z } from 'zod';
import { callerOf } from '../../plugins/auth';
import { chatResponseSchema } from './chat-response';
import { deleteChat, findChat, getChat, listChats, markChatRead, openChat } from './chats-service';

export const chatRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, realtime } = app;
  const signedIn = { onRequest: app.auth.requireUser };
  const oneChat = { 200: chatResponseSchema };

  app.post(
    '/chats',
    { ...signedIn, schema: { body: createChatSchema, response: { ...oneChat, 201: chatResponseSchema } } },
    async (request, reply) => {
      const { chat, created } = await openChat(db, callerOf(request).userId, request.body.receiverId);
      return reply.code(created ? 201 : 200).send(chat);
    },
  );

  app.get('/chats', { ...signedIn, schema: { response: { 200: z.array(chatResponseSchema) } } }, async (request) =>
    listChats(db, callerOf(request).userId),
  );

  app.get('/chats/:id', { ...signedIn, schema: { params: chatIdParamsSchema, response: oneChat } }, async (request) =>
    getChat(db, callerOf(request).userId, request.params.id),
  );

  app.put('/chats/read/:id', { ...signedIn, schema: { params: chatIdParamsSchema, response: oneChat } }, async (request) =>
    markChatRead(db, realtime, callerOf(request).userId, request.params.id),
  );

  app.delete('/chats/:id', { ...signedIn, schema: { params: chatIdParamsSchema } }, async (request, reply) => {
    await deleteChat(db, realtime, callerOf(request).userId, request.params.id);
    return reply.code(204).send();
  });

  app.get(
    '/chat/find/:userId/:otherId',
    { ...signedIn, schema: { params: findChatParamsSchema, response: oneChat } },
    async (request) => findChat(db, callerOf(request).userId, request.params.userId, request.params.otherId),
  );
};
