import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  deadlineListQuerySchema,
  deadlineMonthQuerySchema,
  deadlineMonthResponseSchema,
  toDoResponseSchema,
  toGradeResponseSchema,
} from '@netclass/shared';
import { errorResponses } from '../../lib/error-responses.js';
import { currentUser } from '../../plugins/auth.js';

const tags = ['deadlines'];

/** Deadlines on the dashboard (docs/decisions/026, "Deadlines"): the calendar's month, a student's to-do, a teacher's to-grade. */
export const deadlineRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deadlineLists } = app.services;

  app.get(
    '/deadlines',
    {
      schema: {
        tags,
        summary:
          'The assignments due in one month of the calendar (Vietnam time) that you follow: a student, those of the courses they may see (their ' +
          'extension applied); staff, those of the courses they manage',
        querystring: deadlineMonthQuerySchema,
        response: { 200: deadlineMonthResponseSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => ({ deadlines: await deadlineLists.month(currentUser(request), request.query) }),
  );

  app.get(
    '/deadlines/to-do',
    {
      schema: {
        tags,
        summary:
          "A student's to-do: assignments not handed in (or returned for revision) that still accept hand-ins, by due date (numbered pages)",
        querystring: deadlineListQuerySchema,
        response: { 200: toDoResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => deadlineLists.toDo(currentUser(request), request.query),
  );

  app.get(
    '/deadlines/to-grade',
    {
      schema: {
        tags,
        summary:
          "A teacher's to-grade: the assignments of the courses they manage with hand-ins whose latest version has no grade, and how many (numbered pages)",
        querystring: deadlineListQuerySchema,
        response: { 200: toGradeResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => deadlineLists.toGrade(currentUser(request), request.query),
  );
};
