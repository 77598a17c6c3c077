import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  COMMENT_MESSAGES,
  commentDeletedResponseSchema,
  commentListQuerySchema,
  commentListResponseSchema,
  commentResponseSchema,
  createCommentSchema,
  idParamsSchema,
  lessonCommentsParamsSchema,
} from '@netclass/shared';
import { currentUser } from '../../plugins/auth.js';
import { errorResponses } from '../../lib/error-responses.js';

const errors = errorResponses(400, 401, 403, 404, 409);
const tags = ['comments'];

/** Lesson comments (docs/product/api.md#calls `/api/comments`); live events go to the lesson's course room. */
export const commentRoutes: FastifyPluginAsyncZod = async (app) => {
  const comments = app.services.comments;
  app.get(
    '/comments/lesson/:lessonId',
    {
      schema: {
        tags,
        summary: "A page of a lesson's threads, newest first, each with all its replies (flat, with parent_id)",
        params: lessonCommentsParamsSchema,
        querystring: commentListQuerySchema,
        response: { 200: commentListResponseSchema, ...errors },
      },
    },
    async (request) => comments.list(currentUser(request), request.params.lessonId, request.query),
  );

  app.post(
    '/comments',
    {
      config: { writeLimit: 'comment' },
      schema: {
        tags,
        summary: "Comment on a lesson, or reply with parent_id (notifies the parent's author)",
        body: createCommentSchema,
        response: { 201: commentResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const comment = await comments.create(currentUser(request), request.body);
      return reply.status(201).send({ comment });
    },
  );

  // The old client sends {lesson_id} in the body; it is accepted and ignored.
  app.delete(
    '/comments/:id',
    {
      schema: {
        tags,
        summary: 'Delete a comment (your own; teachers and admins any); one with replies stays as a placeholder',
        params: idParamsSchema,
        response: { 200: commentDeletedResponseSchema, ...errors },
      },
    },
    async (request) => ({
      message: COMMENT_MESSAGES.deleted,
      ...(await comments.delete(currentUser(request), request.params.id)),
    }),
  );
};
