import multipart from '@fastify/multipart';
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
import { readSingleFile } from '../../lib/multipart-form.js';
import { currentUser } from '../../plugins/auth.js';
import { lessonImageTooLarge } from './lesson-images.js';

const tags = ['content'];

/**
 * Writing lessons in Markdown (docs/decisions/018-rich-lessons.md): the editor's preview,
 * rendered by the server as the lesson page will be, and pictures uploaded with a course's
 * lessons. Both for whoever manages the course.
 */
export const lessonWritingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { lessonContent, lessonImages } = app.services;
  // One file; busboy's own limit sits one byte above ours, so the upload check answers first.
  await app.register(multipart, { limits: { fileSize: MAX_LESSON_IMAGE_BYTES + 1, files: 1, fields: 4, parts: 5, fieldSize: 1024 } });
  // A refused upload is not read to its end: close the connection instead.
  app.addHook('onSend', async (request, reply) => {
    if (reply.statusCode >= 400 && !request.raw.complete) reply.header('connection', 'close');
  });

  app.post('/lessons/preview', { schema: { tags, summary: 'Lesson Markdown rendered as the lesson page will show it (whoever manages the course)', body: lessonPreviewSchema, response: { 200: markdownPreviewResponseSchema, ...errorResponses(400, 401, 403, 404) } } }, async (request) =>
    lessonContent.preview(currentUser(request), request.body),
  );

  app.post('/courses/:courseId/lesson-images', { config: { writeLimit: 'upload' }, schema: { tags, summary: 'Upload a picture for the course\'s lessons (jpg, jpeg, png, webp, gif; within 5 MiB); answers the Markdown that shows it', description: 'multipart/form-data with one file part (any field name, e.g. `image`).', consumes: ['multipart/form-data'], params: lessonImageCourseParamsSchema, response: { 201: lessonImageResponseSchema, ...errorResponses(400, 401, 403, 404, 413, 415) } } }, async (request, reply) => {
    const actor = currentUser(request);
    await lessonImages.authorizeWriting(actor, request.params.courseId);
    const staged = await readSingleFile(request, { required: M.imageRequired, oneFile: M.oneImage, badForm: M.badForm, tooLarge: () => payloadTooLarge(lessonImageTooLarge) }, (name, body) => lessonImages.stage(name, body));
    return reply.status(201).send({ image: await lessonImages.save(actor, request.params.courseId, staged) });
  });
};
