import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  PROGRESS_MESSAGES,
  completeMaterialResponseSchema,
  completeMaterialSchema,
  completedMaterialsParamsSchema,
  completedMaterialsQuerySchema,
  completedMaterialsResponseSchema,
  lessonProgressParamsSchema,
  lessonProgressResponseSchema,
  updateLessonProgressSchema,
} from '@netclass/shared';
import { currentUser } from '../../plugins/auth.js';
import { errorResponses } from '../../lib/error-responses.js';

const errors = errorResponses(400, 401, 403, 404);

export interface LessonProgressRoutesOptions {
  /**
   * The copy registered without `/api` (the spec's old paths) is left out of the OpenAPI
   * reference, which lists each call once.
   */
  hidden?: boolean;
}

/**
 * A student's lesson progress and material completions (docs/product/api.md#calls). Registered under `/api`
 * and again at the root (docs/product/rules.md#progress: the spec lists some of these paths without `/api`).
 */
export const lessonProgressRoutes: FastifyPluginAsyncZod<LessonProgressRoutesOptions> = async (app, options) => {
  const progress = app.services.progress;
  const hide = options.hidden === true;
  const tags = ['progress'];
  app.get(
    '/lesson-progress/:studentId/:lessonId',
    {
      schema: {
        hide,
        tags,
        summary:
          "A student's progress in a lesson, or the zero state if not started (own; the course's teachers and admins anyone's)",
        params: lessonProgressParamsSchema,
        response: { 200: lessonProgressResponseSchema, ...errors },
      },
    },
    async (request) => progress.lessonProgress(currentUser(request), request.params.studentId, request.params.lessonId),
  );

  app.put(
    '/lesson-progress/:studentId/:lessonId',
    {
      config: { missingTokenMessage: PROGRESS_MESSAGES.tokenMissing },
      schema: {
        hide,
        tags,
        summary:
          'Old client: the body is ignored; the server recomputes the lesson and answers the stored progress (the student only)',
        params: lessonProgressParamsSchema,
        body: updateLessonProgressSchema,
        response: { 200: lessonProgressResponseSchema, ...errors },
      },
    },
    async (request) =>
      progress.syncLessonProgress(currentUser(request), request.params.studentId, request.params.lessonId),
  );

  app.get(
    '/material-completion/completed/:studentId',
    {
      schema: {
        hide,
        tags,
        summary:
          "Ids of the ready materials a student completed, optionally of one lesson (own; a teacher: of the courses they teach; admins anyone's)",
        params: completedMaterialsParamsSchema,
        querystring: completedMaterialsQuerySchema,
        response: { 200: completedMaterialsResponseSchema, ...errors },
      },
    },
    async (request) =>
      progress.completedMaterials(currentUser(request), request.params.studentId, request.query.lesson_id),
  );

  app.post(
    '/material-completion/complete',
    {
      schema: {
        hide,
        tags,
        summary:
          'Record that the signed-in student opened a ready material (idempotent); answers the completion and the lesson progress',
        body: completeMaterialSchema,
        response: { 200: completeMaterialResponseSchema, ...errors },
      },
    },
    async (request) =>
      progress.completeMaterial(currentUser(request), request.body.student_id, request.body.material_id),
  );
};
