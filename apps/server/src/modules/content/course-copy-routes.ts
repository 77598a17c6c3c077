import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { copyCourseSchema, courseResponseSchema, idParamsSchema } from '@netclass/shared';
import { errorResponses } from '../../lib/error-responses.js';
import { currentUser } from '../../plugins/auth.js';

/** Copying a course to another term (docs/decisions/021-course-copy.md). */
export const courseCopyRoutes: FastifyPluginAsyncZod = async (app) => {
  const { courseCopies } = app.services;
  app.post(
    '/courses/:id/copy',
    {
      schema: {
        tags: ['content'],
        summary:
          'Copy a course you manage, with its lessons, materials and pictures, into a term as a new draft course (files shared)',
        params: idParamsSchema,
        body: copyCourseSchema,
        response: { 201: courseResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const course = await courseCopies.copy(currentUser(request), request.params.id, request.body);
      return reply.status(201).send({ course });
    },
  );
};
