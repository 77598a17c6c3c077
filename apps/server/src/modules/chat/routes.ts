import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CHAT_MESSAGES,
  chatHistoryQuerySchema,
  chatHistoryResponseSchema,
  chatMessageResponseSchema,
  idParamsSchema,
  messageResponseSchema,
  sendChatMessageSchema,
} from '@netclass/shared';
import { currentUser } from '../../plugins/auth.js';
import { errorResponses } from '../../lib/error-responses.js';

const errors = errorResponses(400, 401, 403, 404);
const tags = ['chat'];

/** The class chat (docs/product/api.md#calls `/api/messages`); live events go to the chat room. */
export const chatRoutes: FastifyPluginAsyncZod = async (app) => {
  const chat = app.services.chat;
  app.get(
    '/messages',
    {
      schema: {
        tags,
        summary: 'Chat history: the newest page, or the page before `before`; oldest to newest within it',
        querystring: chatHistoryQuerySchema,
        response: { 200: chatHistoryResponseSchema, ...errors },
      },
    },
    async (request) => chat.history(currentUser(request), 'class', request.query),
  );

  app.post(
    '/messages',
    {
      config: { writeLimit: 'chat' },
      schema: {
        tags,
        summary: 'Send a chat message (also sent live as newMessage)',
        body: sendChatMessageSchema,
        response: { 201: chatMessageResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const chatMessage = await chat.send(currentUser(request), 'class', request.body);
      return reply.status(201).send({ chat_message: chatMessage });
    },
  );

  app.delete(
    '/messages/:id',
    {
      schema: {
        tags,
        summary:
          "Delete a chat message of any room (your own; in the class chat teachers and admins any, in a course's rooms its teachers and admins)",
        params: idParamsSchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => {
      await chat.delete(currentUser(request), request.params.id);
      return { message: CHAT_MESSAGES.deleted };
    },
  );
};
