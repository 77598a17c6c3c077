import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idWith, PRACTICE_MESSAGES as M } from '@netclass/shared';
import {
  createPracticeQuestionSchema,
  practiceAnswersSchema,
  practiceCheckResponseSchema,
  practiceQuestionResponseSchema,
  practiceSummarySchema,
} from '@netclass/shared/practice';
import { currentUser } from '../../plugins/auth.js';
import { errorResponses } from '../../lib/error-responses.js';

const tags = ['practice'];
const practiceItemParamsSchema = z.object({ id: idWith(M.notFound) });

/** Practice mode (docs/decisions/027): any signed-in user, their own items only. */
export const practiceRoutes: FastifyPluginAsyncZod = async (app) => {
  const practice = app.services.practice;
  app.post(
    '/practice/questions',
    {
      config: { writeLimit: 'practice' },
      schema: {
        tags,
        summary: 'Draw a generated question of a type to practise (its prompt: no answer, no seed)',
        body: createPracticeQuestionSchema,
        response: { 201: practiceQuestionResponseSchema, ...errorResponses(400, 401) },
      },
    },
    async (request, reply) => {
      const question = await practice.draw(currentUser(request), request.body.type);
      return reply.status(201).send({ question });
    },
  );

  app.post(
    '/practice/questions/:id/answers',
    {
      schema: {
        tags,
        summary:
          'Check your answers to a practice question, once (a second send answers the stored result): marks, expected answers, worked steps',
        params: practiceItemParamsSchema,
        body: practiceAnswersSchema,
        response: { 200: practiceCheckResponseSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => practice.check(currentUser(request), request.params.id, request.body.answers),
  );

  app.get(
    '/practice/summary',
    {
      schema: {
        tags,
        summary: 'Your practice: answered and fully right per type, and your streak of days (Vietnam time)',
        response: { 200: practiceSummarySchema, ...errorResponses(401) },
      },
    },
    async (request) => practice.summary(currentUser(request)),
  );
};
