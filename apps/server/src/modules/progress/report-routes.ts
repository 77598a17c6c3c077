import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  categoryProgressQuerySchema,
  categoryProgressResponseSchema,
  courseReportParamsSchema,
  courseReportResponseSchema,
  progressOverviewResponseSchema,
} from '@netclass/shared';
import { currentUser } from '../../plugins/auth.js';
import { contentDisposition } from '../../storage/http-file.js';
import { renderReportCsv } from './report-csv.js';
import { errorResponses } from '../../lib/error-responses.js';

const errors = errorResponses(400, 401, 403, 404);
const tags = ['progress'];

/** Course progress of a student (category page, dashboard) and the teachers' course reports. */
export const progressRoutes: FastifyPluginAsyncZod = async (app) => {
  const { courseProgress, progressReports } = app.services;

  app.get('/progress/courses', { schema: { tags, summary: "Every course of a term with a student's course progress (students: their own; teachers and admins name student_id)", querystring: categoryProgressQuerySchema, response: { 200: categoryProgressResponseSchema, ...errors } } }, async (request) =>
    courseProgress.byCategory(currentUser(request), request.query.category_id, request.query.student_id),
  );

  app.get('/progress/me', { schema: { tags, summary: "The signed-in student's courses with activity: progress, last lesson, next lesson (latest first)", response: { 200: progressOverviewResponseSchema, ...errors } } }, async (request) =>
    courseProgress.overview(currentUser(request)),
  );

  app.get('/progress/course/:courseId/report', { schema: { tags, summary: "Every student's progress in a course, lesson by lesson (the course's teacher and admins)", params: courseReportParamsSchema, response: { 200: courseReportResponseSchema, ...errors } } }, async (request) =>
    progressReports.report(currentUser(request), request.params.courseId),
  );

  app.get('/progress/course/:courseId/report.csv', { schema: { tags, summary: 'The same report as a CSV download (UTF-8 with BOM, for Excel)', params: courseReportParamsSchema, response: { 200: z.string().describe('text/csv'), ...errors } } }, async (request, reply) => {
    const report = await progressReports.report(currentUser(request), request.params.courseId);
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', contentDisposition(`Tiến độ - ${report.course.name}.csv`))
      .header('cache-control', 'no-store')
      .send(renderReportCsv(report));
  });
};
