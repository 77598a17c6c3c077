import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  QUESTION_BANK_MESSAGES as M,
  QUESTION_IMPORT_MAX_BYTES,
  bankQuestionBodySchema,
  bankQuestionParamsSchema,
  bankQuestionResponseSchema,
  messageResponseSchema,
  moveQuestionBodySchema,
  questionBankParamsSchema,
  questionCategoryBodySchema,
  questionCategoryListResponseSchema,
  questionCategoryParamsSchema,
  questionCategoryResponseSchema,
  questionImportApplyQuerySchema,
  questionImportPreviewSchema,
  questionImportQuerySchema,
  questionImportResultSchema,
  questionListQuerySchema,
  questionListResponseSchema,
  questionPreviewBodySchema,
  questionPreviewResponseSchema,
} from '@netclass/shared';
import { z } from 'zod';
import { errorResponses } from '../../lib/error-responses.js';
import { payloadTooLarge } from '../../lib/errors.js';
import { acceptRawStream, readRawFile } from '../../infra/upload.js';
import { currentUser } from '../../plugins/auth.js';
import { contentDisposition } from '../../storage/http-file.js';

const tags = ['question bank'];
const errors = errorResponses(400, 401, 403, 404, 409);

/** A course's question bank (docs/decisions/028): its teachers and admins only; students never read it. */
export const questionBankRoutes: FastifyPluginAsyncZod = async (app) => {
  const { questionCategories: categories, questions, questionImport } = app.services;

  app.get(
    '/courses/:courseId/question-categories',
    {
      schema: {
        tags,
        summary: "The bank's categories in order, with their question counts",
        params: questionBankParamsSchema,
        response: { 200: questionCategoryListResponseSchema, ...errors },
      },
    },
    async (request) => categories.list(currentUser(request), request.params.courseId),
  );

  app.post(
    '/courses/:courseId/question-categories',
    {
      schema: {
        tags,
        summary: 'Add a category at the end (names unique in the course, case ignored: 409)',
        params: questionBankParamsSchema,
        body: questionCategoryBodySchema,
        response: { 201: questionCategoryResponseSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send({ category: await categories.create(currentUser(request), request.params.courseId, request.body.name) }),
  );

  app.put(
    '/question-categories/:id',
    {
      schema: {
        tags,
        summary: 'Rename a category',
        params: questionCategoryParamsSchema,
        body: questionCategoryBodySchema,
        response: { 200: questionCategoryResponseSchema, ...errors },
      },
    },
    async (request) => ({
      category: await categories.rename(currentUser(request), request.params.id, request.body.name),
    }),
  );

  app.delete(
    '/question-categories/:id',
    {
      schema: {
        tags,
        summary: 'Delete an empty category (409 while it has questions)',
        params: questionCategoryParamsSchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => {
      await categories.delete(currentUser(request), request.params.id);
      return { message: M.categoryDeleted };
    },
  );

  app.get(
    '/question-categories/:id/export.gift',
    {
      schema: {
        tags,
        summary:
          "The category's questions as a GIFT file (ordering questions left out, counted in X-Skipped-Questions)",
        params: questionCategoryParamsSchema,
        response: { 200: z.string().describe('text/plain GIFT'), ...errors },
      },
    },
    async (request, reply) => {
      const { fileName, text, skipped } = await categories.exportGift(currentUser(request), request.params.id);
      return reply
        .type('text/plain; charset=utf-8')
        .header('content-disposition', contentDisposition(fileName))
        .header('x-skipped-questions', String(skipped))
        .header('cache-control', 'no-store')
        .send(text);
    },
  );

  app.get(
    '/courses/:courseId/questions',
    {
      schema: {
        tags,
        summary:
          'One page of the bank’s questions, newest change first, by category, type and part of the title or text',
        params: questionBankParamsSchema,
        querystring: questionListQuerySchema,
        response: { 200: questionListResponseSchema, ...errors },
      },
    },
    async (request) => questions.list(currentUser(request), request.params.courseId, request.query),
  );

  app.post(
    '/courses/:courseId/questions',
    {
      schema: {
        tags,
        summary: 'Add a question to a category of the bank',
        params: questionBankParamsSchema,
        body: bankQuestionBodySchema,
        response: { 201: bankQuestionResponseSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send({
        question: await questions.create(
          currentUser(request),
          request.params.courseId,
          request.body.category_id,
          request.body.question,
        ),
      }),
  );

  app.post(
    '/courses/:courseId/questions/preview',
    {
      schema: {
        tags,
        summary:
          "A question's Markdown text and one-line parts rendered as a student sees them, with signed links of the course's pictures; writes nothing",
        params: questionBankParamsSchema,
        body: questionPreviewBodySchema,
        response: { 200: questionPreviewResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => questions.preview(currentUser(request), request.params.courseId, request.body),
  );

  app.get(
    '/questions/:id',
    {
      schema: {
        tags,
        summary: 'A question whole, with signed links of its pictures',
        params: bankQuestionParamsSchema,
        response: { 200: bankQuestionResponseSchema, ...errors },
      },
    },
    async (request) => ({
      question: await questions.get(currentUser(request), request.params.id),
    }),
  );

  app.put(
    '/questions/:id',
    {
      schema: {
        tags,
        summary: 'Edit a question: a new version (what a regrade compares)',
        params: bankQuestionParamsSchema,
        body: bankQuestionBodySchema,
        response: { 200: bankQuestionResponseSchema, ...errors },
      },
    },
    async (request) => ({
      question: await questions.update(
        currentUser(request),
        request.params.id,
        request.body.category_id,
        request.body.question,
      ),
    }),
  );

  app.delete(
    '/questions/:id',
    {
      schema: {
        tags,
        summary: 'Delete a question (kept for the quizzes that used it, gone from the bank)',
        params: bankQuestionParamsSchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => {
      await questions.delete(currentUser(request), request.params.id);
      return { message: M.questionDeleted };
    },
  );

  app.post(
    '/questions/:id/duplicate',
    {
      schema: {
        tags,
        summary: 'Copy a question into its category',
        params: bankQuestionParamsSchema,
        response: { 201: bankQuestionResponseSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ question: await questions.duplicate(currentUser(request), request.params.id) }),
  );

  app.post(
    '/questions/:id/move',
    {
      schema: {
        tags,
        summary: 'Move a question to another category of its course',
        params: bankQuestionParamsSchema,
        body: moveQuestionBodySchema,
        response: { 200: bankQuestionResponseSchema, ...errors },
      },
    },
    async (request) => ({
      question: await questions.move(currentUser(request), request.params.id, request.body.category_id),
    }),
  );

  // The file itself, as the raw request body of any type, read whole (QUESTION_IMPORT_MAX_BYTES at most) in this scope only.
  await app.register(async (scope) => {
    const raw = scope.withTypeProvider<ZodTypeProvider>();
    acceptRawStream(raw);
    const fileErrors = errorResponses(400, 401, 403, 404, 413, 415);
    const file = (request: FastifyRequest) =>
      readRawFile(request, QUESTION_IMPORT_MAX_BYTES, () => payloadTooLarge(M.fileTooLarge));

    raw.post(
      '/courses/:courseId/questions/import/check',
      {
        schema: {
          tags,
          summary:
            'What importing a GIFT, Aiken or Moodle XML file (the raw body) would bring: the questions, and each refused one with its line and ' +
            'reason; writes nothing',
          params: questionBankParamsSchema,
          querystring: questionImportQuerySchema,
          response: { 200: questionImportPreviewSchema, ...fileErrors },
        },
      },
      async (request) =>
        questionImport.check(currentUser(request), request.params.courseId, {
          fileName: request.query.file_name,
          format: request.query.format,
          bytes: await file(request),
        }),
    );

    raw.post(
      '/courses/:courseId/questions/import/apply',
      {
        config: { writeLimit: 'upload' },
        schema: {
          tags,
          summary:
            'Import the valid questions of the file (the raw body) into a category, with their pictures, in one transaction; the refused ones reported',
          params: questionBankParamsSchema,
          querystring: questionImportApplyQuerySchema,
          response: { 200: questionImportResultSchema, ...fileErrors },
        },
      },
      async (request) =>
        questionImport.apply(currentUser(request), request.params.courseId, request.query.category_id, {
          fileName: request.query.file_name,
          format: request.query.format,
          bytes: await file(request),
        }),
    );
  });
};
