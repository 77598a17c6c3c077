import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  MAX_LESSON_IMAGE_BYTES,
  RICH_LESSON_MESSAGES as M,
  lessonImageCourseParamsSchema,
  lessonImageResponseSchema,
  markdownPreviewResponseSchema,
  lessonPreviewSchema,
} from '@netclass/shared';
import { errorResponses } from '../../lib/error-responses.js';
import { payloadTooLarge } from '../../lib/errors.js';
import { acceptMultipart, readSingleFile } from '../../infra/upload.js';
import { currentUser } from '../../plugins/auth.js';
import { requestLanguage } from '../../plugins/message-language.js';
import { lessonImageTooLarge } from './lesson-images.js';

const tags = ['content'];

/**
 * Writing lessons in Markdown (docs/decisions/018-rich-lessons.md): the editor's preview,
 * rendered by the server as the lesson page will be, and pictures uploaded with a course's
 * lessons. Both for whoever manages the course.
 */
export const lessonWritingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { lessonContent, lessonImages } = app.services;
  await acceptMultipart(app, { maxFileBytes: MAX_LESSON_IMAGE_BYTES, maxFiles: 1, fields: 4, fieldSize: 1024 });

  app.post(
    '/lessons/preview',
    {
      schema: {
        tags,
        summary: 'Lesson Markdown rendered as the lesson page will show it (whoever manages the course)',
        body: lessonPreviewSchema,
        response: { 200: markdownPreviewResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => lessonContent.preview(currentUser(request), request.body),
  );

  app.post(
    '/courses/:courseId/lesson-images',
    {
      config: { writeLimit: 'upload' },
      schema: {
        tags,
        summary:
          "Upload a picture for the course's lessons (jpg, jpeg, png, webp, gif; within 5 MiB); answers the Markdown that shows it",
        description: 'multipart/form-data with one file part (any field name, e.g. `image`).',
        consumes: ['multipart/form-data'],
        params: lessonImageCourseParamsSchema,
        response: { 201: lessonImageResponseSchema, ...errorResponses(400, 401, 403, 404, 413, 415) },
      },
    },
    async (request, reply) => {
      const actor = currentUser(request);
      await lessonImages.authorizeWriting(actor, request.params.courseId);
      const staged = await readSingleFile(
        request,
        {
          required: M.imageRequired,
          tooMany: M.oneImage,
          badForm: M.badForm,
          tooLarge: () => payloadTooLarge(lessonImageTooLarge),
        },
        (name, body) => lessonImages.stage(name, body),
      );
      return reply
        .status(201)
        .send({ image: await lessonImages.save(actor, request.params.courseId, staged, requestLanguage(request)) });
    },
  );
};
