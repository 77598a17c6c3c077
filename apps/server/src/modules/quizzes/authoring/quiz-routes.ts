import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  courseQuizzesParamsSchema,
  quizAllowanceBodySchema,
  quizAllowanceListQuerySchema,
  quizAllowanceListResponseSchema,
  quizAllowanceResponseSchema,
  quizCreateSchema,
  quizListResponseSchema,
  quizParamsSchema,
  quizPatchSchema,
  quizResponseSchema,
  quizSlotsBodySchema,
  quizSolutionsReleaseSchema,
  quizStudentParamsSchema,
} from '@netclass/shared/quiz-authoring';
import { QUIZ_AUTHORING_MESSAGES as M, messageResponseSchema } from '@netclass/shared';
import { errorResponses } from '../../../lib/error-responses.js';
import { currentUser } from '../../../plugins/auth.js';

const errors = errorResponses(400, 401, 403, 404, 409);
const tags = ['quizzes'];

/** Quiz authoring (docs/decisions/030, "Authoring"): a course's quizzes, their slots and students' allowances. */
export const quizRoutes: FastifyPluginAsyncZod = async (app) => {
  const { quizzes, quizSlots, quizAllowances } = app.services;

  app.get(
    '/courses/:courseId/quizzes',
    {
      schema: {
        tags,
        summary:
          "A course's quizzes by close time (drafts only for those who manage it; a student's own attempts and allowance with each)",
        params: courseQuizzesParamsSchema,
        response: { 200: quizListResponseSchema, ...errors },
      },
    },
    async (request) => quizzes.list(currentUser(request), request.params.courseId),
  );

  app.post(
    '/courses/:courseId/quizzes',
    {
      schema: {
        tags,
        summary: 'Create a quiz, as a draft with no questions (the course’s teachers and admins)',
        params: courseQuizzesParamsSchema,
        body: quizCreateSchema,
        response: { 201: quizResponseSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send({ quiz: await quizzes.create(currentUser(request), request.params.courseId, request.body) }),
  );

  app.get(
    '/quizzes/:id',
    {
      schema: {
        tags,
        summary: 'A quiz: its settings; its slots for those who manage it; a student’s own attempts and allowance',
        params: quizParamsSchema,
        response: { 200: quizResponseSchema, ...errors },
      },
    },
    async (request) => ({
      quiz: await quizzes.get(currentUser(request), request.params.id),
    }),
  );

  app.patch(
    '/quizzes/:id',
    {
      schema: {
        tags,
        summary: 'Change the settings sent (publication: PUT /api/quizzes/{id}/publication)',
        params: quizParamsSchema,
        body: quizPatchSchema,
        response: { 200: quizResponseSchema, ...errors },
      },
    },
    async (request) => ({
      quiz: await quizzes.update(currentUser(request), request.params.id, request.body),
    }),
  );

  app.delete(
    '/quizzes/:id',
    {
      schema: {
        tags,
        summary: 'Delete a quiz; refused (409) once a student has an attempt',
        params: quizParamsSchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => {
      await quizzes.delete(currentUser(request), request.params.id);
      return { message: M.deleted };
    },
  );

  app.put(
    '/quizzes/:id/slots',
    {
      schema: {
        tags,
        summary:
          'Replace the quiz’s slots, in order (fixed bank questions, random ones from a category, generated networking questions); its maximum points ' +
          'follow; attempts made keep theirs',
        params: quizParamsSchema,
        body: quizSlotsBodySchema,
        response: { 200: quizResponseSchema, ...errors },
      },
    },
    async (request) => ({
      quiz: await quizSlots.replace(currentUser(request), request.params.id, request.body.slots),
    }),
  );

  app.put(
    '/quizzes/:id/solutions',
    {
      schema: {
        tags,
        summary:
          'Release the answers and worked solutions to students now (what the review shows after the close time shows from then on), or take the release back',
        params: quizParamsSchema,
        body: quizSolutionsReleaseSchema,
        response: { 200: quizResponseSchema, ...errors },
      },
    },
    async (request) => ({
      quiz: await quizzes.releaseSolutions(currentUser(request), request.params.id, request.body.released),
    }),
  );

  app.get(
    '/quizzes/:id/allowances',
    {
      schema: {
        tags,
        summary: 'One page of the students given extra time or attempts, by name',
        params: quizParamsSchema,
        querystring: quizAllowanceListQuerySchema,
        response: { 200: quizAllowanceListResponseSchema, ...errors },
      },
    },
    async (request) => quizAllowances.list(currentUser(request), request.params.id, request.query),
  );

  app.get(
    '/quizzes/:id/allowances/:studentId',
    {
      schema: {
        tags,
        summary: 'A student’s extra time and attempts (404: none given)',
        params: quizStudentParamsSchema,
        response: { 200: quizAllowanceResponseSchema, ...errors },
      },
    },
    async (request) => ({
      allowance: await quizAllowances.read(currentUser(request), request.params.id, request.params.studentId),
    }),
  );

  app.put(
    '/quizzes/:id/allowances/:studentId',
    {
      schema: {
        tags,
        summary: 'Give a student of the course’s class extra time (seconds, added to the limit) and extra attempts',
        params: quizStudentParamsSchema,
        body: quizAllowanceBodySchema,
        response: { 200: quizAllowanceResponseSchema, ...errors },
      },
    },
    async (request) => ({
      allowance: await quizAllowances.set(
        currentUser(request),
        request.params.id,
        request.params.studentId,
        request.body,
      ),
    }),
  );

  app.delete(
    '/quizzes/:id/allowances/:studentId',
    {
      schema: {
        tags,
        summary: 'Take a student’s extra time and attempts back',
        params: quizStudentParamsSchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => {
      await quizAllowances.remove(currentUser(request), request.params.id, request.params.studentId);
      return { message: M.allowanceRemoved };
    },
  );
};
