import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  idParamsSchema,
  lessonParamsSchema,
  lessonPreviewResponseSchema,
  publicationResponseSchema,
  setPublicationSchema,
} from '@netclass/shared';
import { errorResponses } from '../../lib/error-responses.js';
import { currentUser } from '../../plugins/auth.js';
import type { PublishableKind } from './service.js';

const errors = errorResponses(400, 401, 403, 404, 409);

const PATHS: Record<PublishableKind, string> = {
  course: '/courses/:id/publication',
  lesson: '/lessons/:id/publication',
  material: '/materials/:id/publication',
  assignment: '/assignments/:id/publication',
  quiz: '/quizzes/:id/publication',
};

/** Publication of courses, lessons, materials, assignments and quizzes (their teacher and admins), and the lesson preview. */
export const publicationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { publication, lessonPreview } = app.services;
  for (const [kind, url] of Object.entries(PATHS) as [PublishableKind, string][]) {
    app.put(
      url,
      {
        schema: {
          tags: ['content'],
          summary: `Publish a ${kind} now, schedule it (publish_at) or take it back to draft; a published one stays published (409)`,
          params: idParamsSchema,
          body: setPublicationSchema,
          response: { 200: publicationResponseSchema, ...errors },
        },
      },
      async (request) => publication.set(currentUser(request), kind, request.params.id, request.body),
    );
  }

  app.get(
    '/lessons/:lessonId/preview',
    {
      schema: {
        tags: ['content'],
        summary: 'The lesson and its materials as students will see them (its teacher and admins)',
        params: lessonParamsSchema,
        response: { 200: lessonPreviewResponseSchema, ...errors },
      },
    },
    async (request) => lessonPreview.preview(currentUser(request), request.params.lessonId),
  );
};
