import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idWith, QUIZ_MESSAGES } from '@netclass/shared';
import {
  myQuizAttemptsSchema,
  quizAnswerParamsSchema,
  quizAttemptEventSchema,
  quizAttemptParamsSchema,
  quizAttemptViewSchema,
  quizPreviewSchema,
  saveQuizAnswerSchema,
  savedQuizAnswerSchema,
} from '@netclass/shared/quiz-attempts';
import { currentUser } from '../../../plugins/auth.js';
import { errorResponses } from '../../../lib/error-responses.js';

const tags = ['quizzes'];
const quizParamsSchema = z.object({ id: idWith(QUIZ_MESSAGES.notFound) });

/** A student's attempts at a quiz (docs/decisions/030, "Attempts"): the server owns the clock and every saved answer. */
export const quizAttemptRoutes: FastifyPluginAsyncZod = async (app) => {
  const { quizAttempts, quizAnswers } = app.services;

  app.get(
    '/quizzes/:id/my-attempts',
    {
      schema: {
        tags,
        summary:
          "A quiz's intro for a student: its settings (with their extra time and attempts), their attempts, whether they may start and why not",
        params: quizParamsSchema,
        response: { 200: myQuizAttemptsSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => quizAttempts.mine(currentUser(request), request.params.id),
  );

  app.post(
    '/quizzes/:id/attempts',
    {
      schema: {
        tags,
        summary:
          'Start an attempt (201), or get back the one in progress on any device (200); staff 403: they preview with GET /api/quizzes/{id}/preview',
        params: quizParamsSchema,
        response: {
          200: quizAttemptViewSchema,
          201: quizAttemptViewSchema,
          ...errorResponses(400, 401, 403, 404, 409),
        },
      },
    },
    async (request, reply) => {
      const { created, view } = await quizAttempts.start(currentUser(request), request.params.id);
      return reply.status(created ? 201 : 200).send(view);
    },
  );

  app.get(
    '/quizzes/:id/preview',
    {
      schema: {
        tags,
        summary:
          'A teacher previews the quiz as a student sees it: questions drawn as for a new attempt, without keys; nothing is recorded (those who ' +
          'manage the course)',
        params: quizParamsSchema,
        response: { 200: quizPreviewSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => quizAttempts.preview(currentUser(request), request.params.id),
  );

  app.get(
    '/quiz-attempts/:id',
    {
      schema: {
        tags,
        summary:
          'An attempt: its questions (no keys) and saved answers with the server clock while in progress; the review the quiz allows once submitted; ' +
          'staff: the full review and focus events',
        params: quizAttemptParamsSchema,
        response: { 200: quizAttemptViewSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => quizAttempts.view(currentUser(request), request.params.id),
  );

  app.put(
    '/quiz-attempts/:id/answers/:position',
    {
      config: { writeLimit: 'quiz' },
      schema: {
        tags,
        summary:
          "Save one question's answer; a seq not above the stored one changes nothing (saved: false); 409 after the end or once submitted",
        params: quizAnswerParamsSchema,
        body: saveQuizAnswerSchema,
        response: { 200: savedQuizAnswerSchema, ...errorResponses(400, 401, 403, 404, 409, 429) },
      },
    },
    async (request) =>
      quizAnswers.save(
        currentUser(request),
        request.params.id,
        request.params.position,
        request.body.answer,
        request.body.seq,
      ),
  );

  app.post(
    '/quiz-attempts/:id/submit',
    {
      schema: {
        tags,
        summary: 'Submit the attempt: every question scored; a second submit answers the same review',
        params: quizAttemptParamsSchema,
        response: { 200: quizAttemptViewSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => quizAttempts.submit(currentUser(request), request.params.id),
  );

  app.post(
    '/quiz-attempts/:id/events',
    {
      config: { writeLimit: 'quiz' },
      schema: {
        tags,
        summary: 'Record a focus loss or tab switch for the teacher (nothing is blocked)',
        params: quizAttemptParamsSchema,
        body: quizAttemptEventSchema,
        response: { 204: z.null(), ...errorResponses(400, 401, 403, 404, 409, 429) },
      },
    },
    async (request, reply) => {
      await quizAnswers.recordEvent(currentUser(request), request.params.id, request.body.kind);
      return reply.status(204).send(null);
    },
  );
};
