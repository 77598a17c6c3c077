import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { lessonParamsSchema } from '@netclass/shared';
import { dashboardPageDataSchema, lessonPageDataSchema, pageDataQuerySchema } from '@netclass/shared/page-data';
import { currentUser } from '../../plugins/auth.js';
import { errorResponses } from '../../lib/error-responses.js';
import { PageDataService } from './page-data-service.js';

const tags = ['pages'];

/** A page's first render in one call (docs/decisions/033-page-data.md); later refetches use each part's own endpoint. */
export const pageDataRoutes: FastifyPluginAsyncZod = async (app) => {
  const pages = new PageDataService(app.services);

  app.get(
    '/pages/dashboard',
    {
      schema: {
        tags,
        summary:
          "The dashboard's first render: this month's (Vietnam time) deadlines and notes, the to-do (students) or to-grade (staff), announcements, " +
          "progress, practice; with ?shell=1 the header's data too",
        querystring: pageDataQuerySchema,
        response: { 200: dashboardPageDataSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => pages.dashboard(currentUser(request), request.query.shell),
  );

  app.get(
    '/pages/lesson/:lessonId',
    {
      schema: {
        tags,
        summary:
          "A lesson page's first render: the lesson, its materials, comments, its course's lessons, and a student's own progress and completed " +
          "materials; with ?shell=1 the header's data too",
        params: lessonParamsSchema,
        querystring: pageDataQuerySchema,
        response: { 200: lessonPageDataSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => pages.lesson(currentUser(request), request.params.lessonId, request.query.shell),
  );
};
