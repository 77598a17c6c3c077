import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  askQuestionResponseSchema,
  askQuestionSchema,
  chatHistoryQuerySchema,
  chatHistoryResponseSchema,
  chatMessageResponseSchema,
  chatRoomListResponseSchema,
  chatRoomParamsSchema,
  markChatReadSchema,
  sendChatMessageSchema,
} from '@netclass/shared';
import { currentUser } from '../../plugins/auth.js';
import { errorResponses } from '../../lib/error-responses.js';

const errors = errorResponses(400, 401, 403, 404);
const tags = ['chat'];

/** Chat rooms besides the class chat's old routes (docs/decisions/025); deleting stays `DELETE /api/messages/{id}`. */
export const chatRoomRoutes: FastifyPluginAsyncZod = async (app) => {
  const chat = app.services.chat;
  app.get(
    '/chat/rooms',
    {
      schema: {
        tags,
        summary:
          "Your chat rooms: the class chat, your courses' rooms, private questions (yours; a teacher's courses'), with unread counts",
        response: { 200: chatRoomListResponseSchema, ...errorResponses(401) },
      },
    },
    async (request) => ({
      rooms: await chat.rooms(currentUser(request)),
    }),
  );

  app.get(
    '/chat/rooms/:roomId/messages',
    {
      schema: {
        tags,
        summary: "A room's history: the newest page, or the page before `before`; oldest to newest within it",
        params: chatRoomParamsSchema,
        querystring: chatHistoryQuerySchema,
        response: { 200: chatHistoryResponseSchema, ...errors },
      },
    },
    async (request) => chat.history(currentUser(request), request.params.roomId, request.query),
  );

  app.post(
    '/chat/rooms/:roomId/messages',
    {
      config: { writeLimit: 'chat' },
      schema: {
        tags,
        summary: 'Send a message to a room (also sent live as roomMessage, or newMessage in the class chat)',
        params: chatRoomParamsSchema,
        body: sendChatMessageSchema,
        response: { 201: chatMessageResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const chatMessage = await chat.send(currentUser(request), request.params.roomId, request.body);
      return reply.status(201).send({ chat_message: chatMessage });
    },
  );

  app.put(
    '/chat/rooms/:roomId/read',
    {
      schema: {
        tags,
        summary: 'You have read the room up to this message (never moves back)',
        params: chatRoomParamsSchema,
        body: markChatReadSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await chat.markRead(currentUser(request), request.params.roomId, request.body.last_read_id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/chat/questions',
    {
      config: { writeLimit: 'chat' },
      schema: {
        tags,
        summary:
          'A student asks the teachers of a course they belong to, in their private question room (made on the first question)',
        body: askQuestionSchema,
        response: { 201: askQuestionResponseSchema, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await chat.ask(currentUser(request), request.body)),
  );
};
