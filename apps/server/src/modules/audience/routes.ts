import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  audienceQuerySchema,
  audienceResponseSchema,
  lessonAudienceParamsSchema,
  materialAudienceParamsSchema,
  remindLessonSchema,
  remindResponseSchema,
} from '@netclass/shared';
import { currentUser } from '../../plugins/auth.js';
import { errorResponses } from '../../lib/error-responses.js';

const tags = ['progress'];
const readErrors = errorResponses(400, 401, 403, 404);
const remindErrors = errorResponses(400, 401, 403, 404, 409, 429);

/** Who has and who has not opened a lesson or a material, and the reminder (the course's teacher and admins). */
export const audienceRoutes: FastifyPluginAsyncZod = async (app) => {
  const { audience } = app.services;

  app.get(
    '/progress/lesson/:lessonId/audience',
    {
      schema: {
        tags,
        summary:
          'One page of the active students who have (not) opened or completed a lesson, with the class counts and the last reminder',
        params: lessonAudienceParamsSchema,
        querystring: audienceQuerySchema,
        response: { 200: audienceResponseSchema, ...readErrors },
      },
    },
    async (request) => audience.lessonAudience(currentUser(request), request.params.lessonId, request.query),
  );

  app.get(
    '/progress/material/:materialId/audience',
    {
      schema: {
        tags,
        summary:
          'One page of the active students who have (not) opened a ready material (opened = completed), with the class counts and the last reminder',
        params: materialAudienceParamsSchema,
        querystring: audienceQuerySchema,
        response: { 200: audienceResponseSchema, ...readErrors },
      },
    },
    async (request) => audience.materialAudience(currentUser(request), request.params.materialId, request.query),
  );

  app.post(
    '/progress/lesson/:lessonId/audience/remind',
    {
      schema: {
        tags,
        summary:
          'Notify every active student who has not opened (or not completed) the lesson; once a day per lesson (429 with Retry-After), 409 when nobody is left',
        params: lessonAudienceParamsSchema,
        body: remindLessonSchema,
        response: { 200: remindResponseSchema, ...remindErrors },
      },
    },
    async (request) => audience.remindLesson(currentUser(request), request.params.lessonId, request.body.audience),
  );

  app.post(
    '/progress/material/:materialId/audience/remind',
    {
      schema: {
        tags,
        summary:
          'Notify every active student who has not opened the material; once a day per material (429 with Retry-After), 409 when nobody is left',
        params: materialAudienceParamsSchema,
        response: { 200: remindResponseSchema, ...remindErrors },
      },
    },
    async (request) => audience.remindMaterial(currentUser(request), request.params.materialId),
  );
};
