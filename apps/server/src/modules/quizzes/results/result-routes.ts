import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  quizRegradeBodySchema,
  quizRegradeListSchema,
  quizRegradeResponseSchema,
  quizResultsParamsSchema,
  quizResultsQuerySchema,
  quizResultsResponseSchema,
  quizStatisticsResponseSchema,
} from '@netclass/shared';
import { errorResponses } from '../../../lib/error-responses.js';
import { SHEET_TYPES } from '../../../lib/sheet-csv.js';
import { currentUser } from '../../../plugins/auth.js';
import { requestLanguage } from '../../../plugins/message-language.js';
import { contentDisposition } from '../../../storage/http-file.js';
import { quizResultsCsv, quizResultsFileName } from './result-sheet.js';

const errors = errorResponses(400, 401, 403, 404);
const tags = ['quizzes'];

/** A quiz's results, statistics, CSV and regrades, for its course's teachers and admins (docs/decisions/030, "Results"). */
export const quizResultRoutes: FastifyPluginAsyncZod = async (app) => {
  const { quizResults, quizRegrades } = app.services;

  app.get(
    '/quizzes/:id/results',
    {
      schema: {
        tags,
        summary:
          "One page of a quiz's class: each student's attempts, counted grade, last submission and focus losses; searched, sorted by name, id or grade",
        params: quizResultsParamsSchema,
        querystring: quizResultsQuerySchema,
        response: { 200: quizResultsResponseSchema, ...errors },
      },
    },
    async (request) => quizResults.page(currentUser(request), request.params.id, request.query),
  );

  app.get(
    '/quizzes/:id/results.csv',
    {
      schema: {
        tags,
        summary: "A quiz's results as CSV, a row per student of the class by name, streamed from the database",
        params: quizResultsParamsSchema,
        response: { 200: z.unknown().describe(SHEET_TYPES.csv), ...errors },
      },
    },
    async (request, reply) => {
      const results = await quizResults.export(currentUser(request), request.params.id);
      const language = requestLanguage(request);
      return reply
        .type(SHEET_TYPES.csv)
        .header('content-disposition', contentDisposition(`${quizResultsFileName(results.quiz.title, language)}.csv`))
        .header('cache-control', 'no-store')
        .send(quizResultsCsv(results.quiz, results.students, language));
    },
  );

  app.get(
    '/quizzes/:id/statistics',
    {
      schema: {
        tags,
        summary:
          "A quiz's grade distribution (10 bins), mean and median; per slot its difficulty and discrimination, over the submitted attempts",
        params: quizResultsParamsSchema,
        response: { 200: quizStatisticsResponseSchema, ...errors },
      },
    },
    async (request) => quizResults.statistics(currentUser(request), request.params.id),
  );

  app.get(
    '/quizzes/:id/regrade',
    {
      schema: {
        tags,
        summary:
          "Bank questions whose submitted attempts of the quiz show an older version than the bank's, with the attempts affected; the past regrades",
        params: quizResultsParamsSchema,
        response: { 200: quizRegradeListSchema, ...errors },
      },
    },
    async (request) => quizRegrades.list(currentUser(request), request.params.id),
  );

  app.post(
    '/quizzes/:id/regrade',
    {
      config: { writeLimit: 'note' },
      schema: {
        tags,
        summary:
          "Re-score a question's affected submitted attempts with the bank's current version, recompute their points, audit it (the gradebook follows)",
        params: quizResultsParamsSchema,
        body: quizRegradeBodySchema,
        response: { 200: quizRegradeResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => quizRegrades.regrade(currentUser(request), request.params.id, request.body.questionId),
  );
};
